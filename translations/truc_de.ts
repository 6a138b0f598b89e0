<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>RoundScore</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>12 points win a round, two rounds the game.</source>
        <translation>12 Punkte gewinnen eine Runde, zwei Runden die Partie.</translation>
    </message>
</context>
<context>
    <name>StakeChips</name>
    <message>
        <source>Stake: the remainder</source>
        <translation>Einsatz: der Rest</translation>
    </message>
    <message>
        <source>Stake: %1</source>
        <translation>Einsatz: %1</translation>
    </message>
    <message>
        <source>Offered: the remainder</source>
        <translation>Angeboten: der Rest</translation>
    </message>
    <message>
        <source>Offered: %1</source>
        <translation>Angeboten: %1</translation>
    </message>
</context>
<context>
    <name>StrengthLegend</name>
    <message>
        <source>Strongest first</source>
        <translation>Stärkste zuerst</translation>
    </message>
    <message>
        <source>7  8  A  K  Q  J  10  9</source>
        <translation>7  8  A  K  D  B  10  9</translation>
    </message>
    <message>
        <source>Suits do not matter.</source>
        <translation>Die Farben spielen keine Rolle.</translation>
    </message>
</context>
<context>
    <name>TrickRecord</name>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Deiner</translation>
    </message>
    <message>
        <source>Marius&apos;s</source>
        <translation>Marius&apos;</translation>
    </message>
    <message>
        <source>Spoilt</source>
        <translation>Verdorben</translation>
    </message>
    <message>
        <source>Spoilt, yours</source>
        <translation>Verdorben, deiner</translation>
    </message>
    <message>
        <source>Spoilt, Marius&apos;s</source>
        <translation>Verdorben, Marius&apos;</translation>
    </message>
    <message>
        <source>Two tricks win the hand. Equal cards spoil a trick.</source>
        <translation>Zwei Stiche gewinnen die Hand. Gleich starke Karten verderben einen Stich.</translation>
    </message>
    <message>
        <source>A spoilt trick goes to whoever wins a trick first.</source>
        <translation>Ein verdorbener Stich gehört dem, der zuerst einen Stich gewinnt.</translation>
    </message>
    <message>
        <source>Spoilt tricks are yours: you won a trick first.</source>
        <translation>Verdorbene Stiche gehören dir: Du hast zuerst einen Stich gewonnen.</translation>
    </message>
    <message>
        <source>Spoilt tricks are Marius&apos;s: he won a trick first.</source>
        <translation>Verdorbene Stiche gehören Marius: Er hat zuerst einen Stich gewonnen.</translation>
    </message>
</context>
<context>
    <name>TrucActions</name>
    <message>
        <source>Agree</source>
        <translation>Einverstanden</translation>
    </message>
    <message>
        <source>both get new cards</source>
        <translation>beide bekommen neue Karten</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>play these cards</source>
        <translation>mit diesen Karten spielen</translation>
    </message>
    <message>
        <source>Keep these cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>and lead</source>
        <translation>und ausspielen</translation>
    </message>
    <message>
        <source>Ask for new hands</source>
        <translation>Neue Karten verlangen</translation>
    </message>
    <message>
        <source>Marius may refuse</source>
        <translation>Marius darf ablehnen</translation>
    </message>
    <message>
        <source>this hand decides the round</source>
        <translation>diese Hand entscheidet die Runde</translation>
    </message>
    <message>
        <source>stake %1 → %2</source>
        <translation>Einsatz %1 → %2</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Offer the remainder</source>
        <translation>Rest anbieten</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Marius scores %1</source>
        <translation>Marius bekommt %1</translation>
    </message>
</context>
<context>
    <name>TrucReviewWords</name>
    <message>
        <source>Truc</source>
        <translation>Truc</translation>
    </message>
</context>
<context>
    <name>TrucScoreSheet</name>
    <message>
        <source>round %1: %2 : %3</source>
        <translation>Runde %1: %2 : %3</translation>
    </message>
    <message>
        <source>round won by you</source>
        <translation>Runde an dich</translation>
    </message>
    <message>
        <source>round won by Marius</source>
        <translation>Runde an Marius</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>Noch ist keine Hand zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
</context>
<context>
    <name>TrucStarter</name>
    <message>
        <source>Truc</source>
        <translation>Truc</translation>
    </message>
