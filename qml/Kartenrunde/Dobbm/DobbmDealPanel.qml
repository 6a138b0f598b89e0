pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The deal at a glance, on paper at the left of the table: the contract and
// its declarer (or the bidding so far), the stake with who doubled, the Dobb
// and the discard, the session (Mussrunde, who sits out) and, when shown,
// the card points per side.
Panel {
    id: box

    property var view: ({})
    property var seatName: function(seat) { return "" }
    property var playerName: function(player) { return "" }
    property int humanPlayer: 0
    property bool showPoints: false
    // The human's deal seat (-1 while sitting out): sentences about "you"
    // are worded apart, so that every language can say them naturally.
    property int me: -1

    readonly property var contract: view.contract || ({})
    readonly property bool declared: contract.id !== undefined
    readonly property var doubling: view.doubling || ({})

    function contractLine() {
        void App.language.code
        if (!declared)
            return view.phase === "over" ? DobbmWords.outcome("all-passed") : DobbmWords.phaseText(view.phase)
        const name = DobbmWords.contractName(contract.id)
        return contract.declarer === me ? qsTr("%1: you play alone").arg(name)
                                        : qsTr("%1: %2 plays alone").arg(name).arg(seatName(contract.declarer))
    }

    // The multiplier and who raised it: "Stake ×4: doubled by Sepp, redoubled by you".
    function stakeLine() {
        void App.language.code
        if (!declared)
            return ""
        const who = (doubling.doublers || []).map((seat, i) => {
            if (i === 0)
                return seat === me ? qsTr("you doubled") : qsTr("doubled by %1").arg(seatName(seat))
            return seat === me ? qsTr("you redoubled") : qsTr("redoubled by %1").arg(seatName(seat))
        })
        const parts = contract.id === "solo" ? [qsTr("Solo ×2")].concat(who) : who
        return parts.length === 0 ? qsTr("Stake ×%1").arg(doubling.multiplier)
                                  : qsTr("Stake ×%1: %2").arg(doubling.multiplier).arg(DobbmWords.join(parts))
    }

    function bidLines() {
        void App.language.code
        if (declared || view.phase !== "bidding")
            return []
        return (view.bids || []).map(b => b.seat === me ? qsTr("You: %1").arg(DobbmWords.bidName(b.id))
                                                        : qsTr("%1: %2").arg(seatName(b.seat)).arg(DobbmWords.bidName(b.id)))
    }

    function dobbLine() {
        void App.language.code
        const d = view.dobb || {}
        switch (d.lies) {
        case "middle": return qsTr("The Dobb lies face down in the middle.")
        case "aside":
            return view.phase === "over" ? ""
                 : contract.declarer === me ? qsTr("The Dobb stays face down and counts for you.")
                                            : qsTr("The Dobb stays face down and counts for %1.").arg(seatName(contract.declarer))
        case "taken":
            if (view.phase === "over")
                return ""
            if (contract.declarer === me)
                return (d.discard || []).length === 0 ? qsTr("You took the Dobb: lay away four cards.")
                                                      : qsTr("Your discard (%1 of 4): %2").arg(d.discarded).arg(DobbmWords.cardList(d.discard))
            return d.discarded < 4 ? qsTr("%1 took the Dobb and lays away four cards (%2 of 4).").arg(seatName(contract.declarer)).arg(d.discarded)
                                   : qsTr("%1 took the Dobb and laid away four cards.").arg(seatName(contract.declarer))
        }
        return ""
    }

    function sessionLines() {
        void App.language.code
        const s = view.session || {}
        const lines = []
        if (s.sitter !== undefined && s.sitter >= 0)
            lines.push(s.sitter === humanPlayer ? qsTr("You deal and sit out.") : qsTr("%1 deals and sits out.").arg(playerName(s.sitter)))
        if (s.closing) {
            const left = (s.mussDone || []).map((done, p) => done ? -1 : p).filter(p => p >= 0).map(p => playerName(p))
            lines.push(qsTr("Mussrunde: still to declare: %1").arg(DobbmWords.join(left)))
        } else if (s.deals === 0) {
            lines.push(qsTr("Deals counted: %1 (open-ended session)").arg(s.played))
        } else if (s.deals !== undefined) {
            lines.push(qsTr("Deals counted: %1 of %2").arg(s.played).arg(s.deals))
        }
        return lines
    }

    function pointLines() {
        void App.language.code
        const sides = view.sidePoints || []
        if (!showPoints || sides.length !== 2)
            return []
        return contract.declarer === me ? [qsTr("Card points in tricks: you %1, the defence %2").arg(sides[0]).arg(sides[1])]
                                        : [qsTr("Card points in tricks: %1 %2, the defence %3").arg(seatName(contract.declarer)).arg(sides[0]).arg(sides[1])]
    }

    readonly property var lines: {
        void App.language.code
        return [stakeLine()].concat(bidLines(), [dobbLine()], pointLines(), sessionLines()).filter(l => l.length > 0)
    }

    implicitHeight: column.implicitHeight + 28
    visible: view.phase !== undefined

    ColumnLayout {
        id: column
        x: 14
        y: 14
        width: box.width - 28
        spacing: 5
        Text {
            objectName: "contractLine"
            text: box.contractLine()
            font.family: Theme.serifFamily
            font.pixelSize: Theme.bodySize + 2
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: box.lines
            Text {
                required property string modelData
                required property int index
                objectName: "statusLine_" + index
                text: modelData
                font.pixelSize: Theme.smallSize
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
