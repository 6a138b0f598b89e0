import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde

// A button for an action that is not a card: its name, and below it what it
// leads to ("stake 2 → 4"). `why` explains a disabled button on hover.
Button {
    id: control

    property string detail
    property string why
    property bool primary: false

    padding: 8
    leftPadding: 18
    rightPadding: 18
    // Enter presses a button with the keyboard as Space does.
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    font.pixelSize: Theme.bodySize + 1
    font.bold: true
    hoverEnabled: true

    // The visible text is the name; a screen reader also hears what the
    // action leads to, or why it is not possible now.
    Accessible.description: enabled ? detail : why

    ToolTip.visible: !enabled && hovered && why.length > 0
    ToolTip.text: why
    ToolTip.delay: 300

    contentItem: Item {
        implicitWidth: lines.implicitWidth
        implicitHeight: lines.implicitHeight
        Column {
            id: lines
            anchors.centerIn: parent
            spacing: 1
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: control.text
                font: control.font
                color: control.enabled ? Theme.ink : Theme.inkFaint
            }
            Text {
                objectName: "actionDetail"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: control.detail.length > 0
                text: control.detail
                font.pixelSize: Theme.smallSize
                color: control.enabled ? Theme.inkSoft : Theme.inkFaint
            }
        }
    }
    background: Rectangle {
        implicitWidth: 150
        implicitHeight: 52
        radius: 10
        color: !control.enabled ? Qt.rgba(0.94, 0.90, 0.82, 0.55)
             : control.down ? Theme.brassDark
             : control.primary ? (control.hovered ? Theme.brassLight : Theme.brass)
             : (control.hovered ? Theme.brassLight : Theme.paper)
        border.width: control.visualFocus ? 3 : 1
        border.color: control.enabled ? Theme.brassDark : Theme.paperEdge
        Behavior on color { ColorAnimation { duration: Theme.duration(120) } }
    }
}
