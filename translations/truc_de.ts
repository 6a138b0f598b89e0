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
    <name>TrucLessonWords</name>
    <message>
        <source>The order of the cards</source>
        <translation>Die Rangfolge der Karten</translation>
    </message>
    <message>
        <source>In Truc the 7 is the strongest card and the 8 comes next, then the ace, king, queen, jack, 10 and 9. Suits do not matter at all.</source>
        <translation>Beim Truc ist die 7 die stärkste Karte, danach kommt die 8, dann Ass, König, Dame, Bube, 10 und 9. Die Farben spielen keinerlei Rolle.</translation>
    </message>
    <message>
        <source>Marius leads an ace. Beat it.</source>
        <translation>Marius spielt ein Ass aus. Schlag es.</translation>
    </message>
    <message>
        <source>Right: the 8 beats the ace. Only a 7 is stronger than an 8.</source>
        <translation>Richtig: Die 8 schlägt das Ass. Nur eine 7 ist stärker als eine 8.</translation>
    </message>
    <message>
        <source>Only a 7 or an 8 beats an ace, and you hold the 8. Play it.</source>
        <translation>Nur eine 7 oder eine 8 schlägt ein Ass, und du hast die 8. Spiel sie.</translation>
    </message>
    <message>
        <source>Two tricks win the hand</source>
        <translation>Zwei Stiche gewinnen die Hand</translation>
    </message>
    <message>
        <source>A hand has at most three tricks. Whoever owns two tricks first wins the hand and scores the stake. You may answer with any card: there is no need to follow suit.</source>
        <translation>Eine Hand hat höchstens drei Stiche. Wer zuerst zwei Stiche besitzt, gewinnt die Hand und erhält den Einsatz. Du darfst mit jeder beliebigen Karte antworten: Bedienen musst du nicht.</translation>
    </message>
    <message>
        <source>Marius won the first trick. Stop him from winning this one too.</source>
        <translation>Marius hat den ersten Stich gewonnen. Verhindere, dass er auch diesen gewinnt.</translation>
    </message>
    <message>
        <source>Well done: your 8 of clubs beats the queen of spades. Suits do not count. One trick each, so the last trick decides.</source>
        <translation>Gut gemacht: Deine Kreuz-8 schlägt die Pik-Dame. Die Farben zählen nicht. Jeder hat jetzt einen Stich, also entscheidet der letzte.</translation>
    </message>
    <message>
        <source>If Marius wins this trick too, he owns two and the hand is his. Your 8 beats his queen, whatever its suit.</source>
        <translation>Gewinnt Marius auch diesen Stich, besitzt er zwei, und die Hand gehört ihm. Deine 8 schlägt seine Dame, egal in welcher Farbe.</translation>
    </message>
    <message>
        <source>The spoilt trick</source>
        <translation>Der verdorbene Stich</translation>
    </message>
    <message>
        <source>When both cards have the same rank, the trick is spoilt and the same player leads again. A spoilt trick belongs to whoever wins a trick first in this hand.</source>
        <translation>Haben beide Karten denselben Rang, ist der Stich verdorben, und wer ausgespielt hat, spielt noch einmal aus. Ein verdorbener Stich gehört dem, der in dieser Hand als Erster einen Stich gewinnt.</translation>
    </message>
    <message>
        <source>Marius leads a 7, and nothing beats a 7. Spoil the trick.</source>
        <translation>Marius spielt eine 7 aus, und nichts schlägt eine 7. Verdirb den Stich.</translation>
    </message>
    <message>
        <source>Two 7s: the trick is spoilt, and Marius leads again. Whoever wins a trick first now gets the spoilt one too.</source>
        <translation>Zwei Siebenen: Der Stich ist verdorben, und Marius spielt noch einmal aus. Wer jetzt zuerst einen Stich gewinnt, bekommt auch den verdorbenen.</translation>
    </message>
    <message>
        <source>Any other card loses to the 7 and gives Marius a trick. Play your own 7 to spoil the trick.</source>
        <translation>Jede andere Karte verliert gegen die 7 und schenkt Marius einen Stich. Spiel deine eigene 7, um den Stich zu verderben.</translation>
    </message>
    <message>
        <source>Whoever wins this trick also owns the spoilt one. Win it.</source>
        <translation>Wer diesen Stich gewinnt, besitzt auch den verdorbenen. Hol ihn dir.</translation>
    </message>
    <message>
        <source>You won a trick first, so the spoilt trick is yours too: two tricks, and the hand is yours.</source>
        <translation>Du hast zuerst einen Stich gewonnen, also gehört dir auch der verdorbene: zwei Stiche, und die Hand gehört dir.</translation>
    </message>
    <message>
        <source>Play your ace: it beats his king. If Marius won this trick, he would own the spoilt one as well, and the hand.</source>
        <translation>Spiel dein Ass: Es schlägt seinen König. Würde Marius diesen Stich gewinnen, gehörte ihm auch der verdorbene und damit die Hand.</translation>
    </message>
    <message>
        <source>Offering a double</source>
        <translation>Verdoppeln anbieten</translation>
    </message>
    <message>
        <source>Every hand starts at a stake of 1 point. On your turn, before you play your card, you may offer to double the stake with the Double button.</source>
        <translation>Jede Hand beginnt mit einem Einsatz von 1 Punkt. Bist du am Zug, darfst du vor deiner Karte mit dem Knopf „Verdoppeln“ anbieten, den Einsatz zu verdoppeln.</translation>
    </message>
    <message>
        <source>You hold three 7s and cannot lose this hand. Offer a double before you lead.</source>
        <translation>Du hast drei Siebenen und kannst diese Hand nicht verlieren. Biete an zu verdoppeln, bevor du ausspielst.</translation>
    </message>
    <message>
        <source>You offered before your card, as the rules require. Marius must accept or refuse, and he accepts: the stake is 2.</source>
        <translation>Du hast vor deiner Karte angeboten, wie es die Regeln verlangen. Marius muss annehmen oder ablehnen, und er nimmt an: Der Einsatz ist jetzt 2.</translation>
    </message>
    <message>
        <source>An offer comes before your card, on your own turn. With three 7s, press Double first.</source>
        <translation>Ein Angebot kommt vor deiner Karte, an deinem eigenen Zug. Mit drei Siebenen: Drück zuerst auf „Verdoppeln“.</translation>
    </message>
    <message>
        <source>Accepting an offer</source>
        <translation>Ein Angebot annehmen</translation>
    </message>
    <message>
        <source>When Marius offers a double, you must answer. Accept, and the stake doubles and play goes on. Refuse, and the hand ends at once: Marius scores the stake as it was before his offer.</source>
        <translation>Bietet Marius an zu verdoppeln, musst du antworten. Nimmst du an, verdoppelt sich der Einsatz, und es wird weitergespielt. Lehnst du ab, endet die Hand sofort: Marius erhält den Einsatz, wie er vor seinem Angebot stand.</translation>
    </message>
    <message>
        <source>Marius offers a double. With two 7s and an 8 you cannot lose this hand. Answer him.</source>
        <translation>Marius bietet an zu verdoppeln. Mit zwei Siebenen und einer 8 kannst du diese Hand nicht verlieren. Antworte ihm.</translation>
    </message>
    <message>
        <source>You accepted: the stake is 2. No card beats a 7, and only a 7 beats an 8: Marius cannot win a trick against you.</source>
        <translation>Du hast angenommen: Der Einsatz ist jetzt 2. Keine Karte schlägt eine 7, und nur eine 7 schlägt eine 8: Marius kann gegen dich keinen Stich gewinnen.</translation>
    </message>
    <message>
        <source>Refusing would give Marius 1 point, although your cards cannot lose. Accept and play for 2.</source>
        <translation>Ablehnen würde Marius 1 Punkt schenken, obwohl deine Karten nicht verlieren können. Nimm an und spiel um 2.</translation>
    </message>
    <message>
        <source>Refusing an offer</source>
        <translation>Ein Angebot ablehnen</translation>
    </message>
    <message>
        <source>Refusing ends the hand at once and costs you only the stake as it stands. When your cards are hopeless, it is the cheaper answer.</source>
        <translation>Ablehnen beendet die Hand sofort und kostet dich nur den Einsatz, wie er steht. Sind deine Karten aussichtslos, ist das die billigere Antwort.</translation>
    </message>
    <message>
        <source>Marius has won the first trick and offers a double. You hold a 9 and a 10, the two weakest ranks. Answer him.</source>
        <translation>Marius hat den ersten Stich gewonnen und bietet an zu verdoppeln. Du hast eine 9 und eine 10, die beiden schwächsten Ränge. Antworte ihm.</translation>
    </message>
    <message>
        <source>Wise: you lose 1 point instead of risking 2. Marius needs just one more trick, and your cards can hardly stop him.</source>
        <translation>Klug: Du verlierst 1 Punkt, statt 2 zu riskieren. Marius braucht nur noch einen Stich, und deine Karten können ihn kaum aufhalten.</translation>
    </message>
    <message>
        <source>Accepting puts 2 points at stake, but a 9 and a 10 can hardly win a trick. Refuse and lose only 1 point.</source>
        <translation>Annehmen riskiert 2 Punkte, aber eine 9 und eine 10 gewinnen kaum einen Stich. Lehne ab, dann verlierst du nur 1 Punkt.</translation>
    </message>
    <message>
        <source>Raising the stake again</source>
        <translation>Den Einsatz erneut erhöhen</translation>
    </message>
    <message>
        <source>When Marius offers, you can only accept or refuse: you cannot raise in your answer. You may offer a double yourself later, on your own turn, before your card.</source>
        <translation>Bietet Marius an, kannst du nur annehmen oder ablehnen: In deiner Antwort kannst du nicht erhöhen. Du darfst aber später selbst anbieten zu verdoppeln: an deinem eigenen Zug, vor deiner Karte.</translation>
    </message>
    <message>
        <source>You accepted Marius&apos;s double and won the first trick. Now it is your turn: raise the stake from 2 to 4.</source>
        <translation>Du hast Marius&apos; Verdoppeln angenommen und den ersten Stich gewonnen. Jetzt bist du dran: Biete an, den Einsatz von 2 auf 4 zu erhöhen.</translation>
    </message>
    <message>
        <source>You offered on your own turn, and Marius accepts: the stake is 4. You own a trick and still hold a 7, so he cannot win this hand.</source>
        <translation>Du hast an deinem eigenen Zug angeboten, und Marius nimmt an: Der Einsatz ist jetzt 4. Du besitzt einen Stich und hast noch eine 7, also kann er diese Hand nicht gewinnen.</translation>
    </message>
    <message>
        <source>You own a trick and still hold a 7, so you cannot lose this hand. Press Double first, before your card.</source>
        <translation>Du besitzt einen Stich und hast noch eine 7, also kannst du diese Hand nicht verlieren. Drück zuerst auf „Verdoppeln“, vor deiner Karte.</translation>
    </message>
    <message>
        <source>The remainder</source>
        <translation>Der Rest</translation>
    </message>
    <message>
        <source>You may only double while your score plus the doubled stake is at most 12. Otherwise your offer is the remainder: if it is accepted, this hand decides the whole round.</source>
        <translation>Verdoppeln darfst du nur, solange dein Punktestand plus der verdoppelte Einsatz höchstens 12 ergibt. Sonst ist dein Angebot der Rest: Wird es angenommen, entscheidet diese Hand die ganze Runde.</translation>
    </message>
    <message>
        <source>Three doubles have made the stake 8, and you have one trick each. Marius leads an ace, and your last card is a 7. Offer the remainder.</source>
        <translation>Drei Verdopplungen haben den Einsatz auf 8 gebracht, und ihr habt je einen Stich. Marius spielt ein Ass aus, und deine letzte Karte ist eine 7. Biete den Rest an.</translation>
    </message>
    <message>
        <source>8 doubled would be 16, more than 12, so your offer is the remainder. Marius accepts, your 7 wins, and with it the whole round.</source>
        <translation>8 verdoppelt wären 16, mehr als 12, also ist dein Angebot der Rest. Marius nimmt an, deine 7 gewinnt und mit ihr die ganze Runde.</translation>
    </message>
    <message>
        <source>Your 7 wins this hand for 8 points. Offer the remainder first: if Marius accepts, you win the whole round; if he refuses, you still score 8.</source>
        <translation>Deine 7 gewinnt diese Hand um 8 Punkte. Biete zuerst den Rest an: Nimmt Marius an, gewinnst du die ganze Runde; lehnt er ab, bekommst du trotzdem 8.</translation>
    </message>
    <message>
        <source>Asking for new hands</source>
        <translation>Neue Karten verlangen</translation>
    </message>
    <message>
        <source>Before the first card, the non-dealer may keep these cards or ask for new hands. If the dealer agrees, both players put their cards away unseen and get three new ones from the stock.</source>
        <translation>Vor der ersten Karte darf die Vorhand (wer nicht gegeben hat) ihre Karten behalten oder neue Karten verlangen. Stimmt der Geber zu, legen beide ihre Karten ungesehen weg und bekommen je drei neue vom Stapel.</translation>
    </message>
    <message>
        <source>You did not deal, and you hold two 9s and a 10, the weakest cards of all. Ask for new hands.</source>
        <translation>Du hast nicht gegeben, und deine Karten sind zwei Neunen und eine 10, die schwächsten überhaupt. Verlange neue Karten.</translation>
    </message>
    <message>
        <source>Marius agrees: you both put your cards away unseen and get three new ones from the stock.</source>
        <translation>Marius stimmt zu: Ihr legt beide eure Karten ungesehen weg und bekommt je drei neue vom Stapel.</translation>
    </message>
    <message>
        <source>Three of the weakest cards will hardly win a trick. Ask for new hands: Marius may agree or refuse.</source>
        <translation>Mit drei der schwächsten Karten gewinnst du kaum einen Stich. Verlange neue Karten: Marius darf zustimmen oder ablehnen.</translation>
    </message>
    <message>
        <source>Your new cards are a 7, an 8 and an ace. Keep them, or ask again?</source>
        <translation>Deine neuen Karten sind eine 7, eine 8 und ein Ass. Behältst du sie, oder verlangst du noch einmal?</translation>
    </message>
    <message>
        <source>Right: keep these cards and lead. They are among the strongest in the deck.</source>
        <translation>Richtig: Behalte diese Karten und spiel aus. Sie gehören zu den stärksten überhaupt.</translation>
    </message>
    <message>
        <source>Asking again would throw away a 7, an 8 and an ace. Keep these cards and lead.</source>
        <translation>Wer noch einmal verlangt, wirft eine 7, eine 8 und ein Ass weg. Behalte diese Karten und spiel aus.</translation>
    </message>
    <message>
        <source>A whole hand</source>
        <translation>Eine ganze Hand</translation>
    </message>
    <message>
        <source>Now play a whole hand against Marius: win two tricks. Offer a double on your turn when your cards are strong, and accept or refuse his offers. Press Hint (H) whenever you are unsure.</source>
        <translation>Spiel jetzt eine ganze Hand gegen Marius: Gewinne zwei Stiche. Biete eine Verdopplung an, wenn du am Zug bist und deine Karten stark sind, und nimm seine Angebote an oder lehne sie ab. Bist du unsicher, drück jederzeit „Tipp“ (H).</translation>
    </message>
    <message>
        <source>Marius leads a king. Take the first trick.</source>
        <translation>Marius spielt einen König aus. Hol dir den ersten Stich.</translation>
    </message>
    <message>
        <source>Good: your card beats the king. The rest of the hand is yours to play.</source>
        <translation>Gut: Deine Karte schlägt den König. Ab jetzt spielst du die Hand selbst zu Ende.</translation>
    </message>
    <message>
        <source>Play a card that beats the king: your ace or your 8. The 10 is one of the weakest cards.</source>
        <translation>Spiel eine Karte, die den König schlägt: dein Ass oder deine 8. Die 10 gehört zu den schwächsten Karten.</translation>
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
