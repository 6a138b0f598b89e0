import QtQuick
import QtQuick.Controls.Basic

// A quiet way on that reads as a link: brass text, underlined on hover and
// while it has the keyboard, with a thin focus ring.
Button {
    id: link

    flat: true
    padding: 4
    font.pixelSize: Theme.smallSize + 1
    Accessible.role: Accessible.Link
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    contentItem: Text {
        text: link.text
        font.pixelSize: link.font.pixelSize
        font.underline: link.hovered || link.visualFocus
        color: Theme.brassDark
        wrapMode: Text.Wrap
    }
    background: Rectangle {
        radius: 6
        color: "transparent"
        border.width: link.visualFocus ? 2 : 0
        border.color: Theme.brass
    }
}
