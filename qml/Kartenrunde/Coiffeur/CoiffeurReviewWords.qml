import QtQuick
import Kartenrunde.Core
import Kartenrunde.Cards

// What the deal review needs of Coiffeur's words (ReviewPage.words): the
// game's name, players, actions, reasons and trick facts, and its deck.
QtObject {
    readonly property bool french: App.settings.jassFrench
    readonly property string deckId: french ? CardDecks.drawnWith("swiss", App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                                                                    : App.settings.frenchDeck)
                                            : "swiss"
    function gameName() { void App.language.code; return qsTr("Coiffeur") }
    function playerName(player) { return CoiffeurWords.playerName(player) }
    function actionText(action, phase) { return CoiffeurWords.hintAction(action, french) }
    function reasonText(id, percent, action, hand) { return CoiffeurWords.hintReason(id, action, hand) }
    function trickWhy(why, card) { return CoiffeurWords.trickWhy(why, card, french) }
    function cardName(code) { return CoiffeurWords.cardName(code, french) }
}
