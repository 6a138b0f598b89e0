pragma Singleton

import QtQuick
import Kartenrunde.Core

// The deal review's own words: the marks, the game's units and the summary
// line (the games word their actions and reasons themselves).
QtObject {
    function markName(mark) {
        void App.language.code
        switch (mark) {
        case "inaccuracy": return qsTr("Inaccuracy")
        case "mistake": return qsTr("Mistake")
        case "blunder": return qsTr("Blunder")
        }
        return qsTr("Good")
    }
    function markColour(mark) {
        switch (mark) {
        case "inaccuracy": return "#b58a1e"
        case "mistake": return "#c0602a"
        case "blunder": return "#8c2f2c"
        }
        return "#3f8063"
    }

    // An amount in the game's unit: points of the score sheet, Match marks
    // (three-player Coiffeur), points ÷ 10 (four-player Coiffeur), or the
    // chance to win the round (Truc) in percentage points.
    function amount(value, unit) {
        void App.language.code
        switch (unit) {
        case "round-chance": return qsTr("%1 percentage points").arg(Number(value * 100).toLocaleString(Qt.locale(App.language.code), "f", 1))
        case "marks": return qsTr("%1 marks").arg(number(value, 2))
        case "tens": return qsTr("%1 points ÷ 10").arg(number(value, 1))
        }
        return qsTr("%1 points").arg(number(value, 1))
    }
    function unitName(unit) {
        void App.language.code
        switch (unit) {
        case "round-chance": return qsTr("the chance to win the round")
        case "marks": return qsTr("marks of the Match")
        case "tens": return qsTr("points ÷ 10")
        }
        return qsTr("points of the score sheet")
    }
    // A value in a list of options, the unit named above it: "+4.3", "54%".
    function brief(value, unit) {
        void App.language.code
        switch (unit) {
        case "round-chance": return qsTr("%1%").arg(Math.round(value * 100))
        case "marks": return signed(value, 2)
        }
        return signed(value, 1)
    }
    function number(value, decimals) { return Number(value).toLocaleString(Qt.locale(App.language.code), "f", decimals) }
    function signed(value, decimals) { return (value > 0.005 ? "+" : "") + number(value, decimals) }

    function summaryLine(summary, unit) {
        void App.language.code
        if (summary.decisions === undefined)
            return ""
        const parts = []
        if (summary.blunders > 0)
            parts.push(summary.blunders === 1 ? qsTr("1 blunder") : qsTr("%1 blunders").arg(summary.blunders))
        if (summary.mistakes > 0)
            parts.push(summary.mistakes === 1 ? qsTr("1 mistake") : qsTr("%1 mistakes").arg(summary.mistakes))
        if (summary.inaccuracies > 0)
            parts.push(summary.inaccuracies === 1 ? qsTr("1 inaccuracy") : qsTr("%1 inaccuracies").arg(summary.inaccuracies))
        const marked = parts.length > 0 ? parts.join(qsTr(", ")) : qsTr("nothing marked")
        const decisions = summary.decisions === 1 ? qsTr("1 decision") : qsTr("%1 decisions").arg(summary.decisions)
        return qsTr("%1 · %2 · lost in all: %3").arg(decisions).arg(marked).arg(amount(summary.totalLoss, unit))
    }
    // How many tricks a seat has won.
    function tricks(n) {
        void App.language.code
        return n === 1 ? qsTr("1 trick") : qsTr("%1 tricks").arg(n)
    }

    // Why a review could not be made, from the engine's error code.
    function errorText(code) {
        void App.language.code
        switch (code) {
        case "no-decision": return qsTr("You had no choice to make in this deal: there is nothing to review.")
        case "deal-unfinished": return qsTr("This deal is not finished yet.")
        case "no-such-deal": return qsTr("There is no finished deal to review yet.")
        }
        return qsTr("The deal could not be reviewed (%1).").arg(code)
    }
}
