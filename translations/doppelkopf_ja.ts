<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>DealStatus</name>
    <message>
        <source>%1 (compulsory solo)</source>
        <translation>%1（義務ソロ）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Poverty of %1: %2 of 3 cards laid down.</source>
        <translation>%1のアルムート：%2/3枚を出しました。</translation>
    </message>
    <message>
        <source>%1 took the poverty of %2 and returns cards (%3 of 3).</source>
        <translation>%1が%2のアルムートを引き受け、カードを返しています（%3/3枚）。</translation>
    </message>
    <message>
        <source>%1 took the poverty of %2; %3 trumps came back.</source>
        <translation>%1が%2のアルムートを引き受けました。切札が%3枚戻りました。</translation>
    </message>
    <message>
        <source>Marriage of %1: no partner found, %1 plays alone.</source>
        <translation>%1のマリッジ：パートナーが見つからず、%1は1人でプレイします。</translation>
    </message>
    <message>
        <source>Marriage of %1: the next trick won by another finds the partner (last chance).</source>
        <translation>%1のマリッジ：次にほかの人が勝つトリックでパートナーが決まります（最後の機会）。</translation>
    </message>
    <message>
        <source>Marriage of %1: the first trick won by another finds the partner (%2 tricks left).</source>
        <translation>%1のマリッジ：ほかの人が最初に勝ったトリックでパートナーが決まります（残り%2トリック）。</translation>
    </message>
    <message>
        <source>Marriage of %1 with %2.</source>
        <translation>%1のマリッジ、パートナーは%2。</translation>
    </message>
    <message>
        <source>%1 must play the compulsory solo now.</source>
        <translation>%1はいま義務ソロをプレイしなければなりません。</translation>
    </message>
    <message>
        <source>Compulsory solo still owed by: %1</source>
        <translation>義務ソロが残っている人：%1</translation>
    </message>
    <message>
        <source>Re: %1</source>
        <translation>レー：%1</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>まだ不明</translation>
    </message>
    <message>
        <source>Kontra: %1</source>
        <translation>コントラ：%1</translation>
    </message>
    <message>
        <source>Announced: %1</source>
        <translation>宣言：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Card points: Re %1, Kontra %2</source>
        <translation>カード点：レー%1、コントラ%2</translation>
    </message>
    <message>
        <source>%1: %2 card points, tricks: %3</source>
        <translation>%1：カード点%2、トリック%3</translation>
    </message>
    <message>
        <source>Your poverty: %1 of 3 cards laid down.</source>
        <translation>あなたのアルムート：%1/3枚を出しました。</translation>
    </message>
    <message>
        <source>You took the poverty of %1 and return cards (%2 of 3).</source>
        <translation>%1のアルムートを引き受け、カードを返しています（%2/3枚）。</translation>
    </message>
    <message>
        <source>%1 took your poverty and returns cards (%2 of 3).</source>
        <translation>%1があなたのアルムートを引き受け、カードを返しています（%2/3枚）。</translation>
    </message>
    <message>
        <source>You took the poverty of %1; %2 trumps came back.</source>
        <translation>%1のアルムートを引き受けました。切札が%2枚戻りました。</translation>
    </message>
    <message>
        <source>%1 took your poverty; %2 trumps came back.</source>
        <translation>%1があなたのアルムートを引き受けました。切札が%2枚戻りました。</translation>
    </message>
    <message>
        <source>Your marriage: no partner found, you play alone.</source>
        <translation>あなたのマリッジ：パートナーが見つからず、1人でプレイします。</translation>
    </message>
    <message>
        <source>Your marriage: the next trick won by another finds your partner (last chance).</source>
        <translation>あなたのマリッジ：次にほかの人が勝つトリックでパートナーが決まります（最後の機会）。</translation>
    </message>
    <message>
        <source>Your marriage: the first trick won by another finds your partner (%1 tricks left).</source>
        <translation>あなたのマリッジ：ほかの人が最初に勝ったトリックでパートナーが決まります（残り%1トリック）。</translation>
    </message>
    <message>
        <source>Your marriage with %1.</source>
        <translation>あなたのマリッジ、パートナーは%1。</translation>
    </message>
    <message>
        <source>Marriage of %1 with you.</source>
        <translation>%1のマリッジ、パートナーはあなた。</translation>
    </message>
    <message>
        <source>You must play your compulsory solo now.</source>
        <translation>あなたはいま義務ソロをプレイしなければなりません。</translation>
    </message>
    <message>
        <source>%1 deals and sits out.</source>
        <translation>%1がディーラーで、このディールは休みです。</translation>
    </message>
    <message>
        <source>%1 (%2, made by the rules)</source>
        <translation>%1（%2、ルールによる自動宣言）</translation>
    </message>
    <message>
        <source>%1 holds the %2 at “%3”.</source>
        <translation>%1が%2を「%3」で保持しています。</translation>
    </message>
    <message>
        <source>%1 holds the %2.</source>
        <translation>%1が%2を保持しています。</translation>
    </message>
    <message>
        <source>You hold the %1.</source>
        <translation>あなたが%1を保持しています。</translation>
    </message>
    <message>
        <source>You hold the %1 at “%2”.</source>
        <translation>あなたが%1を「%2」で保持しています。</translation>
    </message>
    <message>
        <source>You claim it with the %1 and say “%2”.</source>
        <translation>あなたは%1で「%2」を言って奪おうとしています。</translation>
    </message>
    <message>
        <source>%1 claims it with the %2 and says “%3”.</source>
        <translation>%1が%2で「%3」を言って奪おうとしています。</translation>
    </message>
    <message>
        <source>You challenge with the %1.</source>
        <translation>あなたは%1で挑んでいます。</translation>
    </message>
    <message>
        <source>%1 challenges with the %2.</source>
        <translation>%1が%2で挑んでいます。</translation>
    </message>
    <message>
        <source>%1 (%2, became %3)</source>
        <translation>%1（%2、%3になりました）</translation>
    </message>
    <message>
        <source>Only a trick led with a trump counts.</source>
        <translation>切札でリードされたトリックだけが数えられます。</translation>
    </message>
    <message>
        <source>Only a trick led with a plain suit counts.</source>
        <translation>切札以外のスートでリードされたトリックだけが数えられます。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the status line</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 (%2, won in the bidding duel)</source>
        <translation>%1（%2、競り合いで勝ち取った宣言）</translation>
    </message>
    <message>
        <source>%1 (%2, forced by the rich first trick)</source>
        <translation>%1（%2、高得点の第1トリックによる強制宣言）</translation>
    </message>
</context>
<context>
    <name>DoppelkopfActions</name>
    <message>
        <source>and play it</source>
        <translation>宣言して出す</translation>
    </message>
    <message>
        <source>give the solo up</source>
        <translation>ソロを譲る</translation>
    </message>
    <message>
        <source>let the claimed solo stand</source>
        <translation>宣言されたソロをそのままにする</translation>
    </message>
