<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>DealStatus</name>
    <message>
        <source>%1 (compulsory solo)</source>
        <translation>%1 (Pflichtsolo)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Poverty of %1: %2 of 3 cards laid down.</source>
        <translation>Armut von %1: %2 von 3 Karten abgegeben.</translation>
    </message>
    <message>
        <source>%1 took the poverty of %2 and returns cards (%3 of 3).</source>
        <translation>%1 hat die Armut von %2 übernommen und gibt Karten zurück (%3 von 3).</translation>
    </message>
    <message>
        <source>%1 took the poverty of %2; %3 trumps came back.</source>
        <translation>%1 hat die Armut von %2 übernommen; %3 Trümpfe kamen zurück.</translation>
    </message>
    <message>
        <source>Marriage of %1: no partner found, %1 plays alone.</source>
        <translation>Hochzeit von %1: kein Partner gefunden, %1 spielt allein.</translation>
    </message>
    <message>
        <source>Marriage of %1: the next trick won by another finds the partner (last chance).</source>
        <translation>Hochzeit von %1: Der nächste fremde Stich bestimmt den Partner (letzte Gelegenheit).</translation>
    </message>
    <message>
        <source>Marriage of %1: the first trick won by another finds the partner (%2 tricks left).</source>
        <translation>Hochzeit von %1: Der erste fremde Stich bestimmt den Partner (noch %2 Stiche).</translation>
    </message>
    <message>
        <source>Marriage of %1 with %2.</source>
        <translation>Hochzeit von %1 mit %2.</translation>
    </message>
    <message>
        <source>%1 must play the compulsory solo now.</source>
        <translation>%1 muss jetzt das Pflichtsolo spielen.</translation>
    </message>
    <message>
        <source>Compulsory solo still owed by: %1</source>
        <translation>Pflichtsolo noch offen bei: %1</translation>
    </message>
    <message>
        <source>Re: %1</source>
        <translation>Re: %1</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch unbekannt</translation>
    </message>
    <message>
        <source>Kontra: %1</source>
        <translation>Kontra: %1</translation>
    </message>
    <message>
        <source>Announced: %1</source>
        <translation>Angesagt: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Card points: Re %1, Kontra %2</source>
        <translation>Augen: Re %1, Kontra %2</translation>
    </message>
    <message>
        <source>%1: %2 card points, tricks: %3</source>
        <translation>%1: %2 Augen, Stiche: %3</translation>
    </message>
    <message>
        <source>Your poverty: %1 of 3 cards laid down.</source>
        <translation>Deine Armut: %1 von 3 Karten abgegeben.</translation>
    </message>
    <message>
        <source>You took the poverty of %1 and return cards (%2 of 3).</source>
        <translation>Du hast die Armut von %1 übernommen und gibst Karten zurück (%2 von 3).</translation>
    </message>
    <message>
        <source>%1 took your poverty and returns cards (%2 of 3).</source>
        <translation>%1 hat deine Armut übernommen und gibt Karten zurück (%2 von 3).</translation>
    </message>
    <message>
        <source>You took the poverty of %1; %2 trumps came back.</source>
        <translation>Du hast die Armut von %1 übernommen; %2 Trümpfe kamen zurück.</translation>
    </message>
    <message>
        <source>%1 took your poverty; %2 trumps came back.</source>
        <translation>%1 hat deine Armut übernommen; %2 Trümpfe kamen zurück.</translation>
    </message>
    <message>
        <source>Your marriage: no partner found, you play alone.</source>
        <translation>Deine Hochzeit: kein Partner gefunden, du spielst allein.</translation>
    </message>
    <message>
        <source>Your marriage: the next trick won by another finds your partner (last chance).</source>
        <translation>Deine Hochzeit: Der nächste fremde Stich bestimmt deinen Partner (letzte Gelegenheit).</translation>
    </message>
    <message>
        <source>Your marriage: the first trick won by another finds your partner (%1 tricks left).</source>
        <translation>Deine Hochzeit: Der erste fremde Stich bestimmt deinen Partner (noch %1 Stiche).</translation>
    </message>
    <message>
        <source>Your marriage with %1.</source>
        <translation>Deine Hochzeit mit %1.</translation>
    </message>
    <message>
        <source>Marriage of %1 with you.</source>
        <translation>Hochzeit von %1 mit dir.</translation>
    </message>
    <message>
        <source>You must play your compulsory solo now.</source>
        <translation>Du musst jetzt dein Pflichtsolo spielen.</translation>
    </message>
    <message>
        <source>%1 deals and sits out.</source>
        <translation>%1 gibt und setzt aus.</translation>
    </message>
    <message>
        <source>%1 (%2, made by the rules)</source>
        <translation>%1 (%2, automatisch angesagt)</translation>
    </message>
    <message>
        <source>%1 holds the %2 at “%3”.</source>
        <translation>%1 hält das Solo (%2) mit der Ansage „%3“.</translation>
    </message>
    <message>
        <source>%1 holds the %2.</source>
        <translation>%1 hält das Solo (%2).</translation>
    </message>
    <message>
        <source>You hold the %1.</source>
        <translation>Du hältst das Solo (%1).</translation>
    </message>
    <message>
        <source>You hold the %1 at “%2”.</source>
        <translation>Du hältst das Solo (%1) mit der Ansage „%2“.</translation>
    </message>
    <message>
        <source>You claim it with the %1 and say “%2”.</source>
        <translation>Du forderst es mit einem eigenen Solo (%1) und sagst „%2“.</translation>
    </message>
    <message>
        <source>%1 claims it with the %2 and says “%3”.</source>
        <translation>%1 fordert es mit einem eigenen Solo (%2) und sagt „%3“.</translation>
    </message>
    <message>
        <source>You challenge with the %1.</source>
        <translation>Du forderst mit einem eigenen Solo (%1) heraus.</translation>
    </message>
    <message>
        <source>%1 challenges with the %2.</source>
        <translation>%1 fordert mit einem eigenen Solo (%2) heraus.</translation>
    </message>
    <message>
        <source>%1 (%2, became %3)</source>
        <translation>%1 (%2, wurde %3)</translation>
    </message>
    <message>
        <source>Only a trick led with a trump counts.</source>
        <translation>Nur ein Stich zählt, zu dem Trumpf ausgespielt wurde.</translation>
    </message>
    <message>
        <source>Only a trick led with a plain suit counts.</source>
        <translation>Nur ein Stich zählt, zu dem eine Fehlfarbe ausgespielt wurde.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the status line</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2, won in the bidding duel)</source>
        <translation>%1 (%2, im Reizduell erreicht)</translation>
    </message>
    <message>
        <source>%1 (%2, forced by the rich first trick)</source>
        <translation>%1 (%2, durch Zwingen)</translation>
    </message>
</context>
<context>
    <name>DoppelkopfActions</name>
    <message>
        <source>and play it</source>
        <translation>und ausspielen</translation>
    </message>
    <message>
        <source>give the solo up</source>
        <translation>das Solo aufgeben</translation>
    </message>
    <message>
        <source>let the claimed solo stand</source>
        <translation>das angesagte Solo stehen lassen</translation>
    </message>
