import QtQuick
import Kartenrunde.Core
import Kartenrunde.Cards

// What the deal review needs of Doppelkopf's words (ReviewPage.words): the
// game's name, players, actions, reasons and trick facts, and its deck.
QtObject {
    readonly property string deckId: App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                             : App.settings.frenchDeck
    function gameName() { void App.language.code; return qsTr("Doppelkopf") }
    function playerName(player) { return DoppelkopfWords.playerName(player) }
    function actionText(action, phase) { return DoppelkopfWords.hintAction(action) }
    function reasonText(id, percent, action, hand) { return DoppelkopfWords.hintReason(id) }
    function trickWhy(why, card) { return DoppelkopfWords.trickWhy(why, card) }
    function cardName(code) { return DoppelkopfWords.cardName(code) }
}
