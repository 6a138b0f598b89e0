pragma Singleton
import QtQuick
import Kartenrunde.Table
import Kartenrunde.Core

// Dobbm's words: names, cards, bids, the doubling, reasons, hints, tricks,
// the settlement items and the rule options. The engine and the table
// adapter give ids and numbers; only the wording is decided here. Every
// function reads App.language.code first, so that Qt 6.4 words its bindings
// again when the language changes.
QtObject {
    // Match players: 0 is the human, 1..4 the computer players.
    function playerName(player) {
        void App.language.code
        switch (player) {
        case 0: return qsTr("You")
        case 1: return qsTr("Vroni")
        case 2: return qsTr("Sepp")
        case 3: return qsTr("Moidl")
        case 4: return qsTr("Hias")
        }
        return ""
    }

    function suitName(letter) {
        void App.language.code
        switch (letter) {
        case "A": return qsTr("Acorn")
        case "L": return qsTr("Leaf")
        case "H": return qsTr("Heart")
        case "B": return qsTr("Bell")
        }
        return letter
    }
    function rankName(letter) {
        void App.language.code
        switch (letter) {
        case "A": return qsTr("Sau")
        case "T": return qsTr("10")
        case "K": return qsTr("King")
        case "O": return qsTr("Ober")
        case "U": return qsTr("Unter")
        }
        return letter
    }
    // "HA" → "Heart Sau", "LT" → "Leaf 10" (German notation of the engine),
    // or "♥A", "♠10" when the player draws Dobbm in French suits.
    // A card as a screen reader speaks it: the German name, or in French
    // suits the full French name ("ace of hearts" rather than "♥A").
    function spokenCard(code) {
        void App.language.code
        if (!App.settings.dobbmFrench || !code || code.length < 2)
            return cardName(code)
        const suits = { A: "C", L: "S", H: "H", B: "D" }
        const ranks = { U: "J", O: "Q" }
        return CardWords.french(suits[code.charAt(0)] + (ranks[code.charAt(1)] || code.charAt(1)))
    }
    function cardName(code) {
        void App.language.code
        if (!code || code.length < 2)
            return ""
        if (App.settings.dobbmFrench) {
            const suits = { A: "♣", L: "♠", H: "♥", B: "♦" }
            const de = App.language.code === "de"
            const ranks = { T: "10", U: de ? "B" : "J", O: de ? "D" : "Q", K: "K", A: "A" }
            return suits[code.charAt(0)] + (ranks[code.charAt(1)] || code.charAt(1))
        }
        return qsTr("%1 %2", "a card: suit, then rank").arg(suitName(code.charAt(0))).arg(rankName(code.charAt(1)))
    }
    function cardList(codes) {
        void App.language.code
        return join((codes || []).map(cardName))
    }

    // A list of names or words, as the language separates them.
    function join(items) {
        return items.join(App.language.code === "ja" ? "、" : ", ")
    }

    function contractName(id) {
        void App.language.code
        switch (id) {
        case "dobbm": return qsTr("Dobbm")
        case "solo": return qsTr("Solo")
        }
        return ""
    }

    // What a seat said in the bidding and the doubling (action texts).
    function bidName(id) {
        void App.language.code
        switch (id) {
        case "pass": return qsTr("Pass")
        case "dobbm": return qsTr("Dobbm")
        case "solo": return qsTr("Solo")
        case "double": return qsTr("Double")
        case "redouble": return qsTr("Redouble")
        }
        return id
    }
    // What a bid button leads to.
    function bidDetail(id) {
        void App.language.code
        switch (id) {
        case "pass": return qsTr("leave it to the others")
        case "dobbm": return qsTr("take the Dobb, lay away four")
        case "solo": return qsTr("keep your eight cards, pays double")
        }
        return ""
    }
    // The doubling's buttons: what each leads to.
    function doublingText(action, declarer) {
        void App.language.code
        if (action === "pass")
            return declarer ? qsTr("No redouble") : qsTr("No double")
        return bidName(action)
    }
    function stakeDetail(multiplier) {
        void App.language.code
        return qsTr("stake ×%1").arg(multiplier)
    }

    // Why the human may not take an action now (GameTable.whyIllegal).
    function reason(why) {
        void App.language.code
        const cards = cardList(why.cards)
        switch (why.id) {
        case "not-your-turn": return qsTr("Wait: it is not your turn.")
        case "mussrunde-others-do-not-bid": return qsTr("Mussrunde: only the player at the dealer's left bids.")
        case "mussrunde-must-declare": return qsTr("Mussrunde: you must play alone, with Dobbm or Solo.")
        case "only-solo-after-dobbm": return qsTr("After a Dobbm only Solo or pass may follow.")
        case "bid-pass-dobbm-or-solo": return qsTr("Bid pass, Dobbm or Solo.")
        case "discard-a-card": return qsTr("Lay away a card from your hand first.")
        case "card-not-in-hand": return qsTr("You do not hold that card.")
        case "at-most-two-sau": return cards.length > 0 ? qsTr("At most two Sau may be laid away; you laid away %1.").arg(cards)
                                                        : qsTr("At most two Sau may be laid away.")
        case "sau-needs-trump": return cards.length > 0 ? qsTr("Every Sau laid away needs a heart that is not a Sau laid away with it; these Sau and hearts count: %1.").arg(cards)
                                                        : qsTr("Every Sau laid away needs a heart that is not a Sau laid away with it.")
        case "already-doubled": return qsTr("The stake is doubled already: redouble instead.")
        case "nothing-to-redouble": return qsTr("Nobody has doubled yet.")
        case "pass-or-double": return qsTr("Decide now: double or no double.")
        case "play-a-card": return qsTr("Play a card.")
        case "must-follow-suit": return cards.length > 0 ? qsTr("You must follow suit: you hold %1.").arg(cards)
                                                         : qsTr("You must follow suit.")
        case "must-trump": return cards.length > 0 ? qsTr("You cannot follow suit, so you must play a heart: you hold %1.").arg(cards)
                                                   : qsTr("You cannot follow suit, so you must play a heart.")
        case "deal-over": return qsTr("This deal is over.")
        }
        return qsTr("That is not possible now.")
    }
    // The section of the rules that explains a reason (ids of the rules page).
    function reasonSection(id) {
        switch (id) {
        case "mussrunde-others-do-not-bid":
        case "mussrunde-must-declare": return "session"
        case "only-solo-after-dobbm":
        case "bid-pass-dobbm-or-solo": return "bidding"
        case "at-most-two-sau":
        case "sau-needs-trump":
        case "discard-a-card": return "dobb"
        case "already-doubled":
        case "nothing-to-redouble":
        case "pass-or-double": return "doubling"
        case "must-follow-suit":
        case "must-trump": return "play"
        }
        return ""
    }
    function rulesLink(section) {
        void App.language.code
        switch (section) {
        case "bidding": return qsTr("Rules: bidding →")
        case "dobb": return qsTr("Rules: the Dobb and the discard →")
        case "doubling": return qsTr("Rules: doubling →")
        case "play": return qsTr("Rules: playing the tricks →")
        case "session": return qsTr("Rules: the session →")
        case "settlement": return qsTr("Rules: settlement →")
        }
        return ""
    }

    // What the analyst would do, and why (reason ids of the Dobbm AI).
    function hintAction(action, phase) {
        void App.language.code
        if (action.length === 2)
            return phase === "discard" ? qsTr("Lay away %1").arg(cardName(action)) : qsTr("Play %1").arg(cardName(action))
        if (action === "pass" && phase === "doubling")
            return qsTr("Do not double")
        return bidName(action)
    }
    function hintReason(id) {
        void App.language.code
        switch (id) {
        case "must-declare": return qsTr("In the Mussrunde you must play alone.")
        case "bid-solo-strong-hand": return qsTr("Your eight cards are strong enough for a Solo.")
        case "bid-dobbm-exchange": return qsTr("With the Dobb your hand can win more than 60.")
        case "pass-weak-hand": return qsTr("Your hand is too weak to play alone.")
        case "discard-bank-points": return qsTr("Lay away points: they count for you safely.")
        case "discard-make-void": return qsTr("Lay away a short suit so that you can trump it.")
        case "discard-low-card": return qsTr("Lay away a card you cannot use.")
        case "discard-cover-sau": return qsTr("A heart that is not a Sau must go with every Sau you lay away.")
        case "double-strong-defence": return qsTr("The defence is likely to hold the declarer below 60.")
        case "redouble-strong-hand": return qsTr("Your side is likely to win: raise the stake.")
        case "no-double": return qsTr("The stake is high enough for your chances.")
        case "draw-trumps": return qsTr("Draw the defenders' hearts.")
        case "cash-master": return qsTr("This card is the highest left in its suit.")
        case "win-trick": return qsTr("This card wins the trick.")
        case "take-lead": return qsTr("This card takes the lead, but a later card may still beat it.")
        case "trump-in": return qsTr("Trump in: you cannot follow suit.")
        case "smear-points": return qsTr("Your side wins this trick: add points.")
        case "play-low": return qsTr("Keep your strength: play low.")
        case "lead-long-suit": return qsTr("Lead your longest suit.")
        }
        return qsTr("It gave the best results in the analyst's trial games.")
    }

    // Why a trick's winner won it.
    function trickWhy(why, card) {
        void App.language.code
        const name = cardName(card)
        switch (why) {
        case "highest-trump": return qsTr("%1 is the highest heart in the trick.").arg(name)
        case "trumped": return qsTr("%1 trumped: the only heart in the trick.").arg(name)
        case "highest-of-suit": return qsTr("%1 is the highest card of the suit led; nobody trumped.").arg(name)
        }
        return ""
    }

    function points(n) {
        void App.language.code
        return n === 1 || n === -1 ? qsTr("1 point") : qsTr("%1 points").arg(n)
    }
    function signed(n) { return n > 0 ? "+" + n : String(n) }

    // One step of the settlement (items of the engine's result, DB-6) in
    // words; seatName names deal seats, sitterName the dealer sitting out,
    // me is the human's deal seat (sentences about "you" are worded apart).
    function itemLine(item, seatName, sitterName, me) {
        void App.language.code
        const p = item.points
        switch (item.id) {
        case "trick-points": return qsTr("Card points in the declarer's tricks: %1").arg(p)
        case "discard-points": return qsTr("+ the discard: %1").arg(p)
        case "dobb-points": return qsTr("+ the Dobb: %1").arg(p)
        case "match": return item.party < 0 ? qsTr("Match: the defence took every trick, and the %1 points laid aside too.").arg(p)
                                            : qsTr("Match: the declarer took every trick.")
        case "card-points": return qsTr("= %1 card points for the declarer").arg(p)
        case "difference": return p === 0 ? qsTr("Exactly 60: nobody pays.") : qsTr("Difference from 60: %1").arg(signed(p))
        case "rounding": return qsTr("Rounded up to fives: %1").arg(Math.abs(p))
        case "solo": return qsTr("Solo ×2: %1").arg(Math.abs(p))
        case "double": return item.party === me ? qsTr("You doubled ×2: %1").arg(Math.abs(p))
                                                : qsTr("Doubled by %1 ×2: %2").arg(seatName(item.party)).arg(Math.abs(p))
        case "redouble": return item.party === me ? qsTr("You redoubled ×2: %1").arg(Math.abs(p))
                                                  : qsTr("Redoubled by %1 ×2: %2").arg(seatName(item.party)).arg(Math.abs(p))
        case "stake": return p > 0 ? qsTr("Each other player pays the declarer %1.").arg(p)
                           : p < 0 ? qsTr("The declarer pays each other player %1.").arg(-p)
                                   : qsTr("Nobody pays.")
        case "sitting-out": return qsTr("%1 sits out and pays or is paid like a defender: %2").arg(sitterName).arg(signed(p))
        case "stockerl": return item.party === me ? qsTr("Stockerl: everyone pays you 10, %1 in all.").arg(p)
                                                  : qsTr("Stockerl: everyone pays %1 10, %2 in all.").arg(seatName(item.party)).arg(p)
        }
        return item.id
    }

    function outcome(id) {
        void App.language.code
        switch (id) {
        case "declarer-won": return qsTr("The declarer wins")
        case "declarer-lost": return qsTr("The declarer loses")
        case "even": return qsTr("Exactly 60")
        case "all-passed": return qsTr("All passed")
        }
        return id
    }

    // The rule options of the start dialog (engine option ids).
    function optionText(id) {
        void App.language.code
        switch (id) {
        case "players": return qsTr("Players (5: the dealer sits out)")
        case "round-to-five": return qsTr("Round the difference up to fives")
        case "mussrunde": return qsTr("Mussrunde: a compulsory round closes the session")
        case "deals": return qsTr("Deals in the session (all-pass deals do not count; 0: open-ended, you end it)")
        }
        return id
    }
    // Choices and numbers of the options: a session of 0 deals is open-ended.
    function choiceText(optionId, choice) {
        void App.language.code
        if (optionId === "deals" && choice === 0)
            return qsTr("Open-ended")
        return String(choice)
    }

    function phaseText(phase) {
        void App.language.code
        switch (phase) {
        case "bidding": return qsTr("Bidding")
        case "discard": return qsTr("The discard")
        case "doubling": return qsTr("Doubling")
        case "play": return qsTr("Play")
        }
        return ""
    }
}
