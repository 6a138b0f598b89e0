<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>DobbmDealPanel</name>
    <message>
        <source>%1: you play alone</source>
        <translation>%1：あなたが1人で戦います</translation>
    </message>
    <message>
        <source>%1: %2 plays alone</source>
        <translation>%1：%2が1人で戦います</translation>
    </message>
    <message>
        <source>you doubled</source>
        <translation>あなたがダブル</translation>
    </message>
    <message>
        <source>doubled by %1</source>
        <translation>%1がダブル</translation>
    </message>
    <message>
        <source>you redoubled</source>
        <translation>あなたがリダブル</translation>
    </message>
    <message>
        <source>redoubled by %1</source>
        <translation>%1がリダブル</translation>
    </message>
    <message>
        <source>Solo ×2</source>
        <translation>ソロ×2</translation>
    </message>
    <message>
        <source>Stake ×%1</source>
        <translation>賭け点×%1</translation>
    </message>
    <message>
        <source>Stake ×%1: %2</source>
        <translation>賭け点×%1：%2</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>あなた：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The Dobb lies face down in the middle.</source>
        <translation>ドッブが中央に伏せてあります。</translation>
    </message>
    <message>
        <source>The Dobb stays face down and counts for you.</source>
        <translation>ドッブは伏せたままで、あなたのカード点になります。</translation>
    </message>
    <message>
        <source>The Dobb stays face down and counts for %1.</source>
        <translation>ドッブは伏せたままで、%1のカード点になります。</translation>
    </message>
    <message>
        <source>You took the Dobb: lay away four cards.</source>
        <translation>ドッブを手札に入れました。4枚を捨て札にしてください。</translation>
    </message>
    <message>
        <source>Your discard (%1 of 4): %2</source>
        <translation>あなたの捨て札（%1/4枚）：%2</translation>
    </message>
    <message>
        <source>%1 took the Dobb and lays away four cards (%2 of 4).</source>
        <translation>%1がドッブを手札に入れ、4枚を捨て札にしています（%2/4枚）。</translation>
    </message>
    <message>
        <source>%1 took the Dobb and laid away four cards.</source>
        <translation>%1がドッブを手札に入れ、4枚を捨て札にしました。</translation>
    </message>
    <message>
        <source>You deal and sit out.</source>
        <translation>あなたが配り、このディールは休みです。</translation>
    </message>
    <message>
        <source>%1 deals and sits out.</source>
        <translation>%1が配り、このディールは休みです。</translation>
    </message>
    <message>
        <source>Mussrunde: still to declare: %1</source>
        <translation>ムスルンデ：まだデクレアラーになっていない人：%1</translation>
    </message>
    <message>
        <source>Deals counted: %1 of %2</source>
        <translation>数えたディール：%1/%2</translation>
    </message>
    <message>
        <source>Card points in tricks: you %1, the defence %2</source>
        <translation>トリックのカード点：あなた%1、防御側%2</translation>
    </message>
    <message>
        <source>Card points in tricks: %1 %2, the defence %3</source>
        <translation>トリックのカード点：%1 %2、防御側%3</translation>
    </message>
    <message>
        <source>Deals counted: %1 (open-ended session)</source>
        <translation>数えたディール：%1（ディール数無制限の対局）</translation>
    </message>
