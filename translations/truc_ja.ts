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
    <name>TrucLessonWords</name>
    <message>
        <source>The order of the cards</source>
        <translation>カードの強さの順</translation>
    </message>
    <message>
        <source>In Truc the 7 is the strongest card and the 8 comes next, then the ace, king, queen, jack, 10 and 9. Suits do not matter at all.</source>
        <translation>トリュックでは7がいちばん強いカードで、次が8、そのあとはエース、キング、クイーン、ジャック、10、9の順です。スートはまったく関係ありません。</translation>
    </message>
    <message>
        <source>Marius leads an ace. Beat it.</source>
        <translation>マリウスがエースをリードしました。これに勝ってください。</translation>
    </message>
    <message>
        <source>Right: the 8 beats the ace. Only a 7 is stronger than an 8.</source>
        <translation>正解です。8はエースに勝ちます。8より強いのは7だけです。</translation>
    </message>
    <message>
        <source>Only a 7 or an 8 beats an ace, and you hold the 8. Play it.</source>
        <translation>エースに勝てるのは7か8だけで、あなたは8を持っています。8を出してください。</translation>
    </message>
    <message>
        <source>Two tricks win the hand</source>
        <translation>2トリックで勝負に勝つ</translation>
    </message>
    <message>
        <source>A hand has at most three tricks. Whoever owns two tricks first wins the hand and scores the stake. You may answer with any card: there is no need to follow suit.</source>
        <translation>1回の勝負のトリックは多くても3つです。先にトリックを2つ持った人が勝負に勝ち、賭け点を得ます。応じるときはどのカードを出してもかまいません。同じスートを出す（フォローする）必要はありません。</translation>
    </message>
    <message>
        <source>Marius won the first trick. Stop him from winning this one too.</source>
        <translation>1つ目のトリックはマリウスが取りました。このトリックまで取られないようにしてください。</translation>
    </message>
    <message>
        <source>Well done: your 8 of clubs beats the queen of spades. Suits do not count. One trick each, so the last trick decides.</source>
        <translation>お見事です。あなたのクラブの8がスペードのクイーンに勝ちます。スートは関係ありません。これで1トリックずつなので、最後のトリックで勝負が決まります。</translation>
    </message>
    <message>
        <source>If Marius wins this trick too, he owns two and the hand is his. Your 8 beats his queen, whatever its suit.</source>
        <translation>このトリックもマリウスが取ると、マリウスのトリックが2つになり、勝負はマリウスの勝ちです。あなたの8は、スートに関係なくマリウスのクイーンに勝ちます。</translation>
    </message>
    <message>
        <source>The spoilt trick</source>
        <translation>スポイル</translation>
    </message>
    <message>
        <source>When both cards have the same rank, the trick is spoilt and the same player leads again. A spoilt trick belongs to whoever wins a trick first in this hand.</source>
        <translation>2枚が同じランクなら、そのトリックはスポイル（引き分け）になり、同じ人がもう一度リードします。スポイルは、この勝負で先にトリックを取った人のものになります。</translation>
    </message>
    <message>
        <source>Marius leads a 7, and nothing beats a 7. Spoil the trick.</source>
        <translation>マリウスが7をリードしました。7に勝てるカードはありません。このトリックをスポイルにしてください。</translation>
    </message>
    <message>
        <source>Two 7s: the trick is spoilt, and Marius leads again. Whoever wins a trick first now gets the spoilt one too.</source>
        <translation>7どうしなので、このトリックはスポイルです。マリウスがもう一度リードします。このあと先にトリックを取った人が、スポイルも自分のものにします。</translation>
    </message>
    <message>
        <source>Any other card loses to the 7 and gives Marius a trick. Play your own 7 to spoil the trick.</source>
        <translation>ほかのカードでは7に負けて、マリウスにトリックを取られます。あなたも7を出して、スポイルにしてください。</translation>
    </message>
    <message>
        <source>Whoever wins this trick also owns the spoilt one. Win it.</source>
        <translation>このトリックを取った人が、スポイルも自分のものにします。このトリックを取ってください。</translation>
    </message>
    <message>
        <source>You won a trick first, so the spoilt trick is yours too: two tricks, and the hand is yours.</source>
        <translation>先にトリックを取ったので、スポイルもあなたのものです。トリックが2つになり、勝負はあなたの勝ちです。</translation>
    </message>
    <message>
        <source>Play your ace: it beats his king. If Marius won this trick, he would own the spoilt one as well, and the hand.</source>
        <translation>エースを出してください。マリウスのキングに勝ちます。このトリックをマリウスが取れば、スポイルもマリウスのものになり、勝負もマリウスの勝ちです。</translation>
    </message>
    <message>
        <source>Offering a double</source>
        <translation>ダブルの提案</translation>
    </message>
    <message>
        <source>Every hand starts at a stake of 1 point. On your turn, before you play your card, you may offer to double the stake with the Double button.</source>
        <translation>どの勝負も賭け点1点から始まります。自分の番でカードを出す前に、「ダブル」ボタンで賭け点を倍にしようと提案できます。</translation>
    </message>
    <message>
        <source>You hold three 7s and cannot lose this hand. Offer a double before you lead.</source>
        <translation>あなたの手札は7が3枚なので、この勝負に負けることはありません。リードする前にダブルを提案してください。</translation>
    </message>
    <message>
        <source>You offered before your card, as the rules require. Marius must accept or refuse, and he accepts: the stake is 2.</source>
        <translation>ルールどおり、カードを出す前に提案しました。マリウスは受けるか断るかを選ばなければならず、ここでは受けました。賭け点は2点です。</translation>
    </message>
    <message>
        <source>An offer comes before your card, on your own turn. With three 7s, press Double first.</source>
        <translation>提案は自分の番で、カードを出す前にします。7が3枚あるので、まず「ダブル」を押してください。</translation>
    </message>
    <message>
        <source>Accepting an offer</source>
        <translation>提案を受ける</translation>
    </message>
    <message>
        <source>When Marius offers a double, you must answer. Accept, and the stake doubles and play goes on. Refuse, and the hand ends at once: Marius scores the stake as it was before his offer.</source>
        <translation>マリウスがダブルを提案したら、あなたは答えなければなりません。受けると賭け点が倍になり、勝負が続きます。断ると勝負はその場で終わり、マリウスが提案する前の賭け点を得ます。</translation>
    </message>
    <message>
        <source>Marius offers a double. With two 7s and an 8 you cannot lose this hand. Answer him.</source>
        <translation>マリウスがダブルを提案しています。7が2枚と8が1枚あるので、この勝負に負けることはありません。マリウスに答えてください。</translation>
    </message>
    <message>
        <source>You accepted: the stake is 2. No card beats a 7, and only a 7 beats an 8: Marius cannot win a trick against you.</source>
        <translation>受けました。賭け点は2点です。7に勝つカードはなく、8に勝てるのは7だけなので、マリウスはあなたからトリックを取れません。</translation>
    </message>
    <message>
        <source>Refusing would give Marius 1 point, although your cards cannot lose. Accept and play for 2.</source>
        <translation>あなたの手札は負けようがないのに、断るとマリウスに1点が入ります。受けて、賭け点2点で勝負しましょう。</translation>
    </message>
    <message>
        <source>Refusing an offer</source>
        <translation>提案を断る</translation>
    </message>
    <message>
        <source>Refusing ends the hand at once and costs you only the stake as it stands. When your cards are hopeless, it is the cheaper answer.</source>
        <translation>断ると勝負はその場で終わり、失うのは今の賭け点だけです。手札に望みがないときは、断るほうが安く済みます。</translation>
    </message>
    <message>
        <source>Marius has won the first trick and offers a double. You hold a 9 and a 10, the two weakest ranks. Answer him.</source>
        <translation>マリウスが1つ目のトリックを取り、ダブルを提案しています。あなたの手札は9と10で、いちばん弱い2つのランクです。マリウスに答えてください。</translation>
    </message>
    <message>
        <source>Wise: you lose 1 point instead of risking 2. Marius needs just one more trick, and your cards can hardly stop him.</source>
        <translation>賢明です。2点を失う危険を冒さず、1点だけで済ませました。マリウスはあと1トリック取れば勝ちで、あなたの手札ではほとんど止められません。</translation>
    </message>
    <message>
        <source>Accepting puts 2 points at stake, but a 9 and a 10 can hardly win a trick. Refuse and lose only 1 point.</source>
        <translation>受けると賭け点は2点になりますが、9と10ではトリックはほとんど取れません。断って、失うのを1点だけにしましょう。</translation>
    </message>
    <message>
        <source>Raising the stake again</source>
        <translation>賭け点をさらに上げる</translation>
    </message>
    <message>
        <source>When Marius offers, you can only accept or refuse: you cannot raise in your answer. You may offer a double yourself later, on your own turn, before your card.</source>
        <translation>マリウスが提案したときは、受けるか断るかしか選べません。答えるときに賭け点をさらに上げることはできません。そのあと自分の番が来たら、カードを出す前に自分からダブルを提案できます。</translation>
    </message>
    <message>
        <source>You accepted Marius&apos;s double and won the first trick. Now it is your turn: raise the stake from 2 to 4.</source>
        <translation>あなたはマリウスのダブルを受け、1つ目のトリックを取りました。今度はあなたの番です。賭け点を2点から4点に上げてください。</translation>
    </message>
    <message>
        <source>You offered on your own turn, and Marius accepts: the stake is 4. You own a trick and still hold a 7, so he cannot win this hand.</source>
        <translation>自分の番で提案し、マリウスが受けました。賭け点は4点です。あなたはトリックを1つ持ち、まだ7もあるので、マリウスがこの勝負に勝つことはできません。</translation>
    </message>
    <message>
        <source>You own a trick and still hold a 7, so you cannot lose this hand. Press Double first, before your card.</source>
        <translation>トリックを1つ持ち、まだ7もあるので、この勝負に負けることはありません。カードを出す前に、まず「ダブル」を押してください。</translation>
    </message>
    <message>
        <source>The remainder</source>
        <translation>リメインダー</translation>
    </message>
    <message>
        <source>You may only double while your score plus the doubled stake is at most 12. Otherwise your offer is the remainder: if it is accepted, this hand decides the whole round.</source>
        <translation>ダブルできるのは、自分の得点に倍にした賭け点を足して12点以下になるときだけです。そうでなければ、提案はリメインダーになります。受けられると、この勝負でラウンドの勝敗が決まります。</translation>
    </message>
    <message>
        <source>Three doubles have made the stake 8, and you have one trick each. Marius leads an ace, and your last card is a 7. Offer the remainder.</source>
        <translation>3回のダブルで賭け点は8点になり、トリックは1つずつです。マリウスがエースをリードしました。あなたの最後のカードは7です。リメインダーを提案してください。</translation>
    </message>
    <message>
        <source>8 doubled would be 16, more than 12, so your offer is the remainder. Marius accepts, your 7 wins, and with it the whole round.</source>
        <translation>8点を倍にすると16点で12点を超えるので、あなたの提案はリメインダーになります。マリウスが受け、あなたの7が勝って、ラウンドもあなたの勝ちです。</translation>
    </message>
    <message>
        <source>Your 7 wins this hand for 8 points. Offer the remainder first: if Marius accepts, you win the whole round; if he refuses, you still score 8.</source>
        <translation>あなたの7でこの勝負には勝てますが、それでは8点です。まずリメインダーを提案しましょう。マリウスが受ければラウンドの勝ち、断っても8点が入ります。</translation>
    </message>
    <message>
        <source>Asking for new hands</source>
        <translation>手札の取り替え</translation>
    </message>
    <message>
        <source>Before the first card, the non-dealer may keep these cards or ask for new hands. If the dealer agrees, both players put their cards away unseen and get three new ones from the stock.</source>
        <translation>最初のカードを出す前に、子（配らなかった人）は、この手札で勝負するか、手札の取り替えを申し出るかを選べます。親が同意すれば、2人とも手札を見せずに脇へよけ、山札から新しく3枚ずつ受け取ります。</translation>
    </message>
    <message>
        <source>You did not deal, and you hold two 9s and a 10, the weakest cards of all. Ask for new hands.</source>
        <translation>配ったのはマリウスなので、あなたは子です。手札は9が2枚と10が1枚で、いちばん弱いカードばかりです。手札の取り替えを申し出てください。</translation>
    </message>
    <message>
        <source>Marius agrees: you both put your cards away unseen and get three new ones from the stock.</source>
        <translation>マリウスが同意しました。2人とも手札を見せずに脇へよけ、山札から新しく3枚ずつ受け取ります。</translation>
    </message>
    <message>
        <source>Three of the weakest cards will hardly win a trick. Ask for new hands: Marius may agree or refuse.</source>
        <translation>いちばん弱いカードが3枚では、トリックはほとんど取れません。手札の取り替えを申し出てください。マリウスは同意することも断ることもできます。</translation>
    </message>
    <message>
        <source>Your new cards are a 7, an 8 and an ace. Keep them, or ask again?</source>
        <translation>新しい手札は7、8、エースです。この手札で勝負しますか、それとももう一度申し出ますか？</translation>
    </message>
    <message>
        <source>Right: keep these cards and lead. They are among the strongest in the deck.</source>
        <translation>正解です。この手札で勝負してリードしましょう。32枚の中でも特に強いカードばかりです。</translation>
    </message>
    <message>
        <source>Asking again would throw away a 7, an 8 and an ace. Keep these cards and lead.</source>
        <translation>もう一度申し出ると、7、8、エースを手放すことになります。この手札で勝負してリードしましょう。</translation>
    </message>
    <message>
        <source>A whole hand</source>
        <translation>勝負を最後まで</translation>
    </message>
    <message>
        <source>Now play a whole hand against Marius: win two tricks. Offer a double on your turn when your cards are strong, and accept or refuse his offers. Press Hint (H) whenever you are unsure.</source>
        <translation>今度はマリウスと勝負を最後まで戦いましょう。トリックを2つ取るのが目標です。手札が強ければ自分の番にダブルを提案し、マリウスの提案は受けるか断るかを決めましょう。迷ったら、いつでも「ヒント（H）」を押してください。</translation>
    </message>
    <message>
        <source>Marius leads a king. Take the first trick.</source>
        <translation>マリウスがキングをリードしました。1つ目のトリックを取ってください。</translation>
    </message>
    <message>
        <source>Good: your card beats the king. The rest of the hand is yours to play.</source>
        <translation>いいですね。あなたのカードはキングに勝ちます。ここから先は、思うとおりに勝負してください。</translation>
    </message>
    <message>
        <source>Play a card that beats the king: your ace or your 8. The 10 is one of the weakest cards.</source>
        <translation>キングに勝つカードを出してください。エースか8です。10は下から2番目に弱いカードです。</translation>
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