</context>
<context>
    <name>DoppelkopfLessonWords</name>
    <message>
        <source>The trumps</source>
        <translation>Die Trümpfe</translation>
    </message>
    <message>
        <source>Doppelkopf has 26 trumps. From the top: the ♥10 (the Dulle), the queens, the jacks, then ♦A ♦10 ♦K ♦9; queens and jacks each rank ♣, ♠, ♥, ♦.</source>
        <translation>Doppelkopf hat 26 Trümpfe. Von oben: die ♥10 (die Dulle), die Damen, die Buben, dann ♦A ♦10 ♦K ♦9; Damen und Buben stehen jeweils in der Folge ♣, ♠, ♥, ♦.</translation>
    </message>
    <message>
        <source>Your left neighbour led the ♣J, the highest jack. Take the trick with a trump that beats it.</source>
        <translation>Dein linker Nachbar hat den ♣B ausgespielt, den höchsten Buben. Hol dir den Stich mit einem Trumpf, der ihn schlägt.</translation>
    </message>
    <message>
        <source>Right: every queen beats every jack, and the Dulle beats them all.</source>
        <translation>Richtig: Jede Dame schlägt jeden Buben, und die Dulle schlägt sie alle.</translation>
    </message>
    <message>
        <source>That card is lower than the ♣J: jacks rank ♣, ♠, ♥, ♦, and the diamonds rank below every jack.</source>
        <translation>Diese Karte ist niedriger als der ♣B: Die Buben stehen in der Folge ♣, ♠, ♥, ♦, und die Karokarten stehen unter jedem Buben.</translation>
    </message>
    <message>
        <source>You lead the next trick. Lead the trump that no card can beat.</source>
        <translation>Du spielst zum nächsten Stich aus. Spiel den Trumpf aus, den keine Karte schlagen kann.</translation>
    </message>
    <message>
        <source>Right: the ♥10 is the highest trump. Of two equal cards the first one played wins, so not even a second ♥10 could beat it.</source>
        <translation>Richtig: Die ♥10 ist der höchste Trumpf. Von zwei gleichen Karten gewinnt die zuerst gespielte, also könnte nicht einmal eine zweite ♥10 sie schlagen.</translation>
    </message>
    <message>
        <source>Another card could still beat that one. Only the Dulle, the ♥10, is safe at the top.</source>
        <translation>Diese Karte kann noch von einer anderen geschlagen werden. Nur die Dulle, die ♥10, steht sicher ganz oben.</translation>
    </message>
    <message>
        <source>When a trump is led</source>
        <translation>Wenn Trumpf ausgespielt wird</translation>
    </message>
    <message>
        <source>When a trump is led, everyone must play a trump if they can. All diamonds are trumps, and so are every queen, every jack and the ♥10.</source>
        <translation>Wird Trumpf ausgespielt, muss jeder Trumpf bedienen, wenn er kann. Alle Karokarten sind Trumpf, dazu jede Dame, jeder Bube und die ♥10.</translation>
    </message>
    <message>
        <source>Your left neighbour led the ♦10, a trump. Follow with a trump that wins the trick.</source>
        <translation>Dein linker Nachbar hat die ♦10 ausgespielt, einen Trumpf. Bedien mit einem Trumpf, der den Stich gewinnt.</translation>
    </message>
    <message>
        <source>Right: the ♠J is a trump, not a spade, and every jack beats the diamonds.</source>
        <translation>Richtig: Der ♠B ist Trumpf, nicht Pik, und jeder Bube schlägt die Karokarten.</translation>
    </message>
    <message>
        <source>The ♦9 is a trump, so you may play it, but it is the lowest trump of all and does not win.</source>
        <translation>Die ♦9 ist Trumpf, du darfst sie also spielen, aber sie ist der niedrigste Trumpf von allen und gewinnt nicht.</translation>
    </message>
    <message>
        <source>Plain suits</source>
        <translation>Fehlfarben</translation>
    </message>
    <message>
        <source>The cards that are not trumps form three plain suits: ♣ A 10 K 9, ♠ A 10 K 9 and ♥ A K 9. You must follow the suit led; if you cannot, you may play any card, a trump too.</source>
        <translation>Die Karten, die nicht Trumpf sind, bilden drei Fehlfarben: ♣ A 10 K 9, ♠ A 10 K 9 und ♥ A K 9. Du musst die ausgespielte Farbe bedienen; kannst du das nicht, darfst du jede Karte spielen, auch einen Trumpf.</translation>
    </message>
    <message>
        <source>Hearts were led, and you hold no plain heart. Take the trick.</source>
        <translation>Herz wurde ausgespielt, und du hast keine Herz-Fehlkarte. Hol dir den Stich.</translation>
    </message>
    <message>
        <source>Right: the ♥10 and the ♥Q are trumps, not hearts, and any trump beats a plain suit.</source>
        <translation>Richtig: ♥10 und ♥D sind Trumpf, nicht Herz, und jeder Trumpf schlägt eine Fehlfarbe.</translation>
    </message>
    <message>
        <source>That card gives the trick away. With no plain heart in your hand you may trump, and a trump wins it.</source>
        <translation>Mit dieser Karte verschenkst du den Stich. Ohne Herz-Fehlkarte im Blatt darfst du stechen, und ein Trumpf gewinnt ihn.</translation>
    </message>
    <message>
        <source>Re and Kontra</source>
        <translation>Re und Kontra</translation>
    </message>
    <message>
        <source>The two players holding a ♣Q are the Re party; the other two are Kontra. Nobody is told who is with whom: a ♣Q on the table shows it.</source>
        <translation>Die beiden Spieler mit einer ♣D bilden die Partei Re, die beiden anderen sind Kontra. Niemand erfährt, wer zu wem gehört: Erst eine ♣D auf dem Tisch zeigt es.</translation>
    </message>
    <message>
        <source>The player opposite played a ♣Q, so they are Re. You hold no ♣Q, so you are Kontra: take the trick from them.</source>
        <translation>Der Spieler gegenüber hat eine ♣D gespielt, er ist also Re. Du hast keine ♣D, also bist du Kontra: Nimm ihm den Stich ab.</translation>
    </message>
    <message>
        <source>Right: only the Dulle beats the ♣Q, and the points of this trick now go to Kontra.</source>
        <translation>Richtig: Nur die Dulle schlägt die ♣D, und die Augen dieses Stichs gehen jetzt an Kontra.</translation>
    </message>
    <message>
        <source>Then the ♣Q wins, and the points go to Re, your opponents. Only the ♥10 beats it.</source>
        <translation>Dann gewinnt die ♣D, und die Augen gehen an Re, deine Gegner. Nur die ♥10 schlägt sie.</translation>
    </message>
    <message>
        <source>Counting to 121</source>
        <translation>Bis 121 zählen</translation>
    </message>
    <message>
        <source>Your party&apos;s tricks count card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0. The deck holds 240; Re needs 121 to win, Kontra 120.</source>
        <translation>In den Stichen deiner Partei zählen die Augen: Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0. Alle Karten zusammen haben 240 Augen; Re braucht zum Gewinnen 121, Kontra 120.</translation>
    </message>
    <message>
        <source>You hold the other ♣Q, so the player opposite is your partner and this trick is theirs. Add as many card points as you can.</source>
        <translation>Du hast die andere ♣D, der Spieler gegenüber ist also dein Partner, und dieser Stich gehört ihm. Leg so viele Augen dazu, wie du kannst.</translation>
    </message>
    <message>
        <source>Right: an ace counts 11, the most a card can bring. This trick gives your party 25 points.</source>
        <translation>Richtig: Ein Ass zählt 11, mehr bringt keine Karte. Dieser Stich bringt deiner Partei 25 Augen.</translation>
    </message>
    <message>
        <source>That card brings fewer points. An ace counts 11, more than a ten (10) or a king (4).</source>
        <translation>Diese Karte bringt weniger Augen. Ein Ass zählt 11, mehr als eine Zehn (10) oder ein König (4).</translation>
    </message>
    <message>
        <source>Fox, Doppelkopf and Karlchen</source>
        <translation>Fuchs, Doppelkopf und Karlchen</translation>
    </message>
    <message>
        <source>Some tricks earn an extra point: catching an opponent&apos;s ♦A (a fox), a trick of 40 card points or more (a Doppelkopf), and winning the last trick with a ♣J (a Karlchen).</source>
        <translation>Manche Stiche bringen einen Sonderpunkt: ein gefangenes ♦A der Gegner (ein Fuchs), ein Stich mit 40 Augen oder mehr (ein Doppelkopf) und der letzte Stich, mit dem ♣B gewonnen (ein Karlchen).</translation>
    </message>
    <message>
        <source>You are Re, and your right neighbour, who said Kontra, played a fox. Take this trick so that your party earns as many extra points as it can.</source>
        <translation>Du bist Re, und dein rechter Nachbar, der Kontra gesagt hat, hat einen Fuchs gespielt. Hol dir diesen Stich so, dass deine Partei möglichst viele Sonderpunkte bekommt.</translation>
    </message>
    <message>
        <source>Right: the ♥10 catches the fox and makes the trick worth 41, a Doppelkopf. Your ♣J then wins the last trick, a Karlchen: three extra points.</source>
        <translation>Richtig: Die ♥10 fängt den Fuchs, und der Stich zählt 41 Augen, ein Doppelkopf. Dein ♣B gewinnt dann den letzten Stich, ein Karlchen: drei Sonderpunkte.</translation>
    </message>
    <message>
        <source>The ♣J catches the fox, but the trick is worth only 33 and your ♣J is gone before the last trick. Keep it for the end.</source>
        <translation>Der ♣B fängt zwar den Fuchs, aber der Stich zählt nur 33 Augen, und dein ♣B ist vor dem letzten Stich weg. Heb ihn dir für den Schluss auf.</translation>
    </message>
    <message>
        <source>Announcing Re and Kontra</source>
        <translation>Re und Kontra ansagen</translation>
    </message>
    <message>
        <source>A party that expects to win may announce it, Re or Kontra, for 2 more points to the winners. Say it before you play your 2nd card.</source>
        <translation>Rechnet deine Partei mit dem Sieg, darf sie das ansagen, mit Re oder Kontra: Das bringt den Gewinnern 2 Punkte mehr. Sag es an, bevor du deine 2. Karte spielst.</translation>
    </message>
    <message>
        <source>Your left neighbour announced Re. You have played two cards, but an answer to Re may come one card later: say Kontra now, before your 3rd card.</source>
        <translation>Dein linker Nachbar hat Re angesagt. Du hast schon zwei Karten gespielt, aber auf ein Re darfst du noch eine Karte später erwidern: Sag jetzt Kontra an, vor deiner 3. Karte.</translation>
    </message>
    <message>
        <source>Right: after the opponents&apos; Re, Kontra is in time until your 3rd card. With both ♥10 in your hand, you have a good chance.</source>
        <translation>Richtig: Nach dem Re der Gegner ist Kontra bis vor deiner 3. Karte rechtzeitig. Mit beiden ♥10 im Blatt hast du gute Chancen.</translation>
    </message>
    <message>
        <source>Once you play your 3rd card it is too late for Kontra. Announce first; you can play your card after that.</source>
        <translation>Sobald du deine 3. Karte spielst, ist es für Kontra zu spät. Sag zuerst an; deine Karte kannst du danach spielen.</translation>
    </message>
    <message>
        <source>The marriage</source>
        <translation>Die Hochzeit</translation>
    </message>
    <message>
        <source>If you hold both ♣Q, you may ask for a marriage. The first other player to win one of the first three tricks becomes your partner, and the two of you are Re.</source>
        <translation>Hast du beide ♣D, darfst du eine Hochzeit ansagen. Wer als erster anderer Spieler einen der ersten drei Stiche gewinnt, wird dein Partner, und ihr beide seid Re.</translation>
    </message>
    <message>
        <source>You hold both ♣Q. To ask for a marriage, first say reservation.</source>
        <translation>Du hast beide ♣D. Um eine Hochzeit anzusagen, sag zuerst Vorbehalt.</translation>
    </message>
    <message>
        <source>Right: a reservation tells the table that you want something other than a normal game.</source>
        <translation>Richtig: Mit einem Vorbehalt zeigst du allen am Tisch, dass du etwas anderes als ein Normalspiel willst.</translation>
    </message>
    <message>
        <source>With healthy and both ♣Q you would play a silent solo: Re alone against three.</source>
        <translation>Sagst du mit beiden ♣D gesund, spielst du eine stille Hochzeit: Re allein gegen drei.</translation>
    </message>
    <message>
        <source>Now name your game: the marriage.</source>
        <translation>Sag jetzt dein Spiel an: die Hochzeit.</translation>
    </message>
    <message>
        <source>Right: now everyone knows that you hold both ♣Q and are looking for a partner.</source>
        <translation>Richtig: Jetzt wissen alle, dass du beide ♣D hast und einen Partner suchst.</translation>
    </message>
    <message>
        <source>That is a solo: you would play alone against the other three. Choose the marriage.</source>
        <translation>Das ist ein Solo: Du würdest allein gegen die drei anderen spielen. Wähl die Hochzeit.</translation>
    </message>
    <message>
        <source>You have no spade. Let your left neighbour win this trick, and they become your partner.</source>
        <translation>Du hast kein Pik. Lass deinen linken Nachbarn diesen Stich gewinnen, dann wird er dein Partner.</translation>
    </message>
    <message>
        <source>Right: your left neighbour wins the first trick, so they are your partner, and the two of you are Re.</source>
        <translation>Richtig: Dein linker Nachbar gewinnt den ersten Stich, also ist er dein Partner, und ihr beide seid Re.</translation>
    </message>
    <message>
        <source>A trump wins the trick for you, and you would still have no partner. Throw off a plain card instead.</source>
        <translation>Mit einem Trumpf gewinnst du den Stich selbst und hast noch immer keinen Partner. Wirf lieber eine Fehlkarte ab.</translation>
    </message>
    <message>
        <source>A solo</source>
        <translation>Ein Solo</translation>
    </message>
    <message>
        <source>With a reservation you may also play a solo: alone against the other three, for three times the score. In a queen solo the eight queens are the only trumps.</source>
        <translation>Mit einem Vorbehalt darfst du auch ein Solo spielen: allein gegen die drei anderen, und du schreibst dreifach. Im Damensolo sind die acht Damen die einzigen Trümpfe.</translation>
    </message>
    <message>
        <source>Your hand holds seven queens. Say reservation to play a solo.</source>
        <translation>Dein Blatt hat sieben Damen. Sag Vorbehalt, um ein Solo zu spielen.</translation>
    </message>
    <message>
        <source>Right: now you may name your game.</source>
        <translation>Richtig: Jetzt darfst du dein Spiel ansagen.</translation>
    </message>
    <message>
        <source>With healthy no solo is named: the normal trumps stay, and your queens are only some of them.</source>
        <translation>Sagst du gesund, nennst du kein Solo: Die normalen Trümpfe bleiben, und deine Damen sind nur ein Teil davon.</translation>
    </message>
    <message>
        <source>Name the solo that suits seven queens: the queen solo.</source>
        <translation>Sag das Solo an, das zu sieben Damen passt: das Damensolo.</translation>
    </message>
    <message>
        <source>Right: in a queen solo your seven queens are seven of the eight trumps.</source>
        <translation>Richtig: Im Damensolo sind deine sieben Damen sieben der acht Trümpfe.</translation>
    </message>
    <message>
        <source>That game does not make your queens the only trumps. Choose the queen solo.</source>
        <translation>In diesem Spiel sind deine Damen nicht die einzigen Trümpfe. Wähl das Damensolo.</translation>
    </message>
    <message>
        <source>In a queen solo the ♥10 is a plain heart. Your left neighbour led it: take the trick.</source>
        <translation>Im Damensolo ist die ♥10 eine Herz-Fehlkarte. Dein linker Nachbar hat sie ausgespielt: Hol dir den Stich.</translation>
    </message>
    <message>
        <source>Right: in a queen solo hearts run A 10 K J 9, so your ♥A beats the ♥10.</source>
        <translation>Richtig: Im Damensolo läuft Herz A 10 K B 9, also schlägt dein ♥A die ♥10.</translation>
    </message>
    <message>
        <source>The ♥K is below the ♥10 in hearts. Your ♥A beats it.</source>
        <translation>Der ♥K steht in Herz unter der ♥10. Dein ♥A schlägt sie.</translation>
    </message>
    <message>
        <source>A whole deal</source>
        <translation>Ein ganzes Spiel</translation>
    </message>
    <message>
        <source>Now play a whole deal yourself, with hints. Like every deal it starts with bidding: from the dealer&apos;s left, each player says healthy or reservation.</source>
        <translation>Spiel jetzt selbst ein ganzes Spiel, mit Tipps. Wie jedes Spiel beginnt es mit den Vorbehalten: Beim linken Nachbarn des Gebers beginnend sagt jeder gesund oder Vorbehalt.</translation>
    </message>
    <message>
        <source>You have an ordinary hand with one ♣Q. Say healthy.</source>
        <translation>Du hast ein gewöhnliches Blatt mit einer ♣D. Sag gesund.</translation>
    </message>
    <message>
        <source>Right: everyone is healthy, so a normal game is played. Play it to the end; the hints will help you.</source>
        <translation>Richtig: Alle sind gesund, also wird ein Normalspiel gespielt. Spiel es zu Ende; die Tipps helfen dir dabei.</translation>
    </message>
    <message>
        <source>A reservation asks for a solo, a marriage or a poverty. With an ordinary hand, say healthy.</source>
        <translation>Ein Vorbehalt steht für ein Solo, eine Hochzeit oder eine Armut. Mit einem gewöhnlichen Blatt sag lieber gesund.</translation>
    </message>
