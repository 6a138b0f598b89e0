import QtQuick
import Kartenrunde.Cards

// One card back to choose, framed in brass when chosen.
Rectangle {
    id: root

    property string back
    property bool selected: false
    signal chosen()

    width: 58
    height: 86
    radius: 7
    color: "transparent"
    border.width: selected ? 3 : (area.containsMouse ? 2 : 0)
    border.color: selected ? Theme.brassDark : Theme.paperEdge
    objectName: "back_" + back

    Image {
        anchors.fill: parent
        anchors.margins: 4
        source: CardDecks.source("backs", root.back)
        sourceSize.width: width
        sourceSize.height: height
        asynchronous: true
    }
    MouseArea {
        id: area
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: root.chosen()
    }
    Accessible.role: Accessible.RadioButton
    Accessible.name: root.back
}
