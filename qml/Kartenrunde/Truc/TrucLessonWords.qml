import QtQuick
import Kartenrunde.Core

// The words of Truc's course of lessons (issue #33, docs/lessons.md): the
// lesson files in assets/lessons/truc/ name their texts by id (titles,
// intros, instructions, right and wrong explanations); only the wording is
// decided here. The rulings that decide each lesson are named beside it.
QtObject {
    // Qt 6.4 retranslates plain qsTr() bindings only: a function reads
    // App.language.code, so that it is worded again when the language changes.
    function text(id) {
        void App.language.code
        switch (id) {
        // 01 The order of the cards (ruling TR-1).
        case "card-order-title": return qsTr("The order of the cards")
        case "card-order-intro": return qsTr("In Truc the 7 is the strongest card and the 8 comes next, then the ace, king, queen, jack, 10 and 9. Suits do not matter at all.")
        case "card-order-task1": return qsTr("Marius leads an ace. Beat it.")
        case "card-order-right1": return qsTr("Right: the 8 beats the ace. Only a 7 is stronger than an 8.")
        case "card-order-wrong1": return qsTr("Only a 7 or an 8 beats an ace, and you hold the 8. Play it.")

        // 02 Two tricks of three win the hand; no need to follow suit (TR-1, TR-3).
        case "two-tricks-title": return qsTr("Two tricks win the hand")
        case "two-tricks-intro": return qsTr("A hand has at most three tricks. Whoever owns two tricks first wins the hand and scores the stake. You may answer with any card: there is no need to follow suit.")
        case "two-tricks-task1": return qsTr("Marius won the first trick. Stop him from winning this one too.")
        case "two-tricks-right1": return qsTr("Well done: your 8 of clubs beats the queen of spades. Suits do not count. One trick each, so the last trick decides.")
        case "two-tricks-wrong1": return qsTr("If Marius wins this trick too, he owns two and the hand is his. Your 8 beats his queen, whatever its suit.")

        // 03 The spoilt trick (TR-3).
        case "spoilt-title": return qsTr("The spoilt trick")
        case "spoilt-intro": return qsTr("When both cards have the same rank, the trick is spoilt and the same player leads again. A spoilt trick belongs to whoever wins a trick first in this hand.")
        case "spoilt-task1": return qsTr("Marius leads a 7, and nothing beats a 7. Spoil the trick.")
        case "spoilt-right1": return qsTr("Two 7s: the trick is spoilt, and Marius leads again. Whoever wins a trick first now gets the spoilt one too.")
        case "spoilt-wrong1": return qsTr("Any other card loses to the 7 and gives Marius a trick. Play your own 7 to spoil the trick.")
        case "spoilt-task2": return qsTr("Whoever wins this trick also owns the spoilt one. Win it.")
        case "spoilt-right2": return qsTr("You won a trick first, so the spoilt trick is yours too: two tricks, and the hand is yours.")
        case "spoilt-wrong2": return qsTr("Play your ace: it beats his king. If Marius won this trick, he would own the spoilt one as well, and the hand.")

        // 04 Offering a double, before the card (TR-4).
        case "offer-title": return qsTr("Offering a double")
        case "offer-intro": return qsTr("Every hand starts at a stake of 1 point. On your turn, before you play your card, you may offer to double the stake with the Double button.")
        case "offer-task1": return qsTr("You hold three 7s and cannot lose this hand. Offer a double before you lead.")
        case "offer-right1": return qsTr("You offered before your card, as the rules require. Marius must accept or refuse, and he accepts: the stake is 2.")
        case "offer-wrong1": return qsTr("An offer comes before your card, on your own turn. With three 7s, press Double first.")

        // 05 Accepting an offer (TR-4).
        case "accept-title": return qsTr("Accepting an offer")
        case "accept-intro": return qsTr("When Marius offers a double, you must answer. Accept, and the stake doubles and play goes on. Refuse, and the hand ends at once: Marius scores the stake as it was before his offer.")
        case "accept-task1": return qsTr("Marius offers a double. With two 7s and an 8 you cannot lose this hand. Answer him.")
        case "accept-right1": return qsTr("You accepted: the stake is 2. No card beats a 7, and only a 7 beats an 8: Marius cannot win a trick against you.")
        case "accept-wrong1": return qsTr("Refusing would give Marius 1 point, although your cards cannot lose. Accept and play for 2.")

        // 06 Refusing an offer: the offering player scores the stake as it was (TR-4).
        case "refuse-title": return qsTr("Refusing an offer")
        case "refuse-intro": return qsTr("Refusing ends the hand at once and costs you only the stake as it stands. When your cards are hopeless, it is the cheaper answer.")
        case "refuse-task1": return qsTr("Marius has won the first trick and offers a double. You hold a 9 and a 10, the two weakest ranks. Answer him.")
        case "refuse-right1": return qsTr("Wise: you lose 1 point instead of risking 2. Marius needs just one more trick, and your cards can hardly stop him.")
        case "refuse-wrong1": return qsTr("Accepting puts 2 points at stake, but a 9 and a 10 can hardly win a trick. Refuse and lose only 1 point.")

        // 07 A raise comes on one's own later turn (TR-4).
        case "raise-title": return qsTr("Raising the stake again")
        case "raise-intro": return qsTr("When Marius offers, you can only accept or refuse: you cannot raise in your answer. You may offer a double yourself later, on your own turn, before your card.")
        case "raise-task1": return qsTr("You accepted Marius's double and won the first trick. Now it is your turn: raise the stake from 2 to 4.")
        case "raise-right1": return qsTr("You offered on your own turn, and Marius accepts: the stake is 4. You own a trick and still hold a 7, so he cannot win this hand.")
        case "raise-wrong1": return qsTr("You own a trick and still hold a 7, so you cannot lose this hand. Press Double first, before your card.")

        // 08 The remainder (TR-4): at a stake of 8 every offer is the remainder.
        case "remainder-title": return qsTr("The remainder")
        case "remainder-intro": return qsTr("You may only double while your score plus the doubled stake is at most 12. Otherwise your offer is the remainder: if it is accepted, this hand decides the whole round.")
        case "remainder-task1": return qsTr("Three doubles have made the stake 8, and you have one trick each. Marius leads an ace, and your last card is a 7. Offer the remainder.")
        case "remainder-right1": return qsTr("8 doubled would be 16, more than 12, so your offer is the remainder. Marius accepts, your 7 wins, and with it the whole round.")
        case "remainder-wrong1": return qsTr("Your 7 wins this hand for 8 points. Offer the remainder first: if Marius accepts, you win the whole round; if he refuses, you still score 8.")

        // 09 Asking for new hands (TR-2).
        case "new-hands-title": return qsTr("Asking for new hands")
        case "new-hands-intro": return qsTr("Before the first card, the non-dealer may keep these cards or ask for new hands. If the dealer agrees, both players put their cards away unseen and get three new ones from the stock.")
        case "new-hands-task1": return qsTr("You did not deal, and you hold two 9s and a 10, the weakest cards of all. Ask for new hands.")
        case "new-hands-right1": return qsTr("Marius agrees: you both put your cards away unseen and get three new ones from the stock.")
        case "new-hands-wrong1": return qsTr("Three of the weakest cards will hardly win a trick. Ask for new hands: Marius may agree or refuse.")
        case "new-hands-task2": return qsTr("Your new cards are a 7, an 8 and an ace. Keep them, or ask again?")
        case "new-hands-right2": return qsTr("Right: keep these cards and lead. They are among the strongest in the deck.")
        case "new-hands-wrong2": return qsTr("Asking again would throw away a 7, an 8 and an ace. Keep these cards and lead.")

        // 10 A whole hand, then free play with hints (TR-1 to TR-4).
        case "first-hand-title": return qsTr("A whole hand")
        case "first-hand-intro": return qsTr("Now play a whole hand against Marius: win two tricks. Offer a double on your turn when your cards are strong, and accept or refuse his offers. Press Hint (H) whenever you are unsure.")
        case "first-hand-task1": return qsTr("Marius leads a king. Take the first trick.")
        case "first-hand-right1": return qsTr("Good: your card beats the king. The rest of the hand is yours to play.")
        case "first-hand-wrong1": return qsTr("Play a card that beats the king: your ace or your 8. The 10 is one of the weakest cards.")
        }
        return ""
    }
}
