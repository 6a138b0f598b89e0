import QtQuick
import QtQuick.Controls.Basic

// The one main action of a page, in brass; quiet: a second choice beside
// it, on paper.
Button {
    id: control

    property bool quiet: false

    padding: 12
    leftPadding: 28
    rightPadding: 28
    font.pixelSize: quiet ? 16 : 18
    font.bold: !quiet

    contentItem: Text {
        text: control.text
        font: control.font
        elide: Text.ElideRight
        color: control.enabled ? Theme.ink : Theme.inkFaint
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        implicitWidth: 160
        implicitHeight: 48
        radius: 10
        color: !control.enabled ? Theme.paperShade
             : control.down ? Theme.brassDark
             : control.hovered ? Theme.brassLight
             : control.quiet ? Theme.paper : Theme.brass
        border.width: control.visualFocus ? 3 : 1
        border.color: control.enabled ? Theme.brassDark : Theme.paperEdge
    }
}
