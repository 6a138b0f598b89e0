import QtQuick
import QtQuick.Controls.Basic

// A slider in the colours of the table: brass on a cream groove.
Slider {
    id: control

    snapMode: Slider.SnapAlways

    background: Rectangle {
        x: control.leftPadding
        y: control.topPadding + control.availableHeight / 2 - height / 2
        implicitWidth: 240
        implicitHeight: 6
        width: control.availableWidth
        height: implicitHeight
        radius: 3
        color: Theme.paperShade
        border.width: 1
        border.color: Theme.paperEdge

        Rectangle {
            width: control.visualPosition * parent.width
            height: parent.height
            radius: 3
            color: Theme.brass
        }
    }
    handle: Rectangle {
        x: control.leftPadding + control.visualPosition * (control.availableWidth - width)
        y: control.topPadding + control.availableHeight / 2 - height / 2
        implicitWidth: 24
        implicitHeight: 24
        radius: 12
        color: control.pressed ? Theme.brassLight : Theme.paper
        border.width: control.visualFocus ? 3 : 2
        border.color: Theme.brassDark
    }
}
