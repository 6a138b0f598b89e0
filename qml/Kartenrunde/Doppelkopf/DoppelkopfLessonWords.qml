import QtQuick
import Kartenrunde.Core

// Doppelkopf's lessons (issue #33): the words of every text id that the
// lesson files in assets/lessons/doppelkopf/ name (titles, intros,
// instructions, right and wrong explanations). The files give the ids; only
// the wording is decided here. text() reads App.language.code first, so that
// Qt 6.4 words its bindings again when the language changes.
// The learner sits at seat 0, the dealer: seat 1 is the left neighbour
// (who leads the first trick), seat 2 the player opposite, seat 3 the right
// neighbour.
QtObject {
    function text(id) {
        void App.language.code
        switch (id) {
        // 01: the trumps and their order (ruling DK-1; equal cards: the first wins).
        case "trumps-title": return qsTr("The trumps")
        case "trumps-intro": return qsTr("Doppelkopf has 26 trumps. From the top: the ♥10 (the Dulle), the queens, the jacks, then ♦A ♦10 ♦K ♦9; queens and jacks each rank ♣, ♠, ♥, ♦.")
        case "trumps-task1": return qsTr("Your left neighbour led the ♣J, the highest jack. Take the trick with a trump that beats it.")
        case "trumps-right1": return qsTr("Right: every queen beats every jack, and the Dulle beats them all.")
        case "trumps-wrong1": return qsTr("That card is lower than the ♣J: jacks rank ♣, ♠, ♥, ♦, and the diamonds rank below every jack.")
        case "trumps-task2": return qsTr("You lead the next trick. Lead the trump that no card can beat.")
        case "trumps-right2": return qsTr("Right: the ♥10 is the highest trump. Of two equal cards the first one played wins, so not even a second ♥10 could beat it.")
        case "trumps-wrong2": return qsTr("Another card could still beat that one. Only the Dulle, the ♥10, is safe at the top.")

        // 02: following when a trump is led (DK-1: all diamonds are trumps).
        case "trump-led-title": return qsTr("When a trump is led")
        case "trump-led-intro": return qsTr("When a trump is led, everyone must play a trump if they can. All diamonds are trumps, and so are every queen, every jack and the ♥10.")
        case "trump-led-task1": return qsTr("Your left neighbour led the ♦10, a trump. Follow with a trump that wins the trick.")
        case "trump-led-right1": return qsTr("Right: the ♠J is a trump, not a spade, and every jack beats the diamonds.")
        case "trump-led-wrong1": return qsTr("The ♦9 is a trump, so you may play it, but it is the lowest trump of all and does not win.")

        // 03: plain suits; the rules page's own example (DK-1).
        case "plain-suits-title": return qsTr("Plain suits")
        case "plain-suits-intro": return qsTr("The cards that are not trumps form three plain suits: ♣ A 10 K 9, ♠ A 10 K 9 and ♥ A K 9. You must follow the suit led; if you cannot, you may play any card, a trump too.")
        case "plain-suits-task1": return qsTr("Hearts were led, and you hold no plain heart. Take the trick.")
        case "plain-suits-right1": return qsTr("Right: the ♥10 and the ♥Q are trumps, not hearts, and any trump beats a plain suit.")
        case "plain-suits-wrong1": return qsTr("That card gives the trick away. With no plain heart in your hand you may trump, and a trump wins it.")

        // 04: the parties, made by the ♣Q (DK-2).
        case "parties-title": return qsTr("Re and Kontra")
        case "parties-intro": return qsTr("The two players holding a ♣Q are the Re party; the other two are Kontra. Nobody is told who is with whom: a ♣Q on the table shows it.")
        case "parties-task1": return qsTr("The player opposite played a ♣Q, so they are Re. You hold no ♣Q, so you are Kontra: take the trick from them.")
        case "parties-right1": return qsTr("Right: only the Dulle beats the ♣Q, and the points of this trick now go to Kontra.")
        case "parties-wrong1": return qsTr("Then the ♣Q wins, and the points go to Re, your opponents. Only the ♥10 beats it.")

        // 05: card points and 121 (DK-7: Re wins with 121, Kontra with 120).
        case "card-points-title": return qsTr("Counting to 121")
        case "card-points-intro": return qsTr("Your party's tricks count card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0. The deck holds 240; Re needs 121 to win, Kontra 120.")
        case "card-points-task1": return qsTr("You hold the other ♣Q, so the player opposite is your partner and this trick is theirs. Add as many card points as you can.")
        case "card-points-right1": return qsTr("Right: an ace counts 11, the most a card can bring. This trick gives your party 25 points.")
        case "card-points-wrong1": return qsTr("That card brings fewer points. An ace counts 11, more than a ten (10) or a king (4).")

        // 06: the extra points fox, Doppelkopf and Karlchen (DK-9).
        case "extra-points-title": return qsTr("Fox, Doppelkopf and Karlchen")
        case "extra-points-intro": return qsTr("Some tricks earn an extra point: catching an opponent's ♦A (a fox), a trick of 40 card points or more (a Doppelkopf), and winning the last trick with a ♣J (a Karlchen).")
        case "extra-points-task1": return qsTr("You are Re, and your right neighbour, who said Kontra, played a fox. Take this trick so that your party earns as many extra points as it can.")
        case "extra-points-right1": return qsTr("Right: the ♥10 catches the fox and makes the trick worth 41, a Doppelkopf. Your ♣J then wins the last trick, a Karlchen: three extra points.")
        case "extra-points-wrong1": return qsTr("The ♣J catches the fox, but the trick is worth only 33 and your ♣J is gone before the last trick. Keep it for the end.")

        // 07: Re and Kontra and their deadlines; the late reply (DK-6).
        case "announcements-title": return qsTr("Announcing Re and Kontra")
        case "announcements-intro": return qsTr("A party that expects to win may announce it, Re or Kontra, for 2 more points to the winners. Say it before you play your 2nd card.")
        case "announcements-task1": return qsTr("Your left neighbour announced Re. You have played two cards, but an answer to Re may come one card later: say Kontra now, before your 3rd card.")
        case "announcements-right1": return qsTr("Right: after the opponents' Re, Kontra is in time until your 3rd card. With both ♥10 in your hand, you have a good chance.")
        case "announcements-wrong1": return qsTr("Once you play your 3rd card it is too late for Kontra. Announce first; you can play your card after that.")

        // 08: the marriage (DK-3; bidding DK-5).
        case "marriage-title": return qsTr("The marriage")
        case "marriage-intro": return qsTr("If you hold both ♣Q, you may ask for a marriage. The first other player to win one of the first three tricks becomes your partner, and the two of you are Re.")
        case "marriage-task1": return qsTr("You hold both ♣Q. To ask for a marriage, first say reservation.")
        case "marriage-right1": return qsTr("Right: a reservation tells the table that you want something other than a normal game.")
        case "marriage-wrong1": return qsTr("With healthy and both ♣Q you would play a silent solo: Re alone against three.")
        case "marriage-task2": return qsTr("Now name your game: the marriage.")
        case "marriage-right2": return qsTr("Right: now everyone knows that you hold both ♣Q and are looking for a partner.")
        case "marriage-wrong2": return qsTr("That is a solo: you would play alone against the other three. Choose the marriage.")
        case "marriage-task3": return qsTr("You have no spade. Let your left neighbour win this trick, and they become your partner.")
        case "marriage-right3": return qsTr("Right: your left neighbour wins the first trick, so they are your partner, and the two of you are Re.")
        case "marriage-wrong3": return qsTr("A trump wins the trick for you, and you would still have no partner. Throw off a plain card instead.")

        // 09: a solo, here a queen solo (DK-12; ×3 on the sheet DK-10).
        case "solo-title": return qsTr("A solo")
        case "solo-intro": return qsTr("With a reservation you may also play a solo: alone against the other three, for three times the score. In a queen solo the eight queens are the only trumps.")
        case "solo-task1": return qsTr("Your hand holds seven queens. Say reservation to play a solo.")
        case "solo-right1": return qsTr("Right: now you may name your game.")
        case "solo-wrong1": return qsTr("With healthy no solo is named: the normal trumps stay, and your queens are only some of them.")
        case "solo-task2": return qsTr("Name the solo that suits seven queens: the queen solo.")
        case "solo-right2": return qsTr("Right: in a queen solo your seven queens are seven of the eight trumps.")
        case "solo-wrong2": return qsTr("That game does not make your queens the only trumps. Choose the queen solo.")
        case "solo-task3": return qsTr("In a queen solo the ♥10 is a plain heart. Your left neighbour led it: take the trick.")
        case "solo-right3": return qsTr("Right: in a queen solo hearts run A 10 K J 9, so your ♥A beats the ♥10.")
        case "solo-wrong3": return qsTr("The ♥K is below the ♥10 in hearts. Your ♥A beats it.")

        // 10: a whole deal with hints (bidding DK-5).
        case "whole-deal-title": return qsTr("A whole deal")
        case "whole-deal-intro": return qsTr("Now play a whole deal yourself, with hints. Like every deal it starts with bidding: from the dealer's left, each player says healthy or reservation.")
        case "whole-deal-task1": return qsTr("You have an ordinary hand with one ♣Q. Say healthy.")
        case "whole-deal-right1": return qsTr("Right: everyone is healthy, so a normal game is played. Play it to the end; the hints will help you.")
        case "whole-deal-wrong1": return qsTr("A reservation asks for a solo, a marriage or a poverty. With an ordinary hand, say healthy.")
        }
        return ""
    }
}
