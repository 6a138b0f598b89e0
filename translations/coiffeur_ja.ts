<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>CoiffeurBoard</name>
    <message>
        <source>%1 Match</source>
        <translation>%1 マッチ</translation>
    </message>
    <message>
        <source>%1 reverse Match</source>
        <translation>%1 逆マッチ</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>未プレイ</translation>
    </message>
    <message>
        <source>%1, marks: %2</source>
        <translation>%1、印：%2</translation>
    </message>
    <message>
        <source>%1, score: %2</source>
        <translation>%1、得点：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>CoiffeurLessonWords</name>
    <message>
        <source>Trumps: the Buur and the Nell</source>
        <translation>切札：ブールとネル</translation>
    </message>
    <message>
        <source>When a suit is trumps, two of its cards jump to the top: the Under, called the Buur, and the 9, called the Nell. After them come the Ace, King, Ober, Banner, 8, 7 and 6.</source>
        <translation>あるスートが切札になると、そのスートの2枚がいちばん上に上がります。ブールと呼ばれるウンダーと、ネルと呼ばれる9です。その下にエース、キング、オーバー、バナー、8、7、6が続きます。</translation>
    </message>
    <message>
        <source>Vreni has named shields as trumps and leads the shields 9, the Nell. Beat it.</source>
        <translation>フレニが盾を切札に宣言し、盾の9、つまりネルをリードしました。これに勝ってください。</translation>
    </message>
    <message>
        <source>Right: only the Buur, the shields Under, beats the Nell. The trick is yours.</source>
        <translation>正解：ネルに勝てるのは、ブール、つまり盾のウンダーだけです。このトリックはあなたのものです。</translation>
    </message>
    <message>
        <source>In the trump suit the Nell beats even the Ace. Only the Buur, your shields Under, is higher.</source>
        <translation>切札のスートでは、ネルはエースよりも強いです。ネルより強いのは、あなたの盾のウンダー、つまりブールだけです。</translation>
    </message>
    <message>
        <source>The Buur and the Nell have both been played. Lead the highest trump still in the game.</source>
        <translation>ブールもネルも、もう出ました。まだ出ていない切札のうち、いちばん強いものをリードしてください。</translation>
    </message>
    <message>
        <source>Right: with the Buur and the Nell gone, the trump Ace is the best card left.</source>
        <translation>正解：ブールとネルがなくなったので、残っているカードでいちばん強いのは切札のエースです。</translation>
    </message>
    <message>
        <source>With the Buur and the Nell out, your shields Ace is now the highest trump. Lead it.</source>
        <translation>ブールとネルが出てしまったので、いまはあなたの盾のエースが最も強い切札です。これをリードしましょう。</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カード点</translation>
    </message>
    <message>
        <source>Only the cards in the tricks count. An Ace is worth 11, a Banner 10, a King 4, an Ober 3, an Under 2. In a trump game the Buur is worth 20 and the Nell 14; every other 9, 8, 7 and 6 is worth nothing.</source>
        <translation>数えるのは、トリックで取ったカードだけです。エースは11点、バナーは10点、キングは4点、オーバーは3点、ウンダーは2点です。切札のあるゲームでは、ブールは20点、ネルは14点で、それ以外の9、8、7、6は0点です。</translation>
    </message>
    <message>
        <source>Ueli has named roses as trumps and leads the Buur, which nothing can beat. Give him as few points as you can.</source>
        <translation>ウェリがバラを切札に宣言し、ブールをリードしました。ブールに勝てるカードはありません。ウェリに渡す点をできるだけ少なくしてください。</translation>
    </message>
    <message>
        <source>Right: in a trump game a plain 9, 8, 7 or 6 is worth nothing, so Ueli gains no points from you.</source>
        <translation>正解：切札のあるゲームでは、切札以外の9、8、7、6は0点です。これならウェリはあなたのカードから1点も得られません。</translation>
    </message>
    <message>
        <source>That card gives Ueli points. Nothing beats the Buur, so throw a card worth nothing: a 9, 8, 7 or 6.</source>
        <translation>そのカードではウェリに点を渡してしまいます。ブールに勝てるカードはないので、0点のカード（9、8、7、6）を出しましょう。</translation>
    </message>
    <message>
        <source>Your partner Vreni wins this trick with the acorns Ace. Give her as many points as you can.</source>
        <translation>パートナーのフレニが、どんぐりのエースでこのトリックを取ります。フレニにできるだけ多くの点を渡してください。</translation>
    </message>
    <message>
        <source>Right: a Banner is worth 10, the most of any card in your hand. Every point Vreni takes is a point Ueli does not score.</source>
        <translation>正解：バナーは10点で、あなたの手札でいちばん点の高いカードです。フレニが取った点は、どれもウェリの点にはなりません。</translation>
    </message>
    <message>
        <source>Vreni&apos;s trick is safe, so put your most valuable card on it: a Banner, worth 10.</source>
        <translation>このトリックはフレニが確実に取れるので、いちばん点の高いカード、10点のバナーを出しましょう。</translation>
    </message>
    <message>
        <source>Following suit, or trumping</source>
        <translation>フォローするか、切札を出すか</translation>
    </message>
    <message>
        <source>In a trump game you may trump a plain suit even when you could follow it (only not lower than a trump already in the trick); but you may not play a third suit while you hold the suit that was led. When trumps are led, you must play a trump if you have one.</source>
        <translation>切札のあるゲームでは、切札以外のスートがリードされたとき、フォローできる場合でも切札を出してかまいません（ただし、トリックに出ている切札より弱い切札は出せません）。リードされたスートを持っているあいだは、そのスートと切札以外のスートは出せません。切札がリードされたときは、切札を持っていれば切札を出さなければなりません。</translation>
    </message>
    <message>
        <source>Ueli has named bells as trumps and leads the roses Ace. Win the trick.</source>
        <translation>ウェリが鈴を切札に宣言し、バラのエースをリードしました。このトリックに勝ってください。</translation>
    </message>
    <message>
        <source>Right: you may trump even though you hold roses, and the smallest trump beats the Ace of a plain suit.</source>
        <translation>正解：バラを持っていても、切札を出してかまいません。いちばん弱い切札でも、切札以外のスートのエースに勝ちます。</translation>
    </message>
    <message>
        <source>A small rose cannot beat the Ace. You may trump instead of following suit: any bell wins this trick.</source>
        <translation>小さいバラではエースに勝てません。フォローする代わりに切札を出してかまいません。鈴ならどれでもこのトリックに勝てます。</translation>
    </message>
    <message>
        <source>House rule: the Buur exception</source>
        <translation>ハウスルール：ブールの例外</translation>
    </message>
    <message>
        <source>Normally a trump lead forces you to play a trump, even when your only trump is the Buur. This lesson turns on the house rule “The Buur need never be played to a trump lead”: then you may keep your Buur and play any card.</source>
        <translation>通常、切札がリードされたら、切札を出さなければなりません。手持ちの切札がブールだけでも同じです。このレッスンでは、ハウスルール『切札のリードにウンダー（ブール）を出す義務はない』をオンにしています。このときは、ブールを手札に残して、どのカードを出してもかまいません。</translation>
    </message>
    <message>
        <source>Ueli has named acorns as trumps and leads the acorns King; Vreni wins it with the Nell. Your only trump is the Buur. Keep it and play another card.</source>
        <translation>ウェリがどんぐりを切札に宣言し、どんぐりのキングをリードしました。フレニがネルを出して勝っています。あなたの切札はブールだけです。ブールは残して、ほかのカードを出してください。</translation>
    </message>
    <message>
        <source>Right: with this house rule the Buur never has to be played to a trump lead. It stays in your hand for a trick that Ueli would win.</source>
        <translation>正解：このハウスルールでは、切札のリードにブールを出す必要はありません。ブールは手札に残り、ウェリに取られそうなトリックで使えます。</translation>
    </message>
    <message>
        <source>Your Buur would only take the trick from your own partner. With this house rule you need not play it: keep it and play another card.</source>
        <translation>ブールを出しても、パートナーからトリックを奪うだけです。このハウスルールではブールを出す必要はありません。ブールは残して、ほかのカードを出しましょう。</translation>
    </message>
    <message>
        <source>No undertrumping</source>
        <translation>アンダートランプの禁止</translation>
    </message>
    <message>
        <source>Once someone has trumped a plain suit, the next player may not play a lower trump, unless their hand holds nothing but trumps. A higher trump, or a card of the suit that was led, is always allowed.</source>
        <translation>切札以外のスートに誰かが切札を出したら、次の人はそれより弱い切札を出せません。ただし、手札が切札だけなら別です。より強い切札や、リードされたスートのカードなら、いつでも出せます。</translation>
    </message>
    <message>
        <source>Vreni has named shields as trumps. Your partner Ueli leads the acorns King, and Vreni trumps it with the shields Ober. Win the trick back.</source>
        <translation>フレニが盾を切札に宣言しています。パートナーのウェリがどんぐりのキングをリードし、フレニが盾のオーバーで切りました。このトリックを取り返してください。</translation>
    </message>
    <message>
        <source>Right: your shields Ace is higher than the Ober, so you may play it, and it wins. Your shields Banner and 6 are lower: playing them would be undertrumping.</source>
        <translation>正解：盾のエースはオーバーより強いので出してよく、このトリックに勝ちます。盾のバナーと6はオーバーより弱いので、出すとアンダートランプになります。</translation>
    </message>
    <message>
        <source>Following with the acorns 7 is allowed, but it loses. Your shields Banner and 6 may not be played, as they are lower than the Ober; your shields Ace is higher.</source>
        <translation>どんぐりの7でフォローするのはかまいませんが、トリックに負けます。盾のバナーと6はオーバーより弱いので出せません。盾のエースならオーバーより強いです。</translation>
    </message>
    <message>
        <source>Obenabe: high cards win</source>
        <translation>オーベナーベ：高いカードが勝つ</translation>
    </message>
    <message>
        <source>In Obenabe there is no trump. In every suit the Ace is highest, then the King, Ober, Under, Banner, 9, 8, 7 and 6. You must follow suit if you can, and a card of another suit never wins. Every 8 is worth 8 points.</source>
        <translation>オーベナーベには切札がありません。どのスートもエースが最強で、キング、オーバー、ウンダー、バナー、9、8、7、6と続きます。フォローできるときはフォローしなければならず、ほかのスートのカードは決して勝ちません。8はどれも8点になります。</translation>
    </message>
    <message>
        <source>Ueli has named Obenabe and leads the acorns King. Win the trick.</source>
        <translation>ウェリがオーベナーベを宣言し、どんぐりのキングをリードしました。このトリックに勝ってください。</translation>
    </message>
    <message>
        <source>Right: in Obenabe the Ace beats the King.</source>
        <translation>正解：オーベナーベでは、エースはキングに勝ちます。</translation>
    </message>
    <message>
        <source>Your acorns 7 cannot beat the King. You must follow with acorns, and your acorns Ace wins.</source>
        <translation>どんぐりの7ではキングに勝てません。どんぐりでフォローしなければならないので、どんぐりのエースを出せば勝てます。</translation>
    </message>
    <message>
        <source>Now you lead. Lead a card that is sure to win the trick.</source>
        <translation>今度はあなたがリードします。必ずトリックに勝てるカードをリードしてください。</translation>
    </message>
    <message>
        <source>Right: an Ace led in Obenabe cannot be beaten. The others must follow with lower cards, and there is no trump.</source>
        <translation>正解：オーベナーベでリードしたエースに勝てるカードはありません。ほかの人はもっと弱いカードでフォローするしかなく、切札もありません。</translation>
    </message>
    <message>
        <source>A higher card of the same suit can beat that one. In Obenabe only an Ace is sure to win when you lead it.</source>
        <translation>そのカードは、同じスートのもっと高いカードに負けることがあります。オーベナーベでリードして必ず勝てるのはエースだけです。</translation>
    </message>
    <message>
        <source>Undenufe: low cards win</source>
        <translation>ウンデヌーフェ：低いカードが勝つ</translation>
    </message>
    <message>
        <source>Undenufe turns the order upside down: no trump, and in every suit the 6 is highest and the Ace lowest. The card points are those of Obenabe, so an Ace is still worth 11 but hardly ever wins a trick.</source>
        <translation>ウンデヌーフェでは順位がそっくり逆さになります。切札はなく、どのスートも6が最強、エースが最弱です。カード点はオーベナーベと同じなので、エースは11点のままですが、トリックに勝つことはまずありません。</translation>
    </message>
    <message>
        <source>Ueli has named Undenufe and leads the acorns 9; Vreni plays the acorns 7. Win the trick.</source>
        <translation>ウェリがウンデヌーフェを宣言してどんぐりの9をリードし、フレニがどんぐりの7を出しました。このトリックに勝ってください。</translation>
    </message>
    <message>
        <source>Right: in Undenufe the 6 is the best card of its suit.</source>
        <translation>正解：ウンデヌーフェでは、6がそのスートで最も強いカードです。</translation>
    </message>
    <message>
        <source>In Undenufe the Ace and the King are the lowest acorns. Only your acorns 6 beats the 7.</source>
        <translation>ウンデヌーフェでは、エースとキングはどんぐりでいちばん弱い2枚です。7に勝てるのは、あなたのどんぐりの6だけです。</translation>
    </message>
    <message>
        <source>Right: in Undenufe a 6 led cannot be beaten.</source>
        <translation>正解：ウンデヌーフェでリードした6に勝てるカードはありません。</translation>
    </message>
    <message>
        <source>A lower card of the same suit can beat that one. In Undenufe only a 6 is sure to win when you lead it.</source>
        <translation>そのカードは、同じスートのもっと低いカードに負けることがあります。ウンデヌーフェでリードして必ず勝てるのは6だけです。</translation>
    </message>
    <message>
        <source>Slalom and Gustav: the order turns</source>
        <translation>スラロームとグスタフ：順位が逆転する</translation>
    </message>
    <message>
        <source>Slalom has no trump, and the order flips after every trick: one trick Obenabe, the next Undenufe, and so on. The declarer chooses how the first trick goes. Gustav is like it, but the order turns only once, after six tricks.</source>
        <translation>スラロームには切札がなく、1トリックごとに順位が逆転します。あるトリックがオーベナーベなら次はウンデヌーフェ、という具合です。1トリック目をどちらで始めるかはデクレアラーが決めます。グスタフも似ていますが、順位が逆転するのは6トリック目の後の1回だけです。</translation>
    </message>
    <message>
        <source>Ueli has named Slalom and starts with Undenufe, so low cards win this first trick. Win it.</source>
        <translation>ウェリがスラロームを宣言し、ウンデヌーフェから始めました。この1トリック目は低いカードが勝ちます。このトリックに勝ってください。</translation>
    </message>
    <message>
        <source>Right: in an Undenufe trick your roses 6 beats the 7 and the 9.</source>
        <translation>正解：ウンデヌーフェのトリックでは、あなたのバラの6が7にも9にも勝ちます。</translation>
    </message>
    <message>
        <source>In this first trick low cards win, so the Ace is the lowest rose. Your roses 6 wins.</source>
        <translation>この1トリック目は低いカードが勝つので、エースはバラでいちばん弱いカードです。バラの6なら勝てます。</translation>
    </message>
    <message>
        <source>The order has turned: this second trick is played Obenabe. Lead a card that is sure to win.</source>
        <translation>順位が逆転しました。この2トリック目はオーベナーベです。必ず勝てるカードをリードしてください。</translation>
    </message>
    <message>
        <source>Right: in an Obenabe trick an Ace led cannot be beaten. In the third trick low cards win again.</source>
        <translation>正解：オーベナーベのトリックでリードしたエースに勝てるカードはありません。3トリック目はまた低いカードが勝ちます。</translation>
    </message>
    <message>
        <source>Now high cards win, and that card can be beaten. Lead an Ace.</source>
        <translation>今度は高いカードが勝つので、そのカードは負けることがあります。エースをリードしましょう。</translation>
    </message>
    <message>
        <source>Choosing a contract, or passing</source>
        <translation>種目を宣言するか、パスするか</translation>
    </message>
    <message>
        <source>After the deal the player on the dealer&apos;s right speaks first: name one of your open contracts, or pass. Each player plays every row of the board once. A suit row is worth one mark, Obenabe, Undenufe and Slalom two, Gustav and the Jokers three.</source>
        <translation>配り終えたら、ディーラーの右隣の人が最初に話します。まだ済ませていない自分の種目を1つ宣言するか、パスします。各プレイヤーは得点表のすべての行を1回ずつ遊びます。印の数は、スートの行が1つ、オーベナーベ、ウンデヌーフェ、スラロームが2つ、グスタフとジョーカーが3つです。</translation>
    </message>
    <message>
        <source>You speak first. Your hand has no Aces, no 6s, and no Under or 9 for a good trump. Name a contract or pass.</source>
        <translation>あなたが最初に話します。手札にはエースも6もなく、良い切札になるウンダーや9もありません。種目を宣言するか、パスしてください。</translation>
    </message>
    <message>
        <source>Right: passing costs nothing. Perhaps Ueli or Vreni will name a contract, and you keep your rows for better hands.</source>
        <translation>正解：パスしても何も失いません。ウェリかフレニが種目を宣言するかもしれませんし、あなたの行はもっと良い手札のために取っておけます。</translation>
    </message>
    <message>
        <source>Any row would score badly with this hand, and each row can be played only once. Pass and let the others choose first.</source>
        <translation>この手札では、どの行でも良い点は取れません。しかも各行は1回しか遊べません。パスして、先にほかの人に選んでもらいましょう。</translation>
    </message>
    <message>
        <source>Ueli and Vreni passed too, so now you must name a contract. Choose one where a poor score costs the least.</source>
        <translation>ウェリとフレニもパスしたので、今度はあなたが種目を宣言しなければなりません。点が悪くても損がいちばん少ない種目を選んでください。</translation>
    </message>
    <message>
        <source>Right: a suit row is worth one mark, so a poor score there costs only one minus mark on the board.</source>
        <translation>正解：スートの行は印1つなので、点が悪くても、得点表のマイナスの印は1つで済みます。</translation>
    </message>
    <message>
        <source>That row is worth two or three marks, so a poor score there costs more. A suit row risks only one mark.</source>
        <translation>その行は印2つか3つなので、点が悪いと損が大きくなります。スートの行なら、失うのは印1つだけです。</translation>
    </message>
    <message>
        <source>A whole deal</source>
        <translation>1ディールを通して</translation>
    </message>
    <message>
        <source>Now play a whole deal against Ueli and Vreni. You speak first: name a contract, then play all twelve tricks. Win every trick and it is a Match: 257 points and two extra marks. Ask for a hint whenever you are unsure.</source>
        <translation>今度はウェリとフレニを相手に、1ディールを最後まで遊びます。あなたが最初に話します。種目を宣言して、12トリックをすべて遊んでください。すべてのトリックを取ればマッチで、257点と、さらに印2つがもらえます。迷ったときは、いつでもヒントを見てください。</translation>
    </message>
    <message>
        <source>You hold the Under, the 9 and the Ace of roses. Name the contract that makes the most of them.</source>
        <translation>あなたはバラのウンダー、9、エースを持っています。この3枚をいちばん生かせる種目を宣言してください。</translation>
    </message>
    <message>
        <source>Right: roses are trumps, and you hold their three best cards. Now play the deal to its end.</source>
        <translation>正解：バラが切札になり、あなたはその最も強い3枚を持っています。このディールを最後まで遊んでください。</translation>
    </message>
    <message>
        <source>Your roses Under and 9 are the Buur and the Nell only when roses are trumps. Name roses, and save the Jokers for hands whose own row is already used.</source>
        <translation>バラのウンダーと9がブールとネルになるのは、バラが切札のときだけです。バラを宣言しましょう。ジョーカーは、合う種目の行がもう残っていない手札のために取っておきましょう。</translation>
    </message>
