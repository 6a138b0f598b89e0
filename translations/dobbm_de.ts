<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>DobbmDealPanel</name>
    <message>
        <source>%1: you play alone</source>
        <translation>%1: Du spielst allein</translation>
    </message>
    <message>
        <source>%1: %2 plays alone</source>
        <translation>%1: %2 spielt allein</translation>
    </message>
    <message>
        <source>you doubled</source>
        <translation>du hast gedoppelt</translation>
    </message>
    <message>
        <source>doubled by %1</source>
        <translation>gedoppelt von %1</translation>
    </message>
    <message>
        <source>you redoubled</source>
        <translation>du hast Retour gegeben</translation>
    </message>
    <message>
        <source>redoubled by %1</source>
        <translation>Retour von %1</translation>
    </message>
    <message>
        <source>Solo ×2</source>
        <translation>Solo ×2</translation>
    </message>
    <message>
        <source>Stake ×%1</source>
        <translation>Einsatz ×%1</translation>
    </message>
    <message>
        <source>Stake ×%1: %2</source>
        <translation>Einsatz ×%1: %2</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Du: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The Dobb lies face down in the middle.</source>
        <translation>Der Dobb liegt verdeckt in der Mitte.</translation>
    </message>
    <message>
        <source>The Dobb stays face down and counts for you.</source>
        <translation>Der Dobb bleibt verdeckt und zählt für dich.</translation>
    </message>
    <message>
        <source>The Dobb stays face down and counts for %1.</source>
        <translation>Der Dobb bleibt verdeckt und zählt für %1.</translation>
    </message>
    <message>
        <source>You took the Dobb: lay away four cards.</source>
        <translation>Du hast den Dobb aufgenommen: Lege vier Karten weg.</translation>
    </message>
    <message>
        <source>Your discard (%1 of 4): %2</source>
        <translation>Deine weggelegten Karten (%1 von 4): %2</translation>
    </message>
    <message>
        <source>%1 took the Dobb and lays away four cards (%2 of 4).</source>
        <translation>%1 hat den Dobb aufgenommen und legt vier Karten weg (%2 von 4).</translation>
    </message>
    <message>
        <source>%1 took the Dobb and laid away four cards.</source>
        <translation>%1 hat den Dobb aufgenommen und vier Karten weggelegt.</translation>
    </message>
    <message>
        <source>You deal and sit out.</source>
        <translation>Du gibst und setzt aus.</translation>
    </message>
    <message>
        <source>%1 deals and sits out.</source>
        <translation>%1 gibt und setzt aus.</translation>
    </message>
    <message>
        <source>Mussrunde: still to declare: %1</source>
        <translation>Mussrunde: noch allein spielen müssen: %1</translation>
    </message>
    <message>
        <source>Deals counted: %1 of %2</source>
        <translation>Gezählte Spiele: %1 von %2</translation>
    </message>
    <message>
        <source>Card points in tricks: you %1, the defence %2</source>
        <translation>Augen in den Stichen: du %1, die Gegenspieler %2</translation>
    </message>
    <message>
        <source>Card points in tricks: %1 %2, the defence %3</source>
        <translation>Augen in den Stichen: %1 %2, die Gegenspieler %3</translation>
    </message>
    <message>
        <source>Deals counted: %1 (open-ended session)</source>
        <translation>Gezählte Spiele: %1 (offene Runde)</translation>
    </message>
