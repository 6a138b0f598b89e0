import QtQuick
import Kartenrunde.Core

// The words of Coiffeur's course of lessons (issue #33, docs/lessons.md): the
// lesson files in assets/lessons/coiffeur/ name their texts by id (titles,
// intros, instructions, right and wrong explanations); only the wording is
// decided here. The rulings that decide each lesson are named beside it.
// Seat 1 is Ueli and seat 2 Vreni, as at the table (CoiffeurWords); cards
// are named as the Swiss deck shows them.
QtObject {
    // Qt 6.4 retranslates plain qsTr() bindings only: a function reads
    // App.language.code, so that it is worded again when the language changes.
    function text(id) {
        void App.language.code
        switch (id) {
        // 01 The trump order: the Buur and the Nell on top (ruling CJ-1).
        case "trumps-title": return qsTr("Trumps: the Buur and the Nell")
        case "trumps-intro": return qsTr("When a suit is trumps, two of its cards jump to the top: the Under, called the Buur, and the 9, called the Nell. After them come the Ace, King, Ober, Banner, 8, 7 and 6.")
        case "trumps-task1": return qsTr("Vreni has named shields as trumps and leads the shields 9, the Nell. Beat it.")
        case "trumps-right1": return qsTr("Right: only the Buur, the shields Under, beats the Nell. The trick is yours.")
        case "trumps-wrong1": return qsTr("In the trump suit the Nell beats even the Ace. Only the Buur, your shields Under, is higher.")
        case "trumps-task2": return qsTr("The Buur and the Nell have both been played. Lead the highest trump still in the game.")
        case "trumps-right2": return qsTr("Right: with the Buur and the Nell gone, the trump Ace is the best card left.")
        case "trumps-wrong2": return qsTr("With the Buur and the Nell out, your shields Ace is now the highest trump. Lead it.")

        // 02 Card points (rules page, Card points).
        case "points-title": return qsTr("Card points")
        case "points-intro": return qsTr("Only the cards in the tricks count. An Ace is worth 11, a Banner 10, a King 4, an Ober 3, an Under 2. In a trump game the Buur is worth 20 and the Nell 14; every other 9, 8, 7 and 6 is worth nothing.")
        case "points-task1": return qsTr("Ueli has named roses as trumps and leads the Buur, which nothing can beat. Give him as few points as you can.")
        case "points-right1": return qsTr("Right: in a trump game a plain 9, 8, 7 or 6 is worth nothing, so Ueli gains no points from you.")
        case "points-wrong1": return qsTr("That card gives Ueli points. Nothing beats the Buur, so throw a card worth nothing: a 9, 8, 7 or 6.")
        case "points-task2": return qsTr("Your partner Vreni wins this trick with the acorns Ace. Give her as many points as you can.")
        case "points-right2": return qsTr("Right: a Banner is worth 10, the most of any card in your hand. Every point Vreni takes is a point Ueli does not score.")
        case "points-wrong2": return qsTr("Vreni's trick is safe, so put your most valuable card on it: a Banner, worth 10.")

        // 03 Following in a trump game: follow or trump, never a third suit (CJ-2).
        case "following-title": return qsTr("Following suit, or trumping")
        case "following-intro": return qsTr("In a trump game you may trump a plain suit even when you could follow it (only not lower than a trump already in the trick); but you may not play a third suit while you hold the suit that was led. When trumps are led, you must play a trump if you have one.")
        case "following-task1": return qsTr("Ueli has named bells as trumps and leads the roses Ace. Win the trick.")
        case "following-right1": return qsTr("Right: you may trump even though you hold roses, and the smallest trump beats the Ace of a plain suit.")
        case "following-wrong1": return qsTr("A small rose cannot beat the Ace. You may trump instead of following suit: any bell wins this trick.")

        // 04 The Buur exception, a house rule that this lesson turns on (CJ-2, option buur-exception).
        case "buur-exception-title": return qsTr("House rule: the Buur exception")
        case "buur-exception-intro": return qsTr("Normally a trump lead forces you to play a trump, even when your only trump is the Buur. This lesson turns on the house rule “The Buur need never be played to a trump lead”: then you may keep your Buur and play any card.")
        case "buur-exception-task1": return qsTr("Ueli has named acorns as trumps and leads the acorns King; Vreni wins it with the Nell. Your only trump is the Buur. Keep it and play another card.")
        case "buur-exception-right1": return qsTr("Right: with this house rule the Buur never has to be played to a trump lead. It stays in your hand for a trick that Ueli would win.")
        case "buur-exception-wrong1": return qsTr("Your Buur would only take the trick from your own partner. With this house rule you need not play it: keep it and play another card.")

        // 05 No undertrumping (CJ-2).
        case "undertrumping-title": return qsTr("No undertrumping")
        case "undertrumping-intro": return qsTr("Once someone has trumped a plain suit, the next player may not play a lower trump, unless their hand holds nothing but trumps. A higher trump, or a card of the suit that was led, is always allowed.")
        case "undertrumping-task1": return qsTr("Vreni has named shields as trumps. Your partner Ueli leads the acorns King, and Vreni trumps it with the shields Ober. Win the trick back.")
        case "undertrumping-right1": return qsTr("Right: your shields Ace is higher than the Ober, so you may play it, and it wins. Your shields Banner and 6 are lower: playing them would be undertrumping.")
        case "undertrumping-wrong1": return qsTr("Following with the acorns 7 is allowed, but it loses. Your shields Banner and 6 may not be played, as they are lower than the Ober; your shields Ace is higher.")

        // 06 Obenabe: no trump, high cards win (CJ-1).
        case "obenabe-title": return qsTr("Obenabe: high cards win")
        case "obenabe-intro": return qsTr("In Obenabe there is no trump. In every suit the Ace is highest, then the King, Ober, Under, Banner, 9, 8, 7 and 6. You must follow suit if you can, and a card of another suit never wins. Every 8 is worth 8 points.")
        case "obenabe-task1": return qsTr("Ueli has named Obenabe and leads the acorns King. Win the trick.")
        case "obenabe-right1": return qsTr("Right: in Obenabe the Ace beats the King.")
        case "obenabe-wrong1": return qsTr("Your acorns 7 cannot beat the King. You must follow with acorns, and your acorns Ace wins.")
        case "obenabe-task2": return qsTr("Now you lead. Lead a card that is sure to win the trick.")
        case "obenabe-right2": return qsTr("Right: an Ace led in Obenabe cannot be beaten. The others must follow with lower cards, and there is no trump.")
        case "obenabe-wrong2": return qsTr("A higher card of the same suit can beat that one. In Obenabe only an Ace is sure to win when you lead it.")

        // 07 Undenufe: no trump, low cards win (CJ-1).
        case "undenufe-title": return qsTr("Undenufe: low cards win")
        case "undenufe-intro": return qsTr("Undenufe turns the order upside down: no trump, and in every suit the 6 is highest and the Ace lowest. The card points are those of Obenabe, so an Ace is still worth 11 but hardly ever wins a trick.")
        case "undenufe-task1": return qsTr("Ueli has named Undenufe and leads the acorns 9; Vreni plays the acorns 7. Win the trick.")
        case "undenufe-right1": return qsTr("Right: in Undenufe the 6 is the best card of its suit.")
        case "undenufe-wrong1": return qsTr("In Undenufe the Ace and the King are the lowest acorns. Only your acorns 6 beats the 7.")
        case "undenufe-task2": return qsTr("Now you lead. Lead a card that is sure to win the trick.")
        case "undenufe-right2": return qsTr("Right: in Undenufe a 6 led cannot be beaten.")
        case "undenufe-wrong2": return qsTr("A lower card of the same suit can beat that one. In Undenufe only a 6 is sure to win when you lead it.")

        // 08 Slalom (and Gustav): the order turns (CJ-1).
        case "slalom-title": return qsTr("Slalom and Gustav: the order turns")
        case "slalom-intro": return qsTr("Slalom has no trump, and the order flips after every trick: one trick Obenabe, the next Undenufe, and so on. The declarer chooses how the first trick goes. Gustav is like it, but the order turns only once, after six tricks.")
        case "slalom-task1": return qsTr("Ueli has named Slalom and starts with Undenufe, so low cards win this first trick. Win it.")
        case "slalom-right1": return qsTr("Right: in an Undenufe trick your roses 6 beats the 7 and the 9.")
        case "slalom-wrong1": return qsTr("In this first trick low cards win, so the Ace is the lowest rose. Your roses 6 wins.")
        case "slalom-task2": return qsTr("The order has turned: this second trick is played Obenabe. Lead a card that is sure to win.")
        case "slalom-right2": return qsTr("Right: in an Obenabe trick an Ace led cannot be beaten. In the third trick low cards win again.")
        case "slalom-wrong2": return qsTr("Now high cards win, and that card can be beaten. Lead an Ace.")

        // 09 Choosing a contract or passing, and what a row is worth on the board (CJ-5, CJ-3).
        case "choosing-title": return qsTr("Choosing a contract, or passing")
        case "choosing-intro": return qsTr("After the deal the player on the dealer's right speaks first: name one of your open contracts, or pass. Each player plays every row of the board once. A suit row is worth one mark, Obenabe, Undenufe and Slalom two, Gustav and the Jokers three.")
        case "choosing-task1": return qsTr("You speak first. Your hand has no Aces, no 6s, and no Under or 9 for a good trump. Name a contract or pass.")
        case "choosing-right1": return qsTr("Right: passing costs nothing. Perhaps Ueli or Vreni will name a contract, and you keep your rows for better hands.")
        case "choosing-wrong1": return qsTr("Any row would score badly with this hand, and each row can be played only once. Pass and let the others choose first.")
        case "choosing-task2": return qsTr("Ueli and Vreni passed too, so now you must name a contract. Choose one where a poor score costs the least.")
        case "choosing-right2": return qsTr("Right: a suit row is worth one mark, so a poor score there costs only one minus mark on the board.")
        case "choosing-wrong2": return qsTr("That row is worth two or three marks, so a poor score there costs more. A suit row risks only one mark.")

        // 10 A whole deal, then free play with hints (CJ-1 to CJ-5).
        case "first-deal-title": return qsTr("A whole deal")
        case "first-deal-intro": return qsTr("Now play a whole deal against Ueli and Vreni. You speak first: name a contract, then play all twelve tricks. Win every trick and it is a Match: 257 points and two extra marks. Ask for a hint whenever you are unsure.")
        case "first-deal-task1": return qsTr("You hold the Under, the 9 and the Ace of roses. Name the contract that makes the most of them.")
        case "first-deal-right1": return qsTr("Right: roses are trumps, and you hold their three best cards. Now play the deal to its end.")
        case "first-deal-wrong1": return qsTr("Your roses Under and 9 are the Buur and the Nell only when roses are trumps. Name roses, and save the Jokers for hands whose own row is already used.")
        }
        return ""
    }
}
