import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// Dobbm's Resume and Play on the game page (the Dobbm settings): three
// computer players (four with five players, the dealer sitting out), a
// level for each, and every rule option of the engine, worded in DobbmWords.
MatchStarter {
    gameId: "dobbm"
    gameName: qsTr("Dobbm")
    computerSeats: 3
    computerSeatsFor: (options) => options.players === 5 ? 4 : 3
    seatNames: { void App.language.code; return [1, 2, 3, 4].map(p => DobbmWords.playerName(p)) }
    seatLevelsTitle: qsTr("Each player's level")
    optionText: (id) => DobbmWords.optionText(id)
    choiceText: (optionId, choice) => DobbmWords.choiceText(optionId, choice)
}
