import QtQuick
import QtQuick.Controls.Basic

// A quiet text button on the dark bar above the table.
Button {
    id: control

    property bool current: false

    flat: true
    padding: 10
    leftPadding: 14
    rightPadding: 14
    font.pixelSize: Theme.bodySize

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.current ? Theme.brassLight : Theme.feltText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitHeight: 40
        radius: 8
        color: control.down ? Qt.rgba(1, 1, 1, 0.16)
             : control.hovered || control.current ? Qt.rgba(1, 1, 1, 0.08) : "transparent"
        border.width: control.visualFocus ? 2 : 0
        border.color: Theme.brass
    }
}