</context>
<context>
    <name>DobbmLessonWords</name>
    <message>
        <source>The order of the cards</source>
        <translation>Die Reihenfolge der Karten</translation>
    </message>
    <message>
        <source>In every suit the Sau is the highest card, and the 10 comes right after it, above the King, Ober and Unter. Here the player at your left plays a Solo and has led the Leaf King.</source>
        <translation>In jeder Farbe ist die Sau die höchste Karte, und gleich nach ihr kommt der Zehner, noch vor König, Ober und Unter. Hier spielt dein linker Nachbar ein Solo und hat den Laub-König ausgespielt.</translation>
    </message>
    <message>
        <source>Leaves were led, so you must follow suit. Take the trick with the leaf that beats the King.</source>
        <translation>Laub ist ausgespielt, also musst du bedienen. Mach den Stich mit der Laub-Karte, die den König schlägt.</translation>
    </message>
    <message>
        <source>Right: the 10 ranks just below the Sau, so your Leaf 10 beats the King and wins 14 card points for your side.</source>
        <translation>Richtig: Der Zehner steht direkt unter der Sau, also schlägt dein Laub-Zehner den König und holt 14 Augen für deine Seite.</translation>
    </message>
    <message>
        <source>That card ranks below the King and loses. In Dobbm the 10 is the second-highest card of its suit: play your 10.</source>
        <translation>Diese Karte steht unter dem König und verliert. Beim Dobbm ist der Zehner die zweithöchste Karte seiner Farbe: Spiel deinen Zehner.</translation>
    </message>
    <message>
        <source>Hearts are always trumps</source>
        <translation>Herz ist immer Trumpf</translation>
    </message>
    <message>
        <source>Hearts are trumps in every deal. If you cannot follow suit, you must play a heart if you hold one, and any heart beats any card of another suit.</source>
        <translation>Herz ist in jedem Spiel Trumpf. Kannst du nicht bedienen, musst du ein Herz spielen, wenn du eines hast, und jedes Herz sticht jede Karte einer anderen Farbe.</translation>
    </message>
    <message>
        <source>Leaves were led, and the declarer at your right had none and trumped with the Heart 7. You have no leaves either: win the trick.</source>
        <translation>Laub ist ausgespielt. Der Alleinspieler rechts von dir hatte keins und hat mit dem Herz-Siebener gestochen. Auch du hast kein Laub: Gewinne den Stich.</translation>
    </message>
    <message>
        <source>Right: when two hearts meet, the higher one wins. The trick and the Leaf Sau&apos;s 11 card points go to the defenders.</source>
        <translation>Richtig: Treffen zwei Herz aufeinander, gewinnt das höhere. Der Stich und die 11 Augen der Laub-Sau gehen an die Gegenspieler.</translation>
    </message>
    <message>
        <source>The Heart 6 is the lowest heart and loses to the Heart 7. Play a heart higher than the 7.</source>
        <translation>Der Herz-Sechser ist das niedrigste Herz und verliert gegen den Herz-Siebener. Spiel ein Herz, das höher ist als der Siebener.</translation>
    </message>
    <message>
        <source>Bidding Dobbm</source>
        <translation>Dobbm bieten</translation>
    </message>
    <message>
        <source>Before the play, each player speaks once: pass, or play alone against the other three. With Dobbm you first take the Dobb, the four cards face down in the middle, into your hand.</source>
        <translation>Vor dem Spiel kommt jeder einmal zu Wort: Er sagt „weiter“ oder spielt allein gegen die anderen drei. Sagst du Dobbm, nimmst du zuerst den Dobb auf, die vier verdeckten Karten aus der Mitte.</translation>
    </message>
    <message>
        <source>The other three have passed. Your hand is good, but not strong enough on its own: bid Dobbm.</source>
        <translation>Die anderen drei haben gepasst. Dein Blatt ist gut, aber allein nicht stark genug: Sag Dobbm.</translation>
    </message>
    <message>
        <source>Right: you are the declarer. The four cards of the Dobb will make your hand stronger before the play.</source>
        <translation>Richtig: Du bist der Alleinspieler. Die vier Karten des Dobb machen dein Blatt vor dem Spiel stärker.</translation>
    </message>
    <message>
        <source>If you pass, nobody plays this deal; a Solo would have to win with these eight cards alone, at double the stake. Bid Dobbm and let the Dobb help you.</source>
        <translation>Sagst du „weiter“, spielt niemand dieses Spiel; ein Solo müsste mit diesen acht Karten allein gewinnen, und das um den doppelten Einsatz. Sag Dobbm und lass dir vom Dobb helfen.</translation>
    </message>
    <message>
        <source>The Dobb and the discard</source>
        <translation>Der Dobb und das Weglegen</translation>
    </message>
    <message>
        <source>You bid Dobbm and took the Dobb: you hold twelve cards. Now you lay four of them away face down. Their card points count for you at the end.</source>
        <translation>Du hast Dobbm gesagt und den Dobb aufgenommen: Jetzt hast du zwölf Karten. Vier davon legst du verdeckt weg. Ihre Augen zählen am Ende für dich.</translation>
    </message>
    <message>
        <source>Your Bell 10 has no Bell Sau to protect it. Lay it away, so that its 10 card points are safely yours.</source>
        <translation>Dein Schellen-Zehner hat keine Schellen-Sau, die ihn schützt. Lege ihn weg, dann sind dir seine 10 Augen sicher.</translation>
    </message>
    <message>
        <source>Right: in the discard the 10 cannot be caught. Laying bells away also leaves you short in that suit, so you can trump it later.</source>
        <translation>Richtig: Weggelegt kann dir der Zehner niemand mehr abnehmen. Wenn du Schellen weglegst, wirst du in dieser Farbe außerdem kurz und kannst sie später stechen.</translation>
    </message>
    <message>
        <source>That card is not in danger the way the Bell 10 is: a defender may hold the Bell Sau and catch it. Lay the Bell 10 away.</source>
        <translation>Diese Karte ist nicht so in Gefahr wie der Schellen-Zehner: Ein Gegenspieler hat vielleicht die Schellen-Sau und nimmt ihn dir damit ab. Lege den Schellen-Zehner weg.</translation>
    </message>
    <message>
        <source>You have also laid away the Bell 9 and the Leaf Sau. Every Sau you lay away needs another heart with it: lay away a small heart, the 6 or the 7.</source>
        <translation>Du hast auch den Schellen-Neuner und die Laub-Sau weggelegt. Zu jeder Sau, die du weglegst, musst du ein weiteres Herz mitlegen: Lege ein kleines Herz weg, den Sechser oder den Siebener.</translation>
    </message>
    <message>
        <source>Right: a heart without points pays for the Sau, and your strong hearts stay in your hand. Your discard holds 21 card points.</source>
        <translation>Richtig: Ein Herz ohne Augen ist der Preis für die Sau, und deine starken Herz bleiben in deinem Blatt. In deinen weggelegten Karten liegen 21 Augen.</translation>
    </message>
    <message>
        <source>That heart is too good to lay away: it wins tricks and carries points. A heart worth nothing, the 6 or the 7, does the job.</source>
        <translation>Dieses Herz ist zu gut zum Weglegen: Es macht Stiche und bringt Augen. Ein Herz, das nichts zählt, der Sechser oder der Siebener, reicht dafür.</translation>
    </message>
    <message>
        <source>Bidding Solo</source>
        <translation>Solo bieten</translation>
    </message>
    <message>
        <source>In a Solo you play alone with the eight cards you were dealt. Nobody looks at the Dobb, but its card points count for you, and the deal counts double.</source>
        <translation>Im Solo spielst du allein mit den acht Karten, die du bekommen hast. Niemand sieht den Dobb an, aber seine Augen zählen für dich, und das Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>The player at your left has bid Dobbm, so only Solo or pass is left. With six hearts and three Sau, take the game over: bid Solo.</source>
        <translation>Dein linker Nachbar hat Dobbm gesagt, also bleiben nur noch Solo oder „weiter“. Mit sechs Herz und drei Säuen übernimmst du das Spiel: Sag Solo.</translation>
    </message>
    <message>
        <source>Right: a Solo ends the bidding at once. You are the declarer, and the Dobbm bidder now defends with the others.</source>
        <translation>Richtig: Ein Solo beendet das Bieten sofort. Du bist der Alleinspieler, und wer Dobbm gesagt hat, spielt jetzt mit den anderen gegen dich.</translation>
    </message>
    <message>
        <source>With a hand this strong, a pass gives the game away. A Solo overrides the Dobbm and counts double.</source>
        <translation>Mit einem so starken Blatt verschenkst du das Spiel, wenn du „weiter“ sagst. Ein Solo schlägt das Dobbm und zählt doppelt.</translation>
    </message>
    <message>
        <source>Doubling and Retour</source>
        <translation>Doppeln und Retour</translation>
    </message>
    <message>
        <source>When the declarer&apos;s game is set (in a Dobbm after the discard, in a Solo after the bidding), the defenders may double the stake. The declarer may answer with a redouble, Retour, and every double or redouble multiplies the payment by 2.</source>
        <translation>Steht das Spiel des Alleinspielers fest (beim Dobbm nach dem Weglegen, beim Solo nach dem Bieten), dürfen die Gegenspieler den Einsatz doppeln. Der Alleinspieler kann mit Retour antworten, und jedes Doppeln und jedes Retour verdoppelt die Zahlung.</translation>
    </message>
    <message>
        <source>You play a Solo with seven hearts, and the player at your left has doubled. Answer with Retour.</source>
        <translation>Du spielst ein Solo mit sieben Herz, und dein linker Nachbar hat gedoppelt. Antworte mit Retour.</translation>
    </message>
    <message>
        <source>Right: the double and your Retour make the stake four times as high, and the Solo doubles it once more: ×8 in all.</source>
        <translation>Richtig: Das Doppeln und dein Retour machen den Einsatz viermal so hoch, und das Solo verdoppelt ihn noch einmal: zusammen ×8.</translation>
    </message>
    <message>
        <source>Without a redouble the stake stays doubled. Your hand will almost surely win, so redouble.</source>
        <translation>Ohne Retour bleibt der Einsatz nur gedoppelt. Dein Blatt gewinnt fast sicher, also gib Retour.</translation>
    </message>
    <message>
        <source>61 card points to win</source>
        <translation>Mit 61 Augen gewinnen</translation>
    </message>
    <message>
        <source>The deck holds 120 card points. The declarer needs 61 or more, the discard included; at exactly 60 nobody pays. The difference from 60, rounded up to fives, is paid to or by each other player.</source>
        <translation>Alle Karten zusammen haben 120 Augen. Der Alleinspieler braucht 61 oder mehr, die weggelegten Karten mitgezählt; bei genau 60 zahlt niemand. Den Unterschied zu 60, auf Fünfer aufgerundet, bekommt er von jedem anderen Spieler oder zahlt ihn jedem.</translation>
    </message>
    <message>
        <source>You have 56 card points so far, your discard included, and two cards left. The Acorn Sau has not been played yet. Play the card that takes you past 60.</source>
        <translation>Du hast bisher 56 Augen, deine weggelegten Karten mitgezählt, und noch zwei Karten. Die Eichel-Sau ist noch nicht gefallen. Spiel die Karte, die dich über 60 bringt.</translation>
    </message>
    <message>
        <source>Right: this trick brings you 17 card points, 73 in all. That is 13 over 60, rounded up to 15: each defender pays you 15.</source>
        <translation>Richtig: Dieser Stich bringt dir 17 Augen, zusammen 73. Das sind 13 über 60, aufgerundet 15: Jeder Gegenspieler zahlt dir 15.</translation>
    </message>
    <message>
        <source>Kept back, your 10 falls to the Acorn Sau in the last trick. You would stay at 56, under 60, and pay each defender 5.</source>
        <translation>Behältst du deinen Zehner, holt ihn im letzten Stich die Eichel-Sau. Du bleibst dann bei 56, unter 60, und zahlst jedem Gegenspieler 5.</translation>
    </message>
    <message>
        <source>All pass: the Stockerl</source>
        <translation>Alle passen: das Stockerl</translation>
    </message>
    <message>
        <source>With five at the table the dealer sits out. If all four players pass, the deal is not played: the player at the dealer&apos;s left deals next, and everyone else pays them 10, the Stockerl.</source>
        <translation>Sitzen fünf am Tisch, setzt der Geber aus. Passen alle vier Mitspieler, wird das Spiel nicht gespielt: Der linke Nachbar des Gebers gibt als Nächster, und jeder andere zahlt ihm 10, das Stockerl.</translation>
    </message>
    <message>
        <source>The three players before you have passed. If you pass too, you pay the Stockerl. Your hand is good enough with the Dobb: bid Dobbm.</source>
        <translation>Die drei Spieler vor dir haben gepasst. Passt du auch, zahlst du das Stockerl. Mit dem Dobb ist dein Blatt gut genug: Sag Dobbm.</translation>
    </message>
    <message>
        <source>Right: the deal is played, and nobody pays the Stockerl. Now take the Dobb and go for 61.</source>
        <translation>Richtig: Das Spiel wird gespielt, und niemand zahlt das Stockerl. Nimm jetzt den Dobb auf und hol dir die 61.</translation>
    </message>
    <message>
        <source>A pass means all four passed, and you pay 10 to the next dealer; a Solo is too risky with this hand. Bid Dobbm.</source>
        <translation>Sagst du „weiter“, haben alle vier gepasst, und du zahlst dem nächsten Geber 10; ein Solo ist mit diesem Blatt zu riskant. Sag Dobbm.</translation>
    </message>
    <message>
        <source>The Mussrunde</source>
        <translation>Die Mussrunde</translation>
    </message>
    <message>
        <source>A session may close with the Mussrunde. In each of its deals the player at the dealer&apos;s left must play alone, with Dobbm or Solo, and nobody else bids. Once everyone has declared once, the session is over.</source>
        <translation>Eine Runde kann mit der Mussrunde enden. In jedem ihrer Spiele muss der linke Nachbar des Gebers allein spielen, mit Dobbm oder Solo, und sonst bietet niemand. Hat jeder einmal allein gespielt, ist die Runde vorbei.</translation>
    </message>
    <message>
        <source>Imagine this is a deal of the Mussrunde, and you sit at the dealer&apos;s left. You must declare: choose the game that suits a modest hand.</source>
        <translation>Stell dir vor, das ist ein Spiel der Mussrunde, und du sitzt links vom Geber. Du musst allein spielen: Wähle das Spiel, das zu einem bescheidenen Blatt passt.</translation>
    </message>
    <message>
        <source>Right: with Dobbm the Dobb can improve a modest hand, and the stake is not doubled as in a Solo.</source>
        <translation>Richtig: Bei Dobbm kann der Dobb ein bescheidenes Blatt verbessern, und der Einsatz wird nicht verdoppelt wie im Solo.</translation>
    </message>
    <message>
        <source>In the Mussrunde you may not pass, and a Solo with three hearts risks losing double. Choose Dobbm.</source>
        <translation>In der Mussrunde darfst du nicht passen, und mit drei Herz riskierst du im Solo, doppelt zu verlieren. Wähle Dobbm.</translation>
    </message>
    <message>
        <source>A whole deal</source>
        <translation>Ein ganzes Spiel</translation>
    </message>
    <message>
        <source>Now play a whole deal: the bidding, the Dobb, the doubling, the tricks and the count to 61. Hints are there if you need them.</source>
        <translation>Jetzt spielst du ein ganzes Spiel: Bieten, Dobb, Doppeln, Stiche und das Zählen bis 61. Tipps gibt es, wenn du sie brauchst.</translation>
    </message>
    <message>
        <source>Everyone has passed to you. Your hand is good enough with the Dobb: bid Dobbm, then play the deal to its end.</source>
        <translation>Alle vor dir haben gepasst. Mit dem Dobb ist dein Blatt gut genug: Sag Dobbm und spiel das Spiel dann zu Ende.</translation>
    </message>
    <message>
        <source>Right: you are the declarer. Lay four cards away and play on: you need 61 card points.</source>
        <translation>Richtig: Du bist der Alleinspieler. Lege vier Karten weg und spiel dann die Stiche: Du brauchst 61 Augen.</translation>
    </message>
    <message>
        <source>This hand is worth playing with the Dobb, and a Solo without it would be too risky. Bid Dobbm.</source>
        <translation>Mit dem Dobb lohnt sich dieses Blatt, und ein Solo ohne ihn wäre zu riskant. Sag Dobbm.</translation>
    </message>