</context>
<context>
    <name>DoppelkopfReviewWords</name>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
</context>
<context>
    <name>DoppelkopfScoreSheet</name>
    <message>
        <source>solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>compulsory solo</source>
        <translation>Pflichtsolo</translation>
    </message>
    <message>
        <source>Bock ×%1</source>
        <translation>Bock ×%1</translation>
    </message>
    <message>
        <source>game value %1</source>
        <translation>Spielwert %1</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation>Noch kein Spiel beendet.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
</context>
<context>
    <name>DoppelkopfStarter</name>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Each player&apos;s level</source>
        <translation>Spielstärke der einzelnen Spieler</translation>
    </message>
</context>
<context>
    <name>DoppelkopfStatus</name>
    <message>
        <source>You sit out this deal and watch.</source>
        <translation>Du setzt in diesem Spiel aus und schaust zu.</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Your bid: healthy, or a reservation for a special game?</source>
        <translation>Dein Gebot: gesund, oder Vorbehalt für ein Sonderspiel?</translation>
    </message>
    <message>
        <source>Name your game.</source>
        <translation>Sag dein Spiel an.</translation>
    </message>
    <message>
        <source>Poverty: choose 3 cards to pass, your trumps first (%1 of 3 passed).</source>
        <translation>Armut: Wähle 3 Karten zum Abgeben, zuerst deine Trümpfe (%1 von 3 abgegeben).</translation>
    </message>
    <message>
        <source>%1 offers a poverty with %2 passed cards. Take it or decline?</source>
        <translation>%1 bietet eine Armut mit %2 abgegebenen Karten an. Übernehmen oder ablehnen?</translation>
    </message>
    <message>
        <source>You took the poverty: choose 3 cards to return (%1 of 3 returned).</source>
        <translation>Du hast die Armut übernommen: Wähle 3 Karten zum Zurückgeben (%1 von 3 zurückgegeben).</translation>
    </message>
    <message>
        <source>Follow: play a lifted card.</source>
        <translation>Bedienen: Spiel eine angehobene Karte.</translation>
    </message>
    <message>
        <source>Your lead: play any card.</source>
        <translation>Du spielst aus: eine beliebige Karte.</translation>
    </message>
    <message>
        <source>Say “%1” to keep or take the solo, or give it up.</source>
        <translation>Sag „%1“, um das Solo zu halten oder zu übernehmen, oder gib es auf.</translation>
    </message>
    <message>
        <source>%1 holds the %2: name a higher type of solo, or pass.</source>
        <translation>%1 hält das Solo (%2): Nenne eine höhere Soloart oder passe.</translation>
    </message>
    <message>
        <source>%1 holds the %2: your solo takes it over if you say “%3”, or pass.</source>
        <translation>%1 hält das Solo (%2): Dein Solo übernimmt es, wenn du „%3“ sagst – oder passe.</translation>
    </message>
    <message>
        <source>%1 holds the %2: name a solo to take it over, or pass.</source>
        <translation>%1 hält das Solo (%2): Nenne ein Solo, um es zu übernehmen, oder passe.</translation>
    </message>
