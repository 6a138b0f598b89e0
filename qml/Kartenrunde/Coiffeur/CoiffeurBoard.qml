pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The Coiffeur board as the rule document draws it: the contracts down the
// side with what each is worth, per player (or team) the points as they
// are played and then the marks as tallies, the Match row, and the totals.
// With four players the multiplied scores take the place of the marks.
// Below it, every tie broken by drawing cards.
ColumnLayout {
    id: root

    property var board: ({})
    property var columnNames: []
    property bool french: false
    readonly property bool marks: board.marks === true
    readonly property int columns: board.columns || 0
    readonly property real labelWidth: 128
    readonly property real valueWidth: 62
    readonly property real cellWidth: Math.max(84, Math.min(150, (width - labelWidth - valueWidth) / Math.max(1, columns)))
    readonly property real rowHeight: 30

    function pointsText(cell) {
        void App.language.code
        if (cell.points < 0)
            return ""
        return cell.match === "match" ? qsTr("%1 Match").arg(cell.points)
             : cell.match === "reverse" ? qsTr("%1 reverse Match").arg(cell.points) : String(cell.points)
    }
    function scoreText(cell) { return cell.points < 0 ? "" : String(cell.marks) }
    // A row as a screen reader reads it: the contract, its worth, and per
    // player or team the points and the marks (or the score).
    function rowText(row) {
        void App.language.code
        const sep = App.language.code === "ja" ? "、" : ", "
        const cells = row.cells.map((cell, i) => {
            const what = cell.points < 0 ? qsTr("not played yet")
                       : marks ? qsTr("%1, marks: %2").arg(pointsText(cell)).arg(cell.marks)
                       : qsTr("%1, score: %2").arg(pointsText(cell)).arg(cell.marks)
            return qsTr("%1: %2").arg(columnNames[i] || "").arg(what)
        })
        const worth = marks ? "±" + row.value : "×" + row.value
        return [CoiffeurWords.contractLabel(row.contract, french) + " " + worth].concat(cells).join(sep)
    }

    spacing: 0

    // Headings: the players or teams.
    Row {
        Item { width: root.labelWidth + root.valueWidth; height: root.rowHeight }
        Repeater {
            model: root.columnNames
            Text {
                required property string modelData
                width: root.cellWidth
                height: root.rowHeight
                text: modelData
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.ink
            }
        }
    }
    Rectangle { Layout.fillWidth: true; height: 2; color: Theme.ink }

    Repeater {
        model: root.board.rows || []
        Rectangle {
            id: row
            required property var modelData
            required property int index
            objectName: "boardRow_" + modelData.contract
            Layout.fillWidth: true
            height: root.rowHeight
            color: index % 2 === 0 ? "transparent" : Theme.paperShade
            // Tab walks the rows (a ring on the row with the keyboard).
            activeFocusOnTab: true
            border.width: activeFocus ? 2 : 0
            border.color: Theme.brassDark
            Accessible.role: Accessible.Row
            Accessible.name: root.rowText(row.modelData)
            Row {
                anchors.fill: parent
                Text {
                    width: root.labelWidth
                    height: parent.height
                    leftPadding: 6
                    text: CoiffeurWords.contractLabel(row.modelData.contract, root.french)
                    verticalAlignment: Text.AlignVCenter
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                }
                Text {
                    width: root.valueWidth
                    height: parent.height
                    text: root.marks ? "±" + row.modelData.value : "×" + row.modelData.value
                    verticalAlignment: Text.AlignVCenter
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                }
                Repeater {
                    model: row.modelData.cells
                    Item {
                        id: cell
                        required property var modelData
                        required property int index
                        objectName: "boardCell_" + row.modelData.contract + "_" + index
                        width: root.cellWidth
                        height: root.rowHeight
                        Rectangle { width: 1; height: parent.height; color: Theme.paperEdge }
                        Text {
                            objectName: "points"
                            anchors.left: parent.left
                            anchors.leftMargin: 8
                            anchors.verticalCenter: parent.verticalCenter
                            width: root.marks ? parent.width * 0.52 : parent.width * 0.45
                            text: root.pointsText(cell.modelData)
                            // "257 Match" shrinks to fit beside the tally rather than being cut.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: Theme.smallSize - 3
                            font.pixelSize: Theme.bodySize
                            font.bold: cell.modelData.match.length > 0
                            color: cell.modelData.match === "reverse" ? Theme.wine : Theme.ink
                        }
                        Tally {
                            anchors.right: parent.right
                            anchors.rightMargin: 8
                            anchors.verticalCenter: parent.verticalCenter
                            visible: root.marks
                            bars: Math.max(0, cell.modelData.marks)
                            circles: Math.max(0, -cell.modelData.marks)
                            size: 13
                        }
                        Text {
                            anchors.right: parent.right
                            anchors.rightMargin: 8
                            anchors.verticalCenter: parent.verticalCenter
                            visible: !root.marks
                            text: root.scoreText(cell.modelData)
                            font.pixelSize: Theme.bodySize
                            font.bold: true
                            color: Theme.ink
                        }
                    }
                }
            }
        }
    }

    Rectangle { Layout.fillWidth: true; height: 1; color: Theme.ink }
    // The Match row: a bar for each Match made, a circle for each conceded.
    Row {
        objectName: "matchRow"
        visible: root.marks
        Text {
            width: root.labelWidth + root.valueWidth
            height: root.rowHeight
            leftPadding: 6
            text: qsTr("Match")
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: Theme.bodySize
            color: Theme.ink
        }
        Repeater {
            model: root.columns
            Item {
                required property int index
                width: root.cellWidth
                height: root.rowHeight
                Tally {
                    anchors.right: parent.right
                    anchors.rightMargin: 8
                    anchors.verticalCenter: parent.verticalCenter
                    bars: (root.board.matchBars || [])[parent.index] || 0
                    circles: (root.board.matchCircles || [])[parent.index] || 0
                    size: 13
                }
            }
        }
    }
    Rectangle { Layout.fillWidth: true; height: 2; color: Theme.ink; visible: root.marks }
    Row {
        objectName: "totalsRow"
        Text {
            width: root.labelWidth + root.valueWidth
            height: root.rowHeight + 4
            leftPadding: 6
            text: qsTr("Total")
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: Theme.bodySize + 1
            font.bold: true
            color: Theme.ink
        }
        Repeater {
            model: root.board.totals || []
            Text {
                required property int modelData
                required property int index
                objectName: "total_" + index
                width: root.cellWidth
                height: root.rowHeight + 4
                rightPadding: 8
                text: root.marks && modelData > 0 ? "+" + modelData : String(modelData)
                horizontalAlignment: Text.AlignRight
                verticalAlignment: Text.AlignVCenter
                font.pixelSize: Theme.bodySize + 1
                font.bold: true
                color: Theme.ink
            }
        }
    }

    // Ties for the highest or lowest score of a contract, broken by a draw.
    Repeater {
        model: root.board.ties || []
        Text {
            required property var modelData
            objectName: "tieDraw"
            Layout.fillWidth: true
            Layout.topMargin: 6
            text: CoiffeurWords.tieText(modelData, root.columnNames, root.french)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
        }
    }
}
