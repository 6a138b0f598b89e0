pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde
import Kartenrunde.Core

// "Thinking …" with three dots that rise in turn, shown while a computer
// player decides. Without animations the dots stand still.
Rectangle {
    id: indicator

    property bool thinking: false

    implicitWidth: row.implicitWidth + 24
    implicitHeight: 30
    radius: height / 2
    color: Qt.rgba(0.03, 0.12, 0.08, 0.85)
    border.width: 1
    border.color: Theme.brass
    opacity: thinking ? 1 : 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: Theme.duration(200) } }

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 8
        Text {
            objectName: "thinkingText"
            text: qsTr("Thinking")
            font.pixelSize: Theme.smallSize
            color: Theme.feltText
            anchors.verticalCenter: parent.verticalCenter
        }
        Row {
            spacing: 4
            anchors.verticalCenter: parent.verticalCenter
            Repeater {
                model: 3
                Rectangle {
                    id: dot
                    required property int index
                    width: 6
                    height: 6
                    radius: 3
                    color: Theme.brassLight
                    SequentialAnimation on y {
                        running: indicator.thinking && App.settings.animationFactor > 0
                        loops: Animation.Infinite
                        PauseAnimation { duration: dot.index * 140 }
                        NumberAnimation { from: 0; to: -5; duration: 220; easing.type: Easing.OutQuad }
                        NumberAnimation { from: -5; to: 0; duration: 220; easing.type: Easing.InQuad }
                        PauseAnimation { duration: (2 - dot.index) * 140 + 200 }
                    }
                }
            }
        }
    }
}
