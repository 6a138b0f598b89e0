import QtQuick
import Kartenrunde
import Kartenrunde.Core

// One sentence above the hand: whose turn it is and what the player may do
// now (bid, lay away, double, follow, lead).
Text {
    id: prompt

    property GameTable table
    property var view: ({})
    property var seatName: function(seat) { return "" }
    readonly property bool mine: table.toMove === table.humanSeat && table.humanSeat >= 0

    function sentence() {
        void App.language.code
        if (!table.hasSession || table.dealOver || view.phase === undefined)
            return ""
        if (view.watching)
            return qsTr("You sit out this deal and watch.")
        if (!mine)
            return table.toMove >= 0 && !table.paused ? qsTr("%1 is thinking …").arg(seatName(table.toMove)) : ""
        const d = view.doubling || {}
        switch (view.phase) {
        case "bidding":
            if (view.forced === table.humanSeat)
                return qsTr("Mussrunde: you must play alone. Dobbm or Solo?")
            // A bid the engine refuses now is explained at once, not only on hover.
            return table.legalActions.indexOf("dobbm") < 0
                ? qsTr("Your bid: pass or Solo? %1").arg(DobbmWords.reason(table.whyIllegal("dobbm")))
                : qsTr("Your bid: pass, Dobbm or Solo?")
        case "discard": return qsTr("Lay away four cards: click the lifted ones (%1 of 4 laid away).").arg((view.dobb || {}).discarded || 0)
        case "doubling": return d.declarerToSpeak ? qsTr("You are doubled (stake ×%1). Redouble?").arg(d.multiplier)
                                                  : d.count > 0 ? qsTr("The declarer redoubled (stake ×%1). Redouble for the defence?").arg(d.multiplier)
                                                                : qsTr("Double the stake (now ×%1)?").arg(d.multiplier)
        }
        if ((view.current || []).length > 0)
            return qsTr("Follow: play a lifted card.")
        return qsTr("Your lead: play any card.")
    }

    text: sentence()
    horizontalAlignment: Text.AlignHCenter
    wrapMode: Text.Wrap
    font.pixelSize: Theme.bodySize + 1
    color: Theme.feltText
    style: Text.Raised
    styleColor: Qt.rgba(0, 0, 0, 0.35)
}
