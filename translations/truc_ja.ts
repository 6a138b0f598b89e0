<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>RoundScore</name>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>12 points win a round, two rounds the game.</source>
        <translation>12点でラウンドの勝ち、2ラウンド先取でゲームの勝ちです。</translation>
    </message>
</context>
<context>
    <name>StakeChips</name>
    <message>
        <source>Stake: the remainder</source>
        <translation>賭け点：リメインダー</translation>
    </message>
    <message>
        <source>Stake: %1</source>
        <translation>賭け点：%1</translation>
    </message>
    <message>
        <source>Offered: the remainder</source>
        <translation>提案：リメインダー</translation>
    </message>
    <message>
        <source>Offered: %1</source>
        <translation>提案：%1</translation>
    </message>
</context>
<context>
    <name>StrengthLegend</name>
    <message>
        <source>Strongest first</source>
        <translation>強い順</translation>
    </message>
    <message>
        <source>7  8  A  K  Q  J  10  9</source>
        <translation>7  8  A  K  Q  J  10  9</translation>
    </message>
    <message>
        <source>Suits do not matter.</source>
        <translation>スートは関係ありません。</translation>
    </message>
</context>
<context>
    <name>TrickRecord</name>
    <message>
        <source>Tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Marius&apos;s</source>
        <translation>マリウス</translation>
    </message>
    <message>
        <source>Spoilt</source>
        <translation>スポイル</translation>
    </message>
    <message>
        <source>Spoilt, yours</source>
        <translation>スポイル→あなた</translation>
    </message>
    <message>
        <source>Spoilt, Marius&apos;s</source>
        <translation>スポイル→マリウス</translation>
    </message>
    <message>
        <source>Two tricks win the hand. Equal cards spoil a trick.</source>
        <translation>2トリック取れば勝負に勝ちです。同じランクのカードならスポイルです。</translation>
    </message>
    <message>
        <source>A spoilt trick goes to whoever wins a trick first.</source>
        <translation>スポイルは、先にトリックを取った人のものになります。</translation>
    </message>
    <message>
        <source>Spoilt tricks are yours: you won a trick first.</source>
        <translation>スポイルはあなたのものです。先にトリックを取ったからです。</translation>
    </message>
    <message>
        <source>Spoilt tricks are Marius&apos;s: he won a trick first.</source>
        <translation>スポイルはマリウスのものです。先にトリックを取ったからです。</translation>
    </message>
</context>
<context>
    <name>TrucActions</name>
    <message>
        <source>Agree</source>
        <translation>同意する</translation>
    </message>
    <message>
        <source>both get new cards</source>
        <translation>2人とも手札を取り替え</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>断る</translation>
    </message>
    <message>
        <source>play these cards</source>
        <translation>いまの手札で勝負</translation>
    </message>
    <message>
        <source>Keep these cards</source>
        <translation>この手札で勝負</translation>
    </message>
    <message>
        <source>and lead</source>
        <translation>リードする</translation>
    </message>
    <message>
        <source>Ask for new hands</source>
        <translation>手札の取り替えを申し出る</translation>
    </message>
    <message>
        <source>Marius may refuse</source>
        <translation>マリウスは断れます</translation>
    </message>
    <message>
        <source>this hand decides the round</source>
        <translation>この勝負でラウンドが決まる</translation>
    </message>
    <message>
        <source>stake %1 → %2</source>
        <translation>賭け点 %1 → %2</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>受ける</translation>
    </message>
    <message>
        <source>Offer the remainder</source>
        <translation>リメインダーを提案</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>Marius scores %1</source>
        <translation>マリウスに%1</translation>
    </message>
</context>
<context>
    <name>TrucReviewWords</name>
    <message>
        <source>Truc</source>
        <translation>トリュック</translation>
    </message>
</context>
<context>
    <name>TrucScoreSheet</name>
    <message>
        <source>round %1: %2 : %3</source>
        <translation>第%1ラウンド：%2対%3</translation>
    </message>
    <message>
        <source>round won by you</source>
        <translation>ラウンドはあなたの勝ち</translation>
    </message>
    <message>
        <source>round won by Marius</source>
        <translation>ラウンドはマリウスの勝ち</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>まだ終わった勝負はありません。</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第%1勝負</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>勝ったラウンド</translation>
    </message>
</context>
<context>
    <name>TrucStarter</name>
    <message>
        <source>Truc</source>
        <translation>トリュック</translation>
    </message>
