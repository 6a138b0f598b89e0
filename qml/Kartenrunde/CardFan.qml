import QtQuick

// Three card backs fanned out: a decoration coloured by deck tradition.
Item {
    id: root

    property string deckStyle: "french"
    property real cardWidth: 40

    readonly property color backColor: deckStyle === "german" ? "#2d5a7b"
                                     : deckStyle === "swiss" ? "#4a3b2c" : Theme.wine
    readonly property real cardHeight: cardWidth * 1.45

    implicitWidth: cardWidth * 2.3
    implicitHeight: cardHeight * 1.12

    Repeater {
        model: [-14, 0, 14]
        Rectangle {
            required property var modelData
            x: (root.width - width) / 2 + modelData * root.cardWidth / 40
            y: root.height - height
            width: root.cardWidth
            height: root.cardHeight
            radius: root.cardWidth * 0.1
            rotation: modelData
            transformOrigin: Item.Bottom
            antialiasing: true
            color: Theme.paper
            border.width: 1
            border.color: Theme.paperEdge

            Rectangle {
                anchors.fill: parent
                anchors.margins: root.cardWidth * 0.1
                radius: root.cardWidth * 0.05
                color: root.backColor
                antialiasing: true
                Rectangle {
                    anchors.centerIn: parent
                    width: parent.width * 0.5
                    height: width
                    rotation: 45
                    antialiasing: true
                    color: "transparent"
                    border.width: 1
                    border.color: Qt.rgba(1, 1, 1, 0.45)
                }
            }
        }
    }
}
