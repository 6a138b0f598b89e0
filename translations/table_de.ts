<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>CardWords</name>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>Kreuz-%1</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>Pik-%1</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>Herz-%1</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>Karo-%1</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, spielbar</translation>
    </message>
    <message>
        <source>%1, not playable: %2</source>
        <translation>%1, nicht spielbar: %2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>Du hast %1 gespielt</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>a card, face down</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>the Joker</source>
        <translation>der Joker</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <source>Review this deal (R)</source>
        <translation>Dieses Spiel analysieren (R)</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand: %1</source>
        <translation>Dein Blatt: %1</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>The analyst is thinking …</source>
        <translation>Der Analyst überlegt …</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Analyst: %1</source>
        <translation>Analyst: %1</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>Lektion %1 von %2</translation>
    </message>
    <message>
        <source>Task %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message>
        <source>Not yet — try again</source>
        <translation>Noch nicht – neuer Versuch</translation>
    </message>
    <message>
        <source>Read the rules on this</source>
        <translation>In den Regeln nachlesen</translation>
    </message>
    <message>
        <source>Now play the deal to its end. When you are unsure, ask for a hint (H).</source>
        <translation>Spiel jetzt bis zum Ende weiter. Wenn du unsicher bist, hol dir einen Tipp (H).</translation>
    </message>
    <message>
        <source>Lesson passed. The next one is open.</source>
        <translation>Lektion bestanden. Die nächste steht bereit.</translation>
    </message>
    <message>
        <source>Lesson passed: you have finished the course.</source>
        <translation>Lektion bestanden: Du hast den Kurs abgeschlossen.</translation>
    </message>
    <message>
        <source>Start (Enter)</source>
        <translation>Starten (Enter)</translation>
    </message>
    <message>
        <source>Next lesson (Enter)</source>
        <translation>Nächste Lektion (Enter)</translation>
    </message>
    <message>
        <source>All lessons (Enter)</source>
        <translation>Alle Lektionen (Enter)</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>Fortfahren (Enter)</translation>
    </message>
    <message>
        <source>All lessons</source>
        <translation>Alle Lektionen</translation>
    </message>
</context>
<context>
    <name>MatchStarter</name>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>OpponentSeat</name>
    <message>
        <source>thinking</source>
        <translation>überlegt</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>ist dran</translation>
    </message>
    <message>
        <source>says: %1</source>
        <translation>sagt: %1</translation>
    </message>
    <message>
        <source>open hand: %1</source>
        <translation>offenes Blatt: %1</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
</context>
<context>
    <name>PlayAgainChoice</name>
    <message>
        <source>Play this deal again:</source>
        <translation>Dieses Spiel noch einmal spielen:</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>Dieselben Karten</translation>
    </message>
    <message>
        <source>%1&apos;s cards</source>
        <translation>Karten von %1</translation>
    </message>
    <message>
        <source>Deal seed: %1</source>
        <translation>Startwert des Spiels: %1</translation>
    </message>
</context>
<context>
    <name>PlayerLevels</name>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Geübt</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Plays any card the rules allow, without a plan.</source>
        <translation>Spielt irgendeine erlaubte Karte, ohne Plan.</translation>
    </message>
    <message>
        <source>Knows the rules and plays simply, with a beginner&apos;s mistakes.</source>
        <translation>Kennt die Regeln und spielt einfach, mit den Fehlern eines Anfängers.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Analyst</source>
        <translation>Analyst</translation>
    </message>
    <message>
        <source>Plays by a regular player&apos;s rules of thumb, one move at a time.</source>
        <translation>Spielt nach den Faustregeln eines geübten Spielers, Zug für Zug.</translation>
    </message>
    <message>
        <source>Looks ahead through a few dozen possible deals before each move.</source>
        <translation>Denkt vor jedem Zug einige Dutzend mögliche Kartenverteilungen durch.</translation>
    </message>
    <message>
        <source>Plays a computed optimal strategy, bluffs included.</source>
        <translation>Spielt eine berechnete optimale Strategie, Bluffs eingeschlossen.</translation>
    </message>
    <message>
        <source>Looks ahead through hundreds of possible deals: the strongest opponent.</source>
        <translation>Denkt Hunderte möglicher Kartenverteilungen durch: der stärkste Gegner.</translation>
    </message>
    <message>
        <source>The expert with more time to think; it gives the hints.</source>
        <translation>Der Meister mit mehr Bedenkzeit; er gibt die Tipps.</translation>
    </message>