</context>
<context>
    <name>TrucStatus</name>
    <message>
        <source>Marius is thinking …</source>
        <translation>マリウスが考えています…</translation>
    </message>
    <message>
        <source>Marius asks for new hands. Do you agree?</source>
        <translation>マリウスが手札の取り替えを申し出ています。同意しますか？</translation>
    </message>
    <message>
        <source>You lead. Keep these cards, or ask Marius for new hands?</source>
        <translation>あなたのリードです。この手札で勝負しますか、それともマリウスに手札の取り替えを申し出ますか？</translation>
    </message>
    <message>
        <source>Marius offers the remainder: whoever wins this hand wins the round.</source>
        <translation>マリウスがリメインダーを提案しています。この勝負の勝者がラウンドの勝者です。</translation>
    </message>
    <message>
        <source>Marius offers to double the stake to %1. Accept or refuse?</source>
        <translation>マリウスがダブルを提案しています（賭け点%1）。受けますか、断りますか？</translation>
    </message>
    <message>
        <source>Beat Marius&apos;s card with a stronger one; an equal card spoils the trick.</source>
        <translation>マリウスのカードより強いカードを出せば勝ちです。同じランクならスポイルです。</translation>
    </message>
    <message>
        <source>Your lead: play any card, or raise the stake first.</source>
        <translation>あなたのリードです。好きなカードを出してください。その前に賭け点を上げる提案もできます。</translation>
    </message>
    <message>
        <source>Your lead: play any card.</source>
        <translation>あなたのリードです。好きなカードを出してください。</translation>
    </message>
</context>
<context>
    <name>TrucSummary</name>
    <message>
        <source>You win the game!</source>
        <translation>ゲームはあなたの勝ちです！</translation>
    </message>
    <message>
        <source>Marius wins the game.</source>
        <translation>ゲームはマリウスの勝ちです。</translation>
    </message>
    <message>
        <source>You win round %1!</source>
        <translation>第%1ラウンドはあなたの勝ちです！</translation>
    </message>
    <message>
        <source>Marius wins round %1.</source>
        <translation>第%1ラウンドはマリウスの勝ちです。</translation>
    </message>
    <message>
        <source>Nobody scores</source>
        <translation>どちらも得点なし</translation>
    </message>
    <message>
        <source>You win the hand</source>
        <translation>この勝負はあなたの勝ち</translation>
    </message>
    <message>
        <source>Marius wins the hand</source>
        <translation>この勝負はマリウスの勝ち</translation>
    </message>
    <message>
        <source>Marius&apos;s unplayed cards are put away unseen.</source>
        <translation>マリウスが出さなかったカードは見せずに片付けます。</translation>
    </message>
    <message>
        <source>Rounds won: you %1, Marius %2.</source>
        <translation>勝ったラウンド：あなた%1、マリウス%2。</translation>
    </message>
    <message>
        <source>%1 of 12</source>
        <translation>%1 / 12点</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>勝ったラウンド</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Finish the game</source>
        <translation>ゲームを終える</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次の勝負へ</translation>
    </message>
</context>
<context>
    <name>TrucTablePage</name>
    <message>
        <source>Truc</source>
        <translation>トリュック</translation>
    </message>
    <message>
        <source>Hand %1 · Round %2</source>
        <translation>第%1勝負・第%2ラウンド</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>勝負終了</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>Marius&apos;s turn</source>
        <translation>マリウスの番</translation>
    </message>
    <message>
        <source>Spoilt</source>
        <translation>スポイル</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>あなたが親</translation>
    </message>
