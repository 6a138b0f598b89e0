pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde
import Kartenrunde.Core

// The score sheet, newest row first. columns: the headings of the value
// columns (one per player, or whatever the game counts); rows (oldest
// first, as the controller lists them): [{label, cells: [text], note}].
// The rows take the keyboard (Up/Down, a focus ring on the row), and a
// screen reader reads each row with the columns' names.
Item {
    id: sheet

    property string title
    property var columns: []
    property var rows: []
    property string emptyText
    // What the sheet adds up to, shown under the headings: [text] per
    // column, named by totalsLabel.
    property var totals: []
    property string totalsLabel

    readonly property real labelWidth: Math.min(180, width * 0.32)
    readonly property real cellWidth: columns.length > 0 ? (width - labelWidth) / columns.length : 0

    Text {
        id: heading
        width: parent.width
        text: sheet.title
        font.family: Theme.serifFamily
        font.pixelSize: Theme.titleSize
        font.bold: true
        color: Theme.ink
        elide: Text.ElideRight
    }

    Row {
        id: header
        anchors.top: heading.bottom
        anchors.topMargin: 12
        Item { width: sheet.labelWidth; height: 1 }
        Repeater {
            model: sheet.columns
            Text {
                required property string modelData
                width: sheet.cellWidth
                text: modelData
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.ink
            }
        }
    }
    Row {
        id: totalsRow
        anchors.top: header.bottom
        anchors.topMargin: 4
        visible: sheet.totals.length > 0
        Text {
            width: sheet.labelWidth
            anchors.verticalCenter: parent.verticalCenter
            text: sheet.totalsLabel
            elide: Text.ElideRight
            font.pixelSize: Theme.bodySize
            color: Theme.inkSoft
        }
        Repeater {
            model: sheet.totals
            Text {
                required property string modelData
                objectName: "sheetTotal"
                width: sheet.cellWidth
                text: modelData
                horizontalAlignment: Text.AlignHCenter
                font.family: Theme.serifFamily
                font.pixelSize: Theme.titleSize - 2
                font.bold: true
                color: Theme.felt
            }
        }
    }
    Rectangle {
        id: rule
        anchors.top: totalsRow.visible ? totalsRow.bottom : header.bottom
        anchors.topMargin: 8
        width: parent.width
        height: 2
        color: Theme.paperEdge
    }

    ListView {
        id: list
        objectName: "scoreRows"
        anchors.top: rule.bottom
        anchors.topMargin: 4
        anchors.bottom: parent.bottom
        width: parent.width
        clip: true
        model: sheet.rows.slice().reverse()
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        activeFocusOnTab: true
        keyNavigationEnabled: true
        Accessible.role: Accessible.List
        Accessible.name: sheet.title

        delegate: Item {
            id: row
            required property var modelData
            required property int index
            width: ListView.view.width
            height: lines.implicitHeight
            // "Deal 3, Anna: +12, Bert: −4. Solo of Anna"
            Accessible.role: Accessible.ListItem
            Accessible.name: {
                void App.language.code
                const sep = App.language.code === "ja" ? "、" : ", "
                const cells = (row.modelData.cells || []).map((c, i) => qsTr("%1: %2").arg(sheet.columns[i] || "").arg(c))
                const note = row.modelData.note || ""
                return [row.modelData.label].concat(cells).join(sep) + (note.length > 0 ? (App.language.code === "ja" ? "。" : ". ") + note : "")
            }
            Accessible.selected: ringed
            // The keyboard's row, while the rows have the keyboard.
            readonly property bool ringed: list.activeFocus && ListView.isCurrentItem

            Rectangle {
                objectName: "rowFocusRing"
                anchors.fill: parent
                anchors.bottomMargin: 1
                radius: 6
                color: "transparent"
                border.width: 2
                border.color: Theme.brassDark
                visible: row.ringed
            }
            Column {
                id: lines
                width: parent.width
                topPadding: 8
                bottomPadding: 8
                leftPadding: 4
                spacing: 2

                Row {
                    Text {
                        objectName: "rowLabel"
                        width: sheet.labelWidth - 4
                        text: row.modelData.label
                        font.pixelSize: Theme.bodySize
                        font.bold: row.index === 0
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Repeater {
                        model: row.modelData.cells
                        Text {
                            required property string modelData
                            width: sheet.cellWidth
                            text: modelData
                            horizontalAlignment: Text.AlignHCenter
                            font.pixelSize: Theme.bodySize
                            font.bold: row.index === 0
                            color: Theme.ink
                        }
                    }
                }
                Text {
                    width: parent.width - 8
                    visible: text.length > 0
                    text: row.modelData.note || ""
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                }
            }
            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.paperShade
            }
        }
    }

    Text {
        anchors.top: rule.bottom
        anchors.topMargin: 16
        width: parent.width
        visible: sheet.rows.length === 0
        text: sheet.emptyText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.bodySize
        color: Theme.inkSoft
    }
}