</context>
<context>
    <name>DobbmPrompt</name>
    <message>
        <source>You sit out this deal and watch.</source>
        <translation>Du setzt dieses Spiel aus und schaust zu.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Mussrunde: you must play alone. Dobbm or Solo?</source>
        <translation>Mussrunde: Du musst allein spielen. Dobbm oder Solo?</translation>
    </message>
    <message>
        <source>Your bid: pass, Dobbm or Solo?</source>
        <translation>Dein Gebot: weiter, Dobbm oder Solo?</translation>
    </message>
    <message>
        <source>Lay away four cards: click the lifted ones (%1 of 4 laid away).</source>
        <translation>Lege vier Karten weg: Klicke die angehobenen an (%1 von 4 weggelegt).</translation>
    </message>
    <message>
        <source>You are doubled (stake ×%1). Redouble?</source>
        <translation>Die Gegenspieler haben gedoppelt (Einsatz ×%1). Retour?</translation>
    </message>
    <message>
        <source>The declarer redoubled (stake ×%1). Redouble for the defence?</source>
        <translation>Der Alleinspieler gibt Retour (Einsatz ×%1). Retour für die Gegenspieler?</translation>
    </message>
    <message>
        <source>Double the stake (now ×%1)?</source>
        <translation>Den Einsatz doppeln (jetzt ×%1)?</translation>
    </message>
    <message>
        <source>Follow: play a lifted card.</source>
        <translation>Bedienen: Spiele eine angehobene Karte.</translation>
    </message>
    <message>
        <source>Your lead: play any card.</source>
        <translation>Du spielst aus: eine beliebige Karte.</translation>
    </message>
    <message>
        <source>Your bid: pass or Solo? %1</source>
        <translation>Dein Gebot: weiter oder Solo? %1</translation>
    </message>