</context>
<context>
    <name>CoiffeurReviewWords</name>
    <message>
        <source>Coiffeur</source>
        <translation>コワフュール</translation>
    </message>
</context>
<context>
    <name>CoiffeurScoreSheet</name>
    <message>
        <source>The board</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Totals after each deal</source>
        <translation>ディールごとの合計</translation>
    </message>
</context>
<context>
    <name>CoiffeurStarter</name>
    <message>
        <source>Coiffeur</source>
        <translation>コワフュール</translation>
    </message>
    <message>
        <source>Each player&apos;s level</source>
        <translation>各プレイヤーのレベル</translation>
    </message>
</context>
<context>
    <name>CoiffeurSummary</name>
    <message>
        <source>%1 by %2: Match, %3 points!</source>
        <translation>%2の%1：マッチ、%3点！</translation>
    </message>
    <message>
        <source>%1 by %2: reverse Match, not a single trick</source>
        <translation>%2の%1：逆マッチ、トリックは1つもなし</translation>
    </message>
    <message>
        <source>%1 by %2: %3 points</source>
        <translation>%2の%1：%3点</translation>
    </message>
    <message>
        <source>Card points in the tricks: %1</source>
        <translation>トリックのカード点：%1</translation>
    </message>
    <message>
        <source>Last trick: +%1</source>
        <translation>最後のトリック：+%1</translation>
    </message>
    <message>
        <source>All tricks (Match): +%1</source>
        <translation>全トリック（マッチ）：+%1</translation>
    </message>
    <message>
        <source>%1: %2 for the Match</source>
        <translation>%1：マッチで%2</translation>
    </message>
    <message>
        <source>%1: %2 for the reverse Match</source>
        <translation>%1：逆マッチで%2</translation>
    </message>
    <message>
        <source>Tens: %1</source>
        <translation>カード点÷10（切り捨て）：%1</translation>
    </message>
    <message>
        <source>Multiplier: ×%1</source>
        <translation>倍率：×%1</translation>
    </message>
    <message>
        <source>On the board: %1</source>
        <translation>得点表に記入：%1</translation>
    </message>
    <message>
        <source>The other side took %1 points.</source>
        <translation>相手側は%1点を取りました。</translation>
    </message>
    <message>
        <source>The marks for this contract are given once all three have played it.</source>
        <translation>この種目の印は、3人全員が遊び終えたときにつきます。</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>対局は引き分けです。</translation>
    </message>
    <message>
        <source>You and %1 win the match!</source>
        <translation>あなたと%1の勝ちです！</translation>
    </message>
    <message>
        <source>%1 win the match.</source>
        <translation>%1の勝ちです。</translation>
    </message>
    <message>
        <source>First place shared: %1.</source>
        <translation>1位タイ：%1。</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1の勝ちです。</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>All three have played %1: %2.</source>
        <translation>3人とも%1を遊び終えました：%2。</translation>
    </message>