</context>
<context>
    <name>DoppelkopfLessonWords</name>
    <message>
        <source>The trumps</source>
        <translation>切札</translation>
    </message>
    <message>
        <source>Doppelkopf has 26 trumps. From the top: the ♥10 (the Dulle), the queens, the jacks, then ♦A ♦10 ♦K ♦9; queens and jacks each rank ♣, ♠, ♥, ♦.</source>
        <translation>ドッペルコップの切札は26枚です。強い順に、♥10（ドゥレ）、クイーン、ジャック、そして♦A ♦10 ♦K ♦9です。クイーンとジャックは、それぞれ強い順に♣、♠、♥、♦です。</translation>
    </message>
    <message>
        <source>Your left neighbour led the ♣J, the highest jack. Take the trick with a trump that beats it.</source>
        <translation>左隣の人が、いちばん強いジャックの♣Jをリードしました。それより強い切札でトリックを取ってください。</translation>
    </message>
    <message>
        <source>Right: every queen beats every jack, and the Dulle beats them all.</source>
        <translation>正解：どのクイーンもどのジャックより強く、ドゥレはそのすべてより強い切札です。</translation>
    </message>
    <message>
        <source>That card is lower than the ♣J: jacks rank ♣, ♠, ♥, ♦, and the diamonds rank below every jack.</source>
        <translation>そのカードは♣Jより弱いです。ジャックは強い順に♣、♠、♥、♦で、ダイヤはどのジャックよりも弱い切札です。</translation>
    </message>
    <message>
        <source>You lead the next trick. Lead the trump that no card can beat.</source>
        <translation>次のトリックはあなたがリードします。どのカードにも負けない切札をリードしてください。</translation>
    </message>
    <message>
        <source>Right: the ♥10 is the highest trump. Of two equal cards the first one played wins, so not even a second ♥10 could beat it.</source>
        <translation>正解：♥10は最も強い切札です。同じカードが2枚出たら先に出たほうが勝つので、もう1枚の♥10が出ても勝てません。</translation>
    </message>
    <message>
        <source>Another card could still beat that one. Only the Dulle, the ♥10, is safe at the top.</source>
        <translation>そのカードは、まだほかのカードに負けるおそれがあります。確実にいちばん強いのは、ドゥレ（♥10）だけです。</translation>
    </message>
    <message>
        <source>When a trump is led</source>
        <translation>切札がリードされたら</translation>
    </message>
    <message>
        <source>When a trump is led, everyone must play a trump if they can. All diamonds are trumps, and so are every queen, every jack and the ♥10.</source>
        <translation>切札がリードされたら、切札を持っている人は全員、切札を出さなければなりません。ダイヤはすべて切札で、クイーンとジャックもすべて、そして♥10も切札です。</translation>
    </message>
    <message>
        <source>Your left neighbour led the ♦10, a trump. Follow with a trump that wins the trick.</source>
        <translation>左隣の人が、切札の♦10をリードしました。トリックに勝てる切札でフォローしてください。</translation>
    </message>
    <message>
        <source>Right: the ♠J is a trump, not a spade, and every jack beats the diamonds.</source>
        <translation>正解：♠Jはスペードではなく切札で、どのジャックもダイヤより強いです。</translation>
    </message>
    <message>
        <source>The ♦9 is a trump, so you may play it, but it is the lowest trump of all and does not win.</source>
        <translation>♦9は切札なので出せますが、すべての切札の中でいちばん弱く、トリックに勝てません。</translation>
    </message>
    <message>
        <source>Plain suits</source>
        <translation>切札以外のスート</translation>
    </message>
    <message>
        <source>The cards that are not trumps form three plain suits: ♣ A 10 K 9, ♠ A 10 K 9 and ♥ A K 9. You must follow the suit led; if you cannot, you may play any card, a trump too.</source>
        <translation>切札でないカードは、切札以外の3つのスートになります。♣ A 10 K 9、♠ A 10 K 9、♥ A K 9です。リードされたスートにはフォローしなければなりません。フォローできなければ、切札を含めてどのカードを出してもかまいません。</translation>
    </message>
    <message>
        <source>Hearts were led, and you hold no plain heart. Take the trick.</source>
        <translation>ハートがリードされましたが、あなたは切札以外のハートを持っていません。トリックを取ってください。</translation>
    </message>
    <message>
        <source>Right: the ♥10 and the ♥Q are trumps, not hearts, and any trump beats a plain suit.</source>
        <translation>正解：♥10と♥Qはハートではなく切札です。切札は、切札以外のスートのどのカードよりも強いです。</translation>
    </message>
    <message>
        <source>That card gives the trick away. With no plain heart in your hand you may trump, and a trump wins it.</source>
        <translation>そのカードでは、トリックをほかの人に取られてしまいます。手札に切札以外のハートがないので切札を出してよく、切札ならこのトリックに勝てます。</translation>
    </message>
    <message>
        <source>Re and Kontra</source>
        <translation>レーとコントラ</translation>
    </message>
    <message>
        <source>The two players holding a ♣Q are the Re party; the other two are Kontra. Nobody is told who is with whom: a ♣Q on the table shows it.</source>
        <translation>♣Qを持っている2人がレーのチーム、残りの2人がコントラのチームです。誰と誰が組んでいるかは知らされません。♣Qが場に出ると分かります。</translation>
    </message>
    <message>
        <source>The player opposite played a ♣Q, so they are Re. You hold no ♣Q, so you are Kontra: take the trick from them.</source>
        <translation>向かいのプレイヤーが♣Qを出したので、その人はレーです。あなたは♣Qを持っていないのでコントラです。このトリックを相手から奪ってください。</translation>
    </message>
    <message>
        <source>Right: only the Dulle beats the ♣Q, and the points of this trick now go to Kontra.</source>
        <translation>正解：♣Qに勝てるのはドゥレだけです。これで、このトリックのカード点はコントラのものになります。</translation>
    </message>
    <message>
        <source>Then the ♣Q wins, and the points go to Re, your opponents. Only the ♥10 beats it.</source>
        <translation>それでは♣Qが勝ち、カード点は相手のレーのものになります。♣Qに勝てるのは♥10だけです。</translation>
    </message>
    <message>
        <source>Counting to 121</source>
        <translation>121点をめざして</translation>
    </message>
    <message>
        <source>Your party&apos;s tricks count card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0. The deck holds 240; Re needs 121 to win, Kontra 120.</source>
        <translation>チームで取ったトリックのカード点を数えます。エース11点、10は10点、キング4点、クイーン3点、ジャック2点、9は0点です。全部で240点あり、レーは121点、コントラは120点で勝ちです。</translation>
    </message>
    <message>
        <source>You hold the other ♣Q, so the player opposite is your partner and this trick is theirs. Add as many card points as you can.</source>
        <translation>あなたはもう1枚の♣Qを持っているので、向かいのプレイヤーがパートナーで、このトリックはその人のものです。できるだけ多くのカード点を加えてください。</translation>
    </message>
    <message>
        <source>Right: an ace counts 11, the most a card can bring. This trick gives your party 25 points.</source>
        <translation>正解：エースは11点で、1枚のカードとしては最高です。このトリックで、あなたのチームは25点を得ます。</translation>
    </message>
    <message>
        <source>That card brings fewer points. An ace counts 11, more than a ten (10) or a king (4).</source>
        <translation>そのカードでは点が少なくなります。エースは11点で、10（10点）やキング（4点）より多いです。</translation>
    </message>
    <message>
        <source>Fox, Doppelkopf and Karlchen</source>
        <translation>フォックス、ドッペルコップ、チャーリー</translation>
    </message>
    <message>
        <source>Some tricks earn an extra point: catching an opponent&apos;s ♦A (a fox), a trick of 40 card points or more (a Doppelkopf), and winning the last trick with a ♣J (a Karlchen).</source>
        <translation>ボーナス点が1点つくトリックがあります。相手の♦Aを取ったとき（フォックス）、カード点が40点以上のトリックに勝ったとき（ドッペルコップ）、最後のトリックに♣Jで勝ったとき（チャーリー）です。</translation>
    </message>
    <message>
        <source>You are Re, and your right neighbour, who said Kontra, played a fox. Take this trick so that your party earns as many extra points as it can.</source>
        <translation>あなたはレーです。コントラを宣言した右隣の人が、フォックスを出しました。チームのボーナス点ができるだけ多くなるように、このトリックを取ってください。</translation>
    </message>
    <message>
        <source>Right: the ♥10 catches the fox and makes the trick worth 41, a Doppelkopf. Your ♣J then wins the last trick, a Karlchen: three extra points.</source>
        <translation>正解：♥10でフォックスを取り、トリックは41点のドッペルコップになります。そのあと♣Jで最後のトリックに勝てばチャーリーで、ボーナス点は合わせて3点です。</translation>
    </message>
    <message>
        <source>The ♣J catches the fox, but the trick is worth only 33 and your ♣J is gone before the last trick. Keep it for the end.</source>
        <translation>♣Jでもフォックスは取れますが、トリックは33点にしかならず、最後のトリックの前に♣Jがなくなってしまいます。♣Jは最後まで取っておきましょう。</translation>
    </message>
    <message>
        <source>Announcing Re and Kontra</source>
        <translation>レーとコントラの宣言</translation>
    </message>
    <message>
        <source>A party that expects to win may announce it, Re or Kontra, for 2 more points to the winners. Say it before you play your 2nd card.</source>
        <translation>勝てそうなチームは、レーまたはコントラを宣言できます。勝ったチームの得点が2点増えます。宣言は、自分の2枚目のカードを出す前にします。</translation>
    </message>
    <message>
        <source>Your left neighbour announced Re. You have played two cards, but an answer to Re may come one card later: say Kontra now, before your 3rd card.</source>
        <translation>左隣の人がレーを宣言しました。あなたはもう2枚出しましたが、レーへの応答はカード1枚分遅くまでできます。3枚目のカードを出す前に、いまコントラを宣言してください。</translation>
    </message>
    <message>
        <source>Right: after the opponents&apos; Re, Kontra is in time until your 3rd card. With both ♥10 in your hand, you have a good chance.</source>
        <translation>正解：相手がレーを宣言した後は、自分の3枚目のカードの前までコントラを宣言できます。♥10が2枚とも手札にあるので、勝つ見込みは十分あります。</translation>
    </message>
    <message>
        <source>Once you play your 3rd card it is too late for Kontra. Announce first; you can play your card after that.</source>
        <translation>3枚目のカードを出すと、もうコントラは宣言できません。先に宣言しましょう。カードはそのあとで出せます。</translation>
    </message>
    <message>
        <source>The marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <source>If you hold both ♣Q, you may ask for a marriage. The first other player to win one of the first three tricks becomes your partner, and the two of you are Re.</source>
        <translation>♣Qを2枚とも持っていれば、マリッジを選べます。最初の3トリックのうち、ほかのプレイヤーが最初に勝ったトリックで、その人がパートナーになります。2人がレーです。</translation>
    </message>
    <message>
        <source>You hold both ♣Q. To ask for a marriage, first say reservation.</source>
        <translation>♣Qを2枚とも持っています。マリッジを選ぶには、まず「保留」を言ってください。</translation>
    </message>
    <message>
        <source>Right: a reservation tells the table that you want something other than a normal game.</source>
        <translation>正解：保留は、普通のゲームとは別のゲームをしたいことを全員に伝えます。</translation>
    </message>
    <message>
        <source>With healthy and both ♣Q you would play a silent solo: Re alone against three.</source>
        <translation>♣Qを2枚持って「保留なし」を言うと、サイレントソロになります。あなたが1人でレーとなり、3人と戦います。</translation>
    </message>
    <message>
        <source>Now name your game: the marriage.</source>
        <translation>ではゲームを選びます。マリッジを選んでください。</translation>
    </message>
    <message>
        <source>Right: now everyone knows that you hold both ♣Q and are looking for a partner.</source>
        <translation>正解：これで全員に、あなたが♣Qを2枚持っていて、パートナーを探していることが分かります。</translation>
    </message>
    <message>
        <source>That is a solo: you would play alone against the other three. Choose the marriage.</source>
        <translation>それはソロです。ほかの3人を相手に1人で戦うことになります。マリッジを選んでください。</translation>
    </message>
    <message>
        <source>You have no spade. Let your left neighbour win this trick, and they become your partner.</source>
        <translation>あなたはスペードを持っていません。このトリックは左隣の人に勝たせてください。そうすれば、その人がパートナーになります。</translation>
    </message>
    <message>
        <source>Right: your left neighbour wins the first trick, so they are your partner, and the two of you are Re.</source>
        <translation>正解：左隣の人が1トリック目に勝ったので、その人がパートナーになり、2人がレーです。</translation>
    </message>
    <message>
        <source>A trump wins the trick for you, and you would still have no partner. Throw off a plain card instead.</source>
        <translation>切札を出すとあなたがトリックに勝ってしまい、パートナーはまだ決まりません。代わりに切札以外のカードを捨ててください。</translation>
    </message>
    <message>
        <source>A solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>With a reservation you may also play a solo: alone against the other three, for three times the score. In a queen solo the eight queens are the only trumps.</source>
        <translation>保留して、ソロをすることもできます。1人でほかの3人と戦い、得点は3倍です。クイーンソロでは、8枚のクイーンだけが切札です。</translation>
    </message>
    <message>
        <source>Your hand holds seven queens. Say reservation to play a solo.</source>
        <translation>手札にクイーンが7枚あります。ソロをするために「保留」を言ってください。</translation>
    </message>
    <message>
        <source>Right: now you may name your game.</source>
        <translation>正解：これでゲームを選べます。</translation>
    </message>
    <message>
        <source>With healthy no solo is named: the normal trumps stay, and your queens are only some of them.</source>
        <translation>保留なしでは、ソロを選べません。切札は普通のままで、あなたのクイーンは切札の一部にすぎません。</translation>
    </message>
    <message>
        <source>Name the solo that suits seven queens: the queen solo.</source>
        <translation>クイーンが7枚ある手札に合うソロ、クイーンソロを選んでください。</translation>
    </message>
    <message>
        <source>Right: in a queen solo your seven queens are seven of the eight trumps.</source>
        <translation>正解：クイーンソロでは、あなたの7枚のクイーンが8枚の切札のうちの7枚です。</translation>
    </message>
    <message>
        <source>That game does not make your queens the only trumps. Choose the queen solo.</source>
        <translation>そのゲームでは、クイーンだけが切札にはなりません。クイーンソロを選んでください。</translation>
    </message>
    <message>
        <source>In a queen solo the ♥10 is a plain heart. Your left neighbour led it: take the trick.</source>
        <translation>クイーンソロでは、♥10は切札以外のハートです。左隣の人がそれをリードしました。トリックを取ってください。</translation>
    </message>
    <message>
        <source>Right: in a queen solo hearts run A 10 K J 9, so your ♥A beats the ♥10.</source>
        <translation>正解：クイーンソロのハートはA 10 K J 9の順なので、♥Aは♥10より強いです。</translation>
    </message>
    <message>
        <source>The ♥K is below the ♥10 in hearts. Your ♥A beats it.</source>
        <translation>ハートでは、♥Kは♥10より弱いです。♥Aなら勝てます。</translation>
    </message>
    <message>
        <source>A whole deal</source>
        <translation>1ディールを通して</translation>
    </message>
    <message>
        <source>Now play a whole deal yourself, with hints. Like every deal it starts with bidding: from the dealer&apos;s left, each player says healthy or reservation.</source>
        <translation>今度はヒントを見ながら、1ディールを最初から最後まで自分でプレイしましょう。どのディールもビッドから始まります。ディーラーの左隣から順に、全員が保留なしか保留を言います。</translation>
    </message>
    <message>
        <source>You have an ordinary hand with one ♣Q. Say healthy.</source>
        <translation>♣Qが1枚だけの、ごく普通の手札です。「保留なし」を言ってください。</translation>
    </message>
    <message>
        <source>Right: everyone is healthy, so a normal game is played. Play it to the end; the hints will help you.</source>
        <translation>正解：全員が保留なしなので、普通のゲームになります。最後までプレイしましょう。ヒントが助けてくれます。</translation>
    </message>
    <message>
        <source>A reservation asks for a solo, a marriage or a poverty. With an ordinary hand, say healthy.</source>
        <translation>保留は、ソロ、マリッジ、アルムートをしたいときに言います。普通の手札なら「保留なし」を言ってください。</translation>
    </message>
