import QtQuick
import Kartenrunde

// What a player says: a bid, an offer, an announcement. It pops up while
// `text` is set; its tail points towards the speaker on the left.
Item {
    id: bubble

    property string text
    property string shownText   // kept while the bubble shrinks away

    onTextChanged: if (text.length > 0) shownText = text

    implicitWidth: Math.min(label.implicitWidth + 32, 300)
    implicitHeight: label.implicitHeight + 20
    scale: 0.6
    opacity: 0
    visible: opacity > 0
    transformOrigin: Item.Left

    Rectangle {
        // The tail: a small turned square half hidden under the bubble.
        x: -6
        anchors.verticalCenter: parent.verticalCenter
        width: 14
        height: 14
        rotation: 45
        color: Theme.paper
        border.width: 1
        border.color: Theme.brassDark
    }
    Rectangle {
        anchors.fill: parent
        radius: 14
        color: Theme.paper
        border.width: 1
        border.color: Theme.brassDark
    }
    Rectangle {
        // Covers the tail's inner edge.
        x: 1
        anchors.verticalCenter: parent.verticalCenter
        width: 10
        height: 16
        color: Theme.paper
    }
    Text {
        id: label
        objectName: "speechText"
        anchors.centerIn: parent
        width: Math.min(implicitWidth, 268)
        text: bubble.shownText
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.bodySize + 1
        font.bold: true
        color: Theme.ink
    }

    states: State {
        name: "speaking"
        when: bubble.text.length > 0
        PropertyChanges { target: bubble; scale: 1; opacity: 1 }
    }
    transitions: [
        Transition {
            to: "speaking"
            NumberAnimation { properties: "scale,opacity"; duration: Theme.duration(260); easing.type: Easing.OutBack }
        },
        Transition {
            to: ""
            NumberAnimation { properties: "scale,opacity"; duration: Theme.duration(180) }
        }
    ]
}
