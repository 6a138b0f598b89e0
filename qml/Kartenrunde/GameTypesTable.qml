pragma ComponentBehavior: Bound

import QtQuick

// A table of counts: one row per kind of game, a column per count.
// rows: [{ id, name, cells: [text, ...] }], columns: the headings.
Column {
    id: root

    property var columns: []
    property var rows: []
    property real nameWidth: 190

    readonly property real cellWidth: columns.length > 0 ? (width - nameWidth) / columns.length : 0

    spacing: 2

    Row {
        Item { width: root.nameWidth; height: 1 }
        Repeater {
            model: root.columns
            Text {
                required property string modelData
                width: root.cellWidth
                // Neighbouring headings never touch: a long one wraps.
                leftPadding: 12
                text: modelData
                font.pixelSize: Theme.smallSize
                font.bold: true
                color: Theme.inkSoft
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.Wrap
            }
        }
    }
    Rectangle { width: root.width; height: 1; color: Theme.paperEdge }
    Repeater {
        model: root.rows
        Row {
            id: line
            required property var modelData
            // A kind nobody has played yet recedes.
            readonly property bool none: modelData.cells[0] === "0"
            objectName: "row_" + modelData.id
            Text {
                width: root.nameWidth
                text: line.modelData.name
                font.pixelSize: Theme.bodySize - 1
                color: line.none ? Theme.inkFaint : Theme.ink
                elide: Text.ElideRight
            }
            Repeater {
                model: line.modelData.cells
                Text {
                    required property string modelData
                    required property int index
                    objectName: "cell_" + index
                    width: root.cellWidth
                    text: modelData
                    font.pixelSize: Theme.bodySize - 1
                    font.bold: index === 0 && !line.none
                    color: line.none ? Theme.inkFaint : Theme.ink
                    horizontalAlignment: Text.AlignRight
                }
            }
        }
    }
}