</context>
<context>
    <name>TrucStatus</name>
    <message>
        <source>Marius is thinking …</source>
        <translation>Marius überlegt …</translation>
    </message>
    <message>
        <source>Marius asks for new hands. Do you agree?</source>
        <translation>Marius verlangt neue Karten. Bist du einverstanden?</translation>
    </message>
    <message>
        <source>You lead. Keep these cards, or ask Marius for new hands?</source>
        <translation>Du spielst aus. Behältst du diese Karten, oder verlangst du von Marius neue?</translation>
    </message>
    <message>
        <source>Marius offers the remainder: whoever wins this hand wins the round.</source>
        <translation>Marius bietet den Rest an: Wer diese Hand gewinnt, gewinnt die Runde.</translation>
    </message>
    <message>
        <source>Marius offers to double the stake to %1. Accept or refuse?</source>
        <translation>Marius bietet an, den Einsatz auf %1 zu verdoppeln. Annehmen oder ablehnen?</translation>
    </message>
    <message>
        <source>Beat Marius&apos;s card with a stronger one; an equal card spoils the trick.</source>
        <translation>Schlag Marius&apos; Karte mit einer stärkeren; eine gleich starke verdirbt den Stich.</translation>
    </message>
    <message>
        <source>Your lead: play any card, or raise the stake first.</source>
        <translation>Du spielst aus: irgendeine Karte, oder biete vorher an, den Einsatz zu erhöhen.</translation>
    </message>
    <message>
        <source>Your lead: play any card.</source>
        <translation>Du spielst aus: irgendeine Karte.</translation>
    </message>
</context>
<context>
    <name>TrucSummary</name>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <source>Marius wins the game.</source>
        <translation>Marius gewinnt die Partie.</translation>
    </message>
    <message>
        <source>You win round %1!</source>
        <translation>Du gewinnst Runde %1!</translation>
    </message>
    <message>
        <source>Marius wins round %1.</source>
        <translation>Marius gewinnt Runde %1.</translation>
    </message>
    <message>
        <source>Nobody scores</source>
        <translation>Niemand punktet</translation>
    </message>
    <message>
        <source>You win the hand</source>
        <translation>Du gewinnst die Hand</translation>
    </message>
    <message>
        <source>Marius wins the hand</source>
        <translation>Marius gewinnt die Hand</translation>
    </message>
    <message>
        <source>Marius&apos;s unplayed cards are put away unseen.</source>
        <translation>Marius&apos; nicht gespielte Karten werden verdeckt weggelegt.</translation>
    </message>
    <message>
        <source>Rounds won: you %1, Marius %2.</source>
        <translation>Gewonnene Runden: du %1, Marius %2.</translation>
    </message>
    <message>
        <source>%1 of 12</source>
        <translation>%1 von 12</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>Partie abschließen</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Hand</translation>
    </message>
</context>
<context>
    <name>TrucTablePage</name>
    <message>
        <source>Truc</source>
        <translation>Truc</translation>
    </message>
    <message>
        <source>Hand %1 · Round %2</source>
        <translation>Hand %1 · Runde %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand vorbei</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Marius&apos;s turn</source>
        <translation>Marius ist dran</translation>
    </message>
    <message>
        <source>Spoilt</source>
        <translation>Verdorben</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Du gibst</translation>
    </message>
