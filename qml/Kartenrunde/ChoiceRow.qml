import QtQuick
import QtQuick.Controls.Basic

// Segmented buttons for one setting: choices = [{ value, text }]. They
// wrap onto further lines when they do not fit the width.
Flow {
    id: root

    property var choices: []
    property var current
    signal chosen(var value)

    width: parent ? parent.width : implicitWidth
    spacing: 6

    Repeater {
        model: root.choices
        Button {
            id: choice
            required property var modelData
            readonly property bool selected: modelData.value === root.current

            objectName: "choice_" + modelData.value
            text: modelData.text
            checkable: true
            checked: selected
            padding: 10
            leftPadding: 18
            rightPadding: 18
            font.pixelSize: Theme.bodySize
            onClicked: root.chosen(modelData.value)

            contentItem: Text {
                text: choice.text
                font: choice.font
                color: choice.selected ? Theme.ink : Theme.inkSoft
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                implicitWidth: 84
                implicitHeight: 40
                radius: 8
                color: choice.selected ? Theme.brassLight
                     : choice.hovered ? Theme.paperShade : Theme.paper
                border.width: choice.visualFocus ? 2 : 1
                border.color: choice.visualFocus || choice.selected ? Theme.brassDark : Theme.paperEdge
            }
        }
    }
}
