import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// The end of a deal in words: who played what and how it ended, the
// settlement step by step (DB-6: card points, difference from 60,
// rounding, Solo, each double, the payment), and what each player pays or
// receives; after an all-pass, the redeal or the Stockerl; after the last
// deal, the final balance of the session.
DealSummary {
    id: summary

    property GameTable table
    property var view: ({})
    property int me: -1
    property var seatName: function(seat) { return "" }
    property var playerName: function(player) { return "" }
    readonly property var result: table.lastResult
    readonly property var figures: result.figures || ({})
    readonly property var session: view.session || ({})

    signal newSessionRequested()

    function sitterName() { return session.sitter >= 0 ? playerName(session.sitter) : "" }

    function dealTitle() {
        void App.language.code
        if (result.outcome === undefined)
            return ""
        if (result.outcome === "all-passed")
            return DobbmWords.outcome("all-passed")
        const declarer = figures.declarer
        const game = DobbmWords.contractName(figures.contract === 2 ? "solo" : "dobbm")
        const points = figures["card-points"]
        if (declarer === me) {
            if (result.outcome === "even")
                return qsTr("Your %1: exactly 60, nobody pays").arg(game)
            return result.outcome === "declarer-won" ? qsTr("You win your %1 with %2 card points").arg(game).arg(points)
                                                     : qsTr("You lose your %1 with %2 card points").arg(game).arg(points)
        }
        if (result.outcome === "even")
            return qsTr("%1's %2: exactly 60, nobody pays").arg(seatName(declarer)).arg(game)
        return result.outcome === "declarer-won" ? qsTr("%1 wins the %2 with %3 card points").arg(seatName(declarer)).arg(game).arg(points)
                                                 : qsTr("%1 loses the %2 with %3 card points").arg(seatName(declarer)).arg(game).arg(points)
    }

    function dealLines() {
        void App.language.code
        if (result.outcome === undefined)
            return []
        const items = result.items || []
        if (result.outcome === "all-passed" && items.length === 0)
            return [qsTr("Nobody plays: the same dealer deals again.")]
        // The count in one line (tricks + discard or Dobb = total), then
        // each further step of the settlement in its own.
        const count = ["trick-points", "discard-points", "dobb-points", "card-points"]
        const lines = items.filter(item => count.indexOf(item.id) < 0)
                           .map(item => DobbmWords.itemLine(item, seatName, sitterName(), me))
        if (figures["card-points"] !== undefined)
            lines.unshift(figures.contract === 2
                ? qsTr("Card points: %1 in tricks + %2 in the Dobb = %3").arg(figures["trick-points"]).arg(figures["extra-points"]).arg(figures["card-points"])
                : qsTr("Card points: %1 in tricks + %2 in the discard = %3").arg(figures["trick-points"]).arg(figures["extra-points"]).arg(figures["card-points"]))
        return lines
    }

    // What each player pays or receives in this deal, the sitter included.
    function dealScores() {
        void App.language.code
        const s = result.seatScores || []
        const out = s.map((v, seat) => ({ name: seatName(seat), value: DobbmWords.signed(v) }))
        if (session.sitter >= 0)
            out.push({ name: qsTr("%1 (sits out)").arg(sitterName()), value: DobbmWords.signed(figures["sitting-out"] || 0) })
        return out
    }

    // Everyone with the highest balance (a shared first place is possible).
    function sessionTitle() {
        void App.language.code
        const totals = table.totals
        const best = Math.max(...totals)
        const winners = totals.map((t, p) => p).filter(p => totals[p] === best)
        if (winners.length > 1)
            return qsTr("First place shared: %1.").arg(DobbmWords.join(winners.map(p => playerName(p))))
        return winners[0] === 0 ? qsTr("You win the session!") : qsTr("%1 wins the session.").arg(playerName(winners[0]))
    }

    title: { void App.language.code; return table.matchOver ? sessionTitle() : dealTitle() }
    lines: { void App.language.code; return table.matchOver ? [qsTr("The final balance (it always adds up to zero):")] : dealLines() }
    scores: {
        void App.language.code
        if (table.matchOver)
            return table.totals.map((t, p) => ({ name: playerName(p), value: DobbmWords.signed(t) }))
        return dealScores()
    }
    // The same cards again, or another seat's (not booked).
    againNames: table.dealOver ? table.seatPlayers.map((p, seat) => seatName(seat)) : []
    againSeat: me
    seed: table.dealSeed
    onAgainRequested: (seat) => table.playAgain(seat)
    continueText: { void App.language.code; return table.matchOver ? qsTr("New session") : qsTr("Next deal") }

    // An open-ended session: the player ends it after any deal (then the
    // Mussrunde, if it is on).
    endText: { void App.language.code
               return !table.canEndSession ? "" : session.mussrunde ? qsTr("End with the Mussrunde") : qsTr("End the session") }
    onEnded: table.endSession()

    onContinued: {
        if (table.matchOver)
            newSessionRequested()
        else
            table.nextDeal()
    }
}
