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
