pragma Singleton
import QtQuick
import Kartenrunde.Table
import Kartenrunde.Core

// Coiffeur's words: players and teams, cards, contracts and how they are
// played, the contract choice, refusals, hints, tricks, scoring and rule
// options. The engine and the table adapter give ids and numbers; only the
// wording is decided here. Every function reads App.language.code first, so
// that Qt 6.4 words its bindings again when the language changes.
QtObject {
    readonly property string you: qsTr("You")

    // Match players: 0 is the human, 1..3 the computer players.
    function playerName(player) {
        void App.language.code
        switch (player) {
        case 0: return qsTr("You")
        case 1: return qsTr("Ueli")
        case 2: return qsTr("Vreni")
        case 3: return qsTr("Beat")
        }
        return ""
    }
    // A column of the board: a player, or in the partner game a team
    // (seats 0 and 2, 1 and 3).
    function columnName(column, partners) {
        void App.language.code
        if (!partners)
            return playerName(column)
        return column === 0 ? qsTr("You & %1").arg(playerName(2))
                            : qsTr("%1 & %2").arg(playerName(1)).arg(playerName(3))
    }

    // The list separator of the language.
    function join(items) {
        return items.join(App.language.code === "ja" ? "、" : ", ")
    }

    function suitName(letter) {
        void App.language.code
        switch (letter) {
        case "A": return qsTr("Acorns")
        case "B": return qsTr("Bells")
        case "S": return qsTr("Shields")
        case "R": return qsTr("Roses")
        }
        return ""
    }
    // "RB" → "Roses Banner" (Swiss cards) or "♣10" (French cards, CJ-6).
    // A card as a screen reader speaks it: the Swiss name, or in French
    // suits the full French name ("queen of clubs" rather than "♣Q").
    function spokenCard(code, french) {
        void App.language.code
        if (!french || !code || code.length < 2)
            return cardName(code, false)
        const suits = { R: "C", A: "S", B: "H", S: "D" }
        const ranks = { B: "T", U: "J", O: "Q" }
        return CardWords.french(suits[code.charAt(0)] + (ranks[code.charAt(1)] || code.charAt(1)))
    }
    function cardName(code, french) {
        void App.language.code
        if (!code || code.length < 2)
            return ""
        const rank = code.charAt(1)
        if (french) {
            const suits = { R: "♣", A: "♠", B: "♥", S: "♦" }
            const de = App.language.code === "de"
            const ranks = { B: "10", U: de ? "B" : "J", O: de ? "D" : "Q", K: "K", A: "A" }
            return suits[code.charAt(0)] + (ranks[rank] || rank)
        }
        const names = { A: qsTr("Ace"), K: qsTr("King"), O: qsTr("Ober"), U: qsTr("Under"), B: qsTr("Banner") }
        return qsTr("%1 %2", "suit, then rank: Roses Banner").arg(suitName(code.charAt(0))).arg(names[rank] || rank)
    }
    function cardList(codes, french) {
        void App.language.code
        return join((codes || []).map(c => cardName(c, french)))
    }

    function contractName(id) {
        void App.language.code
        switch (id) {
        case "acorns": return qsTr("Acorns")
        case "bells": return qsTr("Bells")
        case "shields": return qsTr("Shields")
        case "roses": return qsTr("Roses")
        case "obenabe": return qsTr("Obenabe")
        case "undenufe": return qsTr("Undenufe")
        case "slalom": return qsTr("Slalom")
        case "gustav": return qsTr("Gustav")
        case "joker-1": return qsTr("Joker 1")
        case "joker-2": return qsTr("Joker 2")
        }
        return id
    }
    // A suit contract in French suits: "Acorns (♠)".
    function contractLabel(id, french) {
        void App.language.code
        const symbols = { roses: "♣", acorns: "♠", bells: "♥", shields: "♦" }
        return french && symbols[id] ? qsTr("%1 (%2)").arg(contractName(id)).arg(symbols[id]) : contractName(id)
    }
    // What a contract is worth: rank marks (three players) or the
    // multiplier of the tens (four players).
    function contractValue(value, marks) {
        void App.language.code
        return !marks ? qsTr("tens ×%1").arg(value) : value === 1 ? qsTr("±1 mark") : qsTr("±%1 marks").arg(value)
    }
    // One line on how a contract is played.
    function contractHow(id) {
        void App.language.code
        switch (id) {
        case "acorns": case "bells": case "shields": case "roses":
            return qsTr("%1 are trumps: Under and Nell highest").arg(contractName(id))
        case "obenabe": return qsTr("no trumps, the ace is highest")
        case "undenufe": return qsTr("no trumps, the six is highest")
        case "slalom": return qsTr("no trumps, the order turns every trick")
        case "gustav": return qsTr("no trumps, the order turns halfway")
        case "joker-1": case "joker-2": return qsTr("you choose how it is played")
        }
        return ""
    }

    // The second step after a Joker, Slalom or Gustav: "joker:obenabe",
    // "start:undenufe".
    function choiceName(action) {
        void App.language.code
        if (action.startsWith("joker:"))
            return contractName(action.substring(6))
        switch (action) {
        case "start:obenabe": return qsTr("Start with Obenabe")
        case "start:undenufe": return qsTr("Start with Undenufe")
        }
        return action
    }
    function choiceDetail(action, contract) {
        void App.language.code
        if (action.startsWith("joker:"))
            return contractHow(action.substring(6))
        const down = action === "start:undenufe"
        if (contract === "gustav")
            return down ? qsTr("sixes win the first half, aces the second") : qsTr("aces win the first half, sixes the second")
        return down ? qsTr("sixes win odd tricks, aces even ones") : qsTr("aces win odd tricks, sixes even ones")
    }
    function choiceQuestion(phase, contract) {
        void App.language.code
        if (phase === "joker-type")
            return qsTr("%1: how do you play it? Any trump suit or way of play, even one you have used.").arg(contractName(contract))
        return contract === "gustav" ? qsTr("Gustav: which order for the first half of the tricks?")
                                     : qsTr("Slalom: which order for the first trick? It turns every trick.")
    }

    // How the cards of the current trick rank, for the deal at a glance.
    function orderText(contract) {
        void App.language.code
        if (!contract || contract.playType === undefined)
            return ""
        switch (contract.playType) {
        case "trump": return qsTr("Trumps: %1").arg(contractName(contract.trump))
        case "obenabe": return qsTr("Obenabe: aces high")
        case "undenufe": return qsTr("Undenufe: sixes high")
        case "slalom": return contract.down ? qsTr("Slalom, this trick: sixes high") : qsTr("Slalom, this trick: aces high")
        case "gustav": return contract.down ? qsTr("Gustav, half %1: sixes high").arg(contract.half)
                                            : qsTr("Gustav, half %1: aces high").arg(contract.half)
        }
        return ""
    }

    function reason(why, french) {
        void App.language.code
        const cards = cardList(why.cards, french)
        switch (why.id) {
        case "not-your-turn": return qsTr("Wait: it is not your turn.")
        case "card-not-in-hand": return qsTr("You do not hold that card.")
        case "must-follow-suit": return qsTr("You must follow suit: you hold %1.").arg(cards)
        case "must-follow-trump": return qsTr("Trumps were led: you must follow with %1.").arg(cards)
        case "must-follow-or-trump": return qsTr("Follow suit with %1, or play a trump.").arg(cards)
        case "no-undertrump": return qsTr("No undertrumping: %1 is the highest trump in this trick, and you may only play a lower trump if you have nothing else.").arg(cards)
        case "contract-played": return qsTr("This contract is already on the board.")
        case "contract-not-offered": return qsTr("This contract is not played with four.")
        case "last-must-name": return qsTr("You may not pass: the contract is yours to name now.")
        case "all-passed-must-name": return qsTr("Everyone has passed: now you must name a contract.")
        case "joker-type-not-offered": return qsTr("With four, a Joker is played as a suit, Obenabe or Undenufe.")
        case "choose-joker-type": return qsTr("First choose how your Joker is played.")
        case "choose-direction": return qsTr("First choose which order to start with.")
        case "name-a-contract": return qsTr("First name a contract.")
        case "play-a-card": return qsTr("Now play a card.")
        case "deal-over": return qsTr("This deal is over.")
        }
        return qsTr("That is not possible now.")
    }
    // The section of the rules page that explains a refusal.
    function reasonSection(id) {
        switch (id) {
        case "must-follow-suit": case "must-follow-trump": case "must-follow-or-trump": case "no-undertrump":
            return "follow"
        case "contract-played": case "contract-not-offered": case "joker-type-not-offered":
            return "contracts"
        case "last-must-name": case "all-passed-must-name":
            return "bidding"
        }
        return ""
    }
    function rulesLink(section) {
        void App.language.code
        switch (section) {
        case "follow": return qsTr("Rules: following and undertrumping →")
        case "contracts": return qsTr("Rules: contracts →")
        case "bidding": return qsTr("Rules: choosing the contract →")
        case "board": return qsTr("Rules: the board →")
        }
        return ""
    }

    function hintAction(action, french) {
        void App.language.code
        if (action === "pass")
            return qsTr("Pass")
        if (action.startsWith("joker:") || action.startsWith("start:"))
            return choiceName(action)
        if (action.length === 2)
            return qsTr("Play %1").arg(cardName(action, french))
        return qsTr("Name %1").arg(contractName(action))
    }
    // hand: the human's card codes, for what the hint's reason rests on.
    function hintReason(id, action, hand) {
        void App.language.code
        switch (id) {
        case "contract-trumps": {
            const letter = { acorns: "A", bells: "B", shields: "S", roses: "R" }[action] || ""
            const trumps = (hand || []).filter(c => c.charAt(0) === letter)
            const under = trumps.indexOf(letter + "U") >= 0, nell = trumps.indexOf(letter + "9") >= 0
            const held = under && nell ? qsTr("with the Under and the Nell")
                       : under ? qsTr("with the Under") : nell ? qsTr("with the Nell") : qsTr("without the Under or the Nell")
            return qsTr("%1 trumps %2.").arg(trumps.length).arg(held)
        }
        case "contract-high-cards": return qsTr("Many aces and kings: they win from the top.")
        case "contract-low-cards": return qsTr("Many sixes and sevens: they win from below.")
        case "contract-both-ways": return qsTr("Strong at both ends: high and low cards both win tricks.")
        case "contract-joker": return qsTr("No contract fits better now: keep the specific ones for better hands.")
        case "contract-must-name": return qsTr("You may not pass: this is the best of what is left.")
        case "pass-for-now": return qsTr("Nothing fits this hand well: let the next player choose.")
        case "joker-best-type": return qsTr("The best way to play this hand.")
        case "start-stronger-way": return qsTr("Start with the order your hand is stronger in.")
        case "draw-trumps": return qsTr("Draw the opponents' trumps.")
        case "cash-master": return qsTr("This card cannot be beaten: take the trick.")
        case "win-trick": return qsTr("This wins the trick.")
        case "take-lead": return qsTr("This card takes the lead, but a later card may still beat it.")
        case "smear-points": return qsTr("Your side takes this trick: add points to it.")
        case "play-low": return qsTr("The trick is lost: throw your least valuable card.")
        case "lead-long-suit": return qsTr("Lead your longest suit.")
        }
        return ""
    }

    function trickWhy(why, card, french) {
        void App.language.code
        const name = cardName(card, french)
        switch (why) {
        case "highest-trump": return qsTr("%1 is the highest trump.").arg(name)
        case "trumped": return qsTr("%1 trumped it.").arg(name)
        case "highest-of-suit": return qsTr("%1 is the highest of the suit led.").arg(name)
        case "lowest-of-suit": return qsTr("%1 is the lowest of the suit led, and low cards win.").arg(name)
        }
        return ""
    }
    function points(n) {
        void App.language.code
        return n === 1 || n === -1 ? qsTr("1 point") : qsTr("%1 points").arg(n)
    }
    function marks(n) {
        void App.language.code
        return n === 1 || n === -1 ? qsTr("1 mark") : qsTr("%1 marks").arg(n)
    }

    // A tie broken by drawing cards: who drew what, and the order it gave.
    function tieText(tie, names, french) {
        void App.language.code
        const draws = tie.draws.map((round, r) => join(round.map((card, k) => qsTr("%1 drew %2").arg(names[tie.columns[k]]).arg(cardName(card, french)))))
        const order = join(tie.order.map(col => names[col]))
        return tie.forHighest ? qsTr("%1, tie for the highest score: %2. Best first: %3.").arg(contractName(tie.contract)).arg(draws.join(" / ")).arg(order)
                              : qsTr("%1, tie for the lowest score: %2. Best first: %3.").arg(contractName(tie.contract)).arg(draws.join(" / ")).arg(order)
    }

    function optionText(id) {
        void App.language.code
        switch (id) {
        case "players": return qsTr("Players")
        case "buur-exception": return qsTr("The Buur need never be played to a trump lead")
        }
        return id
    }
    function choiceText(optionId, choice) {
        void App.language.code
        if (optionId === "players") {
            switch (choice) {
            case "three": return qsTr("Three players (30 deals)")
            case "four-partners": return qsTr("Four, two teams (16 deals)")
            case "four-individual": return qsTr("Four, each alone (32 deals)")
            }
        }
        return choice
    }
}