</context>
<context>
    <name>CoiffeurTablePage</name>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Coiffeur</source>
        <translation>コワフュール</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>第%1ディール（全%2）</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>ディール終了</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の番</translation>
    </message>
    <message>
        <source>The board (S)</source>
        <translation>得点表（S）</translation>
    </message>
    <message>
        <source>Export the match as a record</source>
        <translation>対局を記録として書き出す</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1（パートナー）</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>得点表</translation>
    </message>
</context>
<context>
    <name>CoiffeurWords</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Ueli</source>
        <translation>ウェリ</translation>
    </message>
    <message>
        <source>Vreni</source>
        <translation>フレニ</translation>
    </message>
    <message>
        <source>Beat</source>
        <translation>ベアト</translation>
    </message>
    <message>
        <source>You &amp; %1</source>
        <translation>あなたと%1</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>どんぐり</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>鈴</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>盾</translation>
    </message>
    <message>
        <source>Roses</source>
        <translation>バラ</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>Ober</source>
        <translation>オーバー</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>ウンダー</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>バナー</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suit, then rank: Roses Banner</comment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>Obenabe</source>
        <translation>オーベナーベ</translation>
    </message>
    <message>
        <source>Undenufe</source>
        <translation>ウンデヌーフェ</translation>
    </message>
    <message>
        <source>Slalom</source>
        <translation>スラローム</translation>
    </message>
    <message>
        <source>Gustav</source>
        <translation>グスタフ</translation>
    </message>
    <message>
        <source>Joker 1</source>
        <translation>ジョーカー1</translation>
    </message>
    <message>
        <source>Joker 2</source>
        <translation>ジョーカー2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>±%1 marks</source>
        <translation>印±%1</translation>
    </message>
    <message>
        <source>tens ×%1</source>
        <translation>倍率×%1</translation>
    </message>
    <message>
        <source>%1 are trumps: Under and Nell highest</source>
        <translation>%1が切札：ウンダーとネルが最強</translation>
    </message>
    <message>
        <source>no trumps, the ace is highest</source>
        <translation>切札なし、エースが最強</translation>
    </message>
    <message>
        <source>no trumps, the six is highest</source>
        <translation>切札なし、6が最強</translation>
    </message>
    <message>
        <source>no trumps, the order turns every trick</source>
        <translation>切札なし、1トリックごとに順位が逆転</translation>
    </message>
    <message>
        <source>no trumps, the order turns halfway</source>
        <translation>切札なし、半分で順位が逆転</translation>
    </message>
    <message>
        <source>you choose how it is played</source>
        <translation>遊び方を自分で選ぶ</translation>
    </message>
    <message>
        <source>Start with Obenabe</source>
        <translation>オーベナーベから始める</translation>
    </message>
    <message>
        <source>Start with Undenufe</source>
        <translation>ウンデヌーフェから始める</translation>
    </message>
    <message>
        <source>sixes win the first half, aces the second</source>
        <translation>前半は6が、後半はエースが勝つ</translation>
    </message>
    <message>
        <source>aces win the first half, sixes the second</source>
        <translation>前半はエースが、後半は6が勝つ</translation>
    </message>
    <message>
        <source>sixes win odd tricks, aces even ones</source>
        <translation>奇数トリックは6が、偶数トリックはエースが勝つ</translation>
    </message>
    <message>
        <source>aces win odd tricks, sixes even ones</source>
        <translation>奇数トリックはエースが、偶数トリックは6が勝つ</translation>
    </message>
    <message>
        <source>%1: how do you play it? Any trump suit or way of play, even one you have used.</source>
        <translation>%1：どう遊びますか？どのスートを切札にしても、どの遊び方でもかまいません。もう使ったものでも選べます。</translation>
    </message>
    <message>
        <source>Gustav: which order for the first half of the tricks?</source>
        <translation>グスタフ：前半のトリックはどちらの順位で遊びますか？</translation>
    </message>
    <message>
        <source>Slalom: which order for the first trick? It turns every trick.</source>
        <translation>スラローム：1トリック目はどちらの順位で遊びますか？順位は1トリックごとに逆転します。</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>切札：%1</translation>
    </message>
    <message>
        <source>Obenabe: aces high</source>
        <translation>オーベナーベ：エースが強い</translation>
    </message>
    <message>
        <source>Undenufe: sixes high</source>
        <translation>ウンデヌーフェ：6が強い</translation>
    </message>
    <message>
        <source>Slalom, this trick: sixes high</source>
        <translation>スラローム、このトリック：6が強い</translation>
    </message>
    <message>
        <source>Slalom, this trick: aces high</source>
        <translation>スラローム、このトリック：エースが強い</translation>
    </message>
    <message>
        <source>Gustav, half %1: sixes high</source>
        <translation>グスタフ（%1番目の半分）：6が強い</translation>
    </message>
    <message>
        <source>Gustav, half %1: aces high</source>
        <translation>グスタフ（%1番目の半分）：エースが強い</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>お待ちください。あなたの番ではありません。</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>そのカードは持っていません。</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>スートをフォローしなければなりません：%1を持っています。</translation>
    </message>
    <message>
        <source>Trumps were led: you must follow with %1.</source>
        <translation>切札がリードされました：%1でフォローしなければなりません。</translation>
    </message>
    <message>
        <source>Follow suit with %1, or play a trump.</source>
        <translation>%1でフォローするか、切札を出してください。</translation>
    </message>
    <message>
        <source>No undertrumping: %1 is the highest trump in this trick, and you may only play a lower trump if you have nothing else.</source>
        <translation>アンダートランプ禁止：このトリックで最も強い切札は%1です。それより弱い切札を出せるのは、ほかに出せるカードがないときだけです。</translation>
    </message>
    <message>
        <source>This contract is already on the board.</source>
        <translation>この種目はもう得点表に記入されています。</translation>
    </message>
    <message>
        <source>This contract is not played with four.</source>
        <translation>この種目は4人では遊びません。</translation>
    </message>
    <message>
        <source>You may not pass: the contract is yours to name now.</source>
        <translation>パスはできません：あなたが種目を宣言しなければなりません。</translation>
    </message>
    <message>
        <source>Everyone has passed: now you must name a contract.</source>
        <translation>全員がパスしました：今度は必ず種目を宣言してください。</translation>
    </message>
    <message>
        <source>With four, a Joker is played as a suit, Obenabe or Undenufe.</source>
        <translation>4人のときは、ジョーカーはスート（切札）、オーベナーベ、ウンデヌーフェのどれかで遊びます。</translation>
    </message>
    <message>
        <source>First choose how your Joker is played.</source>
        <translation>まずジョーカーの遊び方を選んでください。</translation>
    </message>
    <message>
        <source>First choose which order to start with.</source>
        <translation>まずどちらの順位から始めるかを選んでください。</translation>
    </message>
    <message>
        <source>This deal is over.</source>
        <translation>このディールは終わりました。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>いまはできません。</translation>
    </message>
    <message>
        <source>Rules: following and undertrumping →</source>
        <translation>ルール：カードの出し方とアンダートランプ →</translation>
    </message>
    <message>
        <source>Rules: contracts →</source>
        <translation>ルール：種目 →</translation>
    </message>
    <message>
        <source>Rules: choosing the contract →</source>
        <translation>ルール：種目の宣言 →</translation>
    </message>
    <message>
        <source>Rules: the board →</source>
        <translation>ルール：得点表 →</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>Name %1</source>
        <translation>%1を宣言</translation>
    </message>
    <message>
        <source>with the Under and the Nell</source>
        <translation>ウンダーとネルがあります</translation>
    </message>
    <message>
        <source>with the Under</source>
        <translation>ウンダーがあります</translation>
    </message>
    <message>
        <source>with the Nell</source>
        <translation>ネルがあります</translation>
    </message>
    <message>
        <source>without the Under or the Nell</source>
        <translation>ウンダーもネルもありません</translation>
    </message>
    <message>
        <source>%1 trumps %2.</source>
        <translation>切札が%1枚、%2。</translation>
    </message>
    <message>
        <source>Many aces and kings: they win from the top.</source>
        <translation>エースとキングが多い手札：上から勝てます。</translation>
    </message>
    <message>
        <source>Many sixes and sevens: they win from below.</source>
        <translation>6と7が多い手札：下から勝てます。</translation>
    </message>
    <message>
        <source>Strong at both ends: high and low cards both win tricks.</source>
        <translation>両端が強い手札：高いカードでも低いカードでもトリックに勝てます。</translation>
    </message>
    <message>
        <source>No contract fits better now: keep the specific ones for better hands.</source>
        <translation>いまはこれより合う種目がありません：ほかの種目は、もっと合う手札のために取っておきましょう。</translation>
    </message>
    <message>
        <source>You may not pass: this is the best of what is left.</source>
        <translation>パスはできません：残っている種目ではこれがいちばんです。</translation>
    </message>
    <message>
        <source>Nothing fits this hand well: let the next player choose.</source>
        <translation>この手札に合う種目がありません：次の人に選んでもらいましょう。</translation>
    </message>
    <message>
        <source>The best way to play this hand.</source>
        <translation>この手札にいちばん合う遊び方です。</translation>
    </message>
    <message>
        <source>Start with the order your hand is stronger in.</source>
        <translation>手札が強いほうの順位から始めましょう。</translation>
    </message>
    <message>
        <source>Draw the opponents&apos; trumps.</source>
        <translation>相手の切札を吐き出させましょう。</translation>
    </message>
    <message>
        <source>This card cannot be beaten: take the trick.</source>
        <translation>このカードより強いカードはありません：トリックを取りましょう。</translation>
    </message>
    <message>
        <source>This wins the trick.</source>
        <translation>これでトリックに勝てます。</translation>
    </message>
    <message>
        <source>This card takes the lead, but a later card may still beat it.</source>
        <translation>このカードがいまのところいちばん強いですが、あとから出るカードに負けることもあります。</translation>
    </message>
    <message>
        <source>Your side takes this trick: add points to it.</source>
        <translation>味方がこのトリックを取ります：点の高いカードを出しましょう。</translation>
    </message>
    <message>
        <source>Lead your longest suit.</source>
        <translation>いちばん長いスートをリードしましょう。</translation>
    </message>
    <message>
        <source>%1 is the highest trump.</source>
        <translation>%1が最も強い切札です。</translation>
    </message>
    <message>
        <source>%1 trumped it.</source>
        <translation>%1で切りました。</translation>
    </message>
    <message>
        <source>%1 is the highest of the suit led.</source>
        <translation>%1はリードされたスートで最も強いカードです。</translation>
    </message>
    <message>
        <source>%1 is the lowest of the suit led, and low cards win.</source>
        <translation>%1はリードされたスートで最も低いカードで、低いカードが勝ちます。</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1点</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>1 mark</source>
        <translation>印1つ</translation>
    </message>
    <message>
        <source>%1 marks</source>
        <translation>印%1つ</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1は%2</translation>
    </message>
    <message>
        <source>%1, tie for the highest score: %2. Best first: %3.</source>
        <translation>%1：最高点が同点のためカードを引きました（%2）。上位から順に：%3。</translation>
    </message>
    <message>
        <source>%1, tie for the lowest score: %2. Best first: %3.</source>
        <translation>%1：最低点が同点のためカードを引きました（%2）。上位から順に：%3。</translation>
    </message>
    <message>
        <source>Three players (30 deals)</source>
        <translation>3人（30ディール）</translation>
    </message>
    <message>
        <source>Four, two teams (16 deals)</source>
        <translation>4人・ペア戦（16ディール）</translation>
    </message>
    <message>
        <source>Four, each alone (32 deals)</source>
        <translation>4人・個人戦（32ディール）</translation>
    </message>
    <message>
        <source>First name a contract.</source>
        <translation>まず種目を宣言してください。</translation>
    </message>
    <message>
        <source>Now play a card.</source>
        <translation>カードを出してください。</translation>
    </message>
    <message>
        <source>The trick is lost: throw your least valuable card.</source>
        <translation>このトリックは取れません：いちばん価値の低いカードを出しましょう。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>The Buur need never be played to a trump lead</source>
        <translation>切札のリードにウンダー（ブール）を出す義務はない</translation>
    </message>
    <message>
        <source>±1 mark</source>
        <translation>印±1</translation>
    </message>
</context>
<context>
    <name>ContractChoice</name>
    <message>
        <source>played ✓</source>
        <translation>済み ✓</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>the next player chooses</source>
        <translation>次の人が選ぶ</translation>
    </message>
    <message>
        <source>Name a contract for your column of the board, or pass</source>
        <translation>得点表のあなたの欄に入れる種目を宣言するか、パスしてください</translation>
    </message>
</context>
<context>
    <name>DealPanel</name>
    <message>
        <source>%1 · declared by %2</source>
        <translation>%1・デクレアラー：%2</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>種目の宣言中</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>↺ Dealing, bidding and play go to the right</source>
        <translation>↺ ゲームは反時計回りに進みます</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>ディーラー：%1</translation>
    </message>
</context>
</TS>
