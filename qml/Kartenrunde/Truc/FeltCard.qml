import QtQuick
import Kartenrunde

// A dark, translucent card lying on the felt that holds a small display
// (the round score, the tricks of the hand, the order of the cards).
Rectangle {
    id: card

    property string title
    default property alias content: body.data

    implicitHeight: heading.implicitHeight + body.childrenRect.height + 34
    radius: Theme.radius
    color: Qt.rgba(0.02, 0.10, 0.06, 0.42)
    border.width: 1
    border.color: Qt.rgba(0.84, 0.70, 0.37, 0.45)

    Text {
        id: heading
        x: 14
        y: 10
        width: card.width - 28
        text: card.title
        font.family: Theme.serifFamily
        font.pixelSize: Theme.bodySize + 1
        font.bold: true
        color: Theme.brassLight
        elide: Text.ElideRight
    }
    Item {
        id: body
        x: 14
        anchors.top: heading.bottom
        anchors.topMargin: 8
        width: card.width - 28
    }
}