</context>
<context>
    <name>DobbmReviewWords</name>
    <message>
        <source>Dobbm</source>
        <translation>Dobbm</translation>
    </message>
</context>
<context>
    <name>DobbmScoreSheet</name>
    <message>
        <source>All passed: Stockerl for %1</source>
        <translation>Alle gepasst: Stockerl für %1</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 card points</source>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>difference %1 → %2</source>
        <translation>Unterschied %1 → %2</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <translation>niemand zahlt</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>je %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Score sheet: the balance of payments</source>
        <translation>Punktezettel: die Zahlungen</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation>Noch ist kein Spiel zu Ende.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>The balance so far</source>
        <translation>Die Stände bisher</translation>
    </message>
</context>
<context>
    <name>DobbmStarter</name>
    <message>
        <source>Dobbm</source>
        <translation>Dobbm</translation>
    </message>
    <message>
        <source>Each player&apos;s level</source>
        <translation>Spielstärke der einzelnen Spieler</translation>
    </message>
</context>
<context>
    <name>DobbmSummary</name>
    <message>
        <source>Your %1: exactly 60, nobody pays</source>
        <translation>Dein %1: genau 60, niemand zahlt</translation>
    </message>
    <message>
        <source>You win your %1 with %2 card points</source>
        <translation>Du gewinnst dein %1 mit %2 Augen</translation>
    </message>
    <message>
        <source>You lose your %1 with %2 card points</source>
        <translation>Du verlierst dein %1 mit %2 Augen</translation>
    </message>
    <message>
        <source>%1&apos;s %2: exactly 60, nobody pays</source>
        <translation>%2 von %1: genau 60, niemand zahlt</translation>
    </message>
    <message>
        <source>%1 wins the %2 with %3 card points</source>
        <translation>%1 gewinnt das %2 mit %3 Augen</translation>
    </message>
    <message>
        <source>%1 loses the %2 with %3 card points</source>
        <translation>%1 verliert das %2 mit %3 Augen</translation>
    </message>
    <message>
        <source>Nobody plays: the same dealer deals again.</source>
        <translation>Niemand spielt: Derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <source>%1 (sits out)</source>
        <translation>%1 (setzt aus)</translation>
    </message>
    <message>
        <source>First place shared: %1.</source>
        <translation>Geteilter erster Platz: %1.</translation>
    </message>
    <message>
        <source>You win the session!</source>
        <translation>Du gewinnst die Runde!</translation>
    </message>
    <message>
        <source>%1 wins the session.</source>
        <translation>%1 gewinnt die Runde.</translation>
    </message>
    <message>
        <source>The final balance (it always adds up to zero):</source>
        <translation>Die Endstände (zusammen immer null):</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Runde</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Card points: %1 in tricks + %2 in the Dobb = %3</source>
        <translation>Augen: %1 in den Stichen + %2 im Dobb = %3</translation>
    </message>
    <message>
        <source>Card points: %1 in tricks + %2 in the discard = %3</source>
        <translation>Augen: %1 in den Stichen + %2 weggelegt = %3</translation>
    </message>
    <message>
        <source>End with the Mussrunde</source>
        <translation>Mit der Mussrunde beenden</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>Runde beenden</translation>
    </message>
