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
