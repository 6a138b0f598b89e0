import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// The score sheet of a Truc game: every finished hand, newest first, with
// the points it brought, how it ended and the round score after it.
ScoreSheetView {
    id: sheet

    property GameTable table
    property int me: 0

    function signed(points) { return points > 0 ? "+" + points : "–" }

    function note(row) {
        void App.language.code
        const parts = [TrucWords.outcomeShort(row.outcome),
                       qsTr("round %1: %2 : %3").arg(row.figures["round"])
                           .arg(row.figures["round-score-" + me]).arg(row.figures["round-score-" + (1 - me)])]
        const winner = row.figures["round-winner"]
        if (winner >= 0)
            parts.push(winner === me ? qsTr("round won by you") : qsTr("round won by Marius"))
        return parts.filter(p => p.length > 0).join(" · ")
    }

    title: qsTr("Score sheet")
    columns: [TrucWords.you, TrucWords.opponent]
    readonly property var lastRow: table.scoreSheet.length > 0 ? table.scoreSheet[table.scoreSheet.length - 1] : null

    totalsLabel: qsTr("Rounds won")
    totals: lastRow ? [String(lastRow.figures["rounds-won-" + me]), String(lastRow.figures["rounds-won-" + (1 - me)])]
                    : ["0", "0"]
    emptyText: qsTr("No hand has been finished yet.")
    rows: { void App.language.code; return table.scoreSheet.map(row => ({
        label: qsTr("Hand %1").arg(row.deal),
        cells: [signed(row.deltas[me]), signed(row.deltas[1 - me])],
        note: note(row)
    })) }
}