</context>
<context>
    <name>DobbmLessonWords</name>
    <message>
        <source>The order of the cards</source>
        <translation>カードの強さの順</translation>
    </message>
    <message>
        <source>In every suit the Sau is the highest card, and the 10 comes right after it, above the King, Ober and Unter. Here the player at your left plays a Solo and has led the Leaf King.</source>
        <translation>どのスートでもサウがいちばん強いカードで、そのすぐ次が10です。10はキング、オーバー、ウンターより上です。ここでは左隣の人がソロをプレイしていて、葉のキングをリードしました。</translation>
    </message>
    <message>
        <source>Leaves were led, so you must follow suit. Take the trick with the leaf that beats the King.</source>
        <translation>葉がリードされたので、フォローしなければなりません。キングに勝てる葉のカードで、このトリックを取ってください。</translation>
    </message>
    <message>
        <source>Right: the 10 ranks just below the Sau, so your Leaf 10 beats the King and wins 14 card points for your side.</source>
        <translation>正解です。10はサウのすぐ下なので、あなたの葉の10はキングに勝ちます。カード点14点が味方のものになります。</translation>
    </message>
    <message>
        <source>That card ranks below the King and loses. In Dobbm the 10 is the second-highest card of its suit: play your 10.</source>
        <translation>そのカードはキングより弱いので負けます。ドッブムでは、10はそのスートで2番目に強いカードです。10を出してください。</translation>
    </message>
    <message>
        <source>Hearts are always trumps</source>
        <translation>ハートはいつも切札</translation>
    </message>
    <message>
        <source>Hearts are trumps in every deal. If you cannot follow suit, you must play a heart if you hold one, and any heart beats any card of another suit.</source>
        <translation>どのディールでもハートが切札です。フォローできないときは、ハートを持っていればハートを出さなければなりません。ハートならどれでも、ほかのスートのどのカードにも勝ちます。</translation>
    </message>
    <message>
        <source>Leaves were led, and the declarer at your right had none and trumped with the Heart 7. You have no leaves either: win the trick.</source>
        <translation>葉がリードされ、右隣のデクレアラーは葉を持っていないので、ハートの7で切りました。あなたも葉を持っていません。このトリックを取ってください。</translation>
    </message>
    <message>
        <source>Right: when two hearts meet, the higher one wins. The trick and the Leaf Sau&apos;s 11 card points go to the defenders.</source>
        <translation>正解です。ハートどうしなら、強いほうが勝ちます。このトリックと、葉のサウのカード点11点は防御側のものです。</translation>
    </message>
    <message>
        <source>The Heart 6 is the lowest heart and loses to the Heart 7. Play a heart higher than the 7.</source>
        <translation>ハートの6はいちばん弱いハートなので、ハートの7に負けます。7より強いハートを出してください。</translation>
    </message>
    <message>
        <source>Bidding Dobbm</source>
        <translation>ドッブムをビッドする</translation>
    </message>
    <message>
        <source>Before the play, each player speaks once: pass, or play alone against the other three. With Dobbm you first take the Dobb, the four cards face down in the middle, into your hand.</source>
        <translation>プレイの前に、各プレイヤーが1回ずつ発言します。パスするか、1人でほかの3人と戦うかです。ドッブムでは、まず中央に伏せてある4枚のカード、ドッブを手札に入れます。</translation>
    </message>
    <message>
        <source>The other three have passed. Your hand is good, but not strong enough on its own: bid Dobbm.</source>
        <translation>ほかの3人はパスしました。あなたの手札は悪くありませんが、このままでは強さが足りません。ドッブムをビッドしてください。</translation>
    </message>
    <message>
        <source>Right: you are the declarer. The four cards of the Dobb will make your hand stronger before the play.</source>
        <translation>正解です。あなたがデクレアラーです。プレイの前に、ドッブの4枚で手札が強くなります。</translation>
    </message>
    <message>
        <source>If you pass, nobody plays this deal; a Solo would have to win with these eight cards alone, at double the stake. Bid Dobbm and let the Dobb help you.</source>
        <translation>パスすると、このディールは誰もプレイしません。ソロなら、この8枚だけで勝たなければならず、賭け点も2倍です。ドッブムをビッドして、ドッブの助けを借りましょう。</translation>
    </message>
    <message>
        <source>The Dobb and the discard</source>
        <translation>ドッブと捨て札</translation>
    </message>
    <message>
        <source>You bid Dobbm and took the Dobb: you hold twelve cards. Now you lay four of them away face down. Their card points count for you at the end.</source>
        <translation>ドッブムをビッドしてドッブを手札に入れたので、手札は12枚です。ここから4枚を伏せて捨て札にします。捨て札のカード点は、最後にあなたのものになります。</translation>
    </message>
    <message>
        <source>Your Bell 10 has no Bell Sau to protect it. Lay it away, so that its 10 card points are safely yours.</source>
        <translation>あなたの鈴の10には、守ってくれる鈴のサウがありません。捨て札にして、そのカード点10点を確実に自分のものにしてください。</translation>
    </message>
    <message>
        <source>Right: in the discard the 10 cannot be caught. Laying bells away also leaves you short in that suit, so you can trump it later.</source>
        <translation>正解です。捨て札にした10は取られません。鈴を捨て札にすると鈴のスートが短くなるので、あとで鈴を切札で切れるようにもなります。</translation>
    </message>
    <message>
        <source>That card is not in danger the way the Bell 10 is: a defender may hold the Bell Sau and catch it. Lay the Bell 10 away.</source>
        <translation>そのカードは、鈴の10ほど危なくありません。鈴の10は、防御側の誰かが鈴のサウを持っていれば取られてしまいます。鈴の10を捨て札にしてください。</translation>
    </message>
    <message>
        <source>You have also laid away the Bell 9 and the Leaf Sau. Every Sau you lay away needs another heart with it: lay away a small heart, the 6 or the 7.</source>
        <translation>鈴の9と葉のサウも捨て札にしました。サウを1枚捨て札にするごとに、サウ以外のハートも1枚捨て札にしなければなりません。弱いハート（6か7）を捨て札にしてください。</translation>
    </message>
    <message>
        <source>Right: a heart without points pays for the Sau, and your strong hearts stay in your hand. Your discard holds 21 card points.</source>
        <translation>正解です。サウには点のないハートを付ければよく、強いハートは手札に残せます。捨て札のカード点は21点です。</translation>
    </message>
    <message>
        <source>That heart is too good to lay away: it wins tricks and carries points. A heart worth nothing, the 6 or the 7, does the job.</source>
        <translation>そのハートは、捨て札にするにはもったいないカードです。トリックに勝てて、点もあります。点のないハート、6か7で十分です。</translation>
    </message>
    <message>
        <source>Bidding Solo</source>
        <translation>ソロをビッドする</translation>
    </message>
    <message>
        <source>In a Solo you play alone with the eight cards you were dealt. Nobody looks at the Dobb, but its card points count for you, and the deal counts double.</source>
        <translation>ソロでは、配られた8枚のまま1人で戦います。ドッブは誰も見ませんが、そのカード点はあなたのものになり、このディールの支払いは2倍になります。</translation>
    </message>
    <message>
        <source>The player at your left has bid Dobbm, so only Solo or pass is left. With six hearts and three Sau, take the game over: bid Solo.</source>
        <translation>左隣の人がドッブムをビッドしたので、残っているのはソロかパスだけです。ハート6枚とサウ3枚があるので、デクレアラーの座を奪いましょう。ソロをビッドしてください。</translation>
    </message>
    <message>
        <source>Right: a Solo ends the bidding at once. You are the declarer, and the Dobbm bidder now defends with the others.</source>
        <translation>正解です。ソロが出ると、その時点でビッドは終わります。あなたがデクレアラーになり、ドッブムをビッドした人はほかの人たちと一緒に防御側になります。</translation>
    </message>
    <message>
        <source>With a hand this strong, a pass gives the game away. A Solo overrides the Dobbm and counts double.</source>
        <translation>これほど強い手札でパスすると、デクレアラーの座を譲ってしまいます。ソロは先に出たドッブムより優先し、支払いは2倍になります。</translation>
    </message>
    <message>
        <source>Doubling and Retour</source>
        <translation>ダブルとリダブル</translation>
    </message>
    <message>
        <source>When the declarer&apos;s game is set (in a Dobbm after the discard, in a Solo after the bidding), the defenders may double the stake. The declarer may answer with a redouble, Retour, and every double or redouble multiplies the payment by 2.</source>
        <translation>デクレアラーのゲームが決まったら（ドッブムなら捨て札のあと、ソロならビッドのあと）、防御側は賭け点をダブルできます。デクレアラーはリダブル（Retour）で応じることができ、ダブルとリダブルは1回ごとに支払いを2倍にします。</translation>
    </message>
    <message>
        <source>You play a Solo with seven hearts, and the player at your left has doubled. Answer with Retour.</source>
        <translation>あなたはハート7枚でソロをプレイしていて、左隣の人がダブルしました。リダブルで応じてください。</translation>
    </message>
    <message>
        <source>Right: the double and your Retour make the stake four times as high, and the Solo doubles it once more: ×8 in all.</source>
        <translation>正解です。ダブルとあなたのリダブルで賭け点は4倍になり、ソロでさらに2倍、合わせて×8です。</translation>
    </message>
    <message>
        <source>Without a redouble the stake stays doubled. Your hand will almost surely win, so redouble.</source>
        <translation>リダブルしなければ、賭け点はダブルのままです。あなたの手札ならほぼ確実に勝てるので、リダブルしてください。</translation>
    </message>
    <message>
        <source>61 card points to win</source>
        <translation>カード点61点で勝ち</translation>
    </message>
    <message>
        <source>The deck holds 120 card points. The declarer needs 61 or more, the discard included; at exactly 60 nobody pays. The difference from 60, rounded up to fives, is paid to or by each other player.</source>
        <translation>カード点は全部で120点です。デクレアラーは捨て札を含めて61点以上が必要で、ちょうど60点なら誰も支払いません。60点との差を5の倍数に切り上げた額を、ほかのプレイヤー1人ひとりから受け取るか、1人ひとりに支払います。</translation>
    </message>
    <message>
        <source>You have 56 card points so far, your discard included, and two cards left. The Acorn Sau has not been played yet. Play the card that takes you past 60.</source>
        <translation>あなたのカード点は捨て札を含めていま56点で、手札は残り2枚です。どんぐりのサウはまだ出ていません。60点を超えられるカードを出してください。</translation>
    </message>
    <message>
        <source>Right: this trick brings you 17 card points, 73 in all. That is 13 over 60, rounded up to 15: each defender pays you 15.</source>
        <translation>正解です。このトリックでカード点17点が入り、合計73点です。60点より13点多く、切り上げて15点なので、防御側が1人15点ずつあなたに支払います。</translation>
    </message>
    <message>
        <source>Kept back, your 10 falls to the Acorn Sau in the last trick. You would stay at 56, under 60, and pay each defender 5.</source>
        <translation>10を残しておくと、最後のトリックでどんぐりのサウに取られます。56点のままで60点に届かず、防御側に1人5点ずつ支払うことになります。</translation>
    </message>
    <message>
        <source>All pass: the Stockerl</source>
        <translation>全員パス：シュトッケル</translation>
    </message>
    <message>
        <source>With five at the table the dealer sits out. If all four players pass, the deal is not played: the player at the dealer&apos;s left deals next, and everyone else pays them 10, the Stockerl.</source>
        <translation>5人で遊ぶときは、ディーラーが休みます。参加する4人が全員パスすると、そのディールはプレイしません。ディーラーの左隣の人が次に配り、ほかの全員がその人に10点ずつ支払います。これがシュトッケルです。</translation>
    </message>
    <message>
        <source>The three players before you have passed. If you pass too, you pay the Stockerl. Your hand is good enough with the Dobb: bid Dobbm.</source>
        <translation>あなたより前の3人はパスしました。あなたもパスすると、シュトッケルを支払うことになります。ドッブがあれば、あなたの手札で十分戦えます。ドッブムをビッドしてください。</translation>
    </message>
    <message>
        <source>Right: the deal is played, and nobody pays the Stockerl. Now take the Dobb and go for 61.</source>
        <translation>正解です。このディールはプレイされるので、誰もシュトッケルを支払いません。さあ、ドッブを手札に入れて61点を目指しましょう。</translation>
    </message>
    <message>
        <source>A pass means all four passed, and you pay 10 to the next dealer; a Solo is too risky with this hand. Bid Dobbm.</source>
        <translation>パスすると4人全員がパスしたことになり、あなたは次のディーラーに10点を支払います。この手札でソロは危険すぎます。ドッブムをビッドしてください。</translation>
    </message>
    <message>
        <source>The Mussrunde</source>
        <translation>ムスルンデ</translation>
    </message>
    <message>
        <source>A session may close with the Mussrunde. In each of its deals the player at the dealer&apos;s left must play alone, with Dobbm or Solo, and nobody else bids. Once everyone has declared once, the session is over.</source>
        <translation>対局はムスルンデで締めくくることができます。ムスルンデの各ディールでは、ディーラーの左隣の人がドッブムかソロで必ず1人で戦い、ほかの人はビッドしません。全員が1回ずつデクレアラーを務めたら、対局は終わりです。</translation>
    </message>
    <message>
        <source>Imagine this is a deal of the Mussrunde, and you sit at the dealer&apos;s left. You must declare: choose the game that suits a modest hand.</source>
        <translation>これがムスルンデのディールで、あなたがディーラーの左隣に座っていると考えてください。あなたはデクレアラーにならなければなりません。それほど強くない手札に向いているほうを選んでください。</translation>
    </message>
    <message>
        <source>Right: with Dobbm the Dobb can improve a modest hand, and the stake is not doubled as in a Solo.</source>
        <translation>正解です。ドッブムなら、それほど強くない手札をドッブで補えますし、ソロのように賭け点が2倍になることもありません。</translation>
    </message>
    <message>
        <source>In the Mussrunde you may not pass, and a Solo with three hearts risks losing double. Choose Dobbm.</source>
        <translation>ムスルンデではパスできません。ハート3枚でソロをすると、2倍の支払いで負けるおそれがあります。ドッブムを選んでください。</translation>
    </message>
    <message>
        <source>A whole deal</source>
        <translation>1ディールを通して</translation>
    </message>
    <message>
        <source>Now play a whole deal: the bidding, the Dobb, the doubling, the tricks and the count to 61. Hints are there if you need them.</source>
        <translation>今度は1ディールを最後までプレイしましょう。ビッド、ドッブ、ダブル、トリック、そして61点に届くかどうかの計算までです。必要なときはヒントを使えます。</translation>
    </message>
    <message>
        <source>Everyone has passed to you. Your hand is good enough with the Dobb: bid Dobbm, then play the deal to its end.</source>
        <translation>ほかの全員がパスして、あなたの番です。ドッブがあれば、あなたの手札で十分戦えます。ドッブムをビッドして、このディールを最後までプレイしてください。</translation>
    </message>
    <message>
        <source>Right: you are the declarer. Lay four cards away and play on: you need 61 card points.</source>
        <translation>正解です。あなたがデクレアラーです。4枚を捨て札にして、プレイを続けてください。カード点61点が必要です。</translation>
    </message>
    <message>
        <source>This hand is worth playing with the Dobb, and a Solo without it would be too risky. Bid Dobbm.</source>
        <translation>この手札は、ドッブがあれば1人で戦う価値があります。ドッブなしのソロでは危険すぎます。ドッブムをビッドしてください。</translation>
    </message>