</context>
<context>
    <name>DoppelkopfReviewWords</name>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
</context>
<context>
    <name>DoppelkopfScoreSheet</name>
    <message>
        <source>solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>compulsory solo</source>
        <translation>義務ソロ</translation>
    </message>
    <message>
        <source>Bock ×%1</source>
        <translation>ボック×%1</translation>
    </message>
    <message>
        <source>game value %1</source>
        <translation>ゲームの得点%1</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation>まだ終わったディールはありません。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
</context>
<context>
    <name>DoppelkopfStarter</name>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Each player&apos;s level</source>
        <translation>各プレイヤーのレベル</translation>
    </message>
</context>
<context>
    <name>DoppelkopfStatus</name>
    <message>
        <source>You sit out this deal and watch.</source>
        <translation>このディールは休みです。観戦しましょう。</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>Your bid: healthy, or a reservation for a special game?</source>
        <translation>あなたのビッド：保留なしですか、それとも特別なゲームのために保留しますか？</translation>
    </message>
    <message>
        <source>Name your game.</source>
        <translation>ゲームを選んでください。</translation>
    </message>
    <message>
        <source>Poverty: choose 3 cards to pass, your trumps first (%1 of 3 passed).</source>
        <translation>アルムート：渡すカードを3枚、切札から選んでください（%1/3枚）。</translation>
    </message>
    <message>
        <source>%1 offers a poverty with %2 passed cards. Take it or decline?</source>
        <translation>%1がアルムートで%2枚のカードを渡そうとしています。引き受けますか、断りますか？</translation>
    </message>
    <message>
        <source>You took the poverty: choose 3 cards to return (%1 of 3 returned).</source>
        <translation>アルムートを引き受けました：返すカードを3枚選んでください（%1/3枚）。</translation>
    </message>
    <message>
        <source>Follow: play a lifted card.</source>
        <translation>フォロー：持ち上がったカードを出してください。</translation>
    </message>
    <message>
        <source>Your lead: play any card.</source>
        <translation>あなたのリード：どのカードでも出せます。</translation>
    </message>
    <message>
        <source>Say “%1” to keep or take the solo, or give it up.</source>
        <translation>「%1」を言ってソロを守るか奪うか、またはソロを譲ってください。</translation>
    </message>
    <message>
        <source>%1 holds the %2: name a higher type of solo, or pass.</source>
        <translation>%1が%2を保持しています。より格上のソロを言うか、パスしてください。</translation>
    </message>
    <message>
        <source>%1 holds the %2: your solo takes it over if you say “%3”, or pass.</source>
        <translation>%1が%2を保持しています。「%3」を言えばあなたのソロで奪えます。またはパスしてください。</translation>
    </message>
    <message>
        <source>%1 holds the %2: name a solo to take it over, or pass.</source>
        <translation>%1が%2を保持しています。ソロを言って奪うか、パスしてください。</translation>
    </message>
