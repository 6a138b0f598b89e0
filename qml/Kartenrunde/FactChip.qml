import QtQuick

// A small fact about a game, such as "4–5 players".
Rectangle {
    id: root

    property alias text: label.text

    implicitWidth: label.implicitWidth + 20
    implicitHeight: label.implicitHeight + 8
    radius: height / 2
    color: Theme.paperShade
    border.width: 1
    border.color: Theme.paperEdge

    Text {
        id: label
        anchors.centerIn: parent
        font.pixelSize: Theme.smallSize
        color: Theme.inkSoft
    }
}
