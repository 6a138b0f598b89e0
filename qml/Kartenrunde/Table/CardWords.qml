pragma Singleton
import QtQuick
import Kartenrunde.Core

// Words a screen reader speaks at the table: French-suited cards by their
// full names ("queen of clubs"; the games' cardName writes "♣Q" for the eye)
// and the sentences the generic components read out. The games still word
// their own cards and rules; this only says what the components show.
// Every function reads App.language.code, so that it is worded again when
// the language changes (docs/table-ui.md).
QtObject {
    // "CQ" → "queen of clubs", "HT" → "10 of hearts", "JK" → "the Joker".
    function french(code) {
        void App.language.code
        if (!code || code.length < 2)
            return ""
        if (code === "JK")  // Doppelkopf's Joker (DK-17)
            return qsTr("the Joker")
        const rank = code.charAt(1)
        const ranks = { A: qsTr("ace"), K: qsTr("king"), Q: qsTr("queen"), J: qsTr("jack"), T: "10" }
        const r = ranks[rank] || rank
        switch (code.charAt(0)) {
        case "C": return qsTr("%1 of clubs").arg(r)
        case "S": return qsTr("%1 of spades").arg(r)
        case "H": return qsTr("%1 of hearts").arg(r)
        case "D": return qsTr("%1 of diamonds").arg(r)
        }
        return code
    }

    // A card of the hand: its name and whether it may be played now, or why not.
    function handCard(name, playable, reason) {
        void App.language.code
        if (playable)
            return qsTr("%1, playable").arg(name)
        return reason.length > 0 ? qsTr("%1, not playable: %2").arg(name).arg(reason) : name
    }
    // A card in the middle of the table; `mine`: the player's own.
    function played(player, card, mine) {
        void App.language.code
        if (mine)
            return qsTr("You played %1").arg(card)
        return player.length > 0 ? qsTr("%1 played %2").arg(player).arg(card) : card
    }
    function faceDown() { void App.language.code; return qsTr("a card, face down") }
    function cards(n) {
        void App.language.code
        return n === 1 ? qsTr("1 card") : qsTr("%1 cards").arg(n)
    }
}
