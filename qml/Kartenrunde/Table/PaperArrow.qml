import QtQuick
import Kartenrunde

// A small round button printed on paper (the trick history's arrows).
Rectangle {
    id: button

    property string text
    signal clicked()

    implicitWidth: 30
    implicitHeight: 26
    radius: 6
    color: tap.pressed ? Theme.paperEdge : hover.hovered && enabled ? Theme.paperShade : "transparent"
    border.width: 1
    border.color: enabled ? Theme.brassDark : Theme.paperEdge
    Text {
        anchors.centerIn: parent
        text: button.text
        font.pixelSize: Theme.smallSize
        color: button.enabled ? Theme.ink : Theme.inkFaint
    }
    HoverHandler { id: hover }
    TapHandler {
        id: tap
        enabled: button.enabled
        onTapped: button.clicked()
    }
}
