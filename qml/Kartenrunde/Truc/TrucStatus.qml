import QtQuick
import Kartenrunde
import Kartenrunde.Core

// One sentence above the hand: whose turn it is and what the player may do.
Text {
    id: status

    property GameTable table
    property var view: ({})
    readonly property bool mine: table.toMove === table.humanSeat

    function sentence() {
        void App.language.code
        if (!table.hasSession || table.dealOver || view.stake === undefined)
            return ""
        if (!mine)
            return qsTr("Marius is thinking …")
        const pending = view.pending
        if (table.phase === "new-hands")
            return pending.kind === "new-hands" ? qsTr("Marius asks for new hands. Do you agree?")
                                                : qsTr("You lead. Keep these cards, or ask Marius for new hands?")
        if (table.phase === "answer")
            return pending.kind === "remainder" ? qsTr("Marius offers the remainder: whoever wins this hand wins the round.")
                                                : qsTr("Marius offers to double the stake to %1. Accept or refuse?").arg(pending.stakeIfAccepted)
        if (view.current.length > 0)
            return qsTr("Beat Marius's card with a stronger one; an equal card spoils the trick.")
        return table.legalActions.indexOf("offer") >= 0 ? qsTr("Your lead: play any card, or raise the stake first.")
                                                         : qsTr("Your lead: play any card.")
    }

    text: sentence()
    horizontalAlignment: Text.AlignHCenter
    wrapMode: Text.Wrap
    font.pixelSize: Theme.bodySize + 1
    color: Theme.feltText
    style: Text.Raised
    styleColor: Qt.rgba(0, 0, 0, 0.35)
}
