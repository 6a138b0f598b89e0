import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// The end of a deal in words: the contract and what the declarer's side
// made, each scoring item (card points, the last trick's 5, a Match or a
// reverse Match, the multiplied tens with four), and what goes on the board;
// after the last deal, the winner of the match and the final totals.
DealSummary {
    id: summary

    property GameTable table
    property var view: ({})
    property bool french: false
    property var seatName: function(seat) { return "" }
    property var columnName: function(column) { return "" }
    readonly property var result: table.lastResult
    readonly property var figures: result.figures || ({})
    readonly property bool partners: view.way === "four-partners"

    function signed(n) { return n > 0 ? "+" + n : String(n) }

    function dealTitle() {
        void App.language.code
        if (figures.declarer === undefined)
            return ""
        const contract = CoiffeurWords.contractLabel((view.contract || {}).id || "", french)
        const who = seatName(figures.declarer)
        if (result.outcome === "match")
            return qsTr("%1 by %2: Match, %3 points!").arg(contract).arg(who).arg(figures.points)
        if (result.outcome === "reverse-match")
            return qsTr("%1 by %2: reverse Match, not a single trick").arg(contract).arg(who)
        return qsTr("%1 by %2: %3 points").arg(contract).arg(who).arg(figures.points)
    }
    function itemLine(item) {
        void App.language.code
        switch (item.id) {
        case "card-points": return qsTr("Card points in the tricks: %1").arg(item.points)
        case "last-trick": return qsTr("Last trick: +%1").arg(item.points)
        case "match-bonus": return qsTr("All tricks (Match): +%1").arg(item.points)
        case "match-marks": {
            const marks = (item.points > 0 ? "+" : "−") + CoiffeurWords.marks(Math.abs(item.points))
            return result.outcome === "match" ? qsTr("%1: %2 for the Match").arg(seatName(item.party)).arg(marks)
                                              : qsTr("%1: %2 for the reverse Match").arg(seatName(item.party)).arg(marks)
        }
        case "tens": return qsTr("Tens: %1").arg(item.points)
        case "multiplier": return qsTr("Multiplier: ×%1").arg(item.points)
        case "score": return qsTr("On the board: %1").arg(item.points)
        }
        return ""
    }
    function dealLines() {
        void App.language.code
        const lines = (result.items || []).map(itemLine).filter(l => l.length > 0)
        lines.push(qsTr("The other side took %1 points.").arg(figures["defence-points"]))
        if (view.way === "three")
            lines.push(...rankLines())
        return lines
    }
    // Three players: a contract's rank marks once all three have played it,
    // with any tie's card draw, as the board will book them (CJ-3).
    function rankLines() {
        void App.language.code
        const booking = view.booking || {}
        if (!booking.rowComplete)
            return [qsTr("The marks for this contract are given once all three have played it.")]
        const marks = (booking.rankMarks || []).map((m, col) => m === 0 ? "" : qsTr("%1 %2").arg(columnName(col))
                                                     .arg((m > 0 ? "+" : "−") + CoiffeurWords.marks(Math.abs(m))))
                                               .filter(text => text.length > 0)
        const names = (booking.rankMarks || []).map((m, col) => columnName(col))
        return [qsTr("All three have played %1: %2.").arg(CoiffeurWords.contractLabel(booking.contract, french))
                                                  .arg(CoiffeurWords.join(marks))]
            .concat((booking.ties || []).map(tie => CoiffeurWords.tieText(tie, names, french)))
    }
    // The winner: a team, a player, or a shared first place.
    function matchTitle() {
        void App.language.code
        const totals = table.totals
        const best = Math.max(...totals)
        const first = totals.map((t, p) => p).filter(p => totals[p] === best)
        if (partners)
            return first.length > 2 ? qsTr("The match is drawn.")
                 : first.indexOf(0) >= 0 ? qsTr("You and %1 win the match!").arg(CoiffeurWords.playerName(2))
                 : qsTr("%1 win the match.").arg(columnName(1))
        if (first.length > 1)
            return qsTr("First place shared: %1.").arg(CoiffeurWords.join(first.map(p => CoiffeurWords.playerName(p))))
        return first[0] === 0 ? qsTr("You win the match!") : qsTr("%1 wins the match.").arg(CoiffeurWords.playerName(first[0]))
    }

    title: { void App.language.code; return table.matchOver ? matchTitle() : dealTitle() }
    lines: { void App.language.code; return table.matchOver ? [] : dealLines() }
    scores: {
        void App.language.code
        if (table.matchOver)
            return table.totals.map((t, p) => ({ name: CoiffeurWords.playerName(p), value: String(t) }))
        const s = result.seatScores || []
        return s.map((v, seat) => ({ name: seatName(seat), value: signed(v) }))
    }
    // The same cards again, or another seat's (not booked).
    againNames: table.dealOver ? table.seatPlayers.map((p, seat) => seatName(seat)) : []
    againSeat: table.humanSeat
    seed: table.dealSeed
    onAgainRequested: (seat) => table.playAgain(seat)
    continueText: { void App.language.code; return table.matchOver ? qsTr("New match") : qsTr("Next deal") }

    signal newMatchRequested()
    onContinued: {
        if (table.matchOver)
            newMatchRequested()
        else
            table.nextDeal()
    }
}
