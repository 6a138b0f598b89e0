pragma Singleton
import QtQuick
import Kartenrunde.Core

// Doppelkopf's words: names, cards, bids, game types, announcements and
// their deadlines, reasons, hints, tricks, scoring items and rule options.
// The engine and the table adapter give ids and numbers; only the wording
// is decided here. Every function reads App.language.code first, so that
// Qt 6.4 words its bindings again when the language changes.
QtObject {
    readonly property string you: qsTr("You")

    // Match players: 0 is the human, 1..4 the computer players.
    function playerName(player) {
        void App.language.code
        switch (player) {
        case 0: return qsTr("You")
        case 1: return qsTr("Anna")
        case 2: return qsTr("Bernd")
        case 3: return qsTr("Clara")
        case 4: return qsTr("Dieter")
        }
        return ""
    }

    // "CQ" → "♣Q" (German: "♣D"), "HT" → "♥10", "JK" → "Joker" (DK-17).
    function cardName(code) {
        void App.language.code
        if (!code || code.length < 2)
            return ""
        if (code === "JK")
            return qsTr("Joker")
        const suits = { C: "♣", S: "♠", H: "♥", D: "♦" }
        const rank = code.charAt(1)
        const de = App.language.code === "de"
        const ranks = { A: "A", T: "10", K: "K", Q: de ? "D" : "Q", J: de ? "B" : "J", "9": "9" }
        return (suits[code.charAt(0)] || "") + (ranks[rank] || rank)
    }
    function cardList(codes) {
        void App.language.code
        const names = (codes || []).map(cardName)
        return names.join(App.language.code === "ja" ? "、" : ", ")
    }

    // A list of names or words, as the language separates them.
    function join(items) {
        return items.join(App.language.code === "ja" ? "、" : ", ")
    }

    function partyName(party) {
        void App.language.code
        return party === 0 ? qsTr("Re") : party === 1 ? qsTr("Kontra") : ""
    }

    // "Anna (Re)" once the party is known, else the name alone.
    function seatWithParty(name, party) {
        void App.language.code
        return party === 0 || party === 1 ? qsTr("%1 (%2)").arg(name).arg(partyName(party)) : name
    }

    function gameName(id) {
        void App.language.code
        switch (id) {
        case "normal": return qsTr("Normal game")
        case "marriage": return qsTr("Marriage")
        case "poverty": return qsTr("Poverty")
        case "diamond-solo": return qsTr("Diamond solo")
        case "club-solo": return qsTr("Club solo")
        case "spade-solo": return qsTr("Spade solo")
        case "heart-solo": return qsTr("Heart solo")
        case "queen-solo": return qsTr("Queen solo")
        case "jack-solo": return qsTr("Jack solo")
        case "queen-jack-solo": return qsTr("Queen-jack solo")
        case "king-solo": return qsTr("King solo")
        case "fleshless-solo": return qsTr("Fleshless (no trumps)")
        case "misere-solo": return qsTr("Misère")
        case "misere-ouvert-solo": return qsTr("Misère ouvert")
        }
        return id
    }

    // What a seat said in the bidding (action texts).
    function bidName(id) {
        void App.language.code
        if (id.startsWith("solo:"))
            return gameName(soloGame(id))
        if (id.startsWith("duel:"))
            return qsTr("%1 for the solo").arg(announcementName(id.substring(5)))
        switch (id) {
        case "healthy": return qsTr("Healthy")
        case "reservation": return qsTr("Reservation")
        case "throw-in": return qsTr("Throw in")
        case "poverty": return qsTr("Poverty")
        case "marriage": return qsTr("Marriage")
        case "pass": return qsTr("Pass")
        case "accept": return qsTr("Takes the poverty")
        case "decline": return qsTr("Declines the poverty")
        }
        return id
    }
    // "solo:queen" → "queen-solo"; "solo:fleshless" → "fleshless-solo".
    function soloGame(action) {
        const kind = action.substring(5)
        const suits = { diamonds: "diamond", clubs: "club", spades: "spade", hearts: "heart" }
        return (suits[kind] || kind) + "-solo"
    }
    // What a bid button leads to; a marriage's detail names the tricks that
    // may find the partner (DK-18's marriage-finds choice).
    function bidDetail(id, marriageFinds) {
        void App.language.code
        if (id === "marriage" && marriageFinds === "trump-trick")
            return qsTr("the first trump trick won by another finds your partner")
        if (id === "marriage" && marriageFinds === "plain-trick")
            return qsTr("the first plain-suit trick won by another finds your partner")
        if (id === "solo:misere")
            return qsTr("alone, and you must take no trick")
        if (id === "solo:misere-ouvert")
            return qsTr("no trick, and your hand is shown after trick 1")
        if (id.startsWith("solo:"))
            return qsTr("you play alone against three")
        if (id.startsWith("duel:"))
            return qsTr("keep or take the solo with this announced")
        switch (id) {
        case "healthy": return qsTr("no special game")
        case "reservation": return qsTr("a solo, marriage or poverty")
        case "throw-in": return qsTr("the deal is void and dealt anew")
        case "poverty": return qsTr("pass your trumps to a partner")
        case "marriage": return qsTr("the first trick won by another finds your partner")
        case "pass": return qsTr("leave it to the others")
        case "accept": return qsTr("take 3 cards, return 3")
        case "decline": return qsTr("the next player is asked")
        }
        return ""
    }

    function announcementName(id) {
        void App.language.code
        switch (id) {
        case "re": return qsTr("Re")
        case "kontra": return qsTr("Kontra")
        case "no-90": return qsTr("No 90")
        case "no-60": return qsTr("No 60")
        case "no-30": return qsTr("No 30")
        case "schwarz": return qsTr("Schwarz")
        case "schweinchen": return qsTr("Schweinchen")
        case "hyperschweinchen": return qsTr("Hyperschweinchen")
        case "double": return qsTr("Double")
        case "genscher": return qsTr("Genscher")
        }
        return id
    }

    // An announcement level (DK-6: 1 Re/Kontra ... 5 schwarz) as the id of its name.
    function levelId(level) {
        return ["", "re", "no-90", "no-60", "no-30", "schwarz"][level] || ""
    }

    // "2nd" in English, "2" for the languages that put it in the sentence.
    function ordinal(n) {
        if (App.language.code !== "en")
            return String(n)
        const tens = n % 100
        if (tens >= 11 && tens <= 13)
            return n + "th"
        return n + (n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th")
    }
    function deadline(untilCard) {
        void App.language.code
        return qsTr("until you play your %1 card").arg(ordinal(untilCard))
    }

    // Why the human may not take an action now (GameTable.whyIllegal).
    function reason(why) {
        void App.language.code
        const cards = cardList(why.cards)
        switch (why.id) {
        case "not-your-turn": return qsTr("Wait: it is not your turn.")
        case "card-not-in-hand": return qsTr("You do not hold that card.")
        case "must-follow-trump": return cards.length > 0 ? qsTr("You must follow trump: you hold %1.").arg(cards)
                                                          : qsTr("You must follow trump.")
        case "must-follow-suit": return cards.length > 0 ? qsTr("You must follow suit: you hold %1.").arg(cards)
                                                         : qsTr("You must follow suit.")
        case "party-unknown": return qsTr("You do not know your party yet.")
        case "wrong-party": return qsTr("That is the other party's announcement.")
        case "already-announced": return qsTr("That has been announced already.")
        case "needs-previous-announcement": return qsTr("Announce the step before first.")
        case "announcement-deadline-passed": return qsTr("Too late: the deadline for this announcement has passed.")
        case "waiting-for-marriage-partner": return qsTr("Wait: nobody announces until the marriage partner is found.")
        case "opponents-said-no-90-first": return qsTr("Only the party that said no 90 first may announce no 60 and below.")
        case "party-known": return qsTr("Your party is known: announce Re or Kontra.")
        case "option-off": return qsTr("The house rules do not allow that.")
        case "too-many-trumps": return qsTr("Poverty needs 3 trumps or fewer.")
        case "needs-both-club-queens": return qsTr("A marriage needs both ♣Q.")
        case "needs-both-club-kings": return qsTr("A marriage needs both ♣K (the kings decide the parties).")
        case "solo-type-not-higher": return qsTr("Only a higher type of solo can take over the one named.")
        case "solo-cannot-be-outbid": return qsTr("The solo stands at schwarz: nobody can bid higher.")
        case "duel-next-level-or-pass": return qsTr("In the duel you can only say the next level or give the solo up.")
        case "hand-not-weak": return qsTr("Only a hand with five or more nines, five or more kings or no trump above the ♦A may be thrown in.")
        case "must-declare": return qsTr("You made a reservation: now name your game.")
        case "must-give-trumps": return cards.length > 0 ? qsTr("Pass your trumps first: %1.").arg(cards)
                                                         : qsTr("Pass your trumps first.")
        case "no-pair-to-declare": return qsTr("You need both of these cards to declare that.")
        case "needs-schweinchen-first": return qsTr("Schweinchen must be declared first.")
        case "needs-hyperschweinchen-first": return qsTr("Hyperschweinchen must be declared first.")
        case "no-pigs-in-this-game": return qsTr("There are no pigs in this game.")
        case "pig-card-not-playable": return qsTr("You cannot play that card to this trick.")
        case "deal-over": return qsTr("This deal is over.")
        case "only-re-kontra-in-misere": return qsTr("In a misère only Re and Kontra may be announced.")
        }
        return qsTr("That is not possible now.")
    }
    // The section of the rules that explains a reason (ids of the rules page).
    function reasonSection(id) {
        switch (id) {
        case "must-follow-trump": return "trumps"
        case "must-follow-suit": return "following-suit"
        case "party-unknown":
        case "wrong-party":
        case "already-announced":
        case "needs-previous-announcement":
        case "announcement-deadline-passed":
        case "only-re-kontra-in-misere":
        case "waiting-for-marriage-partner":
        case "opponents-said-no-90-first":
        case "party-known": return "announcements"
        case "too-many-trumps":
        case "must-give-trumps": return "poverty"
        case "needs-both-club-queens":
        case "needs-both-club-kings": return "marriage"
        case "solo-type-not-higher":
        case "solo-cannot-be-outbid":
        case "duel-next-level-or-pass": return "solo-precedence"
        case "hand-not-weak":
        case "must-declare": return "bidding"
        case "option-off":
        case "no-pair-to-declare":
        case "needs-schweinchen-first":
        case "needs-hyperschweinchen-first":
        case "no-pigs-in-this-game":
        case "pig-card-not-playable": return "options"
        }
        return ""
    }
    function rulesLink(section) {
        void App.language.code
        switch (section) {
        case "trumps": return qsTr("Rules: trumps →")
        case "following-suit": return qsTr("Rules: following suit →")
        case "bidding": return qsTr("Rules: bidding →")
        case "announcements": return qsTr("Rules: announcements →")
        case "poverty": return qsTr("Rules: poverty →")
        case "marriage": return qsTr("Rules: marriage →")
        case "solo-precedence": return qsTr("Rules: several solos →")
        case "options": return qsTr("Rules: house rules →")
        }
        return ""
    }

    // What the analyst would do, and why (reason ids of the Doppelkopf AI).
    function hintAction(action) {
        void App.language.code
        if (action.startsWith("give:"))
            return qsTr("Pass %1").arg(cardName(action.substring(5)))
        if (action.startsWith("return:"))
            return qsTr("Return %1").arg(cardName(action.substring(7)))
        if (action.startsWith("announce:"))
            return qsTr("Announce %1").arg(announcementName(action.substring(9)))
        if (action === "schweinchen" || action === "hyperschweinchen" || action === "genscher")
            return qsTr("Declare %1").arg(announcementName(action))
        if (action.length === 2)
            return qsTr("Play %1").arg(cardName(action))
        return bidName(action)
    }
    function hintReason(id) {
        void App.language.code
        switch (id) {
        case "normal-game": return qsTr("Your hand suits a normal game.")
        case "silent-solo": return qsTr("You hold both ♣Q: play them silently alone.")
        case "reserve-for-game": return qsTr("Your hand is worth a special game.")
        case "throw-in-weak-hand": return qsTr("Your hand is too weak to play: throw it in.")
        case "solo-strong-hand": return qsTr("Your hand is strong enough to play alone.")
        case "marriage": return qsTr("With both ♣Q, a marriage finds you a partner.")
        case "silent-solo-club-kings": return qsTr("You hold both ♣K: play them silently alone.")
        case "marriage-club-kings": return qsTr("With both ♣K, a marriage finds you a partner.")
        case "solo-outbid": return qsTr("Your solo can take over the one claimed.")
        case "let-solo-stand": return qsTr("Your hand cannot take the claimed solo over.")
        case "duel-solo-holds": return qsTr("Your solo should still make this level.")
        case "duel-give-up": return qsTr("Your solo would not make the next level.")
        case "poverty-few-trumps": return qsTr("Too few trumps: let a partner take them.")
        case "pass-lower-game": return qsTr("Another player's game comes first.")
        case "accept-poverty-trumps": return qsTr("You hold enough trumps to carry the poverty.")
        case "decline-poverty-weak": return qsTr("Your trumps are too weak for the poverty.")
        case "give-trump": return qsTr("Trumps must go to the partner.")
        case "give-card": return qsTr("Pass a card you cannot use.")
        case "return-trump": return qsTr("Return a trump you can spare.")
        case "return-plain-card": return qsTr("Return a card you cannot use.")
        case "draw-trumps": return qsTr("Draw the opponents' trumps.")
        case "lead-trump": return qsTr("Lead trump to help your partner.")
        case "cash-ace": return qsTr("Cash the ace while the suit still runs.")
        case "lead-low": return qsTr("Lead low and keep your strength.")
        case "secure-trick": return qsTr("Make sure your party keeps this trick.")
        case "win-trick": return qsTr("This card wins the trick.")
        case "take-lead": return qsTr("This card takes the lead, but a later card may still beat it.")
        case "smear-points": return qsTr("Your partner wins this trick: add points.")
        case "follow-suit-low": return qsTr("Follow suit cheaply.")
        case "save-trump": return qsTr("Keep your trumps for later.")
        case "discard-low": return qsTr("Throw away the cheapest card.")
        case "announce-strong-hand": return qsTr("Your party is strong enough to announce.")
        case "double-strong-hand": return qsTr("Your hand is strong enough to announce whichever party you join.")
        case "schweinchen": return qsTr("Declared pigs are the highest trumps.")
        case "misere-low-hand": return qsTr("Your cards are low enough to take no trick.")
        case "misere-lead-low": return qsTr("Lead a card the others are sure to beat.")
        case "misere-duck": return qsTr("The highest card that still loses the trick.")
        case "misere-discard-high": return qsTr("You cannot follow: get rid of a dangerous high card.")
        case "misere-no-escape": return qsTr("Every card wins so far: play the one a later player may still beat.")
        case "misere-lead-into-soloist": return qsTr("Lead low where the soloist must go over it.")
        case "misere-keep-low": return qsTr("Keep the trick low so that the soloist has to take it.")
        case "misere-shed-high": return qsTr("Get rid of a high card; keep the low ones for the soloist.")
        }
        return qsTr("It gave the best results in the analyst's trial games.")
    }

    // Why a trick's winner won it.
    function trickWhy(why, card) {
        void App.language.code
        const name = cardName(card)
        switch (why) {
        case "highest-trump": return qsTr("%1 is the highest trump in the trick.").arg(name)
        case "trumped": return qsTr("%1 trumped: the only trump in the trick.").arg(name)
        case "highest-of-suit": return qsTr("%1 is the highest card of the suit led; nobody trumped.").arg(name)
        case "first-of-equal": return qsTr("Two %1: the first one played wins.").arg(name)
        case "second-dulle": return qsTr("Two %1: the second one wins (house rule).").arg(name)
        }
        return ""
    }

    // The scoring items of a deal (ids of the engine's result).
    function scoreItem(id) {
        void App.language.code
        switch (id) {
        case "won": return qsTr("won")
        case "against-the-old": return qsTr("against the old ones (gegen die Alten)")
        case "below-90": return qsTr("no 90 (the losers took under 90)")
        case "below-60": return qsTr("no 60 (the losers took under 60)")
        case "below-30": return qsTr("no 30 (the losers took under 30)")
        case "schwarz": return qsTr("schwarz (the losers took no trick)")
        case "re-said": return qsTr("Re announced")
        case "kontra-said": return qsTr("Kontra announced")
        case "no-90-said": return qsTr("no 90 announced")
        case "no-60-said": return qsTr("no 60 announced")
        case "no-30-said": return qsTr("no 30 announced")
        case "schwarz-said": return qsTr("schwarz announced")
        case "reached-120-against-no-90": return qsTr("120 reached against no 90")
        case "reached-90-against-no-60": return qsTr("90 reached against no 60")
        case "reached-60-against-no-30": return qsTr("60 reached against no 30")
        case "reached-30-against-schwarz": return qsTr("30 reached against schwarz")
        case "failed-no-90": return qsTr("no 90 (the losers announced it and failed)")
        case "failed-no-60": return qsTr("no 60 (the losers announced it and failed)")
        case "failed-no-30": return qsTr("no 30 (the losers announced it and failed)")
        case "failed-schwarz": return qsTr("schwarz (the losers announced it and failed)")
        case "solo-doubled": return qsTr("solo doubled (house rule)")
        case "fox": return qsTr("fox (a ♦A caught from the opponents)")
        case "karlchen": return qsTr("Karlchen (the last trick won with ♣J)")
        case "karlchen-captured": return qsTr("Karlchen caught (an opponent's ♣J taken in the last trick)")
        case "doppelkopf": return qsTr("Doppelkopf (a trick of 40 points or more)")
        case "doppelkopf-pair": return qsTr("Doppelkopf (a trick with two identical cards)")
        case "dulle-captured": return qsTr("Dulle caught (an opponent's ♥10 taken)")
        case "fox-first-trick": return qsTr("fox caught in the first trick")
        case "fox-last-trick": return qsTr("fox caught in the last trick")
        case "fox-won-last-trick": return qsTr("the last trick won with a fox")
        case "karlchen-caught": return qsTr("Karlchen caught (an opponent's ♣J taken before the last trick)")
        case "heart-trick": return qsTr("heart trick (four plain hearts)")
        case "extras-doubled": return qsTr("extra points doubled by Re and Kontra")
        case "misere-ouvert": return qsTr("misère ouvert (the hand was shown)")
        }
        return id
    }
    function itemLine(item) {
        void App.language.code
        const pts = item.points === 1 || item.points === -1 ? qsTr("1 point") : qsTr("%1 points").arg(item.points)
        return qsTr("%1: %2 for %3").arg(scoreItem(item.id)).arg(pts).arg(partyName(item.party))
    }

    // Why a hand was thrown in (DK-14), by the result's "thrown-in" figure.
    function throwInReason(reason) {
        void App.language.code
        switch (reason) {
        case 1: return qsTr("five or more nines")
        case 2: return qsTr("five or more kings")
        case 3: return qsTr("no trump above the ♦A")
        }
        return ""
    }
    function thrownIn(name, reason, mine) {
        void App.language.code
        return mine ? qsTr("You threw in (%1): the deal is void").arg(throwInReason(reason))
                    : qsTr("%1 threw in (%2): the deal is void").arg(name).arg(throwInReason(reason))
    }

    // DK-15: how a misère ended (the result's "misere-lost-in-trick" figure).
    function misereEnd(name, trick, mine) {
        void App.language.code
        if (trick > 0)
            return mine ? qsTr("You took trick %1: the misère is lost and the deal ends.").arg(trick)
                        : qsTr("%1 took trick %2: the misère is lost and the deal ends.").arg(name).arg(trick)
        return mine ? qsTr("You took no trick: the misère is won.")
                    : qsTr("%1 took no trick: the misère is won.").arg(name)
    }
    // DK-15: the open hand of a misère ouvert, on the status panel.
    function openHandLine(name, mine) {
        void App.language.code
        return mine ? qsTr("Misère ouvert: your hand lies open.")
                    : qsTr("Misère ouvert: the hand of %1 lies open.").arg(name)
    }

    function outcome(id) {
        void App.language.code
        switch (id) {
        case "re-won": return qsTr("Re wins")
        case "kontra-won": return qsTr("Kontra wins")
        case "draw": return qsTr("Nobody wins")
        case "void": return qsTr("Nobody took the poverty: the deal is void")
        }
        return id
    }

    // Card points of a trick (German: Augen), not score points.
    function points(n) {
        void App.language.code
        return n === 1 || n === -1 ? qsTr("1 point", "card points") : qsTr("%1 points", "card points").arg(n)
    }

    // The rule options of the start dialog (engine option ids).
    function optionText(id) {
        void App.language.code
        switch (id) {
        case "players": return qsTr("Players (5: the dealer sits out)")
        case "deals": return qsTr("Deals in the round")
        case "second-dulle": return qsTr("The second ♥10 beats the first")
        case "schweinchen": return qsTr("Schweinchen: both ♦A are the highest trumps")
        case "hyperschweinchen": return qsTr("Hyperschweinchen: both ♦9 above the Schweinchen")
        case "pigs-before-play": return qsTr("Pigs are declared before the first card")
        case "genscher": return qsTr("Genscher: both ♦K above the Hyperschweinchen")
        case "without-nines": return qsTr("Without nines (40 cards)")
        case "compulsory-solo": return qsTr("Compulsory solo: everyone plays one solo")
        case "poverty": return qsTr("Poverty may be declared")
        case "suit-solos": return qsTr("Suit solos")
        case "fleshless-solo": return qsTr("Fleshless solo (no trumps)")
        case "queen-jack-solo": return qsTr("Queen-jack solo")
        case "king-solo": return qsTr("King solo")
        case "announcement-deadlines": return qsTr("Announcement deadlines")
        case "announce-on-own-turn": return qsTr("Announce only on your own turn")
        case "re-kontra-double": return qsTr("Re and Kontra double the game value")
        case "solo-doubled": return qsTr("A solo counts double")
        case "bock": return qsTr("Bock deals (count double)")
        case "marriage-finds": return qsTr("Which tricks find the marriage partner")
        case "marriage-announcements": return qsTr("Announcing in a marriage")
        case "scoring": return qsTr("Scoring of announcements")
        case "positive-only": return qsTr("Only the winners write")
        case "double-extras": return qsTr("Extra points double too")
        case "dulle-captured": return qsTr("Dulle caught")
        case "doppelkopf-trick": return qsTr("What counts as a Doppelkopf")
        case "fox-last-trick": return qsTr("Fox in the last trick")
        case "fox-first-trick": return qsTr("Fox caught in the first trick counts 2")
        case "karlchen-caught-anywhere": return qsTr("Karlchen caught in any trick")
        case "no-karlchen-penalty": return qsTr("No point for catching the Karlchen")
        case "heart-trick": return qsTr("Heart trick")
        case "bock-120": return qsTr("Bock after 120 to 120")
        case "bock-lost-solo": return qsTr("Bock after a lost solo")
        case "bock-re-kontra": return qsTr("Bock after Re and Kontra both said")
        case "bock-lost-announcement": return qsTr("Bock after a side loses after announcing")
        case "bock-heart-trick": return qsTr("Bock after a trick of four plain hearts")
        case "top-trump": return qsTr("Highest trump")
        case "throw-in": return qsTr("Throw in")
        case "solo-auto-re": return qsTr("A solo counts as Re said")
        case "zwingen": return qsTr("Zwingen")
        case "solo-precedence": return qsTr("Several solos")
        case "kings-decide": return qsTr("The club kings decide the parties")
        case "poverty-below-marriage": return qsTr("Marriage before poverty")
        case "misere": return qsTr("Misère")
        case "misere-ouvert": return qsTr("Misère ouvert")
        }
        return id
    }
    // The headings of the start dialog's house rules, in the order shown.
    readonly property var optionGroups: ["table", "cards", "games", "announcements", "scoring", "bock"]
    function optionGroup(id) {
        switch (id) {
        case "players": case "deals":
            return "table"
        case "top-trump": case "second-dulle": case "without-nines": case "schweinchen":
        case "hyperschweinchen": case "pigs-before-play": case "genscher":
            return "cards"
        case "announcement-deadlines": case "announce-on-own-turn": case "solo-auto-re":
        case "zwingen": case "marriage-announcements":
            return "announcements"
        case "re-kontra-double": case "solo-doubled": case "scoring": case "positive-only":
        case "double-extras": case "dulle-captured": case "doppelkopf-trick": case "fox-last-trick":
        case "fox-first-trick": case "karlchen-caught-anywhere": case "no-karlchen-penalty": case "heart-trick":
            return "scoring"
        case "bock": case "bock-120": case "bock-lost-solo": case "bock-re-kontra":
        case "bock-lost-announcement": case "bock-heart-trick":
            return "bock"
        }
        return "games"  // solos, poverty, marriage, throw-in
    }
    function optionGroupName(group) {
        void App.language.code
        switch (group) {
        case "table": return qsTr("Players and round")
        case "cards": return qsTr("Cards and trumps")
        case "games": return qsTr("Solos, marriage and poverty")
        case "announcements": return qsTr("Announcements")
        case "scoring": return qsTr("Scoring and extra points")
        case "bock": return qsTr("Bock deals")
        }
        return group
    }

    // The named sets of house rules in the start dialog (engine preset ids).
    function presetName(id) {
        void App.language.code
        switch (id) {
        case "rule-document": return qsTr("Rule document")
        case "ddv-tournament": return qsTr("DDV tournament")
        }
        return id
    }
    // One line on what an option does, under its name.
    function optionHint(id) {
        void App.language.code
        switch (id) {
        case "players": return qsTr("With five, the dealer sits out each deal.")
        case "deals": return qsTr("The round ends after this many deals.")
        case "second-dulle": return qsTr("When both ♥10 fall in one trick, the later one wins it.")
        case "schweinchen": return qsTr("Whoever holds both ♦A may make them the highest trumps.")
        case "hyperschweinchen": return qsTr("Both ♦9 (♦10 without nines) rank above the Schweinchen.")
        case "pigs-before-play": return qsTr("Schweinchen must be said before the first card is played.")
        case "genscher": return qsTr("After Hyperschweinchen, both ♦K may be declared as the first is played: they rank higher still.")
        case "without-nines": return qsTr("The nines leave the deck: ten cards each.")
        case "compulsory-solo": return qsTr("Each player must play one solo before the round ends.")
        case "poverty": return qsTr("A player with three trumps or fewer may pass them to a partner.")
        case "suit-solos": return qsTr("All four suit solos, only the diamond solo (the trump solo), or none.")
        case "fleshless-solo": return qsTr("A solo without trumps may be played.")
        case "queen-jack-solo": return qsTr("A solo with the queens and jacks as the only trumps.")
        case "king-solo": return qsTr("A solo with the kings as the only trumps.")
        case "announcement-deadlines": return qsTr("How late Re, Kontra and no 90 may still be said.")
        case "announce-on-own-turn": return qsTr("Announcements only when it is your turn to play.")
        case "re-kontra-double": return qsTr("Re and Kontra each double the game value instead of adding 2.")
        case "solo-doubled": return qsTr("A solo's game value is doubled.")
        case "bock": return qsTr("After certain deals, as many deals as there are players count double.")
        case "marriage-finds": return qsTr("Whether any of tricks 1 to 3, or only one led with a trump or a plain suit, finds the partner.")
        case "marriage-announcements": return qsTr("Later deadlines when the partner is found late; or Double while your party is unknown; or nobody announces before the partner is found.")
        case "scoring": return qsTr("Standard, or Leaver's: a failed no 90 and below scores for the winners as if it had come true.")
        case "positive-only": return qsTr("The side that gains writes its figure; the other side writes 0.")
        case "double-extras": return qsTr("Re and Kontra double the extra points as well as the game value.")
        case "dulle-captured": return qsTr("Taking an opponent's ♥10 scores 1 extra point.")
        case "doppelkopf-trick": return qsTr("Either a trick of 40 points or more, or a trick with two identical cards.")
        case "fox-last-trick": return qsTr("Winning the last trick with a ♦A scores 1; or 2, and a fox caught in it 2.")
        case "fox-first-trick": return qsTr("An opponent's ♦A caught in trick 1 scores 2 instead of 1.")
        case "karlchen-caught-anywhere": return qsTr("Taking an opponent's ♣J in any trick scores 1.")
        case "no-karlchen-penalty": return qsTr("An opponent's ♣J taken in the last trick scores nothing.")
        case "heart-trick": return qsTr("Without nines: winning a trick of ♥A ♥A ♥K ♥K scores 1.")
        case "bock-120": return qsTr("A deal of 120 to 120 starts Bock deals.")
        case "bock-lost-solo": return qsTr("A lost solo starts Bock deals.")
        case "bock-re-kontra": return qsTr("A deal with both Re and Kontra said starts Bock deals.")
        case "bock-lost-announcement": return qsTr("A side that announced and lost starts Bock deals.")
        case "bock-heart-trick": return qsTr("A trick of four hearts that are not trumps starts Bock deals.")
        case "top-trump": return qsTr("The ♥10, nothing, the two ♥K above the ♣Q, or a Joker above the ♥10 in place of one ♦9.")
        case "throw-in": return qsTr("Five or more nines, five or more kings or no trump above the ♦A: the hand may be thrown in and dealt anew.")
        case "solo-auto-re": return qsTr("A declared solo starts with Re already said.")
        case "zwingen": return qsTr("A first trick of 30 points or more makes its winners say Re or Kontra, or no 90.")
        case "solo-precedence": return qsTr("Who plays when several want a solo: the first, the last, the highest type, or a bidding-up duel.")
        case "kings-decide": return qsTr("The holders of the ♣K are Re; both ♣K make a silent solo or a marriage.")
        case "poverty-below-marriage": return qsTr("With both a marriage and a poverty reserved, the marriage is played.")
        case "misere": return qsTr("A solo with the normal trumps that the soloist wins by taking no trick.")
        case "misere-ouvert": return qsTr("A misère with the soloist's hand shown after trick 1; it counts one more.")
        }
        return ""
    }
    function choiceText(optionId, choice) {
        void App.language.code
        if (optionId === "announcement-deadlines")
            return choice === "standard" ? qsTr("Standard (Re before your 2nd card)")
                                         : qsTr("Alternative (Re before your 1st card)")
        if (optionId === "marriage-finds")
            return choice === "any-trick" ? qsTr("Any trick") : choice === "trump-trick" ? qsTr("Led with a trump")
                                                                                            : qsTr("Led with a plain suit")
        if (optionId === "marriage-announcements")
            return choice === "shifted" ? qsTr("Deadlines shifted") : choice === "double" ? qsTr("Double")
                                                                                          : qsTr("Wait for the partner")
        if (optionId === "scoring")
            return choice === "standard" ? qsTr("Standard") : qsTr("Leaver")
        if (optionId === "doppelkopf-trick")
            return choice === "full" ? qsTr("40 points or more") : qsTr("Two identical cards")
        if (optionId === "top-trump")
            return choice === "dulle" ? qsTr("Dulle (♥10)") : choice === "none" ? qsTr("None")
                 : choice === "joker" ? qsTr("Joker") : qsTr("Heart king")
        if (optionId === "suit-solos")
            return choice === "all" ? qsTr("All four") : choice === "trump-solo" ? qsTr("Only the trump solo")
                                                                                 : qsTr("None", "no suit solo")
        if (optionId === "solo-precedence")
            return choice === "first" ? qsTr("The first from the dealer's left") : choice === "last" ? qsTr("The last from the dealer's left")
                 : choice === "by-type" ? qsTr("The highest type") : qsTr("Bidding up (no 90, no 60 …)")
        if (optionId === "fox-last-trick")
            return choice === "off" ? qsTr("No") : choice === "one" ? qsTr("Won with a fox: 1")
                                                                      : qsTr("Won with or caught: 2")
        return choice
    }

    function phaseText(phase) {
        void App.language.code
        switch (phase) {
        case "reservation": return qsTr("Healthy or reservation?")
        case "declaration": return qsTr("Which game?")
        case "poverty-give": return qsTr("Poverty: passing cards")
        case "poverty-offer": return qsTr("Poverty: who takes it?")
        case "poverty-return": return qsTr("Poverty: returning cards")
        }
        return ""
    }
}
