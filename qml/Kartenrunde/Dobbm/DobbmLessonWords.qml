import QtQuick
import Kartenrunde.Core

// The words of Dobbm's course of lessons (issue #33, docs/lessons.md): the
// lesson files under assets/lessons/dobbm/ name their titles, intros,
// instructions and explanations by id; only the wording is decided here.
// Card names follow the table's own (DobbmWords.cardName: "Bell 10",
// "Heart Sau"); the terms are those of the rules page and the glossary.
// text() reads App.language.code first, so that Qt 6.4 words its bindings
// again when the language changes.
QtObject {
    function text(id) {
        void App.language.code
        switch (id) {
        // 01-card-order: the 10 ranks just below the Sau (DB-1).
        case "card-order-title": return qsTr("The order of the cards")
        case "card-order-intro": return qsTr("In every suit the Sau is the highest card, and the 10 comes right after it, above the King, Ober and Unter. Here the player at your left plays a Solo and has led the Leaf King.")
        case "card-order-task1": return qsTr("Leaves were led, so you must follow suit. Take the trick with the leaf that beats the King.")
        case "card-order-right1": return qsTr("Right: the 10 ranks just below the Sau, so your Leaf 10 beats the King and wins 14 card points for your side.")
        case "card-order-wrong1": return qsTr("That card ranks below the King and loses. In Dobbm the 10 is the second-highest card of its suit: play your 10.")

        // 02-hearts-trump: hearts are always trumps; the highest heart wins (DB-1, DB-5).
        case "hearts-trump-title": return qsTr("Hearts are always trumps")
        case "hearts-trump-intro": return qsTr("Hearts are trumps in every deal. If you cannot follow suit, you must play a heart if you hold one, and any heart beats any card of another suit.")
        case "hearts-trump-task1": return qsTr("Leaves were led, and the declarer at your right had none and trumped with the Heart 7. You have no leaves either: win the trick.")
        case "hearts-trump-right1": return qsTr("Right: when two hearts meet, the higher one wins. The trick and the Leaf Sau's 11 card points go to the defenders.")
        case "hearts-trump-wrong1": return qsTr("The Heart 6 is the lowest heart and loses to the Heart 7. Play a heart higher than the 7.")

        // 03-bid-dobbm: bidding Dobbm (DB-2).
        case "bid-dobbm-title": return qsTr("Bidding Dobbm")
        case "bid-dobbm-intro": return qsTr("Before the play, each player speaks once: pass, or play alone against the other three. With Dobbm you first take the Dobb, the four cards face down in the middle, into your hand.")
        case "bid-dobbm-task1": return qsTr("The other three have passed. Your hand is good, but not strong enough on its own: bid Dobbm.")
        case "bid-dobbm-right1": return qsTr("Right: you are the declarer. The four cards of the Dobb will make your hand stronger before the play.")
        case "bid-dobbm-wrong1": return qsTr("If you pass, nobody plays this deal; a Solo would have to win with these eight cards alone, at double the stake. Bid Dobbm and let the Dobb help you.")

        // 04-discard: the Dobb and the discard; a Sau needs a heart (DB-3).
        case "discard-title": return qsTr("The Dobb and the discard")
        case "discard-intro": return qsTr("You bid Dobbm and took the Dobb: you hold twelve cards. Now you lay four of them away face down. Their card points count for you at the end.")
        case "discard-task1": return qsTr("Your Bell 10 has no Bell Sau to protect it. Lay it away, so that its 10 card points are safely yours.")
        case "discard-right1": return qsTr("Right: in the discard the 10 cannot be caught. Laying bells away also leaves you short in that suit, so you can trump it later.")
        case "discard-wrong1": return qsTr("That card is not in danger the way the Bell 10 is: a defender may hold the Bell Sau and catch it. Lay the Bell 10 away.")
        case "discard-task2": return qsTr("You have also laid away the Bell 9 and the Leaf Sau. Every Sau you lay away needs another heart with it: lay away a small heart, the 6 or the 7.")
        case "discard-right2": return qsTr("Right: a heart without points pays for the Sau, and your strong hearts stay in your hand. Your discard holds 21 card points.")
        case "discard-wrong2": return qsTr("That heart is too good to lay away: it wins tricks and carries points. A heart worth nothing, the 6 or the 7, does the job.")

        // 05-solo: Solo beats an earlier Dobbm and ends the bidding (DB-2, DB-3).
        case "solo-title": return qsTr("Bidding Solo")
        case "solo-intro": return qsTr("In a Solo you play alone with the eight cards you were dealt. Nobody looks at the Dobb, but its card points count for you, and the deal counts double.")
        case "solo-task1": return qsTr("The player at your left has bid Dobbm, so only Solo or pass is left. With six hearts and three Sau, take the game over: bid Solo.")
        case "solo-right1": return qsTr("Right: a Solo ends the bidding at once. You are the declarer, and the Dobbm bidder now defends with the others.")
        case "solo-wrong1": return qsTr("With a hand this strong, a pass gives the game away. A Solo overrides the Dobbm and counts double.")

        // 06-retour: doubling and the declarer's redouble (DB-4, DB-6).
        case "retour-title": return qsTr("Doubling and Retour")
        case "retour-intro": return qsTr("When the declarer's game is set (in a Dobbm after the discard, in a Solo after the bidding), the defenders may double the stake. The declarer may answer with a redouble, Retour, and every double or redouble multiplies the payment by 2.")
        case "retour-task1": return qsTr("You play a Solo with seven hearts, and the player at your left has doubled. Answer with Retour.")
        case "retour-right1": return qsTr("Right: the double and your Retour make the stake four times as high, and the Solo doubles it once more: ×8 in all.")
        case "retour-wrong1": return qsTr("Without a redouble the stake stays doubled. Your hand will almost surely win, so redouble.")

        // 07-sixty-one: 61 card points win; the settlement (DB-6).
        case "sixty-one-title": return qsTr("61 card points to win")
        case "sixty-one-intro": return qsTr("The deck holds 120 card points. The declarer needs 61 or more, the discard included; at exactly 60 nobody pays. The difference from 60, rounded up to fives, is paid to or by each other player.")
        case "sixty-one-task1": return qsTr("You have 56 card points so far, your discard included, and two cards left. The Acorn Sau has not been played yet. Play the card that takes you past 60.")
        case "sixty-one-right1": return qsTr("Right: this trick brings you 17 card points, 73 in all. That is 13 over 60, rounded up to 15: each defender pays you 15.")
        case "sixty-one-wrong1": return qsTr("Kept back, your 10 falls to the Acorn Sau in the last trick. You would stay at 56, under 60, and pay each defender 5.")

        // 08-stockerl: five players, all pass (DB-2).
        case "stockerl-title": return qsTr("All pass: the Stockerl")
        case "stockerl-intro": return qsTr("With five at the table the dealer sits out. If all four players pass, the deal is not played: the player at the dealer's left deals next, and everyone else pays them 10, the Stockerl.")
        case "stockerl-task1": return qsTr("The three players before you have passed. If you pass too, you pay the Stockerl. Your hand is good enough with the Dobb: bid Dobbm.")
        case "stockerl-right1": return qsTr("Right: the deal is played, and nobody pays the Stockerl. Now take the Dobb and go for 61.")
        case "stockerl-wrong1": return qsTr("A pass means all four passed, and you pay 10 to the next dealer; a Solo is too risky with this hand. Bid Dobbm.")

        // 09-mussrunde: the compulsory round that closes a session (DB-7).
        case "mussrunde-title": return qsTr("The Mussrunde")
        case "mussrunde-intro": return qsTr("A session may close with the Mussrunde. In each of its deals the player at the dealer's left must play alone, with Dobbm or Solo, and nobody else bids. Once everyone has declared once, the session is over.")
        case "mussrunde-task1": return qsTr("Imagine this is a deal of the Mussrunde, and you sit at the dealer's left. You must declare: choose the game that suits a modest hand.")
        case "mussrunde-right1": return qsTr("Right: with Dobbm the Dobb can improve a modest hand, and the stake is not doubled as in a Solo.")
        case "mussrunde-wrong1": return qsTr("In the Mussrunde you may not pass, and a Solo with three hearts risks losing double. Choose Dobbm.")

        // 10-free-play: a whole deal.
        case "free-play-title": return qsTr("A whole deal")
        case "free-play-intro": return qsTr("Now play a whole deal: the bidding, the Dobb, the doubling, the tricks and the count to 61. Hints are there if you need them.")
        case "free-play-task1": return qsTr("Everyone has passed to you. Your hand is good enough with the Dobb: bid Dobbm, then play the deal to its end.")
        case "free-play-right1": return qsTr("Right: you are the declarer. Lay four cards away and play on: you need 61 card points.")
        case "free-play-wrong1": return qsTr("This hand is worth playing with the Dobb, and a Solo without it would be too risky. Bid Dobbm.")
        }
        return ""
    }
}