</context>
<context>
    <name>DoppelkopfSummary</name>
    <message>
        <source>%1: you win with %2</source>
        <translation>%1：あなたは%2で勝ち</translation>
    </message>
    <message>
        <source>%1: you lose with %2</source>
        <translation>%1：あなたは%2で負け</translation>
    </message>
    <message>
        <source>The cards are dealt again by the next dealer.</source>
        <translation>次のディーラーが配り直します。</translation>
    </message>
    <message>
        <source>%1 · card points: Re %2, Kontra %3</source>
        <translation>%1・カード点：レー%2、コントラ%3</translation>
    </message>
    <message>
        <source>A soloist scores three times (solo ×3).</source>
        <translation>ソロプレイヤーは3倍の点を記入します（ソロ×3）。</translation>
    </message>
    <message>
        <source>You win the round!</source>
        <translation>あなたがラウンドの勝者です！</translation>
    </message>
    <message>
        <source>%1 wins the round.</source>
        <translation>%1がラウンドの勝者です。</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>新しいラウンド</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>First place shared: %1.</source>
        <translation>1位タイ：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>DoppelkopfTablePage</name>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>ラウンド終了</translation>
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
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>あなたがディーラー</translation>
    </message>
    <message>
        <source>Export the round as a record</source>
        <translation>ラウンドを記録として書き出す</translation>
    </message>
    <message>
        <source>The round</source>
        <translation>このラウンド</translation>
    </message>
    <message>
        <source>%1 card points, tricks: %2</source>
        <translation>カード点%1、トリック%2</translation>
    </message>
