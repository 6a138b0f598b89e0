import QtQuick

// A sheet of cream paper lying on the felt, with a soft shadow beneath.
Item {
    id: root

    property color color: Theme.paper
    property real radius: Theme.radius
    property real lift: 1          // 0: flat, 1: resting, 2: raised (hover)
    default property alias content: sheet.data

    // Layered translucent outlines make a shadow without graphical effects.
    Repeater {
        model: 4
        Rectangle {
            required property int index
            x: -index
            y: -index + root.lift * 2 + 1
            width: root.width + 2 * index
            height: root.height + 2 * index
            radius: root.radius + index
            color: "transparent"
            border.width: 1
            border.color: Qt.rgba(0, 0, 0, 0.10 - index * 0.022)
        }
    }
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: root.lift * 2
        anchors.bottomMargin: -root.lift * 2
        radius: root.radius
        color: Qt.rgba(0, 0, 0, 0.22)
    }
    Rectangle {
        id: sheet
        anchors.fill: parent
        radius: root.radius
        color: root.color
        border.width: 1
        border.color: Theme.paperEdge
    }
}
