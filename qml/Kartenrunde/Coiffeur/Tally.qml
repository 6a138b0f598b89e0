pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde

// Marks as a Jass board keeps them: bars in groups of five, the fifth
// struck through the other four, and circles for minus marks.
Row {
    id: tally

    property int bars: 0
    property int circles: 0
    property real size: 14
    property color colour: Theme.ink

    spacing: size * 0.45

    Repeater {
        model: Math.ceil(tally.bars / 5)
        Item {
            id: group
            required property int index
            readonly property int count: Math.min(5, tally.bars - index * 5)
            width: tally.size * 1.05
            height: tally.size
            Repeater {
                model: Math.min(4, group.count)
                Rectangle {
                    required property int index
                    x: index * tally.size * 0.27
                    width: Math.max(1.5, tally.size * 0.1)
                    height: tally.size
                    color: tally.colour
                }
            }
            Rectangle {
                visible: group.count === 5
                anchors.centerIn: parent
                width: Math.max(1.5, tally.size * 0.1)
                height: tally.size * 1.35
                rotation: 60
                color: tally.colour
            }
        }
    }
    Repeater {
        model: tally.circles
        Rectangle {
            width: tally.size * 0.7
            height: width
            y: tally.size * 0.15
            radius: width / 2
            color: "transparent"
            border.width: Math.max(1.5, tally.size * 0.1)
            border.color: tally.colour
        }
    }
}
