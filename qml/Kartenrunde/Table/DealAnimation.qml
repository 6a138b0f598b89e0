pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde

// Dealing, as at a real table: packets of card backs fly from the dealer to
// each seat in turn. Only a picture of what the game has already done; the
// table may hold its computer players while `running`. With animations off
// nothing is shown and `running` never becomes true.
Item {
    id: dealing

    property string back: "blue"
    property real cardWidth: 60
    property int flyMs: 300
    property int gapMs: 55
    readonly property bool running: packets.count > 0
    // Packets arrived so far, per target (in the order given to start).
    property var arrived: []

    // from: the dealer's point; to: the seats' points in dealing order;
    // rounds: packets per seat. Points are in this item's coordinates.
    function start(from, to, rounds) {
        stop()
        if (Theme.duration(flyMs) <= 0)
            return
        arrived = to.map(() => 0)
        let order = 0
        for (let r = 0; r < rounds; ++r)
            for (let t = 0; t < to.length; ++t)
                packets.append({ target: t, fromX: from.x, fromY: from.y, toX: to[t].x, toY: to[t].y,
                                 delay: order++ * Theme.duration(gapMs) })
    }
    function stop() {
        packets.clear()
        landed = 0
        arrived = []
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
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY
            required property int delay
            width: dealing.cardWidth
            faceUp: false
            back: dealing.back
            x: fromX - width / 2
            y: fromY - height / 2
            opacity: 0

            SequentialAnimation {
                running: true
                PauseAnimation { duration: packet.delay }
                PropertyAction { target: packet; property: "opacity"; value: 1 }
                ParallelAnimation {
                    NumberAnimation {
                        target: packet; property: "x"; to: packet.toX - packet.width / 2
                        duration: Theme.duration(dealing.flyMs); easing.type: Easing.OutCubic
                    }
                    NumberAnimation {
                        target: packet; property: "y"; to: packet.toY - packet.height / 2
                        duration: Theme.duration(dealing.flyMs); easing.type: Easing.OutCubic
                    }
                    NumberAnimation {
                        target: packet; property: "rotation"; from: -25; to: 0
                        duration: Theme.duration(dealing.flyMs)
                    }
                }
                NumberAnimation { target: packet; property: "opacity"; to: 0; duration: Theme.duration(90) }
                ScriptAction { script: dealing.packetLanded(packet.target) }
            }
        }
    }
}
