import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// The side sheet of the Coiffeur table: the board, filled in after every
// deal, with a link to how it works, and the totals after each deal as a
// chart.
Flickable {
    id: root

    property GameTable table
    property var board: ({})
    property var columnNames: []
    property bool french: false
    signal rulesRequested(string section)

    contentHeight: column.implicitHeight
    clip: true
    ScrollBar.vertical: ScrollBar {}

    ColumnLayout {
        id: column
        width: root.width - 12
        spacing: 12
        Text {
            text: qsTr("The board")
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.ink
        }
        CoiffeurBoard {
            objectName: "board"
            Layout.fillWidth: true
            board: root.board
            columnNames: root.columnNames
            french: root.french
        }
        Text {
            objectName: "boardRulesLink"
            text: "<a href=\"board\">" + CoiffeurWords.rulesLink("board") + "</a>"
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            linkColor: Theme.brassDark
            onLinkActivated: (link) => root.rulesRequested(link)
        }
        ScoreChart {
            objectName: "scoreChart"
            Layout.fillWidth: true
            Layout.preferredHeight: 200
            visible: root.table.scoreSheet.length > 0
            title: qsTr("Totals after each deal")
            series: { const rows = root.table.scoreSheet
                      const out = []
                      for (let p = 0; p < root.table.playerKinds.length; ++p)
                          out.push([0].concat(rows.map(row => row.totals[p])))
                      return out }
            names: { void App.language.code; return root.table.playerKinds.map((k, p) => CoiffeurWords.playerName(p)) }
        }
    }
}
