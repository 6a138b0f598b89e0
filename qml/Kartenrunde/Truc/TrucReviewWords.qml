import QtQuick
import Kartenrunde.Core
import Kartenrunde.Cards

// What the deal review needs of Truc's words (ReviewPage.words): the
// game's name, players, actions, reasons and trick facts, and its deck.
QtObject {
    readonly property string deckId: App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                             : App.settings.frenchDeck
    function gameName() { void App.language.code; return qsTr("Truc") }
    function playerName(player) { return TrucWords.name(player === 0) }
    function actionText(action, phase) { return TrucWords.hintAction(action, phase, {}) }
    function reasonText(id, percent, action, hand) { return TrucWords.hintReason(id, percent, "") }
    function trickWhy(why, card) { return TrucWords.trickWhy(why, card) }
    function cardName(code) { return TrucWords.cardName(code) }
}
