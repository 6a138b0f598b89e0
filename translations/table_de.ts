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
</TS>
