<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>CardWords</name>
    <message>
        <source>ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>%1 of clubs</source>
        <translation>クラブの%1</translation>
    </message>
    <message>
        <source>%1 of spades</source>
        <translation>スペードの%1</translation>
    </message>
    <message>
        <source>%1 of hearts</source>
        <translation>ハートの%1</translation>
    </message>
    <message>
        <source>%1 of diamonds</source>
        <translation>ダイヤの%1</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1、出せます</translation>
    </message>
    <message>
        <source>%1, not playable: %2</source>
        <translation>%1、出せません：%2</translation>
    </message>
    <message>
        <source>You played %1</source>
        <translation>あなたが%1を出しました</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1が%2を出しました</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1枚</translation>
    </message>
    <message>
        <source>a card, face down</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>the Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>Your hand: %1</source>
        <translation>あなたの手札：%1</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>The analyst is thinking …</source>
        <translation>アナリストが考えています…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント（H）</translation>
    </message>
    <message>
        <source>Analyst: %1</source>
        <translation>アナリスト：%1</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>退席</translation>
    </message>
</context>
<context>
    <name>MatchStarter</name>
    <message>
        <source>Resume</source>
        <translation>続きから</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
</context>
<context>
    <name>OpponentSeat</name>
    <message>
        <source>thinking</source>
        <translation>考え中</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>says: %1</source>
        <translation>発言：%1</translation>
    </message>
    <message>
        <source>open hand: %1</source>
        <translation>公開された手札：%1</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
</context>
<context>
    <name>PlayAgainChoice</name>
    <message>
        <source>Play this deal again:</source>
        <translation>このディールをもう一度：</translation>
    </message>
    <message>
        <source>Same cards</source>
        <translation>同じ手札で</translation>
    </message>
    <message>
        <source>%1&apos;s cards</source>
        <translation>%1の手札で</translation>
    </message>
    <message>
        <source>Deal seed: %1</source>
        <translation>ディールのシード：%1</translation>
    </message>
</context>
<context>
    <name>PlayerLevels</name>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初心者</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級者</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>達人</translation>
    </message>
    <message>
        <source>Plays any card the rules allow, without a plan.</source>
        <translation>ルールで許されるカードを、作戦なしに出します。</translation>
    </message>
    <message>
        <source>Knows the rules and plays simply, with a beginner&apos;s mistakes.</source>
        <translation>ルールを知っていて素直にプレイしますが、初心者らしいミスもします。</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>上級者</translation>
    </message>
    <message>
        <source>Analyst</source>
        <translation>アナリスト</translation>
    </message>
    <message>
        <source>Plays by a regular player&apos;s rules of thumb, one move at a time.</source>
        <translation>慣れたプレイヤーの定石どおりに、1手ずつプレイします。</translation>
    </message>
    <message>
        <source>Looks ahead through a few dozen possible deals before each move.</source>
        <translation>1手ごとに、ありうる配り方を数十通り読んでからプレイします。</translation>
    </message>
    <message>
        <source>Plays a computed optimal strategy, bluffs included.</source>
        <translation>計算で求めた最適戦略でプレイします。ブラフも使います。</translation>
    </message>
    <message>
        <source>Looks ahead through hundreds of possible deals: the strongest opponent.</source>
        <translation>ありうる配り方を数百通り読みます。いちばん強い相手です。</translation>
    </message>
    <message>
        <source>The expert with more time to think; it gives the hints.</source>
        <translation>考える時間を多くとった達人で、ヒントを出します。</translation>
    </message>
</context>
<context>
    <name>RevealedHands</name>
    <message>
        <source>The hands</source>
        <translation>各プレイヤーの手札</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The round so far</source>
        <translation>ここまでのラウンド</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>%1の新しいゲーム</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Starting a new game replaces the game you have not finished.</source>
        <translation>新しいゲームを始めると、終わっていないゲームは上書きされます。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Your opponents</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>The first deal</source>
        <translation>最初のディール</translation>
    </message>
    <message>
        <source>Deal seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>empty: new cards</source>
        <translation>空欄なら新しいカード</translation>
    </message>
    <message>
        <source>Only with “%1”</source>
        <translation>「%1」を選んだときだけ</translation>
    </message>
    <message>
        <source>Not together with “%1”</source>
        <translation>「%1」とは同時に選べない</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>ルールセット</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>ゲームを保存できませんでした：%1</translation>
    </message>
    <message>
        <source>The saved game could not be read; it was kept as %1. A new game has started.</source>
        <translation>保存したゲームを読めませんでした。%1として残してあります。新しいゲームを始めました。</translation>
    </message>
    <message>
        <source>Something went wrong: %1 (%2).</source>
        <translation>問題が起きました：%1（%2）。</translation>
    </message>
    <message>
        <source>try %1</source>
        <translation>%1回目</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
</context>
<context>
    <name>TableTools</name>
    <message>
        <source>Export as a record</source>
        <translation>記録として書き出す</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <source>Hide card points</source>
        <translation>カード点を隠す</translation>
    </message>
    <message>
        <source>Show card points</source>
        <translation>カード点を表示する</translation>
    </message>
</context>
<context>
    <name>ThinkingIndicator</name>
    <message>
        <source>Thinking</source>
        <translation>考え中</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <source>The trick</source>
        <translation>場のトリック</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick %1</source>
        <translation>第%1トリック</translation>
    </message>
    <message>
        <source>%1 won it: %2</source>
        <translation>%1の勝ち：%2</translation>
    </message>
    <message>
        <source>You won it: %1</source>
        <translation>あなたの勝ち：%1</translation>
    </message>
    <message>
        <source>Earlier trick</source>
        <translation>前のトリック</translation>
    </message>
    <message>
        <source>Later trick</source>
        <translation>次のトリック</translation>
    </message>
</context>
<context>
    <name>TakeBackButton</name>
    <message>
        <source>Take back (Ctrl+Z)</source>
        <translation>一手戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Takes back your last decision and what the computer players did after it. The deal then counts apart in your statistics.</source>
        <translation>あなたの最後の判断と、そのあとのコンピューターの手を取り消します。このディールは成績で別に数えます。</translation>
    </message>
</context>
</TS>