</context>
<context>
    <name>TrucWords</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Marius</source>
        <translation>Marius</translation>
    </message>
    <message>
        <source>Wait: it is Marius&apos;s turn.</source>
        <translation>Warte: Marius ist dran.</translation>
    </message>
    <message>
        <source>This hand is over.</source>
        <translation>Diese Hand ist vorbei.</translation>
    </message>
    <message>
        <source>First decide: keep these cards or ask for new hands.</source>
        <translation>Entscheide zuerst: Karten behalten oder neue verlangen.</translation>
    </message>
    <message>
        <source>First answer Marius: new hands or not?</source>
        <translation>Antworte zuerst Marius: neue Karten oder nicht?</translation>
    </message>
    <message>
        <source>First answer Marius&apos;s offer: accept or refuse.</source>
        <translation>Antworte zuerst auf Marius&apos; Angebot: annehmen oder ablehnen.</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <source>The remainder has been accepted: the stake cannot rise any more.</source>
        <translation>Der Rest wurde angenommen: Der Einsatz kann nicht mehr steigen.</translation>
    </message>
    <message>
        <source>The stake was raised this turn: play a card now.</source>
        <translation>Der Einsatz wurde in diesem Zug schon erhöht: Spiel jetzt eine Karte.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <source>The remainder</source>
        <translation>Der Rest</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>New hands?</source>
        <translation>Neue Karten?</translation>
    </message>
    <message>
        <source>Double? Stake %1!</source>
        <translation>Verdoppeln? Einsatz %1!</translation>
    </message>
    <message>
        <source>The remainder?</source>
        <translation>Um den Rest?</translation>
    </message>
    <message>
        <source>I&apos;ll play these.</source>
        <translation>Ich spiele diese.</translation>
    </message>
    <message>
        <source>Agreed, new hands.</source>
        <translation>Einverstanden, neue Karten.</translation>
    </message>
    <message>
        <source>No, we play these.</source>
        <translation>Nein, wir spielen diese.</translation>
    </message>
    <message>
        <source>Accepted!</source>
        <translation>Angenommen!</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Abgelehnt.</translation>
    </message>
    <message>
        <source>You took two tricks.</source>
        <translation>Du hast zwei Stiche gemacht.</translation>
    </message>
    <message>
        <source>Marius took two tricks.</source>
        <translation>Marius hat zwei Stiche gemacht.</translation>
    </message>
    <message>
        <source>Marius refused your double.</source>
        <translation>Marius hat dein Verdoppeln abgelehnt.</translation>
    </message>
    <message>
        <source>You refused Marius&apos;s double.</source>
        <translation>Du hast Marius&apos; Verdoppeln abgelehnt.</translation>
    </message>
    <message>
        <source>Marius refused your remainder.</source>
        <translation>Marius hat deinen Rest abgelehnt.</translation>
    </message>
    <message>
        <source>You refused Marius&apos;s remainder.</source>
        <translation>Du hast Marius&apos; Rest abgelehnt.</translation>
    </message>
    <message>
        <source>You won the hand played for the remainder: it decides the round.</source>
        <translation>Du hast die Hand um den Rest gewonnen: Sie entscheidet die Runde.</translation>
    </message>
    <message>
        <source>Marius won the hand played for the remainder: it decides the round.</source>
        <translation>Marius hat die Hand um den Rest gewonnen: Sie entscheidet die Runde.</translation>
    </message>
    <message>
        <source>All three tricks were spoilt: nobody scores.</source>
        <translation>Alle drei Stiche waren verdorben: Niemand bekommt Punkte.</translation>
    </message>
    <message>
        <source>two tricks</source>
        <translation>zwei Stiche</translation>
    </message>
    <message>
        <source>double refused</source>
        <translation>Verdoppeln abgelehnt</translation>
    </message>
    <message>
        <source>remainder refused</source>
        <translation>Rest abgelehnt</translation>
    </message>
    <message>
        <source>remainder won</source>
        <translation>Rest gewonnen</translation>
    </message>
    <message>
        <source>all tricks spoilt</source>
        <translation>alle Stiche verdorben</translation>
    </message>
    <message>
        <source>The spoilt trick counted for you: you won a trick first.</source>
        <translation>Der verdorbene Stich zählte für dich: Du hast zuerst einen Stich gewonnen.</translation>
    </message>
    <message>
        <source>The spoilt trick counted for Marius: he won a trick first.</source>
        <translation>Der verdorbene Stich zählte für Marius: Er hat zuerst einen Stich gewonnen.</translation>
    </message>
    <message>
        <source>The spoilt tricks counted for you: you won a trick first.</source>
        <translation>Die verdorbenen Stiche zählten für dich: Du hast zuerst einen Stich gewonnen.</translation>
    </message>
    <message>
        <source>The spoilt tricks counted for Marius: he won a trick first.</source>
        <translation>Die verdorbenen Stiche zählten für Marius: Er hat zuerst einen Stich gewonnen.</translation>
    </message>
    <message>
        <source>You score %1.</source>
        <translation>Du bekommst %1.</translation>
    </message>
    <message>
        <source>Marius scores %1.</source>
        <translation>Marius bekommt %1.</translation>
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
        <source>Keep these cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>Ask for new hands</source>
        <translation>Neue Karten verlangen</translation>
    </message>
    <message>
        <source>Agree to new hands</source>
        <translation>Neuen Karten zustimmen</translation>
    </message>
    <message>
        <source>Refuse new hands</source>
        <translation>Neue Karten ablehnen</translation>
    </message>
    <message>
        <source>Refuse the offer</source>
        <translation>Angebot ablehnen</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Angebot annehmen</translation>
    </message>
    <message>
        <source>Offer the remainder</source>
        <translation>Rest anbieten</translation>
    </message>
    <message>
        <source>Double the stake</source>
        <translation>Einsatz verdoppeln</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>These cards win the hand about %1% of the time.</source>
        <translation>Mit diesen Karten gewinnst du die Hand in etwa %1 % der Fälle.</translation>
    </message>
    <message>
        <source>These cards win only about %1% of the time, but asking for new ones would tell Marius they are weak.</source>
        <translation>Diese Karten gewinnen nur in etwa %1 % der Fälle, aber wer neue verlangt, verrät Marius, dass sie schwach sind.</translation>
    </message>
    <message>
        <source>These cards win only about %1% of the time: new ones are likely better.</source>
        <translation>Diese Karten gewinnen nur in etwa %1 % der Fälle: Neue sind wahrscheinlich besser.</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time: new ones are likely better.</source>
        <translation>Deine Karten gewinnen nur in etwa %1 % der Fälle: Neue sind wahrscheinlich besser.</translation>
    </message>
    <message>
        <source>Your cards win the hand about %1% of the time: play them.</source>
        <translation>Mit deinen Karten gewinnst du die Hand in etwa %1 % der Fälle: Spiel sie.</translation>
    </message>
    <message>
        <source>Your cards win the hand about %1% of the time.</source>
        <translation>Mit deinen Karten gewinnst du die Hand in etwa %1 % der Fälle.</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time, but refusing gives Marius the points for sure.</source>
        <translation>Deine Karten gewinnen nur in etwa %1 % der Fälle, aber wer ablehnt, schenkt Marius die Punkte sicher.</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time: accepting would risk more.</source>
        <translation>Deine Karten gewinnen nur in etwa %1 % der Fälle: Annehmen würde mehr riskieren.</translation>
    </message>
    <message>
        <source>Your cards win about %1% of the time, which is not enough for this stake.</source>
        <translation>Deine Karten gewinnen in etwa %1 % der Fälle, und das reicht für diesen Einsatz nicht.</translation>
    </message>
    <message>
        <source>Your cards win the hand about %1% of the time: raise the stake.</source>
        <translation>Mit deinen Karten gewinnst du die Hand in etwa %1 % der Fälle: Biete an, den Einsatz zu erhöhen.</translation>
    </message>
    <message>
        <source>A bluff: your cards win only about %1% of the time, but Marius may refuse.</source>
        <translation>Ein Bluff: Deine Karten gewinnen nur in etwa %1 % der Fälle, aber Marius lehnt vielleicht ab.</translation>
    </message>
    <message>
        <source>With it you win the hand about %1% of the time.</source>
        <translation>Damit gewinnst du die Hand in etwa %1 % der Fälle.</translation>
    </message>
    <message>
        <source>Lead your strongest card.</source>
        <translation>Spiel deine stärkste Karte aus.</translation>
    </message>
    <message>
        <source>Lead low and keep your stronger cards.</source>
        <translation>Spiel niedrig aus und behalte deine stärkeren Karten.</translation>
    </message>
    <message>
        <source>It is your last card.</source>
        <translation>Es ist deine letzte Karte.</translation>
    </message>
    <message>
        <source>It beats the %1 on the table, and your strongest card stays in your hand.</source>
        <translation>Sie schlägt Marius&apos; %1, und deine stärkste Karte bleibt dir.</translation>
    </message>
    <message>
        <source>It beats the %1 on the table.</source>
        <translation>Sie schlägt Marius&apos; %1.</translation>
    </message>
    <message>
        <source>It equals the %1 on the table: the trick is spoilt.</source>
        <translation>Sie ist so stark wie Marius&apos; %1: Der Stich ist verdorben.</translation>
    </message>
    <message>
        <source>Let the %1 take this trick and keep your stronger cards.</source>
        <translation>Lass Marius&apos; %1 den Stich und behalte deine stärkeren Karten.</translation>
    </message>
    <message>
        <source>None of your cards beats the %1.</source>
        <translation>Keine deiner Karten schlägt Marius&apos; %1.</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time, but Marius asks for new hands because his are weak.</source>
        <translation>Deine Karten gewinnen nur in etwa %1 % der Fälle, aber Marius verlangt neue Karten, weil seine schwach sind.</translation>
    </message>
    <message>
        <source>The expert strategy prefers this here; your cards win about %1% of the time.</source>
        <translation>Die Strategie des Meisters wählt hier meist diesen Zug; deine Karten gewinnen in etwa %1 % der Fälle.</translation>
    </message>
    <message>
        <source>%1 is the stronger card.</source>
        <translation>%1 ist die stärkere Karte.</translation>
    </message>
    <message>
        <source>Equal cards spoil the trick.</source>
        <translation>Gleich starke Karten verderben den Stich.</translation>
    </message>
</context>
</TS>
