import QtQuick
import Kartenrunde

// A small arrow button on paper (◀ ▶), to page through things. Reached by
// Tab and pressed with Space or Enter; `name` is what a screen reader says.
Rectangle {
    id: button

    property string text
    property string name
    signal clicked()

    implicitWidth: 30
    implicitHeight: 26
    radius: 6
    color: tap.pressed ? Theme.paperEdge : hover.hovered && enabled ? Theme.paperShade : "transparent"
    border.width: activeFocus ? 2 : 1
    border.color: enabled ? Theme.brassDark : Theme.paperEdge
    activeFocusOnTab: enabled
    Accessible.role: Accessible.Button
    Accessible.name: name
    Accessible.onPressAction: if (enabled) clicked()
    Keys.onSpacePressed: clicked()
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
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