</context>
<context>
    <name>TrucWords</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Marius</source>
        <translation>マリウス</translation>
    </message>
    <message>
        <source>Wait: it is Marius&apos;s turn.</source>
        <translation>お待ちください。マリウスの番です。</translation>
    </message>
    <message>
        <source>This hand is over.</source>
        <translation>この勝負は終わりました。</translation>
    </message>
    <message>
        <source>First decide: keep these cards or ask for new hands.</source>
        <translation>まず、この手札で勝負するか、取り替えを申し出るかを決めてください。</translation>
    </message>
    <message>
        <source>First answer Marius: new hands or not?</source>
        <translation>まずマリウスに答えてください：手札を取り替えますか？</translation>
    </message>
    <message>
        <source>First answer Marius&apos;s offer: accept or refuse.</source>
        <translation>まずマリウスの提案に答えてください：受けるか断るかです。</translation>
    </message>
    <message>
        <source>You do not hold that card.</source>
        <translation>そのカードは持っていません。</translation>
    </message>
    <message>
        <source>The remainder has been accepted: the stake cannot rise any more.</source>
        <translation>リメインダーが受けられたので、この勝負ではもう提案できません。</translation>
    </message>
    <message>
        <source>The stake was raised this turn: play a card now.</source>
        <translation>この番ではもう賭け点を上げました。カードを出してください。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>いまはできません。</translation>
    </message>
    <message>
        <source>The remainder</source>
        <translation>リメインダー</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>New hands?</source>
        <translation>手札を取り替える？</translation>
    </message>
    <message>
        <source>Double? Stake %1!</source>
        <translation>ダブル！賭け点%1でどう？</translation>
    </message>
    <message>
        <source>The remainder?</source>
        <translation>リメインダーでどう？</translation>
    </message>
    <message>
        <source>I&apos;ll play these.</source>
        <translation>この手でいく。</translation>
    </message>
    <message>
        <source>Agreed, new hands.</source>
        <translation>いいよ、取り替えよう。</translation>
    </message>
    <message>
        <source>No, we play these.</source>
        <translation>いや、このままで。</translation>
    </message>
    <message>
        <source>Accepted!</source>
        <translation>受けた！</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>お断り。</translation>
    </message>
    <message>
        <source>You took two tricks.</source>
        <translation>あなたが2トリックを取りました。</translation>
    </message>
    <message>
        <source>Marius took two tricks.</source>
        <translation>マリウスが2トリックを取りました。</translation>
    </message>
    <message>
        <source>Marius refused your double.</source>
        <translation>マリウスがあなたのダブルを断りました。</translation>
    </message>
    <message>
        <source>You refused Marius&apos;s double.</source>
        <translation>あなたがマリウスのダブルを断りました。</translation>
    </message>
    <message>
        <source>Marius refused your remainder.</source>
        <translation>マリウスがあなたのリメインダーを断りました。</translation>
    </message>
    <message>
        <source>You refused Marius&apos;s remainder.</source>
        <translation>あなたがマリウスのリメインダーを断りました。</translation>
    </message>
    <message>
        <source>You won the hand played for the remainder: it decides the round.</source>
        <translation>リメインダーの勝負にあなたが勝ち、ラウンドが決まりました。</translation>
    </message>
    <message>
        <source>Marius won the hand played for the remainder: it decides the round.</source>
        <translation>リメインダーの勝負にマリウスが勝ち、ラウンドが決まりました。</translation>
    </message>
    <message>
        <source>All three tricks were spoilt: nobody scores.</source>
        <translation>3トリックすべてがスポイルだったので、誰も点を取りません。</translation>
    </message>
    <message>
        <source>two tricks</source>
        <translation>2トリック</translation>
    </message>
    <message>
        <source>double refused</source>
        <translation>ダブルが断られた</translation>
    </message>
    <message>
        <source>remainder refused</source>
        <translation>リメインダーが断られた</translation>
    </message>
    <message>
        <source>remainder won</source>
        <translation>リメインダーで勝利</translation>
    </message>
    <message>
        <source>all tricks spoilt</source>
        <translation>全トリックがスポイル</translation>
    </message>
    <message>
        <source>The spoilt trick counted for you: you won a trick first.</source>
        <translation>スポイルはあなたのものになりました。先にトリックを取ったからです。</translation>
    </message>
    <message>
        <source>The spoilt trick counted for Marius: he won a trick first.</source>
        <translation>スポイルはマリウスのものになりました。先にトリックを取ったからです。</translation>
    </message>
    <message>
        <source>The spoilt tricks counted for you: you won a trick first.</source>
        <translation>スポイルはあなたのものになりました。先にトリックを取ったからです。</translation>
    </message>
    <message>
        <source>The spoilt tricks counted for Marius: he won a trick first.</source>
        <translation>スポイルはマリウスのものになりました。先にトリックを取ったからです。</translation>
    </message>
    <message>
        <source>You score %1.</source>
        <translation>あなたに%1が入ります。</translation>
    </message>
    <message>
        <source>Marius scores %1.</source>
        <translation>マリウスに%1が入ります。</translation>
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
        <source>Keep these cards</source>
        <translation>この手札で勝負</translation>
    </message>
    <message>
        <source>Ask for new hands</source>
        <translation>手札の取り替えを申し出る</translation>
    </message>
    <message>
        <source>Agree to new hands</source>
        <translation>取り替えに同意する</translation>
    </message>
    <message>
        <source>Refuse new hands</source>
        <translation>取り替えを断る</translation>
    </message>
    <message>
        <source>Refuse the offer</source>
        <translation>提案を断る</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>提案を受ける</translation>
    </message>
    <message>
        <source>Offer the remainder</source>
        <translation>リメインダーを提案</translation>
    </message>
    <message>
        <source>Double the stake</source>
        <translation>ダブルを提案</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>These cards win the hand about %1% of the time.</source>
        <translation>この手札で勝負に勝つ確率は約%1%です。</translation>
    </message>
    <message>
        <source>These cards win only about %1% of the time, but asking for new ones would tell Marius they are weak.</source>
        <translation>この手札の勝率は約%1%しかありませんが、取り替えを申し出れば弱い手札だとマリウスに知られます。</translation>
    </message>
    <message>
        <source>These cards win only about %1% of the time: new ones are likely better.</source>
        <translation>この手札の勝率は約%1%しかありません。取り替えたほうがよさそうです。</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time: new ones are likely better.</source>
        <translation>あなたの手札の勝率は約%1%しかありません。取り替えたほうがよさそうです。</translation>
    </message>
    <message>
        <source>Your cards win the hand about %1% of the time: play them.</source>
        <translation>あなたの手札で勝負に勝つ確率は約%1%です。このまま勝負しましょう。</translation>
    </message>
    <message>
        <source>Your cards win the hand about %1% of the time.</source>
        <translation>あなたの手札で勝負に勝つ確率は約%1%です。</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time, but refusing gives Marius the points for sure.</source>
        <translation>あなたの手札の勝率は約%1%しかありませんが、断ればマリウスに確実に点が入ります。</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time: accepting would risk more.</source>
        <translation>あなたの手札の勝率は約%1%しかありません。受けると失うものが大きくなります。</translation>
    </message>
    <message>
        <source>Your cards win about %1% of the time, which is not enough for this stake.</source>
        <translation>あなたの手札の勝率は約%1%ですが、この賭け点には足りません。</translation>
    </message>
    <message>
        <source>Your cards win the hand about %1% of the time: raise the stake.</source>
        <translation>あなたの手札で勝負に勝つ確率は約%1%です。賭け点を上げましょう。</translation>
    </message>
    <message>
        <source>A bluff: your cards win only about %1% of the time, but Marius may refuse.</source>
        <translation>ブラフです。あなたの手札の勝率は約%1%しかありませんが、マリウスが断るかもしれません。</translation>
    </message>
    <message>
        <source>With it you win the hand about %1% of the time.</source>
        <translation>これで勝負に勝つ確率は約%1%です。</translation>
    </message>
    <message>
        <source>Lead your strongest card.</source>
        <translation>いちばん強いカードをリードしましょう。</translation>
    </message>
    <message>
        <source>Lead low and keep your stronger cards.</source>
        <translation>弱いカードをリードし、強いカードは残しましょう。</translation>
    </message>
    <message>
        <source>It is your last card.</source>
        <translation>最後のカードです。</translation>
    </message>
    <message>
        <source>It beats the %1 on the table, and your strongest card stays in your hand.</source>
        <translation>場の%1に勝ち、いちばん強いカードは手元に残ります。</translation>
    </message>
    <message>
        <source>It beats the %1 on the table.</source>
        <translation>場の%1に勝ちます。</translation>
    </message>
    <message>
        <source>It equals the %1 on the table: the trick is spoilt.</source>
        <translation>場の%1と同じランクなので、スポイルになります。</translation>
    </message>
    <message>
        <source>Let the %1 take this trick and keep your stronger cards.</source>
        <translation>このトリックは場の%1に譲り、強いカードは残しましょう。</translation>
    </message>
    <message>
        <source>None of your cards beats the %1.</source>
        <translation>場の%1に勝てるカードがありません。</translation>
    </message>
    <message>
        <source>Your cards win only about %1% of the time, but Marius asks for new hands because his are weak.</source>
        <translation>あなたの手札の勝率は約%1%しかありませんが、マリウスが取り替えを申し出るのは手札が弱いからです。</translation>
    </message>
    <message>
        <source>The expert strategy prefers this here; your cards win about %1% of the time.</source>
        <translation>達人の戦略はここでこの手を選びます。あなたの手札の勝率は約%1%です。</translation>
    </message>
    <message>
        <source>%1 is the stronger card.</source>
        <translation>%1のほうが強いカードです。</translation>
    </message>
    <message>
        <source>Equal cards spoil the trick.</source>
        <translation>同じランクのカードなので、このトリックはスポイルです。</translation>
    </message>
</context>
</TS>
