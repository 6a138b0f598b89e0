import QtQuick
import Kartenrunde
import Kartenrunde.Core

// One sentence above the hand: whose turn it is and what the player may do
// now (bid, pass cards for a poverty, follow, lead).
Text {
    id: status

    property GameTable table
    property var view: ({})
    property var seatName: function(seat) { return "" }
    readonly property bool mine: table.toMove === table.humanSeat && table.humanSeat >= 0

    // DK-16: with a solo claim standing, what naming a solo or passing means.
    function declaration() {
        const c = view.claim || {}
        if (c.seat === undefined)
            return qsTr("Name your game.")
        const name = DoppelkopfWords.gameName(c.game)
        const next = DoppelkopfWords.announcementName(DoppelkopfWords.levelId(c.level + 1))
        if (c.challenger >= 0)
            return qsTr("Say “%1” to keep or take the solo, or give it up.").arg(next)
        if (c.precedence === "by-type")
            return qsTr("%1 holds the %2: name a higher type of solo, or pass.").arg(seatName(c.seat)).arg(name)
        if (c.precedence === "bidding-up")
            return qsTr("%1 holds the %2: your solo takes it over if you say “%3”, or pass.").arg(seatName(c.seat)).arg(name).arg(next)
        return qsTr("%1 holds the %2: name a solo to take it over, or pass.").arg(seatName(c.seat)).arg(name)
    }

    function sentence() {
        void App.language.code
        if (!table.hasSession || table.dealOver || view.phase === undefined)
            return ""
        if (view.watching)
            return qsTr("You sit out this deal and watch.")
        if (!mine)
            return table.toMove >= 0 && !table.paused ? qsTr("%1 is thinking …").arg(seatName(table.toMove)) : ""
        const pov = view.poverty || {}
        switch (view.phase) {
        case "reservation": return qsTr("Your bid: healthy, or a reservation for a special game?")
        case "declaration": return declaration()
        case "poverty-give": return qsTr("Poverty: choose 3 cards to pass, your trumps first (%1 of 3 passed).").arg(pov.given || 0)
        case "poverty-offer": return qsTr("%1 offers a poverty with %2 passed cards. Take it or decline?")
                                     .arg(seatName(pov.poor)).arg(3)
        case "poverty-return": return qsTr("You took the poverty: choose 3 cards to return (%1 of 3 returned).").arg(pov.returned || 0)
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