</context>
<context>
    <name>DoppelkopfWords</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Anna</source>
        <translation>アンナ</translation>
    </message>
    <message>
        <source>Bernd</source>
        <translation>ベルント</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>クララ</translation>
    </message>
    <message>
        <source>Dieter</source>
        <translation>ディーター</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>レー</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>コントラ</translation>
    </message>
    <message>
        <source>Normal game</source>
        <translation>普通のゲーム</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <source>Poverty</source>
        <translation>アルムート</translation>
    </message>
    <message>
        <source>Diamond solo</source>
        <translation>ダイヤソロ</translation>
    </message>
    <message>
        <source>Club solo</source>
        <translation>クラブソロ</translation>
    </message>
    <message>
        <source>Spade solo</source>
        <translation>スペードソロ</translation>
    </message>
    <message>
        <source>Heart solo</source>
        <translation>ハートソロ</translation>
    </message>
    <message>
        <source>Queen solo</source>
        <translation>クイーンソロ</translation>
    </message>
    <message>
        <source>Jack solo</source>
        <translation>ジャックソロ</translation>
    </message>
    <message>
        <source>Queen-jack solo</source>
        <translation>クイーン・ジャックソロ</translation>
    </message>
    <message>
        <source>King solo</source>
        <translation>キングソロ</translation>
    </message>
    <message>
        <source>Fleshless (no trumps)</source>
        <translation>ノートランプソロ（切札なし）</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>保留なし</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Takes the poverty</source>
        <translation>アルムートを引き受ける</translation>
    </message>
    <message>
        <source>Declines the poverty</source>
        <translation>アルムートを断る</translation>
    </message>
    <message>
        <source>you play alone against three</source>
        <translation>1人で3人と戦う</translation>
    </message>
    <message>
        <source>no special game</source>
        <translation>特別なゲームなし</translation>
    </message>
    <message>
        <source>a solo, marriage or poverty</source>
        <translation>ソロ、マリッジ、アルムート</translation>
    </message>
    <message>
        <source>pass your trumps to a partner</source>
        <translation>切札をパートナーに渡す</translation>
    </message>
    <message>
        <source>the first trick won by another finds your partner</source>
        <translation>ほかの人が最初に勝ったトリックでパートナーが決まる</translation>
    </message>
    <message>
        <source>leave it to the others</source>
        <translation>ほかの人に任せる</translation>
    </message>
    <message>
        <source>take 3 cards, return 3</source>
        <translation>3枚受け取り、3枚返す</translation>
    </message>
    <message>
        <source>the next player is asked</source>
        <translation>次のプレイヤーに回る</translation>
    </message>
    <message>
        <source>No 90</source>
        <translation>「90」</translation>
    </message>
    <message>
        <source>No 60</source>
        <translation>「60」</translation>
    </message>
    <message>
        <source>No 30</source>
        <translation>「30」</translation>
    </message>
    <message>
        <source>Schwarz</source>
        <translation>シュワルツ</translation>
    </message>
    <message>
        <source>Schweinchen</source>
        <translation>シュバイン</translation>
    </message>
    <message>
        <source>Hyperschweinchen</source>
        <translation>ハイパーシュバイン</translation>
    </message>
    <message>
        <source>until you play your %1 card</source>
        <translation>%1枚目のカードを出すまで</translation>
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
        <source>You must follow trump: you hold %1.</source>
        <translation>切札をフォローしなければなりません：%1を持っています。</translation>
    </message>
    <message>
        <source>You must follow trump.</source>
        <translation>切札をフォローしなければなりません。</translation>
    </message>
    <message>
        <source>You must follow suit: you hold %1.</source>
        <translation>スートをフォローしなければなりません：%1を持っています。</translation>
    </message>
    <message>
        <source>You must follow suit.</source>
        <translation>スートをフォローしなければなりません。</translation>
    </message>
    <message>
        <source>You do not know your party yet.</source>
        <translation>まだ自分のチームが分かりません。</translation>
    </message>
    <message>
        <source>That is the other party&apos;s announcement.</source>
        <translation>それは相手チームの宣言です。</translation>
    </message>
    <message>
        <source>That has been announced already.</source>
        <translation>それはもう宣言されています。</translation>
    </message>
    <message>
        <source>Announce the step before first.</source>
        <translation>先にひとつ前の宣言をしてください。</translation>
    </message>
    <message>
        <source>Too late: the deadline for this announcement has passed.</source>
        <translation>遅すぎます：この宣言の期限は過ぎました。</translation>
    </message>
    <message>
        <source>The house rules do not allow that.</source>
        <translation>ハウスルールで認められていません。</translation>
    </message>
    <message>
        <source>Poverty needs 3 trumps or fewer.</source>
        <translation>アルムートは切札が3枚以下のときだけです。</translation>
    </message>
    <message>
        <source>A marriage needs both ♣Q.</source>
        <translation>マリッジには♣Qが2枚必要です。</translation>
    </message>
    <message>
        <source>You made a reservation: now name your game.</source>
        <translation>保留しました：ゲームを選んでください。</translation>
    </message>
    <message>
        <source>Pass your trumps first: %1.</source>
        <translation>まず切札を渡してください：%1。</translation>
    </message>
    <message>
        <source>Pass your trumps first.</source>
        <translation>まず切札を渡してください。</translation>
    </message>
    <message>
        <source>You need both of these cards to declare that.</source>
        <translation>宣言するにはこのカードが2枚必要です。</translation>
    </message>
    <message>
        <source>Schweinchen must be declared first.</source>
        <translation>先にシュバインを宣言する必要があります。</translation>
    </message>
    <message>
        <source>There are no pigs in this game.</source>
        <translation>このゲームにシュバインはありません。</translation>
    </message>
    <message>
        <source>You cannot play that card to this trick.</source>
        <translation>このトリックにそのカードは出せません。</translation>
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
        <source>Rules: trumps →</source>
        <translation>ルール：切札 →</translation>
    </message>
    <message>
        <source>Rules: following suit →</source>
        <translation>ルール：フォロー →</translation>
    </message>
    <message>
        <source>Rules: bidding →</source>
        <translation>ルール：ビッド →</translation>
    </message>
    <message>
        <source>Rules: announcements →</source>
        <translation>ルール：宣言 →</translation>
    </message>
    <message>
        <source>Rules: poverty →</source>
        <translation>ルール：アルムート →</translation>
    </message>
    <message>
        <source>Rules: marriage →</source>
        <translation>ルール：マリッジ →</translation>
    </message>
    <message>
        <source>Rules: house rules →</source>
        <translation>ルール：ハウスルール →</translation>
    </message>
    <message>
        <source>Pass %1</source>
        <translation>%1を渡す</translation>
    </message>
    <message>
        <source>Announce %1</source>
        <translation>%1を宣言</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>%1を宣言</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>Your hand suits a normal game.</source>
        <translation>普通のゲーム向きの手札です。</translation>
    </message>
    <message>
        <source>You hold both ♣Q: play them silently alone.</source>
        <translation>♣Qが2枚あります：サイレントソロでプレイしましょう。</translation>
    </message>
    <message>
        <source>Your hand is worth a special game.</source>
        <translation>特別なゲームに値する手札です。</translation>
    </message>
    <message>
        <source>Your hand is strong enough to play alone.</source>
        <translation>1人でプレイできるほど強い手札です。</translation>
    </message>
    <message>
        <source>With both ♣Q, a marriage finds you a partner.</source>
        <translation>♣Qが2枚あれば、マリッジでパートナーが見つかります。</translation>
    </message>
    <message>
        <source>Too few trumps: let a partner take them.</source>
        <translation>切札が少なすぎます：パートナーに引き受けてもらいましょう。</translation>
    </message>
    <message>
        <source>Another player&apos;s game comes first.</source>
        <translation>ほかのプレイヤーのゲームが優先されます。</translation>
    </message>
    <message>
        <source>You hold enough trumps to carry the poverty.</source>
        <translation>アルムートを引き受けられるだけの切札があります。</translation>
    </message>
    <message>
        <source>Your trumps are too weak for the poverty.</source>
        <translation>アルムートを引き受けるには切札が弱すぎます。</translation>
    </message>
    <message>
        <source>Trumps must go to the partner.</source>
        <translation>切札はパートナーに渡さなければなりません。</translation>
    </message>
    <message>
        <source>Pass a card you cannot use.</source>
        <translation>使わないカードを渡しましょう。</translation>
    </message>
    <message>
        <source>Return a trump you can spare.</source>
        <translation>余裕のある切札を返しましょう。</translation>
    </message>
    <message>
        <source>Return a card you cannot use.</source>
        <translation>使わないカードを返しましょう。</translation>
    </message>
    <message>
        <source>Draw the opponents&apos; trumps.</source>
        <translation>相手の切札を吐き出させましょう。</translation>
    </message>
    <message>
        <source>Lead trump to help your partner.</source>
        <translation>切札をリードしてパートナーを助けましょう。</translation>
    </message>
    <message>
        <source>Cash the ace while the suit still runs.</source>
        <translation>そのスートが通るうちにエースで取りましょう。</translation>
    </message>
    <message>
        <source>Lead low and keep your strength.</source>
        <translation>低いカードでリードし、強いカードを残しましょう。</translation>
    </message>
    <message>
        <source>Make sure your party keeps this trick.</source>
        <translation>このトリックを味方のものにしましょう。</translation>
    </message>
    <message>
        <source>This card wins the trick.</source>
        <translation>このカードでトリックに勝てます。</translation>
    </message>
    <message>
        <source>This card takes the lead, but a later card may still beat it.</source>
        <translation>このカードがいまのところいちばん強いですが、あとから出るカードに負けることもあります。</translation>
    </message>
    <message>
        <source>Your partner wins this trick: add points.</source>
        <translation>パートナーがこのトリックに勝ちます：点の高いカードを出しましょう。</translation>
    </message>
    <message>
        <source>Follow suit cheaply.</source>
        <translation>安いカードでフォローしましょう。</translation>
    </message>
    <message>
        <source>Keep your trumps for later.</source>
        <translation>切札は後のために取っておきましょう。</translation>
    </message>
    <message>
        <source>Throw away the cheapest card.</source>
        <translation>いちばん安いカードを捨てましょう。</translation>
    </message>
    <message>
        <source>Your party is strong enough to announce.</source>
        <translation>味方のチームは宣言できるほど強いです。</translation>
    </message>
    <message>
        <source>Declared pigs are the highest trumps.</source>
        <translation>宣言したシュバインは最も強い切札です。</translation>
    </message>
    <message>
        <source>It gave the best results in the analyst&apos;s trial games.</source>
        <translation>アナリストが試しにプレイした中で、最もよい結果が出た手です。</translation>
    </message>
    <message>
        <source>%1 is the highest trump in the trick.</source>
        <translation>%1がこのトリックで最も強い切札です。</translation>
    </message>
    <message>
        <source>%1 trumped: the only trump in the trick.</source>
        <translation>%1で切りました：このトリックでただ1枚の切札です。</translation>
    </message>
    <message>
        <source>%1 is the highest card of the suit led; nobody trumped.</source>
        <translation>%1がリードされたスートで最も強いカードです。切札は出ませんでした。</translation>
    </message>
    <message>
        <source>Two %1: the first one played wins.</source>
        <translation>%1が2枚：先に出したほうが勝ちます。</translation>
    </message>
    <message>
        <source>Two %1: the second one wins (house rule).</source>
        <translation>%1が2枚：後に出したほうが勝ちます（ハウスルール）。</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>against the old ones (gegen die Alten)</source>
        <translation>コントラの勝利（ゲーゲン・ディ・アルテン）</translation>
    </message>
    <message>
        <source>no 90 (the losers took under 90)</source>
        <translation>90未満（負けたチームが90点未満）</translation>
    </message>
    <message>
        <source>no 60 (the losers took under 60)</source>
        <translation>60未満（負けたチームが60点未満）</translation>
    </message>
    <message>
        <source>no 30 (the losers took under 30)</source>
        <translation>30未満（負けたチームが30点未満）</translation>
    </message>
    <message>
        <source>schwarz (the losers took no trick)</source>
        <translation>シュワルツ（負けたチームがトリックなし）</translation>
    </message>
    <message>
        <source>Re announced</source>
        <translation>レー宣言</translation>
    </message>
    <message>
        <source>Kontra announced</source>
        <translation>コントラ宣言</translation>
    </message>
    <message>
        <source>no 90 announced</source>
        <translation>「90」宣言</translation>
    </message>
    <message>
        <source>no 60 announced</source>
        <translation>「60」宣言</translation>
    </message>
    <message>
        <source>no 30 announced</source>
        <translation>「30」宣言</translation>
    </message>
    <message>
        <source>schwarz announced</source>
        <translation>「シュワルツ」宣言</translation>
    </message>
    <message>
        <source>120 reached against no 90</source>
        <translation>「90」宣言に対し120点到達</translation>
    </message>
    <message>
        <source>90 reached against no 60</source>
        <translation>「60」宣言に対し90点到達</translation>
    </message>
    <message>
        <source>60 reached against no 30</source>
        <translation>「30」宣言に対し60点到達</translation>
    </message>
    <message>
        <source>30 reached against schwarz</source>
        <translation>「シュワルツ」宣言に対し30点到達</translation>
    </message>
    <message>
        <source>solo doubled (house rule)</source>
        <translation>ソロ2倍（ハウスルール）</translation>
    </message>
    <message>
        <source>fox (a ♦A caught from the opponents)</source>
        <translation>フォックス（相手の♦Aを取った）</translation>
    </message>
    <message>
        <source>Karlchen (the last trick won with ♣J)</source>
        <translation>チャーリー（最後のトリックを♣Jで勝った）</translation>
    </message>
    <message>
        <source>Karlchen caught (an opponent&apos;s ♣J taken in the last trick)</source>
        <translation>チャーリーを取った（最後のトリックで相手の♣Jを取った）</translation>
    </message>
    <message>
        <source>Doppelkopf (a trick of 40 points or more)</source>
        <translation>ドッペルコップ（40点以上のトリック）</translation>
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
        <source>1 point</source>
        <comment>card points</comment>
        <translation>1点</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>card points</comment>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Re wins</source>
        <translation>レーの勝ち</translation>
    </message>
    <message>
        <source>Kontra wins</source>
        <translation>コントラの勝ち</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <source>Nobody took the poverty: the deal is void</source>
        <translation>アルムートを引き受ける人がいません：このディールは無効です</translation>
    </message>
    <message>
        <source>Players (5: the dealer sits out)</source>
        <translation>人数（5人ではディーラーが休み）</translation>
    </message>
    <message>
        <source>Deals in the round</source>
        <translation>ラウンドのディール数</translation>
    </message>
    <message>
        <source>The second ♥10 beats the first</source>
        <translation>2枚目の♥10が1枚目より強い</translation>
    </message>
    <message>
        <source>Schweinchen: both ♦A are the highest trumps</source>
        <translation>シュバイン：2枚の♦Aが最強の切札</translation>
    </message>
    <message>
        <source>Hyperschweinchen: both ♦9 above the Schweinchen</source>
        <translation>ハイパーシュバイン：2枚の♦9がシュバインより強い</translation>
    </message>
    <message>
        <source>Pigs are declared before the first card</source>
        <translation>シュバインは最初のカードの前に宣言する</translation>
    </message>
    <message>
        <source>Without nines (40 cards)</source>
        <translation>9なし（40枚）</translation>
    </message>
    <message>
        <source>Compulsory solo: everyone plays one solo</source>
        <translation>義務ソロ：全員が1回ソロをプレイ</translation>
    </message>
    <message>
        <source>Poverty may be declared</source>
        <translation>アルムートを認める</translation>
    </message>
    <message>
        <source>Suit solos</source>
        <translation>スートソロ</translation>
    </message>
    <message>
        <source>Fleshless solo (no trumps)</source>
        <translation>ノートランプソロ（切札なし）</translation>
    </message>
    <message>
        <source>Announcement deadlines</source>
        <translation>宣言の期限</translation>
    </message>
    <message>
        <source>Announce only on your own turn</source>
        <translation>宣言は自分の番のときだけ</translation>
    </message>
    <message>
        <source>Re and Kontra double the game value</source>
        <translation>レーとコントラでゲームの得点が2倍</translation>
    </message>
    <message>
        <source>A solo counts double</source>
        <translation>ソロは2倍</translation>
    </message>
    <message>
        <source>Bock deals (count double)</source>
        <translation>ボック（得点2倍のディール）</translation>
    </message>
    <message>
        <source>Standard (Re before your 2nd card)</source>
        <translation>標準（レーは2枚目のカードの前まで）</translation>
    </message>
    <message>
        <source>Alternative (Re before your 1st card)</source>
        <translation>別方式（レーは1枚目のカードの前まで）</translation>
    </message>
    <message>
        <source>Healthy or reservation?</source>
        <translation>保留なし、それとも保留？</translation>
    </message>
    <message>
        <source>Which game?</source>
        <translation>どのゲーム？</translation>
    </message>
    <message>
        <source>Poverty: passing cards</source>
        <translation>アルムート：カードを渡しています</translation>
    </message>
    <message>
        <source>Poverty: who takes it?</source>
        <translation>アルムート：誰が引き受ける？</translation>
    </message>
    <message>
        <source>Poverty: returning cards</source>
        <translation>アルムート：カードを返しています</translation>
    </message>
    <message>
        <source>Return %1</source>
        <translation>%1を返す</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1：%3に%2</translation>
    </message>
    <message>
        <source>Doppelkopf (a trick with two identical cards)</source>
        <translation>ドッペルコップ（同じカードが2枚入ったトリック）</translation>
    </message>
    <message>
        <source>Dulle caught (an opponent&apos;s ♥10 taken)</source>
        <translation>ドゥレを取った（相手の♥10を取った）</translation>
    </message>
    <message>
        <source>fox caught in the first trick</source>
        <translation>最初のトリックでフォックスを取った</translation>
    </message>
    <message>
        <source>fox caught in the last trick</source>
        <translation>最後のトリックでフォックスを取った</translation>
    </message>
    <message>
        <source>the last trick won with a fox</source>
        <translation>最後のトリックをフォックスで勝った</translation>
    </message>
    <message>
        <source>Karlchen caught (an opponent&apos;s ♣J taken before the last trick)</source>
        <translation>チャーリーを取った（最後より前のトリックで相手の♣Jを取った）</translation>
    </message>
    <message>
        <source>heart trick (four plain hearts)</source>
        <translation>ハートのトリック（切札以外のハート4枚）</translation>
    </message>
    <message>
        <source>extra points doubled by Re and Kontra</source>
        <translation>レーとコントラでボーナス点が2倍</translation>
    </message>
    <message>
        <source>Only the winners write</source>
        <translation>勝ったチームだけが記入</translation>
    </message>
    <message>
        <source>Extra points double too</source>
        <translation>ボーナス点も倍</translation>
    </message>
    <message>
        <source>Dulle caught</source>
        <translation>ドゥレを取る</translation>
    </message>
    <message>
        <source>What counts as a Doppelkopf</source>
        <translation>ドッペルコップになるトリック</translation>
    </message>
    <message>
        <source>Fox in the last trick</source>
        <translation>最後のトリックのフォックス</translation>
    </message>
    <message>
        <source>Fox caught in the first trick counts 2</source>
        <translation>最初のトリックのフォックスは2点</translation>
    </message>
    <message>
        <source>Karlchen caught in any trick</source>
        <translation>どのトリックでもチャーリーを取る</translation>
    </message>
    <message>
        <source>No point for catching the Karlchen</source>
        <translation>チャーリーを取っても点なし</translation>
    </message>
    <message>
        <source>Heart trick</source>
        <translation>ハートのトリック</translation>
    </message>
    <message>
        <source>Bock after 120 to 120</source>
        <translation>120対120でボック</translation>
    </message>
    <message>
        <source>Bock after a lost solo</source>
        <translation>ソロが負けたらボック</translation>
    </message>
    <message>
        <source>Bock after Re and Kontra both said</source>
        <translation>レーとコントラの両方でボック</translation>
    </message>
    <message>
        <source>Bock after a side loses after announcing</source>
        <translation>宣言したチームが負けたらボック</translation>
    </message>
    <message>
        <source>Bock after a trick of four plain hearts</source>
        <translation>切札以外のハート4枚のトリックでボック</translation>
    </message>
    <message>
        <source>With five, the dealer sits out each deal.</source>
        <translation>5人のときは、ディールごとにディーラーが休みます。</translation>
    </message>
    <message>
        <source>The round ends after this many deals.</source>
        <translation>このディール数でラウンドが終わります。</translation>
    </message>
    <message>
        <source>When both ♥10 fall in one trick, the later one wins it.</source>
        <translation>1つのトリックに♥10が2枚出たら、後に出したほうが勝ちます。</translation>
    </message>
    <message>
        <source>Whoever holds both ♦A may make them the highest trumps.</source>
        <translation>♦Aを2枚とも持っている人は、それを最強の切札にできます。</translation>
    </message>
    <message>
        <source>Both ♦9 (♦10 without nines) rank above the Schweinchen.</source>
        <translation>2枚の♦9（9なしでは♦10）がシュバインより強くなります。</translation>
    </message>
    <message>
        <source>Schweinchen must be said before the first card is played.</source>
        <translation>シュバインは最初のカードが出る前に宣言しなければなりません。</translation>
    </message>
    <message>
        <source>The nines leave the deck: ten cards each.</source>
        <translation>9を抜いて、1人10枚で遊びます。</translation>
    </message>
    <message>
        <source>Each player must play one solo before the round ends.</source>
        <translation>各プレイヤーは、ラウンドが終わるまでに1回ソロをプレイしなければなりません。</translation>
    </message>
    <message>
        <source>A player with three trumps or fewer may pass them to a partner.</source>
        <translation>切札が3枚以下のプレイヤーは、それをパートナーに渡せます。</translation>
    </message>
    <message>
        <source>A solo without trumps may be played.</source>
        <translation>ノートランプソロ（切札なし）ができます。</translation>
    </message>
    <message>
        <source>A solo with the queens and jacks as the only trumps.</source>
        <translation>クイーンとジャックだけが切札になるソロです。</translation>
    </message>
    <message>
        <source>A solo with the kings as the only trumps.</source>
        <translation>キングだけが切札になるソロです。</translation>
    </message>
    <message>
        <source>How late Re, Kontra and no 90 may still be said.</source>
        <translation>レー、コントラ、「90」をいつまで宣言できるかを決めます。</translation>
    </message>
    <message>
        <source>Announcements only when it is your turn to play.</source>
        <translation>宣言できるのは、自分がカードを出す番のときだけです。</translation>
    </message>
    <message>
        <source>Re and Kontra each double the game value instead of adding 2.</source>
        <translation>レーとコントラは、2点を加える代わりに、それぞれゲームの得点を倍にします。</translation>
    </message>
    <message>
        <source>A solo&apos;s game value is doubled.</source>
        <translation>ソロのゲームの得点が倍になります。</translation>
    </message>
    <message>
        <source>After certain deals, as many deals as there are players count double.</source>
        <translation>特定のディールの後、プレイヤーの人数分のディールで得点が倍になります。</translation>
    </message>
    <message>
        <source>The side that gains writes its figure; the other side writes 0.</source>
        <translation>得点を得たチームがその数を書き、相手チームは0を書きます。</translation>
    </message>
    <message>
        <source>Re and Kontra double the extra points as well as the game value.</source>
        <translation>レーとコントラで、ゲームの得点だけでなくボーナス点も倍になります。</translation>
    </message>
    <message>
        <source>Taking an opponent&apos;s ♥10 scores 1 extra point.</source>
        <translation>相手の♥10を取ると、ボーナス点が1点つきます。</translation>
    </message>
    <message>
        <source>Either a trick of 40 points or more, or a trick with two identical cards.</source>
        <translation>40点以上のトリックか、同じカードが2枚入ったトリックのどちらかです。</translation>
    </message>
    <message>
        <source>Winning the last trick with a ♦A scores 1; or 2, and a fox caught in it 2.</source>
        <translation>最後のトリックを♦Aで勝つと1点。または2点で、その場合は最後のトリックで取ったフォックスも2点になります。</translation>
    </message>
    <message>
        <source>An opponent&apos;s ♦A caught in trick 1 scores 2 instead of 1.</source>
        <translation>最初のトリックで相手から取った♦Aは、1点ではなく2点になります。</translation>
    </message>
    <message>
        <source>Taking an opponent&apos;s ♣J in any trick scores 1.</source>
        <translation>相手の♣Jを取ると、どのトリックでも1点になります。</translation>
    </message>
    <message>
        <source>An opponent&apos;s ♣J taken in the last trick scores nothing.</source>
        <translation>最後のトリックで相手の♣Jを取っても、点になりません。</translation>
    </message>
    <message>
        <source>Without nines: winning a trick of ♥A ♥A ♥K ♥K scores 1.</source>
        <translation>9なしのとき：♥A ♥A ♥K ♥Kのトリックに勝つと1点になります。</translation>
    </message>
    <message>
        <source>A deal of 120 to 120 starts Bock deals.</source>
        <translation>120対120のディールの後、ボックのディールが始まります。</translation>
    </message>
    <message>
        <source>A lost solo starts Bock deals.</source>
        <translation>ソロが負けると、ボックのディールが始まります。</translation>
    </message>
    <message>
        <source>A deal with both Re and Kontra said starts Bock deals.</source>
        <translation>レーとコントラの両方が宣言されたディールの後、ボックのディールが始まります。</translation>
    </message>
    <message>
        <source>A side that announced and lost starts Bock deals.</source>
        <translation>宣言したチームが負けると、ボックのディールが始まります。</translation>
    </message>
    <message>
        <source>A trick of four hearts that are not trumps starts Bock deals.</source>
        <translation>切札でないハート4枚のトリックが出ると、ボックのディールが始まります。</translation>
    </message>
    <message>
        <source>40 points or more</source>
        <translation>40点以上</translation>
    </message>
    <message>
        <source>Two identical cards</source>
        <translation>同じカード2枚</translation>
    </message>
    <message>
        <source>No</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Won with a fox: 1</source>
        <translation>フォックスで勝つ：1点</translation>
    </message>
    <message>
        <source>Won with or caught: 2</source>
        <translation>フォックスで勝つか取る：2点</translation>
    </message>
    <message>
        <source>Rule document</source>
        <translation>ルール文書どおり</translation>
    </message>
    <message>
        <source>DDV tournament</source>
        <translation>DDV公式大会</translation>
    </message>
    <message>
        <source>Which tricks find the marriage partner</source>
        <translation>マリッジの相手が決まるトリック</translation>
    </message>
    <message>
        <source>Whether any of tricks 1 to 3, or only one led with a trump or a plain suit, finds the partner.</source>
        <translation>1〜3トリック目のどれでもパートナーが決まるか、切札または切札以外でリードされたトリックだけかを選びます。</translation>
    </message>
    <message>
        <source>Any trick</source>
        <translation>どのトリックでも</translation>
    </message>
    <message>
        <source>Led with a trump</source>
        <translation>切札でリード</translation>
    </message>
    <message>
        <source>Led with a plain suit</source>
        <translation>切札以外でリード</translation>
    </message>
    <message>
        <source>Throw in</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>the deal is void and dealt anew</source>
        <translation>このディールは無効になり、配り直します</translation>
    </message>
    <message>
        <source>Only a hand with five or more nines, five or more kings or no trump above the ♦A may be thrown in.</source>
        <translation>配り直しできるのは、9が5枚以上、Kが5枚以上、または♦Aより強い切札がない手札だけです。</translation>
    </message>
    <message>
        <source>Your hand is too weak to play: throw it in.</source>
        <translation>手札が弱すぎます：配り直しを宣言しましょう。</translation>
    </message>
    <message>
        <source>five or more nines</source>
        <translation>9が5枚以上</translation>
    </message>
    <message>
        <source>five or more kings</source>
        <translation>Kが5枚以上</translation>
    </message>
    <message>
        <source>no trump above the ♦A</source>
        <translation>♦Aより強い切札なし</translation>
    </message>
    <message>
        <source>%1 threw in (%2): the deal is void</source>
        <translation>%1が配り直しを宣言（%2）：このディールは無効です</translation>
    </message>
    <message>
        <source>Highest trump</source>
        <translation>最強の切札</translation>
    </message>
    <message>
        <source>A solo counts as Re said</source>
        <translation>ソロで自動的にレー</translation>
    </message>
    <message>
        <source>Zwingen</source>
        <translation>ツヴィンゲン</translation>
    </message>
    <message>
        <source>All four suit solos, only the diamond solo (the trump solo), or none.</source>
        <translation>4つのスートソロすべて、ダイヤソロ（切札ソロ）だけ、またはなしから選びます。</translation>
    </message>
    <message>
        <source>The ♥10, nothing, the two ♥K above the ♣Q, or a Joker above the ♥10 in place of one ♦9.</source>
        <translation>♥10、なし、♣Qより強い2枚の♥K、または♦9の1枚の代わりに入れる♥10より強いジョーカーから選びます。</translation>
    </message>
    <message>
        <source>Five or more nines, five or more kings or no trump above the ♦A: the hand may be thrown in and dealt anew.</source>
        <translation>9が5枚以上、Kが5枚以上、または♦Aより強い切札がないとき、手札を捨てて配り直せます。</translation>
    </message>
    <message>
        <source>A declared solo starts with Re already said.</source>
        <translation>宣言したソロは、最初からレーを言ったものとして始まります。</translation>
    </message>
    <message>
        <source>A first trick of 30 points or more makes its winners say Re or Kontra, or no 90.</source>
        <translation>最初のトリックが30点以上なら、それを取ったチームがレーかコントラ、またはすでに言っていれば「90」を自動的に宣言します。</translation>
    </message>
    <message>
        <source>Dulle (♥10)</source>
        <translation>ドゥレ（♥10）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no suit solo</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Heart king</source>
        <translation>ハートのK</translation>
    </message>
    <message>
        <source>All four</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Only the trump solo</source>
        <translation>切札ソロのみ</translation>
    </message>
    <message>
        <source>You threw in (%1): the deal is void</source>
        <translation>あなたが配り直しを宣言（%1）：このディールは無効です</translation>
    </message>
    <message>
        <source>%1 for the solo</source>
        <translation>%1（ソロの競り合い）</translation>
    </message>
    <message>
        <source>keep or take the solo with this announced</source>
        <translation>この宣言をしてソロを守る、または奪う</translation>
    </message>
    <message>
        <source>A marriage needs both ♣K (the kings decide the parties).</source>
        <translation>マリッジには♣Kが2枚必要です（♣Kでチームを決めるルール）。</translation>
    </message>
    <message>
        <source>Only a higher type of solo can take over the one named.</source>
        <translation>宣言されたソロを奪えるのは、より格上のソロだけです。</translation>
    </message>
    <message>
        <source>The solo stands at schwarz: nobody can bid higher.</source>
        <translation>ソロはシュワルツまで競り上がっています。これ以上は誰も競れません。</translation>
    </message>
    <message>
        <source>In the duel you can only say the next level or give the solo up.</source>
        <translation>競り合いでは、次の段階を言うか、ソロを譲るかしかできません。</translation>
    </message>
    <message>
        <source>Rules: several solos →</source>
        <translation>ルール：複数のソロ →</translation>
    </message>
    <message>
        <source>You hold both ♣K: play them silently alone.</source>
        <translation>♣Kが2枚あります：サイレントソロでプレイしましょう。</translation>
    </message>
    <message>
        <source>With both ♣K, a marriage finds you a partner.</source>
        <translation>♣Kが2枚あれば、マリッジでパートナーが見つかります。</translation>
    </message>
    <message>
        <source>Your solo can take over the one claimed.</source>
        <translation>あなたのソロで、宣言されたソロを奪えます。</translation>
    </message>
    <message>
        <source>Your hand cannot take the claimed solo over.</source>
        <translation>この手札では、宣言されたソロを奪えません。</translation>
    </message>
    <message>
        <source>Your solo should still make this level.</source>
        <translation>あなたのソロなら、この段階でもまだ勝てるはずです。</translation>
    </message>
    <message>
        <source>Your solo would not make the next level.</source>
        <translation>あなたのソロでは、次の段階は達成できそうにありません。</translation>
    </message>
    <message>
        <source>Several solos</source>
        <translation>複数のソロ</translation>
    </message>
    <message>
        <source>The club kings decide the parties</source>
        <translation>♣Kでチームを決める</translation>
    </message>
    <message>
        <source>Marriage before poverty</source>
        <translation>アルムートよりマリッジを優先</translation>
    </message>
    <message>
        <source>Who plays when several want a solo: the first, the last, the highest type, or a bidding-up duel.</source>
        <translation>複数の人がソロを望むとき誰がプレイするかを決めます：最初の人、最後の人、最も格上のソロ、または競り上げの勝者です。</translation>
    </message>
    <message>
        <source>The holders of the ♣K are Re; both ♣K make a silent solo or a marriage.</source>
        <translation>♣Kを持つ人がレーになり、♣K2枚ならサイレントソロかマリッジになります。</translation>
    </message>
    <message>
        <source>With both a marriage and a poverty reserved, the marriage is played.</source>
        <translation>マリッジとアルムートの両方が保留されたら、マリッジをプレイします。</translation>
    </message>
    <message>
        <source>The first from the dealer&apos;s left</source>
        <translation>ディーラーの左から最初の人</translation>
    </message>
    <message>
        <source>The last from the dealer&apos;s left</source>
        <translation>ディーラーの左から数えて最後の人</translation>
    </message>
    <message>
        <source>The highest type</source>
        <translation>最も格上のソロ</translation>
    </message>
    <message>
        <source>Bidding up (no 90, no 60 …)</source>
        <translation>競り上げ（「90」、「60」…）</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>ミゼール</translation>
    </message>
    <message>
        <source>Misère ouvert</source>
        <translation>ミゼールウベルト</translation>
    </message>
    <message>
        <source>alone, and you must take no trick</source>
        <translation>1人で、トリックを1つも取ってはいけない</translation>
    </message>
    <message>
        <source>no trick, and your hand is shown after trick 1</source>
        <translation>トリックを取らず、1トリック目の後に手札を公開する</translation>
    </message>
    <message>
        <source>In a misère only Re and Kontra may be announced.</source>
        <translation>ミゼールではレーとコントラしか宣言できません。</translation>
    </message>
    <message>
        <source>Your cards are low enough to take no trick.</source>
        <translation>手札が低いので、トリックを1つも取らずに済みそうです。</translation>
    </message>
    <message>
        <source>Lead a card the others are sure to beat.</source>
        <translation>ほかの人が必ず上回るカードをリードしましょう。</translation>
    </message>
    <message>
        <source>The highest card that still loses the trick.</source>
        <translation>トリックに勝たない範囲でいちばん高いカードです。</translation>
    </message>
    <message>
        <source>You cannot follow: get rid of a dangerous high card.</source>
        <translation>フォローできないので、危ない高いカードを捨てましょう。</translation>
    </message>
    <message>
        <source>Every card wins so far: play the one a later player may still beat.</source>
        <translation>どのカードもいまは勝ってしまうので、後の人が上回れるカードを出しましょう。</translation>
    </message>
    <message>
        <source>Lead low where the soloist must go over it.</source>
        <translation>ソロプレイヤーが上回るしかないスートで、低いカードをリードしましょう。</translation>
    </message>
    <message>
        <source>Keep the trick low so that the soloist has to take it.</source>
        <translation>ソロプレイヤーが取らされるように、トリックを低く保ちましょう。</translation>
    </message>
    <message>
        <source>Get rid of a high card; keep the low ones for the soloist.</source>
        <translation>高いカードを処分し、低いカードはソロプレイヤーのために残しましょう。</translation>
    </message>
    <message>
        <source>misère ouvert (the hand was shown)</source>
        <translation>ミゼールウベルト（手札を公開）</translation>
    </message>
    <message>
        <source>A solo with the normal trumps that the soloist wins by taking no trick.</source>
        <translation>普通のゲームと同じ切札で行うソロで、ソロプレイヤーはトリックを1つも取らなければ勝ちです。</translation>
    </message>
    <message>
        <source>A misère with the soloist&apos;s hand shown after trick 1; it counts one more.</source>
        <translation>ソロプレイヤーが1トリック目の後に手札を公開するミゼールで、得点が1点増えます。</translation>
    </message>
    <message>
        <source>You took trick %1: the misère is lost and the deal ends.</source>
        <translation>あなたが%1トリック目を取りました：ミゼールは負けで、このディールは終わりです。</translation>
    </message>
    <message>
        <source>%1 took trick %2: the misère is lost and the deal ends.</source>
        <translation>%1が%2トリック目を取りました：ミゼールは負けで、このディールは終わりです。</translation>
    </message>
    <message>
        <source>You took no trick: the misère is won.</source>
        <translation>あなたはトリックを1つも取りませんでした：ミゼールの勝ちです。</translation>
    </message>
    <message>
        <source>%1 took no trick: the misère is won.</source>
        <translation>%1はトリックを1つも取りませんでした：ミゼールの勝ちです。</translation>
    </message>
    <message>
        <source>Misère ouvert: your hand lies open.</source>
        <translation>ミゼールウベルト：あなたの手札は公開されています。</translation>
    </message>
    <message>
        <source>Misère ouvert: the hand of %1 lies open.</source>
        <translation>ミゼールウベルト：%1の手札が公開されています。</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>Wait: nobody announces until the marriage partner is found.</source>
        <translation>お待ちください。マリッジのパートナーが決まるまで、誰も宣言できません。</translation>
    </message>
    <message>
        <source>Only the party that said no 90 first may announce no 60 and below.</source>
        <translation>60以降を宣言できるのは、先に「90」を宣言したチームだけです。</translation>
    </message>
    <message>
        <source>Your party is known: announce Re or Kontra.</source>
        <translation>チームは分かっています：レーかコントラを宣言してください。</translation>
    </message>
    <message>
        <source>Your hand is strong enough to announce whichever party you join.</source>
        <translation>どちらのチームになっても宣言できるほど手札が強いです。</translation>
    </message>
    <message>
        <source>no 90 (the losers announced it and failed)</source>
        <translation>90未満（負けたチームが宣言して失敗）</translation>
    </message>
    <message>
        <source>no 60 (the losers announced it and failed)</source>
        <translation>60未満（負けたチームが宣言して失敗）</translation>
    </message>
    <message>
        <source>no 30 (the losers announced it and failed)</source>
        <translation>30未満（負けたチームが宣言して失敗）</translation>
    </message>
    <message>
        <source>schwarz (the losers announced it and failed)</source>
        <translation>シュワルツ（負けたチームが宣言して失敗）</translation>
    </message>
    <message>
        <source>Announcing in a marriage</source>
        <translation>マリッジでの宣言</translation>
    </message>
    <message>
        <source>Scoring of announcements</source>
        <translation>宣言の得点計算</translation>
    </message>
    <message>
        <source>Later deadlines when the partner is found late; or Double while your party is unknown; or nobody announces before the partner is found.</source>
        <translation>パートナーが遅く決まれば期限も遅くなる、チームが分からない間は「ダブル」と言える、またはパートナーが決まるまで誰も宣言しない、のいずれかです。</translation>
    </message>
    <message>
        <source>Standard, or Leaver&apos;s: a failed no 90 and below scores for the winners as if it had come true.</source>
        <translation>標準、またはリーバー式：失敗した「90」以降の宣言は、そのとおりになったものとして勝ったチームの得点になります。</translation>
    </message>
    <message>
        <source>Deadlines shifted</source>
        <translation>期限をずらす</translation>
    </message>
    <message>
        <source>Wait for the partner</source>
        <translation>パートナー決定まで待つ</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Leaver</source>
        <translation>リーバー式</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>Genscher</source>
        <translation>ゲンシャー</translation>
    </message>
    <message>
        <source>Hyperschweinchen must be declared first.</source>
        <translation>先にハイパーシュバインを宣言する必要があります。</translation>
    </message>
    <message>
        <source>Genscher: both ♦K above the Hyperschweinchen</source>
        <translation>ゲンシャー：2枚の♦Kがハイパーシュバインより強い</translation>
    </message>
    <message>
        <source>After Hyperschweinchen, both ♦K may be declared as the first is played: they rank higher still.</source>
        <translation>ハイパーシュバインの後、♦Kを2枚持つ人は1枚目を出すときに宣言でき、さらに強い切札になります。</translation>
    </message>
    <message>
        <source>the first trump trick won by another finds your partner</source>
        <translation>ほかの人が最初に勝った切札のトリックでパートナーが決まる</translation>
    </message>
    <message>
        <source>the first plain-suit trick won by another finds your partner</source>
        <translation>ほかの人が最初に勝った切札以外のトリックでパートナーが決まる</translation>
    </message>
    <message>
        <source>Players and round</source>
        <translation>人数とラウンド</translation>
    </message>
    <message>
        <source>Cards and trumps</source>
        <translation>カードと切札</translation>
    </message>
    <message>
        <source>Solos, marriage and poverty</source>
        <translation>ソロ・マリッジ・アルムート</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Scoring and extra points</source>
        <translation>得点とボーナス点</translation>
    </message>
    <message>
        <source>Bock deals</source>
        <translation>ボック</translation>
    </message>
</context>
</TS>
