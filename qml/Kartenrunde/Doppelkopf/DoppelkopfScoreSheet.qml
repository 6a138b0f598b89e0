import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// The score sheet of a Doppelkopf round: every deal, newest first, with each
// player's points (the dealer sitting out writes 0), how it ended, and the
// totals; below it, the totals after each deal as a chart.
ColumnLayout {
    id: root

    property GameTable table
    property var playerName: function(player) { return "" }
    readonly property var sheetRows: table.scoreSheet
    readonly property int players: table.playerKinds.length

    function signed(n) { return n > 0 ? "+" + n : String(n) }

    function note(row) {
        void App.language.code
        const parts = [DoppelkopfWords.outcome(row.outcome)]
        if (row.figures["solo"] === 1)
            parts.push(qsTr("solo"))
        if (row.figures["compulsory-solo"] === 1)
            parts.push(qsTr("compulsory solo"))
        if (row.multiplier > 1)
            parts.push(qsTr("Bock ×%1").arg(row.multiplier))
        if (row.figures["game-value"] !== undefined)
            parts.push(qsTr("game value %1").arg(row.figures["game-value"]))
        return parts.join(" · ")
    }

    spacing: 12

    ScoreSheetView {
        objectName: "scoreSheetView"
        Layout.fillWidth: true
        Layout.fillHeight: true
        title: qsTr("Score sheet")
        columns: { void App.language.code; const out = []
                   for (let p = 0; p < root.players; ++p) out.push(root.playerName(p))
                   return out }
        totalsLabel: qsTr("Total")
        totals: { const t = root.table.totals; return t.map(v => String(v)) }
        emptyText: qsTr("No deal has been finished yet.")
        rows: { void App.language.code; return root.sheetRows.map(row => ({
            label: qsTr("Deal %1").arg(row.deal),
            cells: row.deltas.map((d, p) => row.players.indexOf(p) < 0 ? "·" : root.signed(d)),
            note: root.note(row)
        })) }
    }
    ScoreChart {
        objectName: "scoreChart"
        Layout.fillWidth: true
        Layout.preferredHeight: 200
        visible: root.sheetRows.length > 0
        series: { const out = []
                  for (let p = 0; p < root.players; ++p)
                      out.push([0].concat(root.sheetRows.map(row => row.totals[p])))
                  return out }
        names: { void App.language.code; const out = []
                 for (let p = 0; p < root.players; ++p) out.push(root.playerName(p))
                 return out }
    }
}
