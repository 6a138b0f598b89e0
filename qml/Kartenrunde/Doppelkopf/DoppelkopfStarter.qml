import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// Doppelkopf's Resume and Play on the game page (the Doppelkopf settings):
// three computer players (four with five players, the dealer sitting out),
// a level for each, and every house rule of the engine, worded in
// DoppelkopfWords.
MatchStarter {
    gameId: "doppelkopf"
    gameName: qsTr("Doppelkopf")
    computerSeats: 3
    computerSeatsFor: (options) => options.players === 5 ? 4 : 3
    seatNames: { void App.language.code; return [1, 2, 3, 4].map(p => DoppelkopfWords.playerName(p)) }
    seatLevelsTitle: qsTr("Each player's level")
    optionText: (id) => DoppelkopfWords.optionText(id)
    choiceText: (optionId, choice) => DoppelkopfWords.choiceText(optionId, choice)
    optionHint: (id) => DoppelkopfWords.optionHint(id)
    optionGroups: DoppelkopfWords.optionGroups
    optionGroup: (id) => DoppelkopfWords.optionGroup(id)
    groupText: (group) => DoppelkopfWords.optionGroupName(group)
    presetText: (id) => DoppelkopfWords.presetName(id)
}
