import QtQuick

// One line of the statistics: what is counted and, at the right, its number.
Item {
    id: root

    property string label
    property string value
    // Nothing counted yet: the line recedes.
    property bool dimmed: false

    implicitHeight: Math.max(labelText.implicitHeight, valueText.implicitHeight)

    Text {
        id: labelText
        anchors.left: parent.left
        anchors.right: valueText.left
        anchors.rightMargin: 16
        anchors.verticalCenter: parent.verticalCenter
        text: root.label
        font.pixelSize: Theme.bodySize
        color: root.dimmed ? Theme.inkFaint : Theme.inkSoft
        wrapMode: Text.Wrap
    }
    Text {
        id: valueText
        objectName: "value"
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        text: root.value
        font.pixelSize: Theme.bodySize + 1
        font.bold: true
        color: root.dimmed ? Theme.inkFaint : Theme.ink
    }
}
