import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// Coiffeur's Resume and Play on the game page: two computer players (three
// with four players), a level for each, the way to play and the Buur rule.
MatchStarter {
    gameId: "coiffeur"
    gameName: qsTr("Coiffeur")
    computerSeats: 2
    computerSeatsFor: (options) => options.players === "four-partners" || options.players === "four-individual" ? 3 : 2
    seatNames: { void App.language.code; return [1, 2, 3].map(p => CoiffeurWords.playerName(p)) }
    seatLevelsTitle: qsTr("Each player's level")
    optionText: (id) => CoiffeurWords.optionText(id)
    choiceText: (optionId, choice) => CoiffeurWords.choiceText(optionId, choice)
}
