<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>CoiffeurBoard</name>
    <message>
        <source>%1 Match</source>
        <translation>%1 Match</translation>
    </message>
    <message>
        <source>%1 reverse Match</source>
        <translation>%1 Konter-Match</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>noch nicht gespielt</translation>
    </message>
    <message>
        <source>%1, marks: %2</source>
        <translation>%1, Striche: %2</translation>
    </message>
    <message>
        <source>%1, score: %2</source>
        <translation>%1, Wertung: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CoiffeurLessonWords</name>
    <message>
        <source>Trumps: the Buur and the Nell</source>
        <translation>Trumpf: Buur und Nell</translation>
    </message>
    <message>
        <source>When a suit is trumps, two of its cards jump to the top: the Under, called the Buur, and the 9, called the Nell. After them come the Ace, King, Ober, Banner, 8, 7 and 6.</source>
        <translation>Ist eine Farbe Trumpf, rücken zwei ihrer Karten ganz nach oben: der Under, genannt Buur, und die 9, genannt Nell. Nach ihnen kommen Ass, König, Ober, Banner, 8, 7 und 6.</translation>
    </message>
    <message>
        <source>Vreni has named shields as trumps and leads the shields 9, the Nell. Beat it.</source>
        <translation>Vreni hat Schilten als Trumpf angesagt und spielt die Schilten-9 aus, den Nell. Schlag ihn.</translation>
    </message>
    <message>
        <source>Right: only the Buur, the shields Under, beats the Nell. The trick is yours.</source>
        <translation>Richtig: Nur der Buur, der Schilten-Under, schlägt den Nell. Der Stich gehört dir.</translation>
    </message>
    <message>
        <source>In the trump suit the Nell beats even the Ace. Only the Buur, your shields Under, is higher.</source>
        <translation>In der Trumpffarbe schlägt der Nell sogar das Ass. Nur der Buur, dein Schilten-Under, ist höher.</translation>
    </message>
    <message>
        <source>The Buur and the Nell have both been played. Lead the highest trump still in the game.</source>
        <translation>Buur und Nell sind beide gespielt. Spiel den höchsten Trumpf aus, der noch im Spiel ist.</translation>
    </message>
    <message>
        <source>Right: with the Buur and the Nell gone, the trump Ace is the best card left.</source>
        <translation>Richtig: Ohne Buur und Nell ist das Trumpf-Ass die beste Karte, die noch übrig ist.</translation>
    </message>
    <message>
        <source>With the Buur and the Nell out, your shields Ace is now the highest trump. Lead it.</source>
        <translation>Buur und Nell sind weg, also ist dein Schilten-Ass jetzt der höchste Trumpf. Spiel es aus.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>Only the cards in the tricks count. An Ace is worth 11, a Banner 10, a King 4, an Ober 3, an Under 2. In a trump game the Buur is worth 20 and the Nell 14; every other 9, 8, 7 and 6 is worth nothing.</source>
        <translation>Es zählen nur die Karten in den Stichen. Ein Ass ist 11 Punkte wert, ein Banner 10, ein König 4, ein Ober 3, ein Under 2. Im Trumpfspiel zählt der Buur 20 und der Nell 14; jede andere 9, 8, 7 und 6 ist nichts wert.</translation>
    </message>
    <message>
        <source>Ueli has named roses as trumps and leads the Buur, which nothing can beat. Give him as few points as you can.</source>
        <translation>Ueli hat Rosen als Trumpf angesagt und spielt den Buur aus, den nichts schlagen kann. Gib ihm so wenig Punkte wie möglich.</translation>
    </message>
    <message>
        <source>Right: in a trump game a plain 9, 8, 7 or 6 is worth nothing, so Ueli gains no points from you.</source>
        <translation>Richtig: Im Trumpfspiel ist eine 9, 8, 7 oder 6 einer Nebenfarbe nichts wert, also bekommt Ueli von dir keine Punkte.</translation>
    </message>
    <message>
        <source>That card gives Ueli points. Nothing beats the Buur, so throw a card worth nothing: a 9, 8, 7 or 6.</source>
        <translation>Diese Karte bringt Ueli Punkte. Den Buur schlägt nichts, also wirf eine Karte ab, die nichts wert ist: eine 9, 8, 7 oder 6.</translation>
    </message>
    <message>
        <source>Your partner Vreni wins this trick with the acorns Ace. Give her as many points as you can.</source>
        <translation>Deine Partnerin Vreni macht diesen Stich mit dem Eichel-Ass. Gib ihr so viele Punkte wie möglich.</translation>
    </message>
    <message>
        <source>Right: a Banner is worth 10, the most of any card in your hand. Every point Vreni takes is a point Ueli does not score.</source>
        <translation>Richtig: Ein Banner zählt 10, mehr als jede andere Karte in deinem Blatt. Jeder Punkt, den Vreni macht, fehlt Ueli.</translation>
    </message>
    <message>
        <source>Vreni&apos;s trick is safe, so put your most valuable card on it: a Banner, worth 10.</source>
        <translation>Vrenis Stich ist sicher, also schmier deine wertvollste Karte dazu: einen Banner, 10 Punkte wert.</translation>
    </message>
    <message>
        <source>Following suit, or trumping</source>
        <translation>Bedienen oder stechen</translation>
    </message>
    <message>
        <source>In a trump game you may trump a plain suit even when you could follow it (only not lower than a trump already in the trick); but you may not play a third suit while you hold the suit that was led. When trumps are led, you must play a trump if you have one.</source>
        <translation>Im Trumpfspiel darfst du eine Nebenfarbe stechen, auch wenn du bedienen könntest (nur nicht unter einem Trumpf, der schon im Stich liegt); eine dritte Farbe darfst du aber nicht legen, solange du die ausgespielte Farbe hast. Wird Trumpf ausgespielt, musst du Trumpf zugeben, wenn du einen hast.</translation>
    </message>
    <message>
        <source>Ueli has named bells as trumps and leads the roses Ace. Win the trick.</source>
        <translation>Ueli hat Schellen als Trumpf angesagt und spielt das Rosen-Ass aus. Mach den Stich.</translation>
    </message>
    <message>
        <source>Right: you may trump even though you hold roses, and the smallest trump beats the Ace of a plain suit.</source>
        <translation>Richtig: Du darfst stechen, obwohl du Rosen hast, und der kleinste Trumpf schlägt das Ass einer Nebenfarbe.</translation>
    </message>
    <message>
        <source>A small rose cannot beat the Ace. You may trump instead of following suit: any bell wins this trick.</source>
        <translation>Eine kleine Rosen-Karte schlägt das Ass nicht. Statt zu bedienen, darfst du stechen: Mit jeder Schellen-Karte machst du diesen Stich.</translation>
    </message>
    <message>
        <source>House rule: the Buur exception</source>
        <translation>Hausregel: die Buur-Ausnahme</translation>
    </message>
    <message>
        <source>Normally a trump lead forces you to play a trump, even when your only trump is the Buur. This lesson turns on the house rule “The Buur need never be played to a trump lead”: then you may keep your Buur and play any card.</source>
        <translation>Normalerweise musst du zu einem Trumpf-Ausspiel Trumpf zugeben, auch wenn dein einziger Trumpf der Buur ist. In dieser Lektion ist die Hausregel „Der Buur muss nie zu einem Trumpf-Ausspiel gegeben werden“ eingeschaltet: Dann darfst du deinen Buur behalten und eine beliebige Karte legen.</translation>
    </message>
    <message>
        <source>Ueli has named acorns as trumps and leads the acorns King; Vreni wins it with the Nell. Your only trump is the Buur. Keep it and play another card.</source>
        <translation>Ueli hat Eichel als Trumpf angesagt und spielt den Eichel-König aus; Vreni übersticht ihn mit dem Nell. Dein einziger Trumpf ist der Buur. Behalte ihn und leg eine andere Karte.</translation>
    </message>
    <message>
        <source>Right: with this house rule the Buur never has to be played to a trump lead. It stays in your hand for a trick that Ueli would win.</source>
        <translation>Richtig: Mit dieser Hausregel muss der Buur nie zu einem Trumpf-Ausspiel gegeben werden. Du behältst ihn für einen Stich, den sonst Ueli machen würde.</translation>
    </message>
    <message>
        <source>Your Buur would only take the trick from your own partner. With this house rule you need not play it: keep it and play another card.</source>
        <translation>Dein Buur würde den Stich nur deiner eigenen Partnerin abnehmen. Mit dieser Hausregel musst du ihn nicht legen: Behalte ihn und leg eine andere Karte.</translation>
    </message>
    <message>
        <source>No undertrumping</source>
        <translation>Untertrumpfen verboten</translation>
    </message>
    <message>
        <source>Once someone has trumped a plain suit, the next player may not play a lower trump, unless their hand holds nothing but trumps. A higher trump, or a card of the suit that was led, is always allowed.</source>
        <translation>Hat jemand eine Nebenfarbe gestochen, darf der Nächste keinen niedrigeren Trumpf legen, ausser er hat nur noch Trümpfe. Ein höherer Trumpf oder eine Karte der ausgespielten Farbe ist immer erlaubt.</translation>
    </message>
    <message>
        <source>Vreni has named shields as trumps. Your partner Ueli leads the acorns King, and Vreni trumps it with the shields Ober. Win the trick back.</source>
        <translation>Vreni hat Schilten als Trumpf angesagt. Dein Partner Ueli spielt den Eichel-König aus, und Vreni sticht ihn mit dem Schilten-Ober. Hol dir den Stich zurück.</translation>
    </message>
    <message>
        <source>Right: your shields Ace is higher than the Ober, so you may play it, and it wins. Your shields Banner and 6 are lower: playing them would be undertrumping.</source>
        <translation>Richtig: Dein Schilten-Ass ist höher als der Ober, also darfst du es legen, und es macht den Stich. Dein Schilten-Banner und deine Schilten-6 sind niedriger: Sie zu legen wäre Untertrumpfen.</translation>
    </message>
    <message>
        <source>Following with the acorns 7 is allowed, but it loses. Your shields Banner and 6 may not be played, as they are lower than the Ober; your shields Ace is higher.</source>
        <translation>Mit der Eichel-7 zu bedienen ist erlaubt, aber damit verlierst du den Stich. Schilten-Banner und Schilten-6 darfst du nicht legen, denn sie sind niedriger als der Ober; dein Schilten-Ass ist höher.</translation>
    </message>
    <message>
        <source>Obenabe: high cards win</source>
        <translation>Obenabe: Die hohen Karten stechen</translation>
    </message>
    <message>
        <source>In Obenabe there is no trump. In every suit the Ace is highest, then the King, Ober, Under, Banner, 9, 8, 7 and 6. You must follow suit if you can, and a card of another suit never wins. Every 8 is worth 8 points.</source>
        <translation>Bei Obenabe gibt es keinen Trumpf. In jeder Farbe ist das Ass am höchsten, dann kommen König, Ober, Under, Banner, 9, 8, 7 und 6. Du musst bedienen, wenn du kannst, und eine Karte einer anderen Farbe gewinnt nie. Jede 8 zählt 8 Punkte.</translation>
    </message>
    <message>
        <source>Ueli has named Obenabe and leads the acorns King. Win the trick.</source>
        <translation>Ueli hat Obenabe angesagt und spielt den Eichel-König aus. Mach den Stich.</translation>
    </message>
    <message>
        <source>Right: in Obenabe the Ace beats the King.</source>
        <translation>Richtig: Bei Obenabe schlägt das Ass den König.</translation>
    </message>
    <message>
        <source>Your acorns 7 cannot beat the King. You must follow with acorns, and your acorns Ace wins.</source>
        <translation>Deine Eichel-7 schlägt den König nicht. Du musst mit Eichel bedienen, und dein Eichel-Ass gewinnt.</translation>
    </message>
    <message>
        <source>Now you lead. Lead a card that is sure to win the trick.</source>
        <translation>Jetzt spielst du aus. Spiel eine Karte aus, die den Stich sicher gewinnt.</translation>
    </message>
    <message>
        <source>Right: an Ace led in Obenabe cannot be beaten. The others must follow with lower cards, and there is no trump.</source>
        <translation>Richtig: Ein ausgespieltes Ass ist bei Obenabe nicht zu schlagen. Die anderen müssen mit niedrigeren Karten bedienen, und Trumpf gibt es keinen.</translation>
    </message>
    <message>
        <source>A higher card of the same suit can beat that one. In Obenabe only an Ace is sure to win when you lead it.</source>
        <translation>Eine höhere Karte derselben Farbe kann diese Karte schlagen. Bei Obenabe gewinnt nur ein Ass sicher, wenn du es ausspielst.</translation>
    </message>
    <message>
        <source>Undenufe: low cards win</source>
        <translation>Undenufe: Die niedrigen Karten stechen</translation>
    </message>
    <message>
        <source>Undenufe turns the order upside down: no trump, and in every suit the 6 is highest and the Ace lowest. The card points are those of Obenabe, so an Ace is still worth 11 but hardly ever wins a trick.</source>
        <translation>Undenufe stellt die Rangfolge auf den Kopf: kein Trumpf, und in jeder Farbe ist die 6 am höchsten und das Ass am niedrigsten. Die Punkte bleiben wie bei Obenabe, ein Ass zählt also weiter 11, gewinnt aber kaum je einen Stich.</translation>
    </message>
    <message>
        <source>Ueli has named Undenufe and leads the acorns 9; Vreni plays the acorns 7. Win the trick.</source>
        <translation>Ueli hat Undenufe angesagt und spielt die Eichel-9 aus; Vreni legt die Eichel-7. Mach den Stich.</translation>
    </message>
    <message>
        <source>Right: in Undenufe the 6 is the best card of its suit.</source>
        <translation>Richtig: Bei Undenufe ist die 6 die beste Karte ihrer Farbe.</translation>
    </message>
    <message>
        <source>In Undenufe the Ace and the King are the lowest acorns. Only your acorns 6 beats the 7.</source>
        <translation>Bei Undenufe sind Ass und König die niedrigsten Eichel-Karten. Nur deine Eichel-6 schlägt die 7.</translation>
    </message>
    <message>
        <source>Right: in Undenufe a 6 led cannot be beaten.</source>
        <translation>Richtig: Eine ausgespielte 6 ist bei Undenufe nicht zu schlagen.</translation>
    </message>
    <message>
        <source>A lower card of the same suit can beat that one. In Undenufe only a 6 is sure to win when you lead it.</source>
        <translation>Eine niedrigere Karte derselben Farbe kann diese Karte schlagen. Bei Undenufe gewinnt nur eine 6 sicher, wenn du sie ausspielst.</translation>
    </message>
    <message>
        <source>Slalom and Gustav: the order turns</source>
        <translation>Slalom und Gustav: Die Rangfolge kehrt sich um</translation>
    </message>
    <message>
        <source>Slalom has no trump, and the order flips after every trick: one trick Obenabe, the next Undenufe, and so on. The declarer chooses how the first trick goes. Gustav is like it, but the order turns only once, after six tricks.</source>
        <translation>Slalom hat keinen Trumpf, und die Rangfolge kehrt sich nach jedem Stich um: ein Stich Obenabe, der nächste Undenufe und so weiter. Der Ansager bestimmt, wie der erste Stich gespielt wird. Gustav ist ähnlich, aber die Rangfolge kehrt sich nur einmal um, nach sechs Stichen.</translation>
    </message>
    <message>
        <source>Ueli has named Slalom and starts with Undenufe, so low cards win this first trick. Win it.</source>
        <translation>Ueli hat Slalom angesagt und beginnt mit Undenufe, also stechen in diesem ersten Stich die niedrigen Karten. Mach den Stich.</translation>
    </message>
    <message>
        <source>Right: in an Undenufe trick your roses 6 beats the 7 and the 9.</source>
        <translation>Richtig: In einem Undenufe-Stich schlägt deine Rosen-6 die 7 und die 9.</translation>
    </message>
    <message>
        <source>In this first trick low cards win, so the Ace is the lowest rose. Your roses 6 wins.</source>
        <translation>In diesem ersten Stich stechen die niedrigen Karten, also ist das Ass die niedrigste Rosen-Karte. Deine Rosen-6 gewinnt.</translation>
    </message>
    <message>
        <source>The order has turned: this second trick is played Obenabe. Lead a card that is sure to win.</source>
        <translation>Die Rangfolge hat sich umgekehrt: Dieser zweite Stich wird Obenabe gespielt. Spiel eine Karte aus, die sicher gewinnt.</translation>
    </message>
    <message>
        <source>Right: in an Obenabe trick an Ace led cannot be beaten. In the third trick low cards win again.</source>
        <translation>Richtig: In einem Obenabe-Stich ist ein ausgespieltes Ass nicht zu schlagen. Im dritten Stich stechen wieder die niedrigen Karten.</translation>
    </message>
    <message>
        <source>Now high cards win, and that card can be beaten. Lead an Ace.</source>
        <translation>Jetzt stechen die hohen Karten, und diese Karte kann geschlagen werden. Spiel ein Ass aus.</translation>
    </message>
    <message>
        <source>Choosing a contract, or passing</source>
        <translation>Eine Spielart ansagen oder passen</translation>
    </message>
    <message>
        <source>After the deal the player on the dealer&apos;s right speaks first: name one of your open contracts, or pass. Each player plays every row of the board once. A suit row is worth one mark, Obenabe, Undenufe and Slalom two, Gustav and the Jokers three.</source>
        <translation>Nach dem Geben spricht der rechte Nachbar des Gebers zuerst: Sag eine deiner offenen Spielarten an oder passe. Jeder spielt jede Zeile der Tafel einmal. Eine Farbzeile ist einen Strich wert, Obenabe, Undenufe und Slalom zwei, Gustav und die Joker drei.</translation>
    </message>
    <message>
        <source>You speak first. Your hand has no Aces, no 6s, and no Under or 9 for a good trump. Name a contract or pass.</source>
        <translation>Du sprichst zuerst. Dein Blatt hat keine Asse, keine Sechser und weder Under noch 9 für einen guten Trumpf. Sag eine Spielart an oder passe.</translation>
    </message>
    <message>
        <source>Right: passing costs nothing. Perhaps Ueli or Vreni will name a contract, and you keep your rows for better hands.</source>
        <translation>Richtig: Passen kostet nichts. Vielleicht sagt Ueli oder Vreni eine Spielart an, und du hebst deine Zeilen für bessere Blätter auf.</translation>
    </message>
    <message>
        <source>Any row would score badly with this hand, and each row can be played only once. Pass and let the others choose first.</source>
        <translation>Mit diesem Blatt würde jede Zeile schlecht abschneiden, und jede Zeile kann nur einmal gespielt werden. Passe und lass die anderen zuerst wählen.</translation>
    </message>
    <message>
        <source>Ueli and Vreni passed too, so now you must name a contract. Choose one where a poor score costs the least.</source>
        <translation>Ueli und Vreni haben auch gepasst, also musst du jetzt eine Spielart ansagen. Wähl eine, bei der ein schwaches Ergebnis am wenigsten kostet.</translation>
    </message>
    <message>
        <source>Right: a suit row is worth one mark, so a poor score there costs only one minus mark on the board.</source>
        <translation>Richtig: Eine Farbzeile ist einen Strich wert, ein schwaches Ergebnis kostet dort also nur einen Kreis auf der Tafel.</translation>
    </message>
    <message>
        <source>That row is worth two or three marks, so a poor score there costs more. A suit row risks only one mark.</source>
        <translation>Diese Zeile ist zwei oder drei Striche wert, ein schwaches Ergebnis kostet dort also mehr. Mit einer Farbzeile riskierst du nur einen Kreis.</translation>
    </message>
    <message>
        <source>A whole deal</source>
        <translation>Ein ganzes Spiel</translation>
    </message>
    <message>
        <source>Now play a whole deal against Ueli and Vreni. You speak first: name a contract, then play all twelve tricks. Win every trick and it is a Match: 257 points and two extra marks. Ask for a hint whenever you are unsure.</source>
        <translation>Jetzt spielst du ein ganzes Spiel gegen Ueli und Vreni. Du sprichst zuerst: Sag eine Spielart an und spiel dann alle zwölf Stiche. Machst du alle Stiche, ist das ein Match: 257 Punkte und zwei Striche extra. Hol dir einen Tipp, wann immer du unsicher bist.</translation>
    </message>
    <message>
        <source>You hold the Under, the 9 and the Ace of roses. Name the contract that makes the most of them.</source>
        <translation>Du hast Under, 9 und Ass in Rosen. Sag die Spielart an, mit der du am meisten daraus machst.</translation>
    </message>
    <message>
        <source>Right: roses are trumps, and you hold their three best cards. Now play the deal to its end.</source>
        <translation>Richtig: Rosen ist Trumpf, und du hast die drei besten Trümpfe. Spiel jetzt bis zum letzten Stich.</translation>
    </message>
    <message>
        <source>Your roses Under and 9 are the Buur and the Nell only when roses are trumps. Name roses, and save the Jokers for hands whose own row is already used.</source>
        <translation>Dein Rosen-Under und deine Rosen-9 sind nur dann Buur und Nell, wenn Rosen Trumpf ist. Sag Rosen an und heb die Joker für Blätter auf, deren eigene Zeile schon gespielt ist.</translation>
    </message>
