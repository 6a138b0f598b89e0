import QtQuick

// One setting: its name, what it does, and the control to change it.
// (A Column, not a ColumnLayout: wrapped text gets its height right.)
Column {
    id: root

    property alias title: heading.text
    property alias hint: explanation.text
    default property alias control: holder.data

    spacing: 6

    Text {
        id: heading
        width: root.width
        font.pixelSize: 19
        font.bold: true
        color: Theme.ink
        wrapMode: Text.Wrap
    }
    Text {
        id: explanation
        width: root.width
        visible: text.length > 0
        font.pixelSize: Theme.smallSize + 1
        color: Theme.inkSoft
        wrapMode: Text.Wrap
    }
    Item { width: 1; height: 4 }
    Item {
        id: holder
        width: root.width
        height: childrenRect.height
    }
}