</context>
<context>
    <name>DobbmPrompt</name>
    <message>
        <source>You sit out this deal and watch.</source>
        <translation>このディールは休みです。観戦しましょう。</translation>
    </message>
    <message>
        <source>%1 is thinking …</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>Mussrunde: you must play alone. Dobbm or Solo?</source>
        <translation>ムスルンデ：あなたは1人で戦わなければなりません。ドッブムとソロのどちらにしますか？</translation>
    </message>
    <message>
        <source>Your bid: pass, Dobbm or Solo?</source>
        <translation>あなたのビッド：パス、ドッブム、ソロのどれにしますか？</translation>
    </message>
    <message>
        <source>Lay away four cards: click the lifted ones (%1 of 4 laid away).</source>
        <translation>4枚を捨て札にしてください。持ち上がったカードから選びます（%1/4枚）。</translation>
    </message>
    <message>
        <source>You are doubled (stake ×%1). Redouble?</source>
        <translation>ダブルされました（賭け点×%1）。リダブルしますか？</translation>
    </message>
    <message>
        <source>The declarer redoubled (stake ×%1). Redouble for the defence?</source>
        <translation>デクレアラーがリダブルしました（賭け点×%1）。防御側としてリダブルしますか？</translation>
    </message>
    <message>
        <source>Double the stake (now ×%1)?</source>
        <translation>賭け点をダブルしますか？（いまは×%1）</translation>
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
        <source>Your bid: pass or Solo? %1</source>
        <translation>あなたのビッド：パスとソロのどちらにしますか？%1</translation>
    </message>