</context>
<context>
    <name>DoppelkopfSummary</name>
    <message>
        <source>%1: you win with %2</source>
        <translation>%1: du gewinnst mit %2</translation>
    </message>
    <message>
        <source>%1: you lose with %2</source>
        <translation>%1: du verlierst mit %2</translation>
    </message>
    <message>
        <source>The cards are dealt again by the next dealer.</source>
        <translation>Der nächste Geber teilt neu aus.</translation>
    </message>
    <message>
        <source>%1 · card points: Re %2, Kontra %3</source>
        <translation>%1 · Augen: Re %2, Kontra %3</translation>
    </message>
    <message>
        <source>A soloist scores three times (solo ×3).</source>
        <translation>Der Solist schreibt dreifach (Solo ×3).</translation>
    </message>
    <message>
        <source>You win the round!</source>
        <translation>Du gewinnst die Runde!</translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation>%1 gewinnt die Runde.</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Neue Runde</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>First place shared: %1.</source>
        <translation>Geteilter erster Platz: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>DoppelkopfTablePage</name>
    <message>
        <source>Doppelkopf</source>
        <translation>Doppelkopf</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Round over</source>
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
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <source>Export the round as a record</source>
        <translation>Runde als Protokoll exportieren</translation>
    </message>
    <message>
        <source>The round</source>
        <translation>Die Runde</translation>
    </message>
    <message>
        <source>%1 card points, tricks: %2</source>
        <translation>%1 Augen, Stiche: %2</translation>
    </message>
