pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde

// Dealing, as at a real table: packets of card backs fly from the dealer to
// each seat in turn. Only a picture of what the game has already done; the
// table may hold its computer players while `running`. With animations off
// nothing is shown and `running` never becomes true.
//
// A packet goes into its seat: it fades while it settles, so that no card
// back is left lying where it lands. The dealer's own packets do not travel
// and are not shown; they count as arrived all the same.
Item {
    id: dealing

    property string back: "blue"
    property real cardWidth: 60
    property int flyMs: 300
    property int gapMs: 55
    readonly property bool running: packets.count > 0
    // Packets arrived so far, per target (in the order given to start).
    property var arrived: []
    // What start was given.
    property var source: null
    property var targets: []
    property int rounds: 0

    // from: the dealer's point; to: the seats in dealing order; rounds:
    // packets per seat. A point is in this item's coordinates; an Item (e.g.
    // the human's HandView) is met where it is when the packet sets off: at
    // its dealPoint(round, rounds) if it has one, else at its centre.
    function start(from, to, rounds) {
        stop()
        if (Theme.duration(flyMs) <= 0)
            return
        arrived = to.map(() => 0)
        source = from
        targets = to.slice()
        dealing.rounds = rounds
        const origin = pointOf(from, 0, rounds)
        let order = 0
        for (let r = 0; r < rounds; ++r)
            for (let t = 0; t < to.length; ++t)
                packets.append({ target: t, round: r, fromX: origin.x, fromY: origin.y,
                                 delay: order++ * Theme.duration(gapMs) })
    }
    function stop() {
        packets.clear()
        landed = 0
        arrived = []
        source = null
        targets = []
        rounds = 0
    }

    // A target (a point or an Item) as a point in this item's coordinates,
    // for the packet of `round`.
    function pointOf(target, round, rounds) {
        if (target && typeof target.mapToItem === "function") {
            const p = typeof target.dealPoint === "function" ? target.dealPoint(round, rounds)
                                                             : Qt.point(target.width / 2, target.height / 2)
            return target.mapToItem(dealing, p.x, p.y)
        }
        return target
    }

    property int landed: 0
    function packetLanded(target) {
        const counts = arrived.slice()
        counts[target] += 1
        arrived = counts
        if (++landed >= packets.count)
            stop()
    }

    ListModel { id: packets }

    Repeater {
        model: packets
        PlayingCard {
            id: packet
            required property int target
            required property int round
            required property real fromX
            required property real fromY
            required property int delay
            // Where it lands, taken when it sets off.
            property real toX: fromX
            property real toY: fromY
            // 0 at the dealer, 1 at the seat; `fade` takes it into the seat.
            property real travel: 0
            property real fade: 0
            property bool shown: false

            function setOff() {
                const seat = dealing.targets[target]
                const to = dealing.pointOf(seat, round, dealing.rounds)
                if (!to)
                    return
                toX = to.x
                toY = to.y
                // The dealer's own packet stays in the dealer's hands.
                shown = seat !== dealing.source && Math.abs(toX - fromX) + Math.abs(toY - fromY) > width / 2
            }

            width: dealing.cardWidth
            faceUp: false
            back: dealing.back
            x: fromX + (toX - fromX) * travel - width / 2
            y: fromY + (toY - fromY) * travel - height / 2
            rotation: -25 * (1 - travel)
            opacity: shown ? 1 - fade : 0
            visible: opacity > 0

            SequentialAnimation {
                running: true
                PauseAnimation { duration: packet.delay }
                ScriptAction { script: packet.setOff() }
                ParallelAnimation {
                    NumberAnimation {
                        target: packet; property: "travel"; from: 0; to: 1
                        duration: Theme.duration(dealing.flyMs); easing.type: Easing.OutCubic
                    }
                    SequentialAnimation {
                        PauseAnimation { duration: Theme.duration(dealing.flyMs * 0.55) }
                        NumberAnimation {
                            target: packet; property: "fade"; from: 0; to: 1
                            duration: Theme.duration(dealing.flyMs * 0.45)
                        }
                    }
                }
                ScriptAction { script: dealing.packetLanded(packet.target) }
            }
        }
    }
}