</context>
<context>
    <name>DobbmReviewWords</name>
    <message>
        <source>Dobbm</source>
        <translation>ドッブム</translation>
    </message>
</context>
<context>
    <name>DobbmScoreSheet</name>
    <message>
        <source>All passed: Stockerl for %1</source>
        <translation>全員パス：%1にシュトッケル</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>全員パス</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 card points</source>
        <translation>カード点%1</translation>
    </message>
    <message>
        <source>difference %1 → %2</source>
        <translation>差%1 → %2</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>nobody pays</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>1人あたり%1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>Score sheet: the balance of payments</source>
        <translation>得点表：支払いの累計</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>No deal has been finished yet.</source>
        <translation>まだ終わったディールはありません。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message>
        <source>The balance so far</source>
        <translation>これまでの累計</translation>
    </message>
</context>
<context>
    <name>DobbmStarter</name>
    <message>
        <source>Dobbm</source>
        <translation>ドッブム</translation>
    </message>
    <message>
        <source>Each player&apos;s level</source>
        <translation>各プレイヤーのレベル</translation>
    </message>
</context>
<context>
    <name>DobbmSummary</name>
    <message>
        <source>Your %1: exactly 60, nobody pays</source>
        <translation>あなたの%1：ちょうど60点、支払いなし</translation>
    </message>
    <message>
        <source>You win your %1 with %2 card points</source>
        <translation>あなたの%1は%2点で勝ち</translation>
    </message>
    <message>
        <source>You lose your %1 with %2 card points</source>
        <translation>あなたの%1は%2点で負け</translation>
    </message>
    <message>
        <source>%1&apos;s %2: exactly 60, nobody pays</source>
        <translation>%1の%2：ちょうど60点、支払いなし</translation>
    </message>
    <message>
        <source>%1 wins the %2 with %3 card points</source>
        <translation>%1の%2は%3点で勝ち</translation>
    </message>
    <message>
        <source>%1 loses the %2 with %3 card points</source>
        <translation>%1の%2は%3点で負け</translation>
    </message>
    <message>
        <source>Nobody plays: the same dealer deals again.</source>
        <translation>誰もプレイしません。同じディーラーが配り直します。</translation>
    </message>
    <message>
        <source>%1 (sits out)</source>
        <translation>%1（休み）</translation>
    </message>
    <message>
        <source>First place shared: %1.</source>
        <translation>1位タイ：%1。</translation>
    </message>
    <message>
        <source>You win the session!</source>
        <translation>あなたの優勝です！</translation>
    </message>
    <message>
        <source>%1 wins the session.</source>
        <translation>%1の優勝です。</translation>
    </message>
    <message>
        <source>The final balance (it always adds up to zero):</source>
        <translation>最終の累計（合計はいつも0）：</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>Card points: %1 in tricks + %2 in the Dobb = %3</source>
        <translation>カード点：トリック%1点＋ドッブ%2点＝%3点</translation>
    </message>
    <message>
        <source>Card points: %1 in tricks + %2 in the discard = %3</source>
        <translation>カード点：トリック%1点＋捨て札%2点＝%3点</translation>
    </message>
    <message>
        <source>End with the Mussrunde</source>
        <translation>ムスルンデをして終える</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>対局を終える</translation>
    </message>