</context>
<context>
    <name>DobbmTablePage</name>
    <message>
        <source>Dobbm</source>
        <translation>Dobbm</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Deal %1 · %2 ×%3</source>
        <translation>Spiel %1 · %2 ×%3</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Runde vorbei</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>Export the session as a record</source>
        <translation>Runde als Protokoll exportieren</translation>
    </message>
    <message>
        <source>Declarer · %1</source>
        <translation>Alleinspieler · %1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>The Dobb</source>
        <translation>Der Dobb</translation>
    </message>
    <message>
        <source>The Dobb: yours</source>
        <translation>Der Dobb: deiner</translation>
    </message>
    <message>
        <source>The Dobb: %1&apos;s</source>
        <translation>Der Dobb: für %1</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Deine weggelegten Karten</translation>
    </message>
    <message>
        <source>%1&apos;s discard</source>
        <translation>Weggelegt von %1</translation>
    </message>
    <message>
        <source>%1 · stake ×%2</source>
        <translation>%1 · Einsatz ×%2</translation>
    </message>
    <message>
        <source>You play alone · %1</source>
        <translation>Du spielst allein · %1</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>Die Runde</translation>
    </message>
    <message>
        <source>The Dobb (%1)</source>
        <translation>Der Dobb (%1)</translation>
    </message>
    <message>
        <source>The discard (%1)</source>
        <translation>Die weggelegten Karten (%1)</translation>
    </message>
    <message>
        <source>%1 (declarer)</source>
        <translation>%1 (Alleinspieler)</translation>
    </message>
