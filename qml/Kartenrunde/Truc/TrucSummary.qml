import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// The end of a hand in words: who scores and why (two tricks, a refusal,
// three spoilt tricks), the round score after it, and the way on. After the
// last hand: who won the game.
DealSummary {
    id: summary

    property GameTable table
    property var view: ({})
    property int me: 0
    readonly property var end: view.end || ({})
    readonly property bool youWon: end.winner === me
    readonly property var lastRow: table.scoreSheet.length > 0 ? table.scoreSheet[table.scoreSheet.length - 1] : null
    readonly property int roundsYou: lastRow ? lastRow.figures["rounds-won-" + me] : 0
    readonly property int roundsMarius: lastRow ? lastRow.figures["rounds-won-" + (1 - me)] : 0

    signal newGameRequested()

    function handTitle() {
        void App.language.code
        if (end.matchWinner >= 0)
            return youWon ? qsTr("You win the game!") : qsTr("Marius wins the game.")
        if (end.roundWinner >= 0)
            return youWon ? qsTr("You win round %1!").arg(view.round) : qsTr("Marius wins round %1.").arg(view.round)
        if (end.winner < 0)
            return qsTr("Nobody scores")
        return youWon ? qsTr("You win the hand") : qsTr("Marius wins the hand")
    }

    function handLines() {
        void App.language.code
        const lines = TrucWords.endLines(end, view.spoilt, youWon)
        if (view.opponentCards > 0)
            lines.push(qsTr("Marius's unplayed cards are put away unseen."))
        return lines
    }

    title: { void App.language.code; return table.matchOver ? (roundsYou > roundsMarius ? qsTr("You win the game!") : qsTr("Marius wins the game."))
                           : end.outcome !== undefined ? handTitle() : "" }
    lines: { void App.language.code; return table.matchOver ? [qsTr("Rounds won: you %1, Marius %2.").arg(roundsYou).arg(roundsMarius)]
                           : end.outcome !== undefined ? handLines() : [] }
    scores: { void App.language.code; return table.matchOver || end.outcome === undefined ? []
          : [{ name: TrucWords.you, value: qsTr("%1 of 12").arg(end.scoresAfter[me]) },
             { name: TrucWords.opponent, value: qsTr("%1 of 12").arg(end.scoresAfter[1 - me]) },
             { name: qsTr("Rounds won"), value: end.roundsAfter[me] + " : " + end.roundsAfter[1 - me] }] }
    // The same cards again, or another seat's (not booked).
    againNames: table.dealOver ? [0, 1].map(seat => seat === me ? "" : TrucWords.opponent) : []
    againSeat: me
    seed: table.dealSeed
    onAgainRequested: (seat) => table.playAgain(seat)
    continueText: { void App.language.code; return table.matchOver ? qsTr("New game")
                : end.matchWinner >= 0 ? qsTr("Finish the game") : qsTr("Next hand") }

    onContinued: {
        if (table.matchOver)
            newGameRequested()
        else
            table.nextDeal()
    }
}
