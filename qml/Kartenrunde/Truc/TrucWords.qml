pragma Singleton
import QtQuick
import Kartenrunde.Core

// Truc's words: names, cards, reasons, offers, hints, the end of a hand.
// The engine and the table adapter give ids and numbers; only the wording
// is decided here.
// Sentences come in two forms, about you and about your opponent, so that
// every language can say them naturally.
QtObject {
    // Qt 6.4 retranslates plain qsTr() bindings only: wording that uses arg(),
    // a condition or a function reads App.language.code, so that it is worded
    // again when the language changes.
    readonly property string you: qsTr("You")
    readonly property string opponent: qsTr("Marius")

    function name(isYou) { return isYou ? you : opponent }

    // Why the human may not do something now (GameTable.whyIllegal ids).
    function reason(id) {
        void App.language.code
        switch (id) {
        case "not-your-turn": return qsTr("Wait: it is Marius's turn.")
        case "hand-over": return qsTr("This hand is over.")
        case "new-hands-first": return qsTr("First decide: keep these cards or ask for new hands.")
        case "answer-new-hands": return qsTr("First answer Marius: new hands or not?")
        case "answer-the-offer": return qsTr("First answer Marius's offer: accept or refuse.")
        case "card-not-in-hand": return qsTr("You do not hold that card.")
        case "remainder-accepted": return qsTr("The remainder has been accepted: the stake cannot rise any more.")
        case "offered-this-turn": return qsTr("The stake was raised this turn: play a card now.")
        }
        return qsTr("That is not possible now.")
    }

    function offerName(kind) {
        void App.language.code
        return kind === "remainder" ? qsTr("The remainder") : qsTr("Double")
    }

    // What the opponent says when it asks or offers.
    function opponentOffer(pending) {
        void App.language.code
        switch (pending.kind) {
        case "new-hands": return qsTr("New hands?")
        case "double": return qsTr("Double? Stake %1!").arg(pending.stakeIfAccepted)
        case "remainder": return qsTr("The remainder?")
        }
        return ""
    }

    // What the opponent says when it answers or keeps its hand (event ids).
    function opponentReply(kind, id, afterAsk) {
        void App.language.code
        if (kind === "note" && id === "keeps-hand")
            return qsTr("I'll play these.")
        if (kind !== "offer-answered")
            return ""
        if (afterAsk)
            return id === "accept" ? qsTr("Agreed, new hands.") : qsTr("No, we play these.")
        return id === "accept" ? qsTr("Accepted!") : qsTr("Refused.")
    }

    // Why the hand ended, one or two sentences (end: the adapter's "end").
    function endLines(end, spoilt, youWon) {
        void App.language.code
        const lines = []
        switch (end.outcome) {
        case "won-tricks":
            lines.push(youWon ? qsTr("You took two tricks.") : qsTr("Marius took two tricks."))
            if (spoilt === 1)
                lines.push(youWon ? qsTr("The spoilt trick counted for you: you won a trick first.")
                                  : qsTr("The spoilt trick counted for Marius: he won a trick first."))
            else if (spoilt > 1)
                lines.push(youWon ? qsTr("The spoilt tricks counted for you: you won a trick first.")
                                  : qsTr("The spoilt tricks counted for Marius: he won a trick first."))
            break
        case "refused-offer":
            lines.push(youWon ? qsTr("Marius refused your double.") : qsTr("You refused Marius's double."))
            break
        case "refused-remainder":
            lines.push(youWon ? qsTr("Marius refused your remainder.") : qsTr("You refused Marius's remainder."))
            break
        case "won-remainder":
            lines.push(youWon ? qsTr("You won the hand played for the remainder: it decides the round.")
                              : qsTr("Marius won the hand played for the remainder: it decides the round."))
            break
        case "all-spoilt":
            lines.push(qsTr("All three tricks were spoilt: nobody scores."))
            break
        }
        if (end.winner >= 0)
            lines.push(youWon ? qsTr("You score %1.").arg(points(end.points))
                              : qsTr("Marius scores %1.").arg(points(end.points)))
        return lines
    }

    // The outcome in a few words, for the score sheet.
    function outcomeShort(outcome) {
        void App.language.code
        switch (outcome) {
        case "won-tricks": return qsTr("two tricks")
        case "refused-offer": return qsTr("double refused")
        case "refused-remainder": return qsTr("remainder refused")
        case "won-remainder": return qsTr("remainder won")
        case "all-spoilt": return qsTr("all tricks spoilt")
        }
        return ""
    }

    // A card by its code ("HA"): suit sign and rank, the rank letters of
    // the language (D and B in German), as in the order of the cards.
    function cardName(code) {
        void App.language.code
        if (!code || code.length < 2)
            return ""
        const suits = { C: "♣", S: "♠", H: "♥", D: "♦" }
        const de = App.language.code === "de"
        const ranks = { T: "10", J: de ? "B" : "J", Q: de ? "D" : "Q" }
        const rank = code.charAt(1)
        return (suits[code.charAt(0)] || "") + (ranks[rank] || rank)
    }

    // What the analyst recommends (GameTable actions); phase and view say
    // which refusal and which offer it is.
    function hintAction(action, phase, view) {
        void App.language.code
        switch (action) {
        case "play": return qsTr("Keep these cards")
        case "ask": return qsTr("Ask for new hands")
        case "agree": return qsTr("Agree to new hands")
        case "refuse": return phase === "new-hands" ? qsTr("Refuse new hands") : qsTr("Refuse the offer")
        case "accept": return qsTr("Accept the offer")
        case "offer": return view.offer && view.offer.kind === "remainder" ? qsTr("Offer the remainder")
                                                                           : qsTr("Double the stake")
        }
        return qsTr("Play %1").arg(cardName(action))
    }

    // Why (reason ids of engine/games/truc/ai/hint_reasons.hpp), with the
    // chance to win the hand in percent; ledCard: the card on the table.
    function hintReason(id, percent, ledCard) {
        void App.language.code
        switch (id) {
        case "keep-hand": return qsTr("These cards win the hand about %1% of the time.").arg(percent)
        case "keep-hand-weak": return qsTr("These cards win only about %1% of the time, but asking for new ones would tell Marius they are weak.").arg(percent)
        case "ask-weak-hand": return qsTr("These cards win only about %1% of the time: new ones are likely better.").arg(percent)
        case "agree-weak-hand": return qsTr("Your cards win only about %1% of the time: new ones are likely better.").arg(percent)
        case "refuse-new-hands": return qsTr("Your cards win the hand about %1% of the time: play them.").arg(percent)
        case "refuse-new-hands-asker-weak": return qsTr("Your cards win only about %1% of the time, but Marius asks for new hands because his are weak.").arg(percent)
        case "accept-strong-hand": return qsTr("Your cards win the hand about %1% of the time.").arg(percent)
        case "accept-worth-the-risk": return qsTr("Your cards win only about %1% of the time, but refusing gives Marius the points for sure.").arg(percent)
        case "refuse-weak-hand": return qsTr("Your cards win only about %1% of the time: accepting would risk more.").arg(percent)
        case "refuse-too-risky": return qsTr("Your cards win about %1% of the time, which is not enough for this stake.").arg(percent)
        case "offer-strong-hand": return qsTr("Your cards win the hand about %1% of the time: raise the stake.").arg(percent)
        case "offer-bluff": return qsTr("A bluff: your cards win only about %1% of the time, but Marius may refuse.").arg(percent)
        case "strategy-choice": return qsTr("The expert strategy prefers this here; your cards win about %1% of the time.").arg(percent)
        }
        const why = cardReason(id, cardName(ledCard))
        const chance = qsTr("With it you win the hand about %1% of the time.").arg(percent)
        return why.length === 0 ? chance : why + (App.language.code === "ja" ? "" : " ") + chance
    }
    function cardReason(id, led) {
        void App.language.code
        switch (id) {
        case "lead-strongest": return qsTr("Lead your strongest card.")
        case "lead-low": return qsTr("Lead low and keep your stronger cards.")
        case "last-card": return qsTr("It is your last card.")
        case "beat-keep-stronger": return qsTr("It beats the %1 on the table, and your strongest card stays in your hand.").arg(led)
        case "beat": return qsTr("It beats the %1 on the table.").arg(led)
        case "spoil": return qsTr("It equals the %1 on the table: the trick is spoilt.").arg(led)
        case "let-trick-go": return qsTr("Let the %1 take this trick and keep your stronger cards.").arg(led)
        case "cannot-beat": return qsTr("None of your cards beats the %1.").arg(led)
        }
        return ""
    }

    // Counts in words. English needs its plural; German and Japanese
    // translate both forms.
    // Why a trick's winner won it (the engine's trick facts).
    function trickWhy(why, card) {
        void App.language.code
        switch (why) {
        case "higher-card": return qsTr("%1 is the stronger card.").arg(cardName(card))
        case "spoilt": return qsTr("Equal cards spoil the trick.")
        }
        return ""
    }
    function points(n) { void App.language.code; return n === 1 ? qsTr("1 point") : qsTr("%1 points").arg(n) }
}