</context>
<context>
    <name>DobbmWords</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Vroni</source>
        <translation>Vroni</translation>
    </message>
    <message>
        <source>Sepp</source>
        <translation>Sepp</translation>
    </message>
    <message>
        <source>Moidl</source>
        <translation>Moidl</translation>
    </message>
    <message>
        <source>Hias</source>
        <translation>Hias</translation>
    </message>
    <message>
        <source>Acorn</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Laub</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Bell</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Sau</source>
        <translation>Sau</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a card: suit, then rank</comment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>Dobbm</source>
        <translation>Dobbm</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>leave it to the others</source>
        <translation>den anderen überlassen</translation>
    </message>
    <message>
        <source>take the Dobb, lay away four</source>
        <translation>Dobb aufnehmen, vier weglegen</translation>
    </message>
    <message>
        <source>keep your eight cards, pays double</source>
        <translation>mit deinen acht Karten, zählt doppelt</translation>
    </message>
    <message>
        <source>No redouble</source>
        <translation>Kein Retour</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Nicht doppeln</translation>
    </message>
    <message>
        <source>stake ×%1</source>
        <translation>Einsatz ×%1</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Warte: Du bist nicht dran.</translation>
    </message>
    <message>
        <source>Mussrunde: only the player at the dealer&apos;s left bids.</source>
        <translation>Mussrunde: Nur der linke Nachbar des Gebers bietet.</translation>
    </message>
    <message>
        <source>Mussrunde: you must play alone, with Dobbm or Solo.</source>
        <translation>Mussrunde: Du musst allein spielen, mit Dobbm oder Solo.</translation>
    </message>
    <message>
        <source>After a Dobbm only Solo or pass may follow.</source>
        <translation>Nach einem Dobbm gibt es nur noch Solo oder weiter.</translation>
    </message>
    <message>
        <source>Bid pass, Dobbm or Solo.</source>
        <translation>Sag weiter, Dobbm oder Solo.</translation>
    </message>
    <message>
        <source>Lay away a card from your hand first.</source>
        <translation>Lege zuerst eine Karte aus deinem Blatt weg.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>At most two Sau may be laid away; you laid away %1.</source>
        <translation>Höchstens zwei Säue dürfen weggelegt werden; du hast %1 weggelegt.</translation>
    </message>
    <message>
        <source>At most two Sau may be laid away.</source>
        <translation>Höchstens zwei Säue dürfen weggelegt werden.</translation>
    </message>
    <message>
        <source>Every Sau laid away needs a heart that is not a Sau laid away with it; these Sau and hearts count: %1.</source>
        <translation>Zu jeder weggelegten Sau muss ein Herz mitgelegt werden, das keine Sau ist; es zählen diese Säue und Herzen: %1.</translation>
    </message>
    <message>
        <source>Every Sau laid away needs a heart that is not a Sau laid away with it.</source>
        <translation>Zu jeder weggelegten Sau muss ein Herz mitgelegt werden, das keine Sau ist.</translation>
    </message>
    <message>
        <source>The stake is doubled already: redouble instead.</source>
        <translation>Es ist schon gedoppelt: Gib stattdessen Retour.</translation>
    </message>
    <message>
        <source>Nobody has doubled yet.</source>
        <translation>Noch hat niemand gedoppelt.</translation>
    </message>
    <message>
        <source>Decide now: double or no double.</source>
        <translation>Entscheide dich jetzt: doppeln oder nicht doppeln.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spiele eine Karte.</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>Du musst Farbe bedienen: Du hast %1.</translation>
    </message>
    <message>
        <source>You must follow suit.</source>
        <translation>Du musst Farbe bedienen.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a heart: you hold %1.</source>
        <translation>Du kannst nicht bedienen, also musst du Herz spielen: Du hast %1.</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a heart.</source>
        <translation>Du kannst nicht bedienen, also musst du Herz spielen.</translation>
    </message>
    <message>
        <source>This deal is over.</source>
        <translation>Dieses Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>Rules: bidding →</source>
        <translation>Regeln: Bieten →</translation>
    </message>
    <message>
        <source>Rules: the Dobb and the discard →</source>
        <translation>Regeln: der Dobb und das Weglegen →</translation>
    </message>
    <message>
        <source>Rules: doubling →</source>
        <translation>Regeln: Doppeln →</translation>
    </message>
    <message>
        <source>Rules: playing the tricks →</source>
        <translation>Regeln: das Spiel →</translation>
    </message>
    <message>
        <source>Rules: the session →</source>
        <translation>Regeln: die Runde →</translation>
    </message>
    <message>
        <source>Rules: settlement →</source>
        <translation>Regeln: Abrechnung →</translation>
    </message>
    <message>
        <source>Lay away %1</source>
        <translation>%1 weglegen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Do not double</source>
        <translation>Nicht doppeln</translation>
    </message>
    <message>
        <source>In the Mussrunde you must play alone.</source>
        <translation>In der Mussrunde musst du allein spielen.</translation>
    </message>
    <message>
        <source>Your eight cards are strong enough for a Solo.</source>
        <translation>Deine acht Karten sind stark genug für ein Solo.</translation>
    </message>
    <message>
        <source>With the Dobb your hand can win more than 60.</source>
        <translation>Mit dem Dobb kann dein Blatt mehr als 60 holen.</translation>
    </message>
    <message>
        <source>Your hand is too weak to play alone.</source>
        <translation>Dein Blatt ist zu schwach, um allein zu spielen.</translation>
    </message>
    <message>
        <source>Lay away points: they count for you safely.</source>
        <translation>Lege Augen weg: Sie zählen sicher für dich.</translation>
    </message>
    <message>
        <source>Lay away a short suit so that you can trump it.</source>
        <translation>Lege eine kurze Farbe weg, damit du sie stechen kannst.</translation>
    </message>
    <message>
        <source>Lay away a card you cannot use.</source>
        <translation>Lege eine Karte weg, die du nicht brauchst.</translation>
    </message>
    <message>
        <source>A heart that is not a Sau must go with every Sau you lay away.</source>
        <translation>Zu jeder Sau, die du weglegst, musst du ein Herz mitlegen, das keine Sau ist.</translation>
    </message>
    <message>
        <source>The defence is likely to hold the declarer below 60.</source>
        <translation>Die Gegenspieler halten den Alleinspieler wohl unter 60.</translation>
    </message>
    <message>
        <source>Your side is likely to win: raise the stake.</source>
        <translation>Deine Seite gewinnt wohl: Erhöhe den Einsatz.</translation>
    </message>
    <message>
        <source>The stake is high enough for your chances.</source>
        <translation>Der Einsatz ist hoch genug für deine Aussichten.</translation>
    </message>
    <message>
        <source>Draw the defenders&apos; hearts.</source>
        <translation>Zieh den Gegenspielern die Herzen.</translation>
    </message>
    <message>
        <source>This card is the highest left in its suit.</source>
        <translation>Diese Karte ist die höchste, die in ihrer Farbe übrig ist.</translation>
    </message>
    <message>
        <source>This card wins the trick.</source>
        <translation>Diese Karte gewinnt den Stich.</translation>
    </message>
    <message>
        <source>This card takes the lead, but a later card may still beat it.</source>
        <translation>Mit dieser Karte liegst du vorn, aber wer nach dir spielt, kann sie noch schlagen.</translation>
    </message>
    <message>
        <source>Trump in: you cannot follow suit.</source>
        <translation>Stich mit Herz: Du kannst nicht bedienen.</translation>
    </message>
    <message>
        <source>Your side wins this trick: add points.</source>
        <translation>Deine Seite gewinnt diesen Stich: Gib Augen dazu.</translation>
    </message>
    <message>
        <source>Keep your strength: play low.</source>
        <translation>Spar dir deine Stärke: Spiel niedrig.</translation>
    </message>
    <message>
        <source>Lead your longest suit.</source>
        <translation>Spiel deine längste Farbe aus.</translation>
    </message>
    <message>
        <source>It gave the best results in the analyst&apos;s trial games.</source>
        <translation>Das brachte in den Probespielen des Analysten die besten Ergebnisse.</translation>
    </message>
    <message>
        <source>%1 is the highest heart in the trick.</source>
        <translation>%1 ist das höchste Herz im Stich.</translation>
    </message>
    <message>
        <source>%1 trumped: the only heart in the trick.</source>
        <translation>%1 hat gestochen: das einzige Herz im Stich.</translation>
    </message>
    <message>
        <source>%1 is the highest card of the suit led; nobody trumped.</source>
        <translation>%1 ist die höchste Karte der ausgespielten Farbe; niemand hat gestochen.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Auge</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>Card points in the declarer&apos;s tricks: %1</source>
        <translation>Augen in den Stichen des Alleinspielers: %1</translation>
    </message>
    <message>
        <source>+ the discard: %1</source>
        <translation>+ die weggelegten Karten: %1</translation>
    </message>
    <message>
        <source>+ the Dobb: %1</source>
        <translation>+ der Dobb: %1</translation>
    </message>
    <message>
        <source>Match: the defence took every trick, and the %1 points laid aside too.</source>
        <translation>Match: Die Gegenspieler haben alle Stiche gemacht und bekommen auch die %1 Augen aus dem Dobb oder den weggelegten Karten.</translation>
    </message>
    <message>
        <source>Match: the declarer took every trick.</source>
        <translation>Match: Der Alleinspieler hat alle Stiche gemacht.</translation>
    </message>
    <message>
        <source>= %1 card points for the declarer</source>
        <translation>= %1 Augen für den Alleinspieler</translation>
    </message>
    <message>
        <source>Exactly 60: nobody pays.</source>
        <translation>Genau 60: Niemand zahlt.</translation>
    </message>
    <message>
        <source>Difference from 60: %1</source>
        <translation>Unterschied zu 60: %1</translation>
    </message>
    <message>
        <source>Rounded up to fives: %1</source>
        <translation>Auf Fünfer aufgerundet: %1</translation>
    </message>
    <message>
        <source>Solo ×2: %1</source>
        <translation>Solo ×2: %1</translation>
    </message>
    <message>
        <source>You doubled ×2: %1</source>
        <translation>Du hast gedoppelt ×2: %1</translation>
    </message>
    <message>
        <source>Doubled by %1 ×2: %2</source>
        <translation>Gedoppelt von %1 ×2: %2</translation>
    </message>
    <message>
        <source>You redoubled ×2: %1</source>
        <translation>Dein Retour ×2: %1</translation>
    </message>
    <message>
        <source>Redoubled by %1 ×2: %2</source>
        <translation>Retour von %1 ×2: %2</translation>
    </message>
    <message>
        <source>Each other player pays the declarer %1.</source>
        <translation>Jeder andere zahlt dem Alleinspieler %1.</translation>
    </message>
    <message>
        <source>The declarer pays each other player %1.</source>
        <translation>Der Alleinspieler zahlt jedem anderen %1.</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>Niemand zahlt.</translation>
    </message>
    <message>
        <source>%1 sits out and pays or is paid like a defender: %2</source>
        <translation>%1 setzt aus und zahlt oder bekommt wie ein Gegenspieler: %2</translation>
    </message>
    <message>
        <source>Stockerl: everyone pays you 10, %1 in all.</source>
        <translation>Stockerl: Jeder zahlt dir 10, zusammen %1.</translation>
    </message>
    <message>
        <source>Stockerl: everyone pays %1 10, %2 in all.</source>
        <translation>Stockerl: Jeder zahlt %1 10, zusammen %2.</translation>
    </message>
    <message>
        <source>The declarer wins</source>
        <translation>Der Alleinspieler gewinnt</translation>
    </message>
    <message>
        <source>The declarer loses</source>
        <translation>Der Alleinspieler verliert</translation>
    </message>
    <message>
        <source>Exactly 60</source>
        <translation>Genau 60</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <source>Players (5: the dealer sits out)</source>
        <translation>Spieler (bei 5 setzt der Geber aus)</translation>
    </message>
    <message>
        <source>Round the difference up to fives</source>
        <translation>Den Unterschied auf Fünfer aufrunden</translation>
    </message>
    <message>
        <source>Mussrunde: a compulsory round closes the session</source>
        <translation>Mussrunde: Eine Pflichtrunde beschließt die Runde</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>The discard</source>
        <translation>Das Weglegen</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Deals in the session (all-pass deals do not count; 0: open-ended, you end it)</source>
        <translation>Spiele der Runde (Spiele, in denen alle passen, zählen nicht; 0: offen, du beendest sie)</translation>
    </message>
    <message>
        <source>Open-ended</source>
        <translation>Offen</translation>
    </message>
</context>
</TS>