</context>
<context>
    <name>DobbmTablePage</name>
    <message>
        <source>Dobbm</source>
        <translation>ドッブム</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message>
        <source>Deal %1 · %2 ×%3</source>
        <translation>第%1ディール・%2 ×%3</translation>
    </message>
    <message>
        <source>Session over</source>
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
        <source>Export the session as a record</source>
        <translation>対局を記録として書き出す</translation>
    </message>
    <message>
        <source>Declarer · %1</source>
        <translation>デクレアラー・%1</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>The Dobb</source>
        <translation>ドッブ</translation>
    </message>
    <message>
        <source>The Dobb: yours</source>
        <translation>ドッブ：あなたの分</translation>
    </message>
    <message>
        <source>The Dobb: %1&apos;s</source>
        <translation>ドッブ：%1の分</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>あなたの捨て札</translation>
    </message>
    <message>
        <source>%1&apos;s discard</source>
        <translation>%1の捨て札</translation>
    </message>
    <message>
        <source>%1 · stake ×%2</source>
        <translation>%1・賭け点×%2</translation>
    </message>
    <message>
        <source>You play alone · %1</source>
        <translation>あなたが1人で戦います・%1</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>あなたが配ります</translation>
    </message>
    <message>
        <source>The session</source>
        <translation>対局の推移</translation>
    </message>
    <message>
        <source>The Dobb (%1)</source>
        <translation>ドッブ（%1）</translation>
    </message>
    <message>
        <source>The discard (%1)</source>
        <translation>捨て札（%1）</translation>
    </message>
    <message>
        <source>%1 (declarer)</source>
        <translation>%1（デクレアラー）</translation>
    </message>