</context>
<context>
    <name>CoiffeurReviewWords</name>
    <message>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
</context>
<context>
    <name>CoiffeurScoreSheet</name>
    <message>
        <source>The board</source>
        <translation>Die Tafel</translation>
    </message>
    <message>
        <source>Totals after each deal</source>
        <translation>Summen nach jedem Spiel</translation>
    </message>
</context>
<context>
    <name>CoiffeurStarter</name>
    <message>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <source>Each player&apos;s level</source>
        <translation>Spielstärke der einzelnen Spieler</translation>
    </message>
</context>
<context>
    <name>CoiffeurSummary</name>
    <message>
        <source>%1 by %2: Match, %3 points!</source>
        <translation>%2 mit %1: Match, %3 Punkte!</translation>
    </message>
    <message>
        <source>%1 by %2: reverse Match, not a single trick</source>
        <translation>%2 mit %1: Konter-Match, kein einziger Stich</translation>
    </message>
    <message>
        <source>%1 by %2: %3 points</source>
        <translation>%2 mit %1: %3 Punkte</translation>
    </message>
    <message>
        <source>Card points in the tricks: %1</source>
        <translation>Punkte in den Stichen: %1</translation>
    </message>
    <message>
        <source>Last trick: +%1</source>
        <translation>Letzter Stich: +%1</translation>
    </message>
    <message>
        <source>All tricks (Match): +%1</source>
        <translation>Alle Stiche (Match): +%1</translation>
    </message>
    <message>
        <source>%1: %2 for the Match</source>
        <translation>%1: %2 für den Match</translation>
    </message>
    <message>
        <source>%1: %2 for the reverse Match</source>
        <translation>%1: %2 für den Konter-Match</translation>
    </message>
    <message>
        <source>Tens: %1</source>
        <translation>Punkte ÷ 10, abgerundet: %1</translation>
    </message>
    <message>
        <source>Multiplier: ×%1</source>
        <translation>Multiplikator: ×%1</translation>
    </message>
    <message>
        <source>On the board: %1</source>
        <translation>Auf die Tafel: %1</translation>
    </message>
    <message>
        <source>The other side took %1 points.</source>
        <translation>Die Gegenseite hat %1 Punkte gemacht.</translation>
    </message>
    <message>
        <source>The marks for this contract are given once all three have played it.</source>
        <translation>Die Striche für diese Spielart gibt es, sobald alle drei sie gespielt haben.</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <translation>Du und %1 gewinnt die Partie!</translation>
    </message>
    <message>
        <source>%1 win the match.</source>
        <translation>%1 gewinnen die Partie.</translation>
    </message>
    <message>
        <source>First place shared: %1.</source>
        <translation>Geteilter erster Platz: %1.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>All three have played %1: %2.</source>
        <translation>Alle drei haben %1 gespielt: %2.</translation>
    </message>
