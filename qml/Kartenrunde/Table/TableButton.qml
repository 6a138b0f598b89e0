import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde

// A quiet text button on the table's information bar.
Button {
    id: control

    property bool current: false

    flat: true
    // A button that cannot act now (Take back before any decision) fades.
    opacity: enabled ? 1 : 0.45
    padding: 8
    leftPadding: 12
    rightPadding: 12
    // Enter presses a button with the keyboard as Space does.
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    font.pixelSize: Theme.smallSize + 1

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.current ? Theme.brassLight : Theme.feltText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        implicitHeight: 36
        radius: 8
        color: control.down ? Qt.rgba(1, 1, 1, 0.16)
             : control.hovered || control.current ? Qt.rgba(1, 1, 1, 0.09) : Qt.rgba(1, 1, 1, 0.03)
        border.width: control.visualFocus ? 2 : 1
        border.color: control.visualFocus ? Theme.brass : Qt.rgba(1, 1, 1, 0.14)
    }
}
