import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// The end of a deal in words: who won, each scoring item (won, against the
// old ones, no 90, fox, Karlchen, Doppelkopf ...), the card points, and each
// player's score for the deal; after the last deal, the winner of the round.
DealSummary {
    id: summary

    property GameTable table
    property var view: ({})
    property int me: -1
    property var seatName: function(seat) { return "" }
    property var playerName: function(player) { return "" }
    readonly property var result: table.lastResult
    readonly property var figures: result.figures || ({})

    signal newRoundRequested()

    function signed(n) { return n > 0 ? "+" + n : String(n) }

    function dealTitle() {
        void App.language.code
        if (result.outcome === undefined)
            return ""
        if (figures["thrown-in"] > 0)
            return DoppelkopfWords.thrownIn(seatName(figures["thrower"]), figures["thrown-in"], figures["thrower"] === me)
        if (result.outcome === "void" || result.outcome === "draw" || me < 0)
            return DoppelkopfWords.outcome(result.outcome)
        const mine = (view.parties || [])[me]
        const won = (result.outcome === "re-won" && mine === 0) || (result.outcome === "kontra-won" && mine === 1)
        return won ? qsTr("%1: you win with %2").arg(DoppelkopfWords.outcome(result.outcome)).arg(DoppelkopfWords.partyName(mine))
                   : qsTr("%1: you lose with %2").arg(DoppelkopfWords.outcome(result.outcome)).arg(DoppelkopfWords.partyName(mine))
    }

    function dealLines() {
        void App.language.code
        if (result.outcome === undefined || result.outcome === "void")
            return result.outcome === "void" ? [qsTr("The cards are dealt again by the next dealer.")] : []
        const lines = [qsTr("%1 · card points: Re %2, Kontra %3")
                           .arg(DoppelkopfWords.gameName((view.game || {}).id || "normal"))
                           .arg(figures["re-card-points"]).arg(figures["kontra-card-points"])]
        const items = result.items || []
        for (let i = 0; i < items.length; ++i)
            lines.push(DoppelkopfWords.itemLine(items[i]))
        if (figures["misere-lost-in-trick"] !== undefined)
            lines.push(DoppelkopfWords.misereEnd(seatName(figures["declarer"]), figures["misere-lost-in-trick"], figures["declarer"] === me))
        if (figures["solo"] === 1 || figures["silent-solo"] === 1)
            lines.push(qsTr("A soloist scores three times (solo ×3)."))
        return lines
    }

    // Everyone with the highest total (a shared first place is possible).
    function roundWinners() {
        const totals = table.totals
        const best = Math.max(...totals)
        return totals.map((t, p) => p).filter(p => totals[p] === best)
    }
    function roundTitle() {
        void App.language.code
        const winners = roundWinners()
        if (winners.length > 1)
            return qsTr("First place shared: %1.").arg(winners.map(p => playerName(p)).join(qsTr(", ", "between names in a list")))
        return winners[0] === 0 ? qsTr("You win the round!") : qsTr("%1 wins the round.").arg(playerName(winners[0]))
    }

    title: { void App.language.code; return table.matchOver ? roundTitle() : dealTitle() }
    lines: { void App.language.code; return table.matchOver ? [] : dealLines() }
    scores: {
        void App.language.code
        if (table.matchOver)
            return table.totals.map((t, p) => ({ name: playerName(p), value: String(t) }))
        const s = result.seatScores || []
        return s.map((v, seat) => ({ name: seatName(seat), value: signed(v) }))
    }
    // The same cards again, or another seat's (not booked).
    againNames: table.dealOver ? table.seatPlayers.map((p, seat) => seatName(seat)) : []
    againSeat: me
    seed: table.dealSeed
    onAgainRequested: (seat) => table.playAgain(seat)
    continueText: { void App.language.code; return table.matchOver ? qsTr("New round") : qsTr("Next deal") }

    onContinued: {
        if (table.matchOver)
            newRoundRequested()
        else
            table.nextDeal()
    }
}
