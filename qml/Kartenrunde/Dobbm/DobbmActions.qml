import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// Dobbm's actions that are not cards, as buttons saying what they lead to:
// pass, Dobbm or Solo in the bidding, each enabled exactly while legal and
// saying why not; no double, double or redouble with the stake each leads
// to. The controller says what is legal; the view gives the multiplier.
ActionBar {
    id: bar

    property GameTable table
    property var view: ({})

    function entry(action, text, detail, primary) {
        const ok = table.legalActions.indexOf(action) >= 0
        return { action: action, text: text, detail: detail, primary: primary, legal: ok,
                 why: ok ? "" : DobbmWords.reason(table.whyIllegal(action)) }
    }

    function entries() {
        void App.language.code
        if (!table.hasSession || table.dealOver || view.watching || table.toMove !== table.humanSeat || table.humanSeat < 0)
            return []
        if (view.phase === "bidding")
            return ["pass", "dobbm", "solo"].map(a => entry(a, DobbmWords.bidName(a), DobbmWords.bidDetail(a), a === "pass"))
        if (view.phase === "doubling") {
            const d = view.doubling || {}
            return [entry("pass", DobbmWords.doublingText("pass", d.declarerToSpeak), DobbmWords.stakeDetail(d.multiplier), true),
                    entry(d.offered, DobbmWords.bidName(d.offered), DobbmWords.stakeDetail(d.nextMultiplier), false)]
        }
        return []
    }

    actions: entries()
    onTriggered: (action) => table.act(action)
}