</context>
<context>
    <name>DoppelkopfWords</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>Anna</translation>
    </message>
    <message>
        <source>Bernd</source>
        <translation>Bernd</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <source>Dieter</source>
        <translation>Dieter</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
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
        <source>Fleshless (no trumps)</source>
        <translation>Fleischloser (ohne Trumpf)</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Vorbehalt</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Takes the poverty</source>
        <translation>Übernimmt die Armut</translation>
    </message>
    <message>
        <source>Declines the poverty</source>
        <translation>Lehnt die Armut ab</translation>
    </message>
    <message>
        <source>you play alone against three</source>
        <translation>du spielst allein gegen drei</translation>
    </message>
    <message>
        <source>no special game</source>
        <translation>kein Sonderspiel</translation>
    </message>
    <message>
        <source>a solo, marriage or poverty</source>
        <translation>ein Solo, eine Hochzeit oder Armut</translation>
    </message>
    <message>
        <source>pass your trumps to a partner</source>
        <translation>gib deine Trümpfe an einen Partner ab</translation>
    </message>
    <message>
        <source>the first trick won by another finds your partner</source>
        <translation>der erste fremde Stich bestimmt deinen Partner</translation>
    </message>
    <message>
        <source>leave it to the others</source>
        <translation>den anderen überlassen</translation>
    </message>
    <message>
        <source>take 3 cards, return 3</source>
        <translation>3 Karten nehmen, 3 zurückgeben</translation>
    </message>
    <message>
        <source>the next player is asked</source>
        <translation>der Nächste wird gefragt</translation>
    </message>
    <message>
        <source>No 90</source>
        <translation>Keine 90</translation>
    </message>
    <message>
        <source>No 60</source>
        <translation>Keine 60</translation>
    </message>
    <message>
        <source>No 30</source>
        <translation>Keine 30</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>Schweinchen</translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation>Hyperschweinchen</translation>
    </message>
    <message>
        <source>until you play your %1 card</source>
        <translation>bis du deine %1. Karte spielst</translation>
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
        <source>You must follow trump: you hold %1.</source>
        <translation>Du musst Trumpf bedienen: Du hast %1.</translation>
    </message>
    <message>
        <source>You must follow trump.</source>
        <translation>Du musst Trumpf bedienen.</translation>
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
        <source>You do not know your party yet.</source>
        <translation>Du kennst deine Partei noch nicht.</translation>
    </message>
    <message>
        <source>That is the other party&apos;s announcement.</source>
        <translation>Das ist die Ansage der anderen Partei.</translation>
    </message>
    <message>
        <source>That has been announced already.</source>
        <translation>Das ist schon angesagt.</translation>
    </message>
    <message>
        <source>Announce the step before first.</source>
        <translation>Sag zuerst die Stufe davor an.</translation>
    </message>
    <message>
        <source>Too late: the deadline for this announcement has passed.</source>
        <translation>Zu spät: Die Frist für diese Ansage ist vorbei.</translation>
    </message>
    <message>
        <source>The house rules do not allow that.</source>
        <translation>Die Hausregeln erlauben das nicht.</translation>
    </message>
    <message>
        <source>Poverty needs 3 trumps or fewer.</source>
        <translation>Für eine Armut darfst du höchstens 3 Trümpfe haben.</translation>
    </message>
    <message>
        <source>A marriage needs both ♣Q.</source>
        <translation>Eine Hochzeit braucht beide ♣D.</translation>
    </message>
    <message>
        <source>You made a reservation: now name your game.</source>
        <translation>Du hast Vorbehalt gesagt: Sag nun dein Spiel an.</translation>
    </message>
    <message>
        <source>Pass your trumps first: %1.</source>
        <translation>Gib zuerst deine Trümpfe ab: %1.</translation>
    </message>
    <message>
        <source>Pass your trumps first.</source>
        <translation>Gib zuerst deine Trümpfe ab.</translation>
    </message>
    <message>
        <source>You need both of these cards to declare that.</source>
        <translation>Dafür brauchst du beide dieser Karten.</translation>
    </message>
    <message>
        <source>Schweinchen must be declared first.</source>
        <translation>Zuerst müssen Schweinchen angesagt sein.</translation>
    </message>
    <message>
        <source>There are no pigs in this game.</source>
        <translation>In diesem Spiel gibt es keine Schweinchen.</translation>
    </message>
    <message>
        <source>You cannot play that card to this trick.</source>
        <translation>Diese Karte kannst du in diesen Stich nicht spielen.</translation>
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
        <source>Rules: trumps →</source>
        <translation>Regeln: Trümpfe →</translation>
    </message>
    <message>
        <source>Rules: following suit →</source>
        <translation>Regeln: Bedienen →</translation>
    </message>
    <message>
        <source>Rules: bidding →</source>
        <translation>Regeln: Vorbehalte →</translation>
    </message>
    <message>
        <source>Rules: announcements →</source>
        <translation>Regeln: Ansagen →</translation>
    </message>
    <message>
        <source>Rules: poverty →</source>
        <translation>Regeln: Armut →</translation>
    </message>
    <message>
        <source>Rules: marriage →</source>
        <translation>Regeln: Hochzeit →</translation>
    </message>
    <message>
        <source>Rules: house rules →</source>
        <translation>Regeln: Hausregeln →</translation>
    </message>
    <message>
        <source>Pass %1</source>
        <translation>%1 abgeben</translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Your hand suits a normal game.</source>
        <translation>Dein Blatt passt zu einem Normalspiel.</translation>
    </message>
    <message>
        <source>You hold both ♣Q: play them silently alone.</source>
        <translation>Du hast beide ♣D: Spiel eine stille Hochzeit.</translation>
    </message>
    <message>
        <source>Your hand is worth a special game.</source>
        <translation>Dein Blatt ist ein Sonderspiel wert.</translation>
    </message>
    <message>
        <source>Your hand is strong enough to play alone.</source>
        <translation>Dein Blatt ist stark genug für ein Solo.</translation>
    </message>
    <message>
        <source>With both ♣Q, a marriage finds you a partner.</source>
        <translation>Mit beiden ♣D findet dir eine Hochzeit einen Partner.</translation>
    </message>
    <message>
        <source>Too few trumps: let a partner take them.</source>
        <translation>Zu wenig Trümpfe: Lass einen Partner sie übernehmen.</translation>
    </message>
    <message>
        <source>Another player&apos;s game comes first.</source>
        <translation>Das Spiel eines anderen geht vor.</translation>
    </message>
    <message>
        <source>You hold enough trumps to carry the poverty.</source>
        <translation>Du hast genug Trümpfe, um die Armut zu tragen.</translation>
    </message>
    <message>
        <source>Your trumps are too weak for the poverty.</source>
        <translation>Deine Trümpfe sind zu schwach für die Armut.</translation>
    </message>
    <message>
        <source>Trumps must go to the partner.</source>
        <translation>Trümpfe müssen zum Partner.</translation>
    </message>
    <message>
        <source>Pass a card you cannot use.</source>
        <translation>Gib eine Karte ab, die du nicht brauchst.</translation>
    </message>
    <message>
        <source>Return a trump you can spare.</source>
        <translation>Gib einen Trumpf zurück, den du entbehren kannst.</translation>
    </message>
    <message>
        <source>Return a card you cannot use.</source>
        <translation>Gib eine Karte zurück, die du nicht brauchst.</translation>
    </message>
    <message>
        <source>Draw the opponents&apos; trumps.</source>
        <translation>Zieh den Gegnern die Trümpfe.</translation>
    </message>
    <message>
        <source>Lead trump to help your partner.</source>
        <translation>Spiel Trumpf aus, um deinem Partner zu helfen.</translation>
    </message>
    <message>
        <source>Cash the ace while the suit still runs.</source>
        <translation>Hol das Ass, solange die Farbe noch läuft.</translation>
    </message>
    <message>
        <source>Lead low and keep your strength.</source>
        <translation>Spiel niedrig aus und behalte deine Stärke.</translation>
    </message>
    <message>
        <source>Make sure your party keeps this trick.</source>
        <translation>Sichere deiner Partei diesen Stich.</translation>
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
        <source>Your partner wins this trick: add points.</source>
        <translation>Dein Partner gewinnt den Stich: Schmier Augen dazu.</translation>
    </message>
    <message>
        <source>Follow suit cheaply.</source>
        <translation>Bedien billig.</translation>
    </message>
    <message>
        <source>Keep your trumps for later.</source>
        <translation>Heb deine Trümpfe für später auf.</translation>
    </message>
    <message>
        <source>Throw away the cheapest card.</source>
        <translation>Wirf die billigste Karte ab.</translation>
    </message>
    <message>
        <source>Your party is strong enough to announce.</source>
        <translation>Deine Partei ist stark genug für eine Ansage.</translation>
    </message>
    <message>
        <source>Declared pigs are the highest trumps.</source>
        <translation>Angesagte Schweinchen sind die höchsten Trümpfe.</translation>
    </message>
    <message>
        <source>It gave the best results in the analyst&apos;s trial games.</source>
        <translation>Das brachte in den Probespielen des Analysten das beste Ergebnis.</translation>
    </message>
    <message>
        <source>%1 is the highest trump in the trick.</source>
        <translation>%1 ist der höchste Trumpf im Stich.</translation>
    </message>
    <message>
        <source>%1 trumped: the only trump in the trick.</source>
        <translation>%1 hat gestochen: der einzige Trumpf im Stich.</translation>
    </message>
    <message>
        <source>%1 is the highest card of the suit led; nobody trumped.</source>
        <translation>%1 ist die höchste Karte der ausgespielten Farbe; niemand hat gestochen.</translation>
    </message>
    <message>
        <source>Two %1: the first one played wins.</source>
        <translation>Zweimal %1: Die zuerst gespielte Karte gewinnt.</translation>
    </message>
    <message>
        <source>Two %1: the second one wins (house rule).</source>
        <translation>Zweimal %1: Die zweite gewinnt (Hausregel).</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>against the old ones (gegen die Alten)</source>
        <translation>gegen die Alten</translation>
    </message>
    <message>
        <source>no 90 (the losers took under 90)</source>
        <translation>keine 90 (die Verlierer haben unter 90)</translation>
    </message>
    <message>
        <source>no 60 (the losers took under 60)</source>
        <translation>keine 60 (die Verlierer haben unter 60)</translation>
    </message>
    <message>
        <source>no 30 (the losers took under 30)</source>
        <translation>keine 30 (die Verlierer haben unter 30)</translation>
    </message>
    <message>
        <source>schwarz (the losers took no trick)</source>
        <translation>schwarz (die Verlierer haben keinen Stich)</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>Re angesagt</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>Kontra angesagt</translation>
    </message>
    <message>
        <source>no 90 announced</source>
        <translation>keine 90 angesagt</translation>
    </message>
    <message>
        <source>no 60 announced</source>
        <translation>keine 60 angesagt</translation>
    </message>
    <message>
        <source>no 30 announced</source>
        <translation>keine 30 angesagt</translation>
    </message>
    <message>
        <source>schwarz announced</source>
        <translation>schwarz angesagt</translation>
    </message>
    <message>
        <source>120 reached against no 90</source>
        <translation>120 erreicht gegen keine 90</translation>
    </message>
    <message>
        <source>90 reached against no 60</source>
        <translation>90 erreicht gegen keine 60</translation>
    </message>
    <message>
        <source>60 reached against no 30</source>
        <translation>60 erreicht gegen keine 30</translation>
    </message>
    <message>
        <source>30 reached against schwarz</source>
        <translation>30 erreicht gegen schwarz</translation>
    </message>
    <message>
        <source>solo doubled (house rule)</source>
        <translation>Solo doppelt (Hausregel)</translation>
    </message>
    <message>
        <source>fox (a ♦A caught from the opponents)</source>
        <translation>Fuchs (ein ♦A der Gegner gefangen)</translation>
    </message>
    <message>
        <source>Karlchen (the last trick won with ♣J)</source>
        <translation>Karlchen (letzter Stich mit dem ♣B gewonnen)</translation>
    </message>
    <message>
        <source>Karlchen caught (an opponent&apos;s ♣J taken in the last trick)</source>
        <translation>Karlchen gefangen (♣B des Gegners im letzten Stich gefangen)</translation>
    </message>
    <message>
        <source>Doppelkopf (a trick of 40 points or more)</source>
        <translation>Doppelkopf (ein Stich mit 40 Augen oder mehr)</translation>
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
        <source>1 point</source>
        <comment>card points</comment>
        <translation>1 Auge</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>card points</comment>
        <translation>%1 Augen</translation>
    </message>
    <message>
        <source>Re wins</source>
        <translation>Re gewinnt</translation>
    </message>
    <message>
        <source>Kontra wins</source>
        <translation>Kontra gewinnt</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <source>Nobody took the poverty: the deal is void</source>
        <translation>Niemand hat die Armut übernommen: Das Spiel zählt nicht</translation>
    </message>
    <message>
        <source>Players (5: the dealer sits out)</source>
        <translation>Spieler (bei 5 setzt der Geber aus)</translation>
    </message>
    <message>
        <source>Deals in the round</source>
        <translation>Spiele in der Runde</translation>
    </message>
    <message>
        <source>The second ♥10 beats the first</source>
        <translation>Die zweite ♥10 sticht die erste</translation>
    </message>
    <message>
        <source>Schweinchen: both ♦A are the highest trumps</source>
        <translation>Schweinchen: beide ♦A sind die höchsten Trümpfe</translation>
    </message>
    <message>
        <source>Hyperschweinchen: both ♦9 above the Schweinchen</source>
        <translation>Hyperschweinchen: beide ♦9 über den Schweinchen</translation>
    </message>
    <message>
        <source>Pigs are declared before the first card</source>
        <translation>Schweinchen werden vor der ersten Karte angesagt</translation>
    </message>
    <message>
        <source>Without nines (40 cards)</source>
        <translation>Ohne Neunen (40 Karten)</translation>
    </message>
    <message>
        <source>Compulsory solo: everyone plays one solo</source>
        <translation>Pflichtsolo: jeder spielt ein Solo</translation>
    </message>
    <message>
        <source>Poverty may be declared</source>
        <translation>Armut darf angesagt werden</translation>
    </message>
    <message>
        <source>Suit solos</source>
        <translation>Farbsoli</translation>
    </message>
    <message>
        <source>Fleshless solo (no trumps)</source>
        <translation>Fleischloser (Solo ohne Trumpf)</translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation>Fristen für Ansagen</translation>
    </message>
    <message>
        <source>Announce only on your own turn</source>
        <translation>Ansagen nur, wenn man dran ist</translation>
    </message>
    <message>
        <source>Re and Kontra double the game value</source>
        <translation>Re und Kontra verdoppeln den Spielwert</translation>
    </message>
    <message>
        <source>A solo counts double</source>
        <translation>Ein Solo zählt doppelt</translation>
    </message>
    <message>
        <source>Bock deals (count double)</source>
        <translation>Bockrunden (zählen doppelt)</translation>
    </message>
    <message>
        <source>Standard (Re before your 2nd card)</source>
        <translation>Standard (Re vor deiner 2. Karte)</translation>
    </message>
    <message>
        <source>Alternative (Re before your 1st card)</source>
        <translation>Alternativ (Re vor deiner 1. Karte)</translation>
    </message>
    <message>
        <source>Healthy or reservation?</source>
        <translation>Gesund oder Vorbehalt?</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>Welches Spiel?</translation>
    </message>
    <message>
        <source>Poverty: passing cards</source>
        <translation>Armut: Karten werden abgegeben</translation>
    </message>
    <message>
        <source>Poverty: who takes it?</source>
        <translation>Armut: Wer übernimmt?</translation>
    </message>
    <message>
        <source>Poverty: returning cards</source>
        <translation>Armut: Karten werden zurückgegeben</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %2 für %3</translation>
    </message>
    <message>
        <source>Doppelkopf (a trick with two identical cards)</source>
        <translation>Doppelkopf (ein Stich mit zwei gleichen Karten)</translation>
    </message>
    <message>
        <source>Dulle caught (an opponent&apos;s ♥10 taken)</source>
        <translation>Dulle gefangen (eine ♥10 der Gegner gefangen)</translation>
    </message>
    <message>
        <source>fox caught in the first trick</source>
        <translation>Fuchs im ersten Stich gefangen</translation>
    </message>
    <message>
        <source>fox caught in the last trick</source>
        <translation>Fuchs im letzten Stich gefangen</translation>
    </message>
    <message>
        <source>the last trick won with a fox</source>
        <translation>letzter Stich mit einem Fuchs gewonnen</translation>
    </message>
    <message>
        <source>Karlchen caught (an opponent&apos;s ♣J taken before the last trick)</source>
        <translation>Karlchen gefangen (♣B des Gegners vor dem letzten Stich gefangen)</translation>
    </message>
    <message>
        <source>heart trick (four plain hearts)</source>
        <translation>Herzstich (vier Herz-Fehlkarten)</translation>
    </message>
    <message>
        <source>extra points doubled by Re and Kontra</source>
        <translation>Sonderpunkte durch Re und Kontra verdoppelt</translation>
    </message>
    <message>
        <source>Only the winners write</source>
        <translation>Nur die Gewinner schreiben</translation>
    </message>
    <message>
        <source>Extra points double too</source>
        <translation>Sonderpunkte werden mitverdoppelt</translation>
    </message>
    <message>
        <source>Dulle caught</source>
        <translation>Dulle gefangen</translation>
    </message>
    <message>
        <source>What counts as a Doppelkopf</source>
        <translation>Was als Doppelkopf zählt</translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation>Fuchs im letzten Stich</translation>
    </message>
    <message>
        <source>Fox caught in the first trick counts 2</source>
        <translation>Fuchs im ersten Stich zählt 2</translation>
    </message>
    <message>
        <source>Karlchen caught in any trick</source>
        <translation>Karlchen in jedem Stich fangen</translation>
    </message>
    <message>
        <source>No point for catching the Karlchen</source>
        <translation>Kein Punkt für gefangenes Karlchen</translation>
    </message>
    <message>
        <source>Heart trick</source>
        <translation>Herzstich</translation>
    </message>
    <message>
        <source>Bock after 120 to 120</source>
        <translation>Bock nach 120 zu 120</translation>
    </message>
    <message>
        <source>Bock after a lost solo</source>
        <translation>Bock nach verlorenem Solo</translation>
    </message>
    <message>
        <source>Bock after Re and Kontra both said</source>
        <translation>Bock, wenn Re und Kontra gesagt wurden</translation>
    </message>
    <message>
        <source>Bock after a side loses after announcing</source>
        <translation>Bock, wenn eine Partei trotz Ansage verliert</translation>
    </message>
    <message>
        <source>Bock after a trick of four plain hearts</source>
        <translation>Bock nach einem Stich aus vier Herz-Fehlkarten</translation>
    </message>
    <message>
        <source>With five, the dealer sits out each deal.</source>
        <translation>Zu fünft setzt der Geber in jedem Spiel aus.</translation>
    </message>
    <message>
        <source>The round ends after this many deals.</source>
        <translation>Nach so vielen Spielen endet die Runde.</translation>
    </message>
    <message>
        <source>When both ♥10 fall in one trick, the later one wins it.</source>
        <translation>Fallen beide ♥10 in einen Stich, gewinnt die später gespielte.</translation>
    </message>
    <message>
        <source>Whoever holds both ♦A may make them the highest trumps.</source>
        <translation>Wer beide ♦A hat, darf sie zu den höchsten Trümpfen machen.</translation>
    </message>
    <message>
        <source>Both ♦9 (♦10 without nines) rank above the Schweinchen.</source>
        <translation>Beide ♦9 (ohne Neunen die ♦10) stehen über den Schweinchen.</translation>
    </message>
    <message>
        <source>Schweinchen must be said before the first card is played.</source>
        <translation>Schweinchen müssen vor der ersten Karte angesagt werden.</translation>
    </message>
    <message>
        <source>The nines leave the deck: ten cards each.</source>
        <translation>Die Neunen kommen aus dem Spiel: zehn Karten für jeden.</translation>
    </message>
    <message>
        <source>Each player must play one solo before the round ends.</source>
        <translation>Jeder muss vor dem Ende der Runde ein Solo spielen.</translation>
    </message>
    <message>
        <source>A player with three trumps or fewer may pass them to a partner.</source>
        <translation>Wer höchstens drei Trümpfe hat, darf sie an einen Partner abgeben.</translation>
    </message>
    <message>
        <source>A solo without trumps may be played.</source>
        <translation>Ein Solo ohne Trümpfe ist erlaubt.</translation>
    </message>
    <message>
        <source>A solo with the queens and jacks as the only trumps.</source>
        <translation>Ein Solo, in dem nur Damen und Buben Trumpf sind.</translation>
    </message>
    <message>
        <source>A solo with the kings as the only trumps.</source>
        <translation>Ein Solo, in dem nur die Könige Trumpf sind.</translation>
    </message>
    <message>
        <source>How late Re, Kontra and no 90 may still be said.</source>
        <translation>Wie spät Re, Kontra und keine 90 noch angesagt werden dürfen.</translation>
    </message>
    <message>
        <source>Announcements only when it is your turn to play.</source>
        <translation>Ansagen nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>Re and Kontra each double the game value instead of adding 2.</source>
        <translation>Re und Kontra verdoppeln jeweils den Spielwert, statt 2 Punkte zu bringen.</translation>
    </message>
    <message>
        <source>A solo&apos;s game value is doubled.</source>
        <translation>Der Spielwert eines Solos wird verdoppelt.</translation>
    </message>
    <message>
        <source>After certain deals, as many deals as there are players count double.</source>
        <translation>Nach bestimmten Spielen zählen so viele Spiele doppelt, wie Spieler am Tisch sitzen.</translation>
    </message>
    <message>
        <source>The side that gains writes its figure; the other side writes 0.</source>
        <translation>Die Partei, die Punkte bekommt, schreibt ihre Zahl; die andere schreibt 0.</translation>
    </message>
    <message>
        <source>Re and Kontra double the extra points as well as the game value.</source>
        <translation>Re und Kontra verdoppeln neben dem Spielwert auch die Sonderpunkte.</translation>
    </message>
    <message>
        <source>Taking an opponent&apos;s ♥10 scores 1 extra point.</source>
        <translation>Eine gegnerische ♥10 zu fangen bringt 1 Sonderpunkt.</translation>
    </message>
    <message>
        <source>Either a trick of 40 points or more, or a trick with two identical cards.</source>
        <translation>Entweder ein Stich mit 40 Augen oder mehr, oder ein Stich mit zwei gleichen Karten.</translation>
    </message>
    <message>
        <source>Winning the last trick with a ♦A scores 1; or 2, and a fox caught in it 2.</source>
        <translation>Den letzten Stich mit einem ♦A zu gewinnen bringt 1; oder 2, und ein darin gefangener Fuchs auch 2.</translation>
    </message>
    <message>
        <source>An opponent&apos;s ♦A caught in trick 1 scores 2 instead of 1.</source>
        <translation>Ein im ersten Stich gefangenes ♦A der Gegner bringt 2 statt 1.</translation>
    </message>
    <message>
        <source>Taking an opponent&apos;s ♣J in any trick scores 1.</source>
        <translation>Einen gegnerischen ♣B zu fangen bringt in jedem Stich 1.</translation>
    </message>
    <message>
        <source>An opponent&apos;s ♣J taken in the last trick scores nothing.</source>
        <translation>Ein gegnerischer ♣B, im letzten Stich gefangen, bringt nichts.</translation>
    </message>
    <message>
        <source>Without nines: winning a trick of ♥A ♥A ♥K ♥K scores 1.</source>
        <translation>Ohne Neunen: Wer einen Stich aus ♥A ♥A ♥K ♥K gewinnt, bekommt 1.</translation>
    </message>
    <message>
        <source>A deal of 120 to 120 starts Bock deals.</source>
        <translation>Ein Spiel mit 120 zu 120 löst Bockrunden aus.</translation>
    </message>
    <message>
        <source>A lost solo starts Bock deals.</source>
        <translation>Ein verlorenes Solo löst Bockrunden aus.</translation>
    </message>
    <message>
        <source>A deal with both Re and Kontra said starts Bock deals.</source>
        <translation>Ein Spiel, in dem Re und Kontra gesagt wurden, löst Bockrunden aus.</translation>
    </message>
    <message>
        <source>A side that announced and lost starts Bock deals.</source>
        <translation>Eine Partei, die angesagt hat und verliert, löst Bockrunden aus.</translation>
    </message>
    <message>
        <source>A trick of four hearts that are not trumps starts Bock deals.</source>
        <translation>Ein Stich aus vier Herzkarten, die nicht Trumpf sind, löst Bockrunden aus.</translation>
    </message>
    <message>
        <source>40 points or more</source>
        <translation>40 Augen oder mehr</translation>
    </message>
    <message>
        <source>Two identical cards</source>
        <translation>Zwei gleiche Karten</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Won with a fox: 1</source>
        <translation>Mit Fuchs gewonnen: 1</translation>
    </message>
    <message>
        <source>Won with or caught: 2</source>
        <translation>Mit Fuchs gewonnen oder gefangen: 2</translation>
    </message>
    <message>
        <source>Rule document</source>
        <translation>Regeldokument</translation>
    </message>
    <message>
        <source>DDV tournament</source>
        <translation>DDV-Turnier</translation>
    </message>
    <message>
        <source>Which tricks find the marriage partner</source>
        <translation>Welche Stiche den Hochzeitspartner finden</translation>
    </message>
    <message>
        <source>Whether any of tricks 1 to 3, or only one led with a trump or a plain suit, finds the partner.</source>
        <translation>Ob jeder der Stiche 1 bis 3 den Partner findet oder nur einer, zu dem Trumpf oder eine Fehlfarbe ausgespielt wurde.</translation>
    </message>
    <message>
        <source>Any trick</source>
        <translation>Jeder Stich</translation>
    </message>
    <message>
        <source>Led with a trump</source>
        <translation>Mit Trumpf ausgespielt</translation>
    </message>
    <message>
        <source>Led with a plain suit</source>
        <translation>Mit Fehlfarbe ausgespielt</translation>
    </message>
    <message>
        <source>Throw in</source>
        <translation>Einwerfen</translation>
    </message>
    <message>
        <source>the deal is void and dealt anew</source>
        <translation>das Spiel zählt nicht und wird neu gegeben</translation>
    </message>
    <message>
        <source>Only a hand with five or more nines, five or more kings or no trump above the ♦A may be thrown in.</source>
        <translation>Einwerfen darf nur, wer fünf oder mehr Neunen, fünf oder mehr Könige oder keinen Trumpf über dem ♦A hat.</translation>
    </message>
    <message>
        <source>Your hand is too weak to play: throw it in.</source>
        <translation>Dein Blatt ist zu schwach zum Spielen: Wirf es ein.</translation>
    </message>
    <message>
        <source>five or more nines</source>
        <translation>fünf oder mehr Neunen</translation>
    </message>
    <message>
        <source>five or more kings</source>
        <translation>fünf oder mehr Könige</translation>
    </message>
    <message>
        <source>no trump above the ♦A</source>
        <translation>kein Trumpf über dem ♦A</translation>
    </message>
    <message>
        <source>%1 threw in (%2): the deal is void</source>
        <translation>%1 hat eingeworfen (%2): Das Spiel zählt nicht</translation>
    </message>
    <message>
        <source>Highest trump</source>
        <translation>Höchster Trumpf</translation>
    </message>
    <message>
        <source>A solo counts as Re said</source>
        <translation>Solo gilt als Re angesagt</translation>
    </message>
    <message>
        <source>Zwingen</source>
        <translation>Zwingen</translation>
    </message>
    <message>
        <source>All four suit solos, only the diamond solo (the trump solo), or none.</source>
        <translation>Alle vier Farbsoli, nur das Karosolo (das Trumpfsolo) oder keines.</translation>
    </message>
    <message>
        <source>The ♥10, nothing, the two ♥K above the ♣Q, or a Joker above the ♥10 in place of one ♦9.</source>
        <translation>Die ♥10, keiner, die beiden ♥K über der ♣D oder ein Joker über der ♥10 anstelle einer ♦9.</translation>
    </message>
    <message>
        <source>Five or more nines, five or more kings or no trump above the ♦A: the hand may be thrown in and dealt anew.</source>
        <translation>Fünf oder mehr Neunen, fünf oder mehr Könige oder kein Trumpf über dem ♦A: Das Blatt darf eingeworfen werden, und es wird neu gegeben.</translation>
    </message>
    <message>
        <source>A declared solo starts with Re already said.</source>
        <translation>Ein angesagtes Solo beginnt mit bereits gesagtem Re.</translation>
    </message>
    <message>
        <source>A first trick of 30 points or more makes its winners say Re or Kontra, or no 90.</source>
        <translation>Ein erster Stich mit 30 Augen oder mehr zwingt die Partei seines Gewinners zu einer Ansage: Re oder Kontra, sonst keine 90.</translation>
    </message>
    <message>
        <source>Dulle (♥10)</source>
        <translation>Dulle (♥10)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no suit solo</comment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Heart king</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>All four</source>
        <translation>Alle vier</translation>
    </message>
    <message>
        <source>Only the trump solo</source>
        <translation>Nur das Trumpfsolo</translation>
    </message>
    <message>
        <source>You threw in (%1): the deal is void</source>
        <translation>Du hast eingeworfen (%1): Das Spiel zählt nicht</translation>
    </message>
    <message>
        <source>%1 for the solo</source>
        <translation>%1 für das Solo</translation>
    </message>
    <message>
        <source>keep or take the solo with this announced</source>
        <translation>das Solo mit dieser Ansage halten oder übernehmen</translation>
    </message>
    <message>
        <source>A marriage needs both ♣K (the kings decide the parties).</source>
        <translation>Eine Hochzeit braucht beide ♣K (die Könige bestimmen die Parteien).</translation>
    </message>
    <message>
        <source>Only a higher type of solo can take over the one named.</source>
        <translation>Nur eine höhere Soloart kann das angesagte Solo übernehmen.</translation>
    </message>
    <message>
        <source>The solo stands at schwarz: nobody can bid higher.</source>
        <translation>Das Solo steht bei Schwarz: Höher kann niemand reizen.</translation>
    </message>
    <message>
        <source>In the duel you can only say the next level or give the solo up.</source>
        <translation>Im Reizduell kannst du nur die nächste Stufe sagen oder das Solo aufgeben.</translation>
    </message>
    <message>
        <source>Rules: several solos →</source>
        <translation>Regeln: mehrere Soli →</translation>
    </message>
    <message>
        <source>You hold both ♣K: play them silently alone.</source>
        <translation>Du hast beide ♣K: Spiel eine stille Hochzeit.</translation>
    </message>
    <message>
        <source>With both ♣K, a marriage finds you a partner.</source>
        <translation>Mit beiden ♣K findet dir eine Hochzeit einen Partner.</translation>
    </message>
    <message>
        <source>Your solo can take over the one claimed.</source>
        <translation>Dein Solo kann das angesagte übernehmen.</translation>
    </message>
    <message>
        <source>Your hand cannot take the claimed solo over.</source>
        <translation>Dein Blatt reicht nicht, um das angesagte Solo zu übernehmen.</translation>
    </message>
    <message>
        <source>Your solo should still make this level.</source>
        <translation>Dein Solo sollte auch diese Stufe noch schaffen.</translation>
    </message>
    <message>
        <source>Your solo would not make the next level.</source>
        <translation>Dein Solo würde die nächste Stufe nicht schaffen.</translation>
    </message>
    <message>
        <source>Several solos</source>
        <translation>Mehrere Soli</translation>
    </message>
    <message>
        <source>The club kings decide the parties</source>
        <translation>Die Kreuz-Könige bestimmen die Parteien</translation>
    </message>
    <message>
        <source>Marriage before poverty</source>
        <translation>Hochzeit vor Armut</translation>
    </message>
    <message>
        <source>Who plays when several want a solo: the first, the last, the highest type, or a bidding-up duel.</source>
        <translation>Wer spielt, wenn mehrere ein Solo wollen: der Erste, der Letzte, die höchste Soloart oder der Sieger beim Hochreizen.</translation>
    </message>
    <message>
        <source>The holders of the ♣K are Re; both ♣K make a silent solo or a marriage.</source>
        <translation>Wer einen ♣K hat, ist Re; mit beiden ♣K spielt man eine stille Hochzeit oder eine Hochzeit.</translation>
    </message>
    <message>
        <source>With both a marriage and a poverty reserved, the marriage is played.</source>
        <translation>Sind Hochzeit und Armut vorbehalten, wird die Hochzeit gespielt.</translation>
    </message>
    <message>
        <source>The first from the dealer&apos;s left</source>
        <translation>Der Erste links vom Geber</translation>
    </message>
    <message>
        <source>The last from the dealer&apos;s left</source>
        <translation>Der Letzte ab links vom Geber</translation>
    </message>
    <message>
        <source>The highest type</source>
        <translation>Die höchste Soloart</translation>
    </message>
    <message>
        <source>Bidding up (no 90, no 60 …)</source>
        <translation>Hochreizen (keine 90, keine 60 …)</translation>
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
        <source>alone, and you must take no trick</source>
        <translation>allein, und du darfst keinen Stich machen</translation>
    </message>
    <message>
        <source>no trick, and your hand is shown after trick 1</source>
        <translation>kein Stich, und nach dem 1. Stich liegt dein Blatt offen</translation>
    </message>
    <message>
        <source>In a misère only Re and Kontra may be announced.</source>
        <translation>In einer Misere dürfen nur Re und Kontra angesagt werden.</translation>
    </message>
    <message>
        <source>Your cards are low enough to take no trick.</source>
        <translation>Deine Karten sind niedrig genug, um keinen Stich zu machen.</translation>
    </message>
    <message>
        <source>Lead a card the others are sure to beat.</source>
        <translation>Spiel eine Karte aus, die die anderen sicher überstechen.</translation>
    </message>
    <message>
        <source>The highest card that still loses the trick.</source>
        <translation>Die höchste Karte, mit der du den Stich noch verlierst.</translation>
    </message>
    <message>
        <source>You cannot follow: get rid of a dangerous high card.</source>
        <translation>Du kannst nicht bedienen: Wirf eine gefährliche hohe Karte ab.</translation>
    </message>
    <message>
        <source>Every card wins so far: play the one a later player may still beat.</source>
        <translation>Jede deiner Karten würde den Stich bisher gewinnen: Spiel die, die ein späterer Spieler noch überstechen kann.</translation>
    </message>
    <message>
        <source>Lead low where the soloist must go over it.</source>
        <translation>Spiel niedrig aus, wo der Solist drüber muss.</translation>
    </message>
    <message>
        <source>Keep the trick low so that the soloist has to take it.</source>
        <translation>Halte den Stich niedrig, damit der Solist ihn nehmen muss.</translation>
    </message>
    <message>
        <source>Get rid of a high card; keep the low ones for the soloist.</source>
        <translation>Wirf eine hohe Karte ab und behalte die niedrigen für den Solisten.</translation>
    </message>
    <message>
        <source>misère ouvert (the hand was shown)</source>
        <translation>Misere ouvert (das Blatt lag offen)</translation>
    </message>
    <message>
        <source>A solo with the normal trumps that the soloist wins by taking no trick.</source>
        <translation>Ein Solo mit den normalen Trümpfen, das der Solist gewinnt, wenn er keinen Stich macht.</translation>
    </message>
    <message>
        <source>A misère with the soloist&apos;s hand shown after trick 1; it counts one more.</source>
        <translation>Eine Misere, bei der der Solist nach dem 1. Stich sein Blatt offen hinlegt; sie zählt einen Punkt mehr.</translation>
    </message>
    <message>
        <source>You took trick %1: the misère is lost and the deal ends.</source>
        <translation>Du hast den %1. Stich gemacht: Die Misere ist verloren, das Spiel endet.</translation>
    </message>
    <message>
        <source>%1 took trick %2: the misère is lost and the deal ends.</source>
        <translation>%1 hat den %2. Stich gemacht: Die Misere ist verloren, das Spiel endet.</translation>
    </message>
    <message>
        <source>You took no trick: the misère is won.</source>
        <translation>Du hast keinen Stich gemacht: Die Misere ist gewonnen.</translation>
    </message>
    <message>
        <source>%1 took no trick: the misère is won.</source>
        <translation>%1 hat keinen Stich gemacht: Die Misere ist gewonnen.</translation>
    </message>
    <message>
        <source>Misère ouvert: your hand lies open.</source>
        <translation>Misere ouvert: Dein Blatt liegt offen.</translation>
    </message>
    <message>
        <source>Misère ouvert: the hand of %1 lies open.</source>
        <translation>Misere ouvert: Das Blatt von %1 liegt offen.</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppelt</translation>
    </message>
    <message>
        <source>Wait: nobody announces until the marriage partner is found.</source>
        <translation>Warte: Niemand sagt an, bevor der Hochzeitspartner gefunden ist.</translation>
    </message>
    <message>
        <source>Only the party that said no 90 first may announce no 60 and below.</source>
        <translation>Nur die Partei, die zuerst keine 90 abgesagt hat, darf keine 60 und weiter absagen.</translation>
    </message>
    <message>
        <source>Your party is known: announce Re or Kontra.</source>
        <translation>Deine Partei steht fest: Sag Re oder Kontra an.</translation>
    </message>
    <message>
        <source>Your hand is strong enough to announce whichever party you join.</source>
        <translation>Dein Blatt ist stark genug für eine Ansage, gleich in welcher Partei du landest.</translation>
    </message>
    <message>
        <source>no 90 (the losers announced it and failed)</source>
        <translation>keine 90 (von den Verlierern abgesagt und verfehlt)</translation>
    </message>
    <message>
        <source>no 60 (the losers announced it and failed)</source>
        <translation>keine 60 (von den Verlierern abgesagt und verfehlt)</translation>
    </message>
    <message>
        <source>no 30 (the losers announced it and failed)</source>
        <translation>keine 30 (von den Verlierern abgesagt und verfehlt)</translation>
    </message>
    <message>
        <source>schwarz (the losers announced it and failed)</source>
        <translation>schwarz (von den Verlierern abgesagt und verfehlt)</translation>
    </message>
    <message>
        <source>Announcing in a marriage</source>
        <translation>Ansagen in der Hochzeit</translation>
    </message>
    <message>
        <source>Scoring of announcements</source>
        <translation>Abrechnung der Ansagen</translation>
    </message>
    <message>
        <source>Later deadlines when the partner is found late; or Double while your party is unknown; or nobody announces before the partner is found.</source>
        <translation>Spätere Fristen, wenn der Partner spät gefunden wird; oder Doppelt, solange deine Partei unbekannt ist; oder niemand sagt an, bevor der Partner gefunden ist.</translation>
    </message>
    <message>
        <source>Standard, or Leaver&apos;s: a failed no 90 and below scores for the winners as if it had come true.</source>
        <translation>Standard oder nach Leaver: Eine verfehlte Absage ab keine 90 zählt für die Gewinner, als wäre sie eingetroffen.</translation>
    </message>
    <message>
        <source>Deadlines shifted</source>
        <translation>Fristen verschoben</translation>
    </message>
    <message>
        <source>Wait for the partner</source>
        <translation>Auf den Partner warten</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Leaver</source>
        <translation>Nach Leaver</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Genscher</source>
        <translation>Genscher</translation>
    </message>
    <message>
        <source>Hyperschweinchen must be declared first.</source>
        <translation>Erst müssen die Hyperschweinchen angesagt sein.</translation>
    </message>
    <message>
        <source>Genscher: both ♦K above the Hyperschweinchen</source>
        <translation>Genscher: beide ♦K über den Hyperschweinchen</translation>
    </message>
    <message>
        <source>After Hyperschweinchen, both ♦K may be declared as the first is played: they rank higher still.</source>
        <translation>Nach den Hyperschweinchen darf, wer beide ♦K hat, sie beim Ausspielen des ersten ansagen: Sie stechen dann noch höher.</translation>
    </message>
    <message>
        <source>the first trump trick won by another finds your partner</source>
        <translation>der erste fremde Trumpfstich bestimmt deinen Partner</translation>
    </message>
    <message>
        <source>the first plain-suit trick won by another finds your partner</source>
        <translation>der erste fremde Fehlfarbenstich bestimmt deinen Partner</translation>
    </message>
    <message>
        <source>Players and round</source>
        <translation>Spieler und Runde</translation>
    </message>
    <message>
        <source>Cards and trumps</source>
        <translation>Karten und Trümpfe</translation>
    </message>
    <message>
        <source>Solos, marriage and poverty</source>
        <translation>Soli, Hochzeit und Armut</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Scoring and extra points</source>
        <translation>Abrechnung und Sonderpunkte</translation>
    </message>
    <message>
        <source>Bock deals</source>
        <translation>Bockrunden</translation>
    </message>
</context>
</TS>
