import QtQuick
import Kartenrunde.Core
import Kartenrunde.Cards

// What the deal review needs of Dobbm's words (ReviewPage.words): the
// game's name, players, actions, reasons and trick facts, and its deck.
QtObject {
    // German suits as DB-1 deals them, or the player's French deck (a setting).
    readonly property string deckId: !App.settings.dobbmFrench ? "german"
        : CardDecks.drawnWith("german", App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                                : App.settings.frenchDeck)
    function gameName() { void App.language.code; return qsTr("Dobbm") }
    function playerName(player) { return DobbmWords.playerName(player) }
    function actionText(action, phase) { return DobbmWords.hintAction(action, phase) }
    function reasonText(id, percent, action, hand) { return DobbmWords.hintReason(id) }
    function trickWhy(why, card) { return DobbmWords.trickWhy(why, card) }
    function cardName(code) { return DobbmWords.cardName(code) }
}
