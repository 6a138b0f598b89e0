<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kartenrunde</source>
        <translation>Über Kartenrunde</translation>
    </message>
    <message>
        <source>Kartenrunde</source>
        <translation>Kartenrunde</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Doppelkopf, Truc, Coiffeur Schieber Jass and Dobbm against computer players: to play, and to learn the games.</source>
        <translation>Doppelkopf, Truc, Coiffeur-Schieber-Jass und Dobbm gegen Computerspieler: zum Spielen und um die Spiele zu lernen.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later).</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder später (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>The rules of the games</source>
        <translation>Die Regeln der Spiele</translation>
    </message>
    <message>
        <source>The rule texts in this app are Kartenrunde&apos;s own, written after these rule descriptions:</source>
        <translation>Die Regeltexte in dieser App sind Kartenrundes eigene, geschrieben nach diesen Regelbeschreibungen:</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Rule description by Yuji Akagiri (赤桐裕二), 1997, with thanks to the contributors of the NIFTY-Serve forum.</source>
        <translation>Regelbeschreibung von Yuji Akagiri (赤桐裕二), 1997, mit Dank an die Mitwirkenden des NIFTY-Serve-Forums.</translation>
    </message>
    <message>
        <source>Coiffeur Schieber Jass</source>
        <translation>Coiffeur-Schieber-Jass</translation>
    </message>
    <message>
        <source>Rule description by Yuji Akagiri, 1997, after Nick Wedd&apos;s description on John McLeod&apos;s pagat.com.</source>
        <translation>Regelbeschreibung von Yuji Akagiri, 1997, nach der Beschreibung von Nick Wedd auf John McLeods pagat.com.</translation>
    </message>
    <message>
        <source>Dobbm</source>
        <translation>Dobbm</translation>
    </message>
    <message>
        <source>Rule description by Yuji Akagiri, 2003, after John McLeod&apos;s pagat.com.</source>
        <translation>Regelbeschreibung von Yuji Akagiri, 2003, nach John McLeods pagat.com.</translation>
    </message>
    <message>
        <source>Truc</source>
        <translation>Truc</translation>
    </message>
    <message>
        <source>An anonymous Japanese rule description, influenced by Jun Kusaba&apos;s (草場純) book 「夢中になる!トランプの本」.</source>
        <translation>Eine anonyme japanische Regelbeschreibung, beeinflusst von Jun Kusabas (草場純) Buch 「夢中になる!トランプの本」.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>CardBackChoice</name>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>Card back: %1</source>
        <translation>Kartenrücken: %1</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <source>French suits</source>
        <translation>Französisches Blatt</translation>
    </message>
    <message>
        <source>French suits, four colours</source>
        <translation>Französisches Blatt, vierfarbig</translation>
    </message>
    <message>
        <source>German suits</source>
        <translation>Deutsches Blatt</translation>
    </message>
    <message>
        <source>Swiss suits</source>
        <translation>Schweizer Blatt</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>Kartenrücken</translation>
    </message>
</context>
<context>
    <name>DeckPreviewPage</name>
    <message>
        <source>Card decks</source>
        <translation>Kartenblätter</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue</source>
        <translation>Kreuz grün, Karo blau</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Ready to play</source>
        <translation>Spielbereit</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>Noch nicht spielbar</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Learn %1: %2 of %3 lessons passed</source>
        <translation>%1 lernen: %2 von %3 Lektionen bestanden</translation>
    </message>
    <message>
        <source>Learn to play · %1 of %2 lessons</source>
        <translation>Spielen lernen · %1 von %2 Lektionen</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation>Dieses Spiel kann noch nicht gespielt werden.</translation>
    </message>
    <message>
        <source>The rules of %1 are not available in this language yet.</source>
        <translation>Die Regeln von %1 gibt es in dieser Sprache noch nicht.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Deine Statistik</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Truc</source>
        <translation>Truc</translation>
    </message>
    <message>
        <source>Coiffeur Schieber Jass</source>
        <translation>Coiffeur-Schieber-Jass</translation>
    </message>
    <message>
        <source>Dobbm</source>
        <translation>Dobbm</translation>
    </message>
    <message>
        <source>The great trick-taking game of northern Germany, played with a doubled deck. Whoever holds a queen of clubs plays with the other holder, and nobody knows at first who that is. With five at the table, the dealer sits out.</source>
        <translation>Das große Stichspiel Norddeutschlands, gespielt mit doppeltem Blatt. Wer eine Kreuz-Dame hält, spielt mit dem Besitzer der anderen – und anfangs weiß niemand, wer das ist. Zu fünft setzt der Geber aus.</translation>
    </message>
    <message>
        <source>A quick duel of nerve from the south of France: win two of three tricks with three cards in hand, and offer to double the stake whenever you dare. Your opponent accepts or refuses: a refusal ends the hand and gives you the stake as it stands.</source>
        <translation>Ein schnelles Nervenduell aus Südfrankreich: Mit drei Karten auf der Hand gewinnt, wer zwei von drei Stichen macht – und wer sich traut, bietet an, den Einsatz zu verdoppeln. Der Gegner nimmt an oder lehnt ab; lehnt er ab, ist die Hand vorbei, und wer angeboten hat, bekommt den bisherigen Einsatz.</translation>
    </message>
    <message>
        <source>The Swiss Jass played on a board of many rows: every contract must be played once, and each row counts a different multiple. Decide which hand suits which row, or pass and let the next player name a contract.</source>
        <translation>Der Schweizer Jass mit der langen Tafel: Jede Spielart muss einmal gespielt werden, und jede Zeile zählt ein anderes Vielfaches. Entscheide, welches Blatt in welche Zeile passt, oder passe und lass den Nächsten ansagen.</translation>
    </message>
    <message>
        <source>From the Stubai valley in Tyrol: one player takes on the other three, with hearts always trumps and four face-down cards, the Dobb, to improve the hand. The declarer needs more than 60 of the 120 card points, in a Solo as in a Dobbm. With five at the table, the dealer sits out.</source>
        <translation>Aus dem Stubaital in Tirol: Ein Spieler tritt gegen die anderen drei an. Herz ist immer Trumpf, und vier verdeckte Karten, der Dobb, helfen, das Blatt zu verbessern. Der Alleinspieler braucht mehr als 60 der 120 Augen, beim Solo wie beim Dobbm. Zu fünft setzt der Geber aus.</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>%1 cards · French suits</source>
        <translation>%1 Karten · französisches Blatt</translation>
    </message>
    <message>
        <source>%1 cards · German suits</source>
        <translation>%1 Karten · deutsches Blatt</translation>
    </message>
    <message>
        <source>%1 cards · Swiss suits</source>
        <translation>%1 Karten · Schweizer Blatt</translation>
    </message>
</context>
<context>
    <name>LessonMark</name>
    <message>
        <source>Lesson %1: %2, passed</source>
        <translation>Lektion %1: %2, bestanden</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
</context>
<context>
    <name>LessonShelf</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>%1 of %2 passed</source>
        <translation>%1 von %2 bestanden</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <source>Course passed. Any lesson can be taken again.</source>
        <translation>Kurs bestanden. Du kannst jede Lektion wiederholen.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 – Kartenrunde</source>
        <translation>%1 – Kartenrunde</translation>
    </message>
    <message>
        <source>Kartenrunde</source>
        <translation>Kartenrunde</translation>
    </message>
</context>
<context>
    <name>ResetStatisticsDialog</name>
    <message>
        <source>Reset the statistics of %1?</source>
        <translation>Die Statistik von %1 zurücksetzen?</translation>
    </message>
    <message>
        <source>Every deal and match counted for this game is cleared. This cannot be undone.</source>
        <translation>Alle hier gezählten Spiele und Partien werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules &amp; help</source>
        <translation>Regeln &amp; Hilfe</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>This page has not been written in this language yet.</source>
        <translation>Diese Seite gibt es in dieser Sprache noch nicht.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Switches all texts, rules included, right away.</source>
        <translation>Stellt alle Texte samt Regeln sofort um.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>How quickly cards are dealt, played and gathered on the table.</source>
        <translation>Wie schnell Karten auf dem Tisch gegeben, gespielt und eingesammelt werden.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Thinking pause of computer players</source>
        <translation>Bedenkzeit der Computerspieler</translation>
    </message>
    <message>
        <source>How long a computer player waits before it plays, so that you can follow each card.</source>
        <translation>Wie lange ein Computerspieler wartet, bevor er spielt, damit du jede Karte verfolgen kannst.</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>Keine Pause</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Changes are saved at once.</source>
        <translation>Änderungen werden sofort gespeichert.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Two colours</source>
        <translation>Zweifarbig</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Vierfarbig</translation>
    </message>
    <message>
        <source>Show all decks</source>
        <translation>Alle Blätter ansehen</translation>
    </message>
    <message>
        <source>Card points at the table</source>
        <translation>Augen am Tisch</translation>
    </message>
    <message>
        <source>Whether the table counts the card points each player and party has taken so far. At a real table nobody counts aloud.</source>
        <translation>Ob der Tisch die Augen mitzählt, die jeder Spieler und jede Partei bisher bekommen hat. Am echten Tisch zählt niemand laut mit.</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verborgen</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Angezeigt</translation>
    </message>
    <message>
        <source>Doppelkopf and Truc use French suits, Dobbm German suits, Jass Swiss suits or, if you prefer, French ones (roses as clubs, acorns as spades, bells as hearts, shields as diamonds). The four-colour deck paints clubs green and diamonds blue.</source>
        <translation>Doppelkopf und Truc werden mit französischem Blatt gespielt, Dobbm mit deutschem, Jass mit Schweizer Blatt oder, wenn du magst, mit französischem (Rosen als Kreuz, Eichel als Pik, Schellen als Herz, Schilten als Karo). Das vierfarbige Blatt malt Kreuz grün und Karo blau.</translation>
    </message>
    <message>
        <source>Jass in Swiss suits</source>
        <translation>Jass mit Schweizer Blatt</translation>
    </message>
    <message>
        <source>Jass in French suits</source>
        <translation>Jass mit französischem Blatt</translation>
    </message>
    <message>
        <source>Dobbm in German suits</source>
        <translation>Dobbm mit deutschem Blatt</translation>
    </message>
    <message>
        <source>Dobbm in French suits</source>
        <translation>Dobbm mit französischem Blatt</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <source>Four card games from across Europe, each played against computer opponents.</source>
        <translation>Vier Kartenspiele aus ganz Europa, jeweils gegen Computergegner gespielt.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics: %1</source>
        <translation>Statistik: %1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Hände</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Gewonnene Hände</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>Punkte pro Hand im Schnitt</translation>
    </message>
    <message>
        <source>Average score per deal</source>
        <translation>Punkte pro Spiel im Schnitt</translation>
    </message>
    <message>
        <source>Score in all</source>
        <translation>Punkte insgesamt</translation>
    </message>
    <message>
        <source>Hands with a take-back, won</source>
        <translation>Hände mit Zurücknahme, gewonnen</translation>
    </message>
    <message>
        <source>Deals with a take-back, won</source>
        <translation>Spiele mit Zurücknahme, gewonnen</translation>
    </message>
    <message>
        <source>Re announced by you, won</source>
        <translation>Dein Re angesagt, gewonnen</translation>
    </message>
    <message>
        <source>Kontra announced by you, won</source>
        <translation>Dein Kontra angesagt, gewonnen</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <source>Your offers to raise the stake, accepted</source>
        <translation>Deine Angebote, den Einsatz zu erhöhen, angenommen</translation>
    </message>
    <message>
        <source>Dobbm declared by you, won</source>
        <translation>Deine Dobbm, gewonnen</translation>
    </message>
    <message>
        <source>Solo declared by you, won</source>
        <translation>Deine Soli, gewonnen</translation>
    </message>
    <message>
        <source>Contracts you named, won</source>
        <translation>Von dir angesagte Spielarten, gewonnen</translation>
    </message>
    <message>
        <source>Matches (every trick) as declarers</source>
        <translation>Match (alle Stiche) als Ansager</translation>
    </message>
    <message>
        <source>Normal game</source>
        <translation>Normalspiel</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>Armut</translation>
    </message>
    <message>
        <source>Silent solo</source>
        <translation>Stille Hochzeit</translation>
    </message>
    <message>
        <source>Diamond solo</source>
        <translation>Karosolo</translation>
    </message>
    <message>
        <source>Club solo</source>
        <translation>Kreuzsolo</translation>
    </message>
    <message>
        <source>Spade solo</source>
        <translation>Piksolo</translation>
    </message>
    <message>
        <source>Heart solo</source>
        <translation>Herzsolo</translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation>Damensolo</translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation>Bubensolo</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>Damen-Buben-Solo</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>Königssolo</translation>
    </message>
    <message>
        <source>Fleshless solo</source>
        <translation>Fleischloser</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Your points in the latest hand</source>
        <translation>Deine Punkte in der letzten Hand</translation>
    </message>
    <message>
        <source>Your points over the latest %1 hands, added up</source>
        <translation>Deine Punkte in den letzten %1 Händen, aufsummiert</translation>
    </message>
    <message>
        <source>Your score in the latest deal</source>
        <translation>Deine Punkte im letzten Spiel</translation>
    </message>
    <message>
        <source>Your score over the latest %1 deals, added up</source>
        <translation>Deine Punkte in den letzten %1 Spielen, aufsummiert</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>The statistics could not be read or saved: %1</source>
        <translation>Die Statistik konnte nicht gelesen oder gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The statistics file could not be read. It was kept as %1, and counting has started afresh.</source>
        <translation>Die Statistikdatei war nicht lesbar. Sie ist als %1 aufbewahrt, und die Zählung beginnt von vorn.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Deine Ergebnisse</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen …</translation>
    </message>
    <message>
        <source>Nothing counted yet. Every deal you play to its end counts here.</source>
        <translation>Noch nichts gezählt. Jedes Spiel, das du zu Ende spielst, zählt hier.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Declared by you</source>
        <translation>Von dir angesagt</translation>
    </message>
    <message>
        <source>Of those won</source>
        <translation>davon gewonnen</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misere</translation>
    </message>
    <message>
        <source>Misère ouvert</source>
        <translation>Misere ouvert</translation>
    </message>
    <message>
        <source>Review the last deal</source>
        <translation>Letztes Spiel analysieren</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Kartenrunde</source>
        <translation>Kartenrunde</translation>
    </message>
    <message>
        <source>Rules &amp; help</source>
        <translation>Regeln &amp; Hilfe</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>About Kartenrunde</source>
        <translation>Über Kartenrunde</translation>
    </message>
</context>
<context>
    <name>kr::CardDecks</name>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>Roses</source>
        <translation>Rosen</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Schilten</translation>
    </message>
</context>
<context>
    <name>kr::app::LessonBook</name>
    <message>
        <source>lessons.json could not be read (%1); it was kept as %2. Your lesson progress starts anew.</source>
        <translation>lessons.json war nicht lesbar (%1); die Datei wurde als %2 aufbewahrt. Dein Lernfortschritt beginnt wieder bei null.</translation>
    </message>
    <message>
        <source>lessons.json cannot be read (%1). It is left as it is, so the lessons you pass now are not saved.</source>
        <translation>lessons.json ist nicht lesbar (%1). Die Datei bleibt unangetastet, daher werden Lektionen, die du jetzt bestehst, nicht gespeichert.</translation>
    </message>
    <message>
        <source>There are no lessons for %1.</source>
        <translation>Für %1 gibt es keine Lektionen.</translation>
    </message>
    <message>
        <source>The %1 course has no lesson “%2”.</source>
        <translation>Der Kurs für %1 hat keine Lektion „%2“.</translation>
    </message>
    <message>
        <source>Your lesson progress could not be saved (%1).</source>
        <translation>Dein Lernfortschritt konnte nicht gespeichert werden (%1).</translation>
    </message>
</context>
</TS>
