import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// The score sheet of a Dobbm session: every deal, newest first, with what
// each player paid or received and the settlement in one line (declarer,
// game, card points, difference, stake); the running balance under the
// headings (zero-sum); below it, the balance after each deal as a chart.
ColumnLayout {
    id: root

    property GameTable table
    property var playerName: function(player) { return "" }
    readonly property var sheetRows: table.scoreSheet
    readonly property int players: table.playerKinds.length

    // The player at a deal seat of a row, by name.
    function seatPlayer(row, seat) { return seat >= 0 && seat < row.players.length ? playerName(row.players[seat]) : "" }

    function note(row) {
        void App.language.code
        const f = row.figures
        if (row.outcome === "all-passed") {
            const stockerl = (row.items || []).filter(i => i.id === "stockerl")
            return stockerl.length > 0 ? qsTr("All passed: Stockerl for %1").arg(seatPlayer(row, stockerl[0].party))
                                       : qsTr("All passed")
        }
        const game = DobbmWords.contractName(f.contract === 2 ? "solo" : "dobbm")
        const parts = [qsTr("%1: %2").arg(seatPlayer(row, f.declarer)).arg(game),
                       qsTr("%1 card points").arg(f["card-points"])]
        if (f.difference !== 0)
            parts.push(qsTr("difference %1 → %2").arg(DobbmWords.signed(f.difference)).arg(f.rounded))
        if (f.multiplier > 1)
            parts.push(qsTr("×%1").arg(f.multiplier))
        parts.push(f.amount === 0 ? qsTr("nobody pays") : qsTr("%1 each").arg(Math.abs(f.amount)))
        if (f.match > 0)
            parts.push(qsTr("Match"))
        return parts.join(" · ")
    }

    spacing: 12

    ScoreSheetView {
        objectName: "scoreSheetView"
        Layout.fillWidth: true
        Layout.fillHeight: true
        title: qsTr("Score sheet: the balance of payments")
        columns: { void App.language.code; const out = []
                   for (let p = 0; p < root.players; ++p) out.push(root.playerName(p))
                   return out }
        totalsLabel: qsTr("Balance")
        totals: { const t = root.table.totals; return t.map(v => DobbmWords.signed(v)) }
        emptyText: qsTr("No deal has been finished yet.")
        rows: { void App.language.code; return root.sheetRows.map(row => ({
            label: qsTr("Deal %1").arg(row.deal),
            cells: row.deltas.map(d => DobbmWords.signed(d)),
            note: root.note(row)
        })) }
    }
    ScoreChart {
        objectName: "scoreChart"
        Layout.fillWidth: true
        Layout.preferredHeight: 200
        visible: root.sheetRows.length > 0
        title: qsTr("The balance so far")
        series: { const out = []
                  for (let p = 0; p < root.players; ++p)
                      out.push([0].concat(root.sheetRows.map(row => row.totals[p])))
                  return out }
        names: { void App.language.code; const out = []
                 for (let p = 0; p < root.players; ++p) out.push(root.playerName(p))
                 return out }
    }
}
