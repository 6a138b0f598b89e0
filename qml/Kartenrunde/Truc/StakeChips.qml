pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde.Core
import Kartenrunde

// The stake of the hand as a stack of chips in the middle of the table, and
// beside it, while an offer waits, the stack it would become.
Item {
    id: chips

    property real chipWidth: 44
    property int stake: 1
    property bool remainder: false
    property int offered: 0          // the stake offered, 0 when none
    property bool offeredRemainder: false

    implicitWidth: chipWidth * 3.4
    implicitHeight: chipWidth * 3.4

    // One stack, chips piled from the bottom; the remainder is one gold
    // token ("to 12").
    component Stack: Item {
        id: stack
        property int count: 1
        property bool ghost: false
        property bool round: false
        width: chips.chipWidth * 1.2
        height: chips.chipWidth * 1.3
        Repeater {
            model: stack.round ? 1 : Math.min(stack.count, 8)
            Rectangle {
                required property int index
                x: (stack.width - width) / 2
                y: stack.height - height - index * chips.chipWidth * 0.12
                width: stack.round ? chips.chipWidth * 1.14 : chips.chipWidth
                height: stack.round ? chips.chipWidth * 1.14 : chips.chipWidth * 0.41
                radius: height / 2
                color: stack.ghost ? "transparent" : stack.round ? Theme.brass : Theme.wine
                border.width: 2
                border.color: stack.ghost ? Theme.brassLight : Theme.paper
                // The chip's inlaid ring.
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: 4
                    radius: height / 2
                    visible: !stack.round && !stack.ghost
                    color: "transparent"
                    border.width: 1
                    border.color: Qt.rgba(1, 1, 1, 0.5)
                }
                Text {
                    anchors.centerIn: parent
                    visible: stack.round
                    text: "12"
                    font.bold: true
                    font.pixelSize: chips.chipWidth * 0.38
                    color: stack.ghost ? Theme.brassLight : Theme.ink
                }
            }
        }
    }

    Column {
        anchors.centerIn: parent
        spacing: 6
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 14
            Stack {
                objectName: "stakeStack"
                count: chips.stake
                round: chips.remainder
            }
            Stack {
                visible: chips.offered > 0 || chips.offeredRemainder
                count: chips.offered
                round: chips.offeredRemainder
                ghost: true
            }
        }
        Text {
            objectName: "stakeLabel"
            anchors.horizontalCenter: parent.horizontalCenter
            text: { void App.language.code; return chips.remainder ? qsTr("Stake: the remainder") : qsTr("Stake: %1").arg(TrucWords.points(chips.stake)) }
            font.pixelSize: Theme.bodySize
            font.bold: true
            color: Theme.feltText
        }
        Text {
            objectName: "offeredLabel"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: chips.offered > 0 || chips.offeredRemainder
            text: { void App.language.code; return chips.offeredRemainder ? qsTr("Offered: the remainder") : qsTr("Offered: %1").arg(TrucWords.points(chips.offered)) }
            font.pixelSize: Theme.smallSize
            color: Theme.brassLight
        }
    }
}