</context>
<context>
    <name>RevealedHands</name>
    <message>
        <source>The hands</source>
        <translation>Die Blätter</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <source>%1 (reviewed)</source>
        <translation>%1 (analysiert)</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Die Karten sind gegeben.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1: Stich gewonnen.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Du: Stich gewonnen.</translation>
    </message>
</context>
<context>
    <name>ReviewDecision</name>
    <message>
        <source>Decision %1 of %2</source>
        <translation>Entscheidung %1 von %2</translation>
    </message>
    <message>
        <source>You chose “%1”, the best option.</source>
        <translation>Du hast „%1“ gewählt und damit die beste Möglichkeit.</translation>
    </message>
    <message>
        <source>You chose “%1”; the analyst did not weigh it.</source>
        <translation>Du hast „%1“ gewählt; das hat der Analyst nicht bewertet.</translation>
    </message>
    <message>
        <source>You chose “%1”: it loses %2 against the best option.</source>
        <translation>Du hast „%1“ gewählt: Das kostet %2 gegenüber der besten Möglichkeit.</translation>
    </message>
    <message>
        <source>The search cannot tell it from %1, so it is not marked.</source>
        <translation>Die Berechnung kann deine Wahl nicht sicher von „%1“ unterscheiden, daher wird sie nicht beanstandet.</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>Besser: %1.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>Ab hier noch einmal spielen</translation>
    </message>
    <message>
        <source>Only the deal just played can be tried again, before the next deal.</source>
        <translation>Noch einmal spielen lässt sich nur das gerade beendete Spiel, solange das nächste nicht begonnen hat.</translation>
    </message>
    <message>
        <source>No decision of yours at this step: » goes to the next one.</source>
        <translation>Bei diesem Schritt hattest du nichts zu entscheiden: » führt zur nächsten Entscheidung.</translation>
    </message>
    <message>
        <source>%1 is a little better; the difference is too small to mark.</source>
        <translation>„%1“ wäre etwas besser gewesen, doch der Unterschied ist zu klein, um deine Wahl zu beanstanden.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review: %1</source>
        <translation>Analyse: %1</translation>
    </message>
    <message>
        <source>Something went wrong: %1 (%2).</source>
        <translation>Etwas ist schiefgegangen: %1 (%2).</translation>
    </message>
    <message>
        <source>Previous deal</source>
        <translation>Vorheriges Spiel</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>The analyst weighs your decisions: %1 of %2 …</source>
        <translation>Der Analyst bewertet deine Entscheidungen: %1 von %2 …</translation>
    </message>
    <message>
        <source>The analyst weighs your decisions …</source>
        <translation>Der Analyst bewertet deine Entscheidungen …</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Vorherige Entscheidung</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One step on</source>
        <translation>Einen Schritt weiter</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Nächste Entscheidung</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Your expected result after each decision</source>
        <translation>Dein erwartetes Ergebnis nach jeder Entscheidung</translation>
    </message>
    <message>
        <source>Weighed from what you knew then, never from the hidden hands. Values: your expected result in %1.</source>
        <translation>Bewertet nach dem, was du zu diesem Zeitpunkt wusstest, nie nach Karten, die du nicht sehen konntest. Werte: dein erwartetes Ergebnis als %1.</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>%1 marks</source>
        <translation>%1 Striche</translation>
    </message>
    <message>
        <source>%1 points ÷ 10</source>
        <translation>%1 Punkte ÷ 10</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>the chance to win the round</source>
        <translation>Chance, die Runde zu gewinnen</translation>
    </message>
    <message>
        <source>marks of the Match</source>
        <translation>Striche auf der Tafel</translation>
    </message>
    <message>
        <source>points ÷ 10</source>
        <translation>Punkte ÷ 10</translation>
    </message>
    <message>
        <source>points of the score sheet</source>
        <translation>Punkte auf dem Punktezettel</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>1 blunder</source>
        <translation>1 grober Fehler</translation>
    </message>
    <message>
        <source>%1 blunders</source>
        <translation>%1 grobe Fehler</translation>
    </message>
    <message>
        <source>1 mistake</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <source>%1 mistakes</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <source>1 inaccuracy</source>
        <translation>1 Ungenauigkeit</translation>
    </message>
    <message>
        <source>%1 inaccuracies</source>
        <translation>%1 Ungenauigkeiten</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing marked</source>
        <translation>nichts beanstandet</translation>
    </message>
    <message>
        <source>1 decision</source>
        <translation>1 Entscheidung</translation>
    </message>
    <message>
        <source>%1 decisions</source>
        <translation>%1 Entscheidungen</translation>
    </message>
    <message>
        <source>%1 · %2 · lost in all: %3</source>
        <translation>%1 · %2 · Verlust insgesamt: %3</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 Stiche</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal: there is nothing to review.</source>
        <translation>In diesem Spiel hattest du keine Wahl: Es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <source>This deal is not finished yet.</source>
        <translation>Dieses Spiel ist noch nicht zu Ende gespielt.</translation>
    </message>
    <message>
        <source>There is no finished deal to review yet.</source>
        <translation>Es gibt noch kein zu Ende gespieltes Spiel, das du analysieren kannst.</translation>
    </message>
    <message>
        <source>The deal could not be reviewed (%1).</source>
        <translation>Das Spiel konnte nicht analysiert werden (%1).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The round so far</source>
        <translation>Die Runde bisher</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Neu beginnen: %1</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Starting a new game replaces the game you have not finished.</source>
        <translation>Neu beginnen ersetzt deinen gespeicherten Spielstand, den du noch nicht zu Ende gespielt hast.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Your opponents</source>
        <translation>Deine Gegner</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Dein Gegner</translation>
    </message>
    <message>
        <source>The first deal</source>
        <translation>Das erste Spiel</translation>
    </message>
    <message>
        <source>Deal seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>empty: new cards</source>
        <translation>leer: neue Karten</translation>
    </message>
    <message>
        <source>Only with “%1”</source>
        <translation>Nur mit „%1“</translation>
    </message>
    <message>
        <source>Not together with “%1”</source>
        <translation>Nicht zusammen mit „%1“</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Der Spielstand konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1. A new game has started.</source>
        <translation>Der gespeicherte Spielstand war nicht lesbar; er wurde als %1 aufbewahrt. Es wurde neu begonnen.</translation>
    </message>
    <message>
        <source>Something went wrong: %1 (%2).</source>
        <translation>Etwas ist schiefgegangen: %1 (%2).</translation>
    </message>
    <message>
        <source>try %1</source>
        <translation>%1. Versuch</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