</context>
<context>
    <name>DobbmWords</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Vroni</source>
        <translation>ヴローニ</translation>
    </message>
    <message>
        <source>Sepp</source>
        <translation>ゼップ</translation>
    </message>
    <message>
        <source>Moidl</source>
        <translation>モイドル</translation>
    </message>
    <message>
        <source>Hias</source>
        <translation>ヒアス</translation>
    </message>
    <message>
        <source>Acorn</source>
        <translation>どんぐり</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>葉</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>Bell</source>
        <translation>鈴</translation>
    </message>
    <message>
        <source>Sau</source>
        <translation>サウ</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
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
        <source>Unter</source>
        <translation>ウンター</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a card: suit, then rank</comment>
        <translation>%1の%2</translation>
    </message>
    <message>
        <source>Dobbm</source>
        <translation>ドッブム</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>ソロ</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>Redouble</source>
        <translation>リダブル</translation>
    </message>
    <message>
        <source>leave it to the others</source>
        <translation>ほかの人に任せる</translation>
    </message>
    <message>
        <source>take the Dobb, lay away four</source>
        <translation>ドッブを取り、4枚を捨て札にする</translation>
    </message>
    <message>
        <source>keep your eight cards, pays double</source>
        <translation>8枚のまま、支払いは2倍</translation>
    </message>
    <message>
        <source>No redouble</source>
        <translation>リダブルしない</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>ダブルしない</translation>
    </message>
    <message>
        <source>stake ×%1</source>
        <translation>賭け点×%1</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>お待ちください。あなたの番ではありません。</translation>
    </message>
    <message>
        <source>Mussrunde: only the player at the dealer&apos;s left bids.</source>
        <translation>ムスルンデ：ビッドできるのはディーラーの左隣の人だけです。</translation>
    </message>
    <message>
        <source>Mussrunde: you must play alone, with Dobbm or Solo.</source>
        <translation>ムスルンデ：あなたはドッブムかソロで1人で戦わなければなりません。</translation>
    </message>
    <message>
        <source>After a Dobbm only Solo or pass may follow.</source>
        <translation>ドッブムの後は、ソロかパスしか言えません。</translation>
    </message>
    <message>
        <source>Bid pass, Dobbm or Solo.</source>
        <translation>パス、ドッブム、ソロのどれかをビッドしてください。</translation>
    </message>
    <message>
        <source>Lay away a card from your hand first.</source>
        <translation>まず手札から1枚を捨て札にしてください。</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>そのカードは持っていません。</translation>
    </message>
    <message>
        <source>At most two Sau may be laid away; you laid away %1.</source>
        <translation>捨て札にできるサウは2枚までです。すでに%1を捨て札にしています。</translation>
    </message>
    <message>
        <source>At most two Sau may be laid away.</source>
        <translation>捨て札にできるサウは2枚までです。</translation>
    </message>
    <message>
        <source>Every Sau laid away needs a heart that is not a Sau laid away with it; these Sau and hearts count: %1.</source>
        <translation>サウを1枚捨て札にするごとに、サウ以外のハートも1枚捨て札にしなければなりません。該当するサウとハート：%1。</translation>
    </message>
    <message>
        <source>Every Sau laid away needs a heart that is not a Sau laid away with it.</source>
        <translation>サウを1枚捨て札にするごとに、サウ以外のハートも1枚捨て札にしなければなりません。</translation>
    </message>
    <message>
        <source>The stake is doubled already: redouble instead.</source>
        <translation>すでにダブルされています。リダブルしてください。</translation>
    </message>
    <message>
        <source>Nobody has doubled yet.</source>
        <translation>まだ誰もダブルしていません。</translation>
    </message>
    <message>
        <source>Decide now: double or no double.</source>
        <translation>いまは「ダブル」か「ダブルしない」を選んでください。</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>カードを1枚出してください。</translation>
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
        <source>You cannot follow suit, so you must play a heart: you hold %1.</source>
        <translation>フォローできないので、ハートを出さなければなりません：%1を持っています。</translation>
    </message>
    <message>
        <source>You cannot follow suit, so you must play a heart.</source>
        <translation>フォローできないので、ハートを出さなければなりません。</translation>
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
        <source>Rules: bidding →</source>
        <translation>ルール：ビッド →</translation>
    </message>
    <message>
        <source>Rules: the Dobb and the discard →</source>
        <translation>ルール：ドッブと捨て札 →</translation>
    </message>
    <message>
        <source>Rules: doubling →</source>
        <translation>ルール：ダブル →</translation>
    </message>
    <message>
        <source>Rules: playing the tricks →</source>
        <translation>ルール：プレイ →</translation>
    </message>
    <message>
        <source>Rules: the session →</source>
        <translation>ルール：対局 →</translation>
    </message>
    <message>
        <source>Rules: settlement →</source>
        <translation>ルール：精算 →</translation>
    </message>
    <message>
        <source>Lay away %1</source>
        <translation>%1を捨て札にする</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>Do not double</source>
        <translation>ダブルしない</translation>
    </message>
    <message>
        <source>In the Mussrunde you must play alone.</source>
        <translation>ムスルンデでは1人で戦わなければなりません。</translation>
    </message>
    <message>
        <source>Your eight cards are strong enough for a Solo.</source>
        <translation>あなたの8枚はソロができるほど強い手札です。</translation>
    </message>
    <message>
        <source>With the Dobb your hand can win more than 60.</source>
        <translation>ドッブがあれば、あなたの手札で60点より多く取れそうです。</translation>
    </message>
    <message>
        <source>Your hand is too weak to play alone.</source>
        <translation>1人で戦うには手札が弱すぎます。</translation>
    </message>
    <message>
        <source>Lay away points: they count for you safely.</source>
        <translation>点の高いカードを捨て札にしましょう：確実にあなたのカード点になります。</translation>
    </message>
    <message>
        <source>Lay away a short suit so that you can trump it.</source>
        <translation>短いスートを捨て札にして、切札で切れるようにしましょう。</translation>
    </message>
    <message>
        <source>Lay away a card you cannot use.</source>
        <translation>使えないカードを捨て札にしましょう。</translation>
    </message>
    <message>
        <source>A heart that is not a Sau must go with every Sau you lay away.</source>
        <translation>サウを1枚捨て札にするごとに、サウ以外のハートも1枚捨て札にしなければなりません。</translation>
    </message>
    <message>
        <source>The defence is likely to hold the declarer below 60.</source>
        <translation>防御側はデクレアラーを60点未満に抑えられそうです。</translation>
    </message>
    <message>
        <source>Your side is likely to win: raise the stake.</source>
        <translation>あなたの側が勝ちそうです。賭け点を上げましょう。</translation>
    </message>
    <message>
        <source>The stake is high enough for your chances.</source>
        <translation>あなたの勝ち目には、いまの賭け点で十分です。</translation>
    </message>
    <message>
        <source>Draw the defenders&apos; hearts.</source>
        <translation>防御側のハートを引き出しましょう。</translation>
    </message>
    <message>
        <source>This card is the highest left in its suit.</source>
        <translation>このカードは、そのスートで残っている最も強いカードです。</translation>
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
        <source>Trump in: you cannot follow suit.</source>
        <translation>フォローできないので、切札で切りましょう。</translation>
    </message>
    <message>
        <source>Your side wins this trick: add points.</source>
        <translation>味方がこのトリックを取ります：点の高いカードを出しましょう。</translation>
    </message>
    <message>
        <source>Keep your strength: play low.</source>
        <translation>強いカードは残して、弱いカードを出しましょう。</translation>
    </message>
    <message>
        <source>Lead your longest suit.</source>
        <translation>いちばん長いスートをリードしましょう。</translation>
    </message>
    <message>
        <source>It gave the best results in the analyst&apos;s trial games.</source>
        <translation>アナリストが試しにプレイした中で、最もよい結果が出た手です。</translation>
    </message>
    <message>
        <source>%1 is the highest heart in the trick.</source>
        <translation>%1がこのトリックで最も強いハートです。</translation>
    </message>
    <message>
        <source>%1 trumped: the only heart in the trick.</source>
        <translation>%1で切りました：このトリックでただ1枚のハートです。</translation>
    </message>
    <message>
        <source>%1 is the highest card of the suit led; nobody trumped.</source>
        <translation>%1がリードされたスートで最も強いカードです。切札は出ませんでした。</translation>
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
        <source>Card points in the declarer&apos;s tricks: %1</source>
        <translation>デクレアラーのトリックのカード点：%1</translation>
    </message>
    <message>
        <source>+ the discard: %1</source>
        <translation>＋捨て札：%1</translation>
    </message>
    <message>
        <source>+ the Dobb: %1</source>
        <translation>＋ドッブ：%1</translation>
    </message>
    <message>
        <source>Match: the defence took every trick, and the %1 points laid aside too.</source>
        <translation>マッチ：防御側が全トリックを取ったので、脇に置いた%1点も防御側のものです。</translation>
    </message>
    <message>
        <source>Match: the declarer took every trick.</source>
        <translation>マッチ：デクレアラーが全トリックを取りました。</translation>
    </message>
    <message>
        <source>= %1 card points for the declarer</source>
        <translation>＝デクレアラーのカード点%1</translation>
    </message>
    <message>
        <source>Exactly 60: nobody pays.</source>
        <translation>ちょうど60点：支払いはありません。</translation>
    </message>
    <message>
        <source>Difference from 60: %1</source>
        <translation>60点との差：%1</translation>
    </message>
    <message>
        <source>Rounded up to fives: %1</source>
        <translation>5の倍数に切り上げ：%1</translation>
    </message>
    <message>
        <source>Solo ×2: %1</source>
        <translation>ソロ×2：%1</translation>
    </message>
    <message>
        <source>You doubled ×2: %1</source>
        <translation>あなたのダブル×2：%1</translation>
    </message>
    <message>
        <source>Doubled by %1 ×2: %2</source>
        <translation>%1のダブル×2：%2</translation>
    </message>
    <message>
        <source>You redoubled ×2: %1</source>
        <translation>あなたのリダブル×2：%1</translation>
    </message>
    <message>
        <source>Redoubled by %1 ×2: %2</source>
        <translation>%1のリダブル×2：%2</translation>
    </message>
    <message>
        <source>Each other player pays the declarer %1.</source>
        <translation>ほかの全員がデクレアラーに%1ずつ支払います。</translation>
    </message>
    <message>
        <source>The declarer pays each other player %1.</source>
        <translation>デクレアラーがほかの全員に%1ずつ支払います。</translation>
    </message>
    <message>
        <source>Nobody pays.</source>
        <translation>支払いはありません。</translation>
    </message>
    <message>
        <source>%1 sits out and pays or is paid like a defender: %2</source>
        <translation>%1は休みですが、防御側と同じく支払い・受け取りをします：%2</translation>
    </message>
    <message>
        <source>Stockerl: everyone pays you 10, %1 in all.</source>
        <translation>シュトッケル：全員があなたに10点ずつ、合計%1点を支払います。</translation>
    </message>
    <message>
        <source>Stockerl: everyone pays %1 10, %2 in all.</source>
        <translation>シュトッケル：全員が%1に10点ずつ、合計%2点を支払います。</translation>
    </message>
    <message>
        <source>The declarer wins</source>
        <translation>デクレアラーの勝ち</translation>
    </message>
    <message>
        <source>The declarer loses</source>
        <translation>デクレアラーの負け</translation>
    </message>
    <message>
        <source>Exactly 60</source>
        <translation>ちょうど60点</translation>
    </message>
    <message>
        <source>All passed</source>
        <translation>全員パス</translation>
    </message>
    <message>
        <source>Players (5: the dealer sits out)</source>
        <translation>人数（5人ではディーラーが休み）</translation>
    </message>
    <message>
        <source>Round the difference up to fives</source>
        <translation>差を5の倍数に切り上げる</translation>
    </message>
    <message>
        <source>Mussrunde: a compulsory round closes the session</source>
        <translation>ムスルンデ：最後に義務の1周で締めくくる</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>The discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Deals in the session (all-pass deals do not count; 0: open-ended, you end it)</source>
        <translation>対局のディール数（全員パスは数えない。0：無制限で、自分で終える）</translation>
    </message>
    <message>
        <source>Open-ended</source>
        <translation>無制限</translation>
    </message>
</context>
</TS>