</context>
<context>
    <name>CoiffeurTablePage</name>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partie vorbei</translation>
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
        <source>The board (S)</source>
        <translation>Die Tafel (S)</translation>
    </message>
    <message>
        <source>Export the match as a record</source>
        <translation>Partie als Protokoll exportieren</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (Partner)</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Die Tafel</translation>
    </message>
</context>
<context>
    <name>CoiffeurWords</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Ueli</source>
        <translation>Ueli</translation>
    </message>
    <message>
        <source>Vreni</source>
        <translation>Vreni</translation>
    </message>
    <message>
        <source>Beat</source>
        <translation>Beat</translation>
    </message>
    <message>
        <source>You &amp; %1</source>
        <translation>Du &amp; %1</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Schilten</translation>
    </message>
    <message>
        <source>Roses</source>
        <translation>Rosen</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
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
        <source>Under</source>
        <translation>Under</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Banner</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, then rank: Roses Banner</comment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>Obenabe</source>
        <translation>Obenabe</translation>
    </message>
    <message>
        <source>Undenufe</source>
        <translation>Undenufe</translation>
    </message>
    <message>
        <source>Slalom</source>
        <translation>Slalom</translation>
    </message>
    <message>
        <source>Gustav</source>
        <translation>Gustav</translation>
    </message>
    <message>
        <source>Joker 1</source>
        <translation>Joker 1</translation>
    </message>
    <message>
        <source>Joker 2</source>
        <translation>Joker 2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>±%1 marks</source>
        <translation>±%1 Striche</translation>
    </message>
    <message>
        <source>tens ×%1</source>
        <translation>Punkte ÷ 10 × %1</translation>
    </message>
    <message>
        <source>%1 are trumps: Under and Nell highest</source>
        <translation>%1 ist Trumpf, Buur und Nell sind am höchsten</translation>
    </message>
    <message>
        <source>no trumps, the ace is highest</source>
        <translation>ohne Trumpf, das Ass ist am höchsten</translation>
    </message>
    <message>
        <source>no trumps, the six is highest</source>
        <translation>ohne Trumpf, die Sechs ist am höchsten</translation>
    </message>
    <message>
        <source>no trumps, the order turns every trick</source>
        <translation>ohne Trumpf, die Rangfolge kehrt sich nach jedem Stich um</translation>
    </message>
    <message>
        <source>no trumps, the order turns halfway</source>
        <translation>ohne Trumpf, die Rangfolge kehrt sich nach der Hälfte um</translation>
    </message>
    <message>
        <source>you choose how it is played</source>
        <translation>du wählst, wie gespielt wird</translation>
    </message>
    <message>
        <source>Start with Obenabe</source>
        <translation>Mit Obenabe beginnen</translation>
    </message>
    <message>
        <source>Start with Undenufe</source>
        <translation>Mit Undenufe beginnen</translation>
    </message>
    <message>
        <source>sixes win the first half, aces the second</source>
        <translation>in der ersten Hälfte stechen die Sechser, in der zweiten die Asse</translation>
    </message>
    <message>
        <source>aces win the first half, sixes the second</source>
        <translation>in der ersten Hälfte stechen die Asse, in der zweiten die Sechser</translation>
    </message>
    <message>
        <source>sixes win odd tricks, aces even ones</source>
        <translation>in ungeraden Stichen stechen die Sechser, in geraden die Asse</translation>
    </message>
    <message>
        <source>aces win odd tricks, sixes even ones</source>
        <translation>in ungeraden Stichen stechen die Asse, in geraden die Sechser</translation>
    </message>
    <message>
        <source>%1: how do you play it? Any trump suit or way of play, even one you have used.</source>
        <translation>%1: Wie spielst du ihn? Mit einer Trumpffarbe oder einer anderen Spielart, auch einer, die du schon gespielt hast.</translation>
    </message>
    <message>
        <source>Gustav: which order for the first half of the tricks?</source>
        <translation>Gustav: Welche Rangfolge gilt in der ersten Hälfte der Stiche?</translation>
    </message>
    <message>
        <source>Slalom: which order for the first trick? It turns every trick.</source>
        <translation>Slalom: Welche Rangfolge gilt im ersten Stich? Sie kehrt sich nach jedem Stich um.</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Obenabe: aces high</source>
        <translation>Obenabe: Asse oben</translation>
    </message>
    <message>
        <source>Undenufe: sixes high</source>
        <translation>Undenufe: Sechser oben</translation>
    </message>
    <message>
        <source>Slalom, this trick: sixes high</source>
        <translation>Slalom, dieser Stich: Sechser oben</translation>
    </message>
    <message>
        <source>Slalom, this trick: aces high</source>
        <translation>Slalom, dieser Stich: Asse oben</translation>
    </message>
    <message>
        <source>Gustav, half %1: sixes high</source>
        <translation>Gustav, %1. Hälfte: Sechser oben</translation>
    </message>
    <message>
        <source>Gustav, half %1: aces high</source>
        <translation>Gustav, %1. Hälfte: Asse oben</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Warte: Du bist nicht dran.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>Du musst Farbe bedienen: Du hast %1.</translation>
    </message>
    <message>
        <source>Trumps were led: you must follow with %1.</source>
        <translation>Trumpf ist ausgespielt: Du musst mit %1 bedienen.</translation>
    </message>
    <message>
        <source>Follow suit with %1, or play a trump.</source>
        <translation>Bediene mit %1 oder stich mit einem Trumpf.</translation>
    </message>
    <message>
        <source>No undertrumping: %1 is the highest trump in this trick, and you may only play a lower trump if you have nothing else.</source>
        <translation>Untertrumpfen verboten: %1 ist der höchste Trumpf in diesem Stich, und einen niedrigeren Trumpf darfst du nur legen, wenn du nichts anderes hast.</translation>
    </message>
    <message>
        <source>This contract is already on the board.</source>
        <translation>Diese Spielart steht schon auf der Tafel.</translation>
    </message>
    <message>
        <source>This contract is not played with four.</source>
        <translation>Diese Spielart wird zu viert nicht gespielt.</translation>
    </message>
    <message>
        <source>You may not pass: the contract is yours to name now.</source>
        <translation>Du darfst nicht passen: Jetzt musst du die Spielart ansagen.</translation>
    </message>
    <message>
        <source>Everyone has passed: now you must name a contract.</source>
        <translation>Alle haben gepasst: Jetzt musst du eine Spielart ansagen.</translation>
    </message>
    <message>
        <source>With four, a Joker is played as a suit, Obenabe or Undenufe.</source>
        <translation>Zu viert wird ein Joker als Trumpffarbe, Obenabe oder Undenufe gespielt.</translation>
    </message>
    <message>
        <source>First choose how your Joker is played.</source>
        <translation>Wähle zuerst, wie dein Joker gespielt wird.</translation>
    </message>
    <message>
        <source>First choose which order to start with.</source>
        <translation>Wähle zuerst, mit welcher Rangfolge es losgeht.</translation>
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
        <source>Rules: following and undertrumping →</source>
        <translation>Regeln: Bedienen und Untertrumpfen →</translation>
    </message>
    <message>
        <source>Rules: contracts →</source>
        <translation>Regeln: Spielarten →</translation>
    </message>
    <message>
        <source>Rules: choosing the contract →</source>
        <translation>Regeln: Ansagen →</translation>
    </message>
    <message>
        <source>Rules: the board →</source>
        <translation>Regeln: die Tafel →</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Name %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>with the Under and the Nell</source>
        <translation>mit Buur und Nell</translation>
    </message>
    <message>
        <source>with the Under</source>
        <translation>mit dem Buur</translation>
    </message>
    <message>
        <source>with the Nell</source>
        <translation>mit dem Nell</translation>
    </message>
    <message>
        <source>without the Under or the Nell</source>
        <translation>ohne Buur und Nell</translation>
    </message>
    <message>
        <source>%1 trumps %2.</source>
        <translation>Trümpfe: %1, %2.</translation>
    </message>
    <message>
        <source>Many aces and kings: they win from the top.</source>
        <translation>Viele Asse und Könige: Sie stechen von oben.</translation>
    </message>
    <message>
        <source>Many sixes and sevens: they win from below.</source>
        <translation>Viele Sechser und Siebner: Sie stechen von unten.</translation>
    </message>
    <message>
        <source>Strong at both ends: high and low cards both win tricks.</source>
        <translation>Stark an beiden Enden: Hohe und niedrige Karten machen Stiche.</translation>
    </message>
    <message>
        <source>No contract fits better now: keep the specific ones for better hands.</source>
        <translation>Keine Spielart passt jetzt besser: Heb die anderen für passendere Blätter auf.</translation>
    </message>
    <message>
        <source>You may not pass: this is the best of what is left.</source>
        <translation>Du darfst nicht passen: Das ist das Beste, was noch übrig ist.</translation>
    </message>
    <message>
        <source>Nothing fits this hand well: let the next player choose.</source>
        <translation>Zu diesem Blatt passt nichts gut: Lass den Nächsten wählen.</translation>
    </message>
    <message>
        <source>The best way to play this hand.</source>
        <translation>So spielst du dieses Blatt am besten.</translation>
    </message>
    <message>
        <source>Start with the order your hand is stronger in.</source>
        <translation>Beginne mit der Rangfolge, in der dein Blatt stärker ist.</translation>
    </message>
    <message>
        <source>Draw the opponents&apos; trumps.</source>
        <translation>Zieh den Gegnern die Trümpfe.</translation>
    </message>
    <message>
        <source>This card cannot be beaten: take the trick.</source>
        <translation>Diese Karte ist nicht zu schlagen: Mach den Stich.</translation>
    </message>
    <message>
        <source>This wins the trick.</source>
        <translation>Damit machst du den Stich.</translation>
    </message>
    <message>
        <source>This card takes the lead, but a later card may still beat it.</source>
        <translation>Mit dieser Karte liegst du vorn, aber wer nach dir spielt, kann sie noch schlagen.</translation>
    </message>
    <message>
        <source>Your side takes this trick: add points to it.</source>
        <translation>Deine Seite macht diesen Stich: Schmier Punkte dazu.</translation>
    </message>
    <message>
        <source>Lead your longest suit.</source>
        <translation>Spiel deine längste Farbe aus.</translation>
    </message>
    <message>
        <source>%1 is the highest trump.</source>
        <translation>%1 ist der höchste Trumpf.</translation>
    </message>
    <message>
        <source>%1 trumped it.</source>
        <translation>%1 hat gestochen.</translation>
    </message>
    <message>
        <source>%1 is the highest of the suit led.</source>
        <translation>%1 ist die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <source>%1 is the lowest of the suit led, and low cards win.</source>
        <translation>%1 ist die niedrigste Karte der ausgespielten Farbe, und die niedrigen Karten stechen.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>1 mark</source>
        <translation>1 Strich</translation>
    </message>
    <message>
        <source>%1 marks</source>
        <translation>%1 Striche</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1, tie for the highest score: %2. Best first: %3.</source>
        <translation>%1, Gleichstand beim besten Ergebnis: %2. Reihenfolge, Bester zuerst: %3.</translation>
    </message>
    <message>
        <source>%1, tie for the lowest score: %2. Best first: %3.</source>
        <translation>%1, Gleichstand beim schlechtesten Ergebnis: %2. Reihenfolge, Bester zuerst: %3.</translation>
    </message>
    <message>
        <source>Three players (30 deals)</source>
        <translation>Drei Spieler (30 Spiele)</translation>
    </message>
    <message>
        <source>Four, two teams (16 deals)</source>
        <translation>Vier mit Partner (16 Spiele)</translation>
    </message>
    <message>
        <source>Four, each alone (32 deals)</source>
        <translation>Vier, jeder für sich (32 Spiele)</translation>
    </message>
    <message>
        <source>First name a contract.</source>
        <translation>Sag zuerst eine Spielart an.</translation>
    </message>
    <message>
        <source>Now play a card.</source>
        <translation>Spiel jetzt eine Karte.</translation>
    </message>
    <message>
        <source>The trick is lost: throw your least valuable card.</source>
        <translation>Der Stich ist verloren: Wirf deine billigste Karte ab.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The Buur need never be played to a trump lead</source>
        <translation>Der Buur muss nie zu einem Trumpf-Ausspiel gegeben werden</translation>
    </message>
    <message>
        <source>±1 mark</source>
        <translation>±1 Strich</translation>
    </message>
</context>
<context>
    <name>ContractChoice</name>
    <message>
        <source>played ✓</source>
        <translation>gespielt ✓</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>the next player chooses</source>
        <translation>der Nächste wählt</translation>
    </message>
    <message>
        <source>Name a contract for your column of the board, or pass</source>
        <translation>Sag eine Spielart für deine Spalte auf der Tafel an oder passe</translation>
    </message>
</context>
<context>
    <name>DealPanel</name>
    <message>
        <source>%1 · declared by %2</source>
        <translation>%1 · Ansager: %2</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>Die Spielart wird angesagt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>↺ Dealing, bidding and play go to the right</source>
        <translation>↺ Geben, Ansagen und Spielen nach rechts</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
</context>
</TS>