</context>
<context>
    <name>TableTools</name>
    <message>
        <source>Export as a record</source>
        <translation>Als Protokoll exportieren</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Hide card points</source>
        <translation>Augen ausblenden</translation>
    </message>
    <message>
        <source>Show card points</source>
        <translation>Augen zeigen</translation>
    </message>
</context>
<context>
    <name>TakeBackButton</name>
    <message>
        <source>Take back (Ctrl+Z)</source>
        <translation>Zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Takes back your last decision and what the computer players did after it. The deal then counts apart in your statistics.</source>
        <translation>Nimmt deine letzte Entscheidung zurück und alles, was die Computerspieler danach getan haben. Das Spiel zählt dann in deiner Statistik gesondert.</translation>
    </message>
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>Thinking</source>
        <translation>Überlegt</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <source>The trick</source>
        <translation>Der Stich</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>%1 won it: %2</source>
        <translation>%1 hat ihn gewonnen: %2</translation>
    </message>
    <message>
        <source>You won it: %1</source>
        <translation>Du hast ihn gewonnen: %1</translation>
    </message>
    <message>
        <source>Earlier trick</source>
        <translation>Früherer Stich</translation>
    </message>
    <message>
        <source>Later trick</source>
        <translation>Späterer Stich</translation>
    </message>
</context>
</TS>
