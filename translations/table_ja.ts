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
    <name>DealSummary</name>
    <message>
        <source>Review this deal (R)</source>
        <translation>このディールを振り返る（R）</translation>
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
    <name>LessonPanel</name>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>レッスン %1 / %2</translation>
    </message>
    <message>
        <source>Task %1 of %2</source>
        <translation>課題 %1 / %2</translation>
    </message>
    <message>
        <source>Not yet — try again</source>
        <translation>残念、もう一度どうぞ</translation>
    </message>
    <message>
        <source>Read the rules on this</source>
        <translation>ルールで確かめる</translation>
    </message>
    <message>
        <source>Now play the deal to its end. When you are unsure, ask for a hint (H).</source>
        <translation>ここからは最後までプレイしてください。迷ったら「ヒント（H）」を押しましょう。</translation>
    </message>
    <message>
        <source>Lesson passed. The next one is open.</source>
        <translation>レッスンをクリアしました。次のレッスンに進めます。</translation>
    </message>
    <message>
        <source>Lesson passed: you have finished the course.</source>
        <translation>レッスンをクリアしました。これでコース修了です。</translation>
    </message>
    <message>
        <source>Start (Enter)</source>
        <translation>開始（Enter）</translation>
    </message>
    <message>
        <source>Next lesson (Enter)</source>
        <translation>次のレッスン（Enter）</translation>
    </message>
    <message>
        <source>All lessons (Enter)</source>
        <translation>レッスン一覧（Enter）</translation>
    </message>
    <message>
        <source>Continue (Enter)</source>
        <translation>次へ（Enter）</translation>
    </message>
    <message>
        <source>All lessons</source>
        <translation>レッスン一覧</translation>
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
    <name>ReviewBoard</name>
    <message>
        <source>%1 (reviewed)</source>
        <translation>%1（対象）</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>カードが配られました。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1がトリックを取ります。</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>あなたがトリックを取ります。</translation>
    </message>
</context>
<context>
    <name>ReviewDecision</name>
    <message>
        <source>Decision %1 of %2</source>
        <translation>判断 %1 / %2</translation>
    </message>
    <message>
        <source>You chose “%1”, the best option.</source>
        <translation>「%1」を選びました。最善の手です。</translation>
    </message>
    <message>
        <source>You chose “%1”; the analyst did not weigh it.</source>
        <translation>「%1」を選びました。この手はアナリストが評価していません。</translation>
    </message>
    <message>
        <source>You chose “%1”: it loses %2 against the best option.</source>
        <translation>「%1」を選びました。最善の手と比べて%2の損です。</translation>
    </message>
    <message>
        <source>The search cannot tell it from %1, so it is not marked.</source>
        <translation>探索では「%1」との差を見分けられないため、指摘していません。</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>より良い手：「%1」。</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2～%3）</translation>
    </message>
    <message>
        <source>Try again from here</source>
        <translation>ここからやり直す</translation>
    </message>
    <message>
        <source>Only the deal just played can be tried again, before the next deal.</source>
        <translation>やり直せるのは直前に遊んだディールだけで、次のディールを始める前に限ります。</translation>
    </message>
    <message>
        <source>No decision of yours at this step: » goes to the next one.</source>
        <translation>このステップでは、あなたが判断する場面はありません。「»」を押すと次の判断へ進みます。</translation>
    </message>
    <message>
        <source>%1 is a little better; the difference is too small to mark.</source>
        <translation>「%1」のほうが少し良い手ですが、差が小さいため指摘していません。</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review: %1</source>
        <translation>振り返り：%1</translation>
    </message>
    <message>
        <source>Something went wrong: %1 (%2).</source>
        <translation>問題が起きました：%1（%2）。</translation>
    </message>
    <message>
        <source>Previous deal</source>
        <translation>前のディール</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>The analyst weighs your decisions: %1 of %2 …</source>
        <translation>アナリストがあなたの判断を評価しています：%1 / %2…</translation>
    </message>
    <message>
        <source>The analyst weighs your decisions …</source>
        <translation>アナリストがあなたの判断を評価しています…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>振り返る</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>前の判断</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>1ステップ戻る</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>One step on</source>
        <translation>1ステップ進む</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>次の判断</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>Your expected result after each decision</source>
        <translation>各判断のあとのあなたの期待値</translation>
    </message>
    <message>
        <source>Weighed from what you knew then, never from the hidden hands. Values: your expected result in %1.</source>
        <translation>評価には、その時点であなたが知っていたことだけを使い、見えなかった手札は使っていません。数値は、あなたの期待値を%1で表したものです。</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>好手</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>勝率%1ポイント</translation>
    </message>
    <message>
        <source>%1 marks</source>
        <translation>印%1</translation>
    </message>
    <message>
        <source>%1 points ÷ 10</source>
        <translation>%1（点÷10）</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>the chance to win the round</source>
        <translation>ラウンドに勝つ確率</translation>
    </message>
    <message>
        <source>marks of the Match</source>
        <translation>得点表の印</translation>
    </message>
    <message>
        <source>points ÷ 10</source>
        <translation>点÷10</translation>
    </message>
    <message>
        <source>points of the score sheet</source>
        <translation>得点表の点</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>1 blunder</source>
        <translation>大悪手1回</translation>
    </message>
    <message>
        <source>%1 blunders</source>
        <translation>大悪手%1回</translation>
    </message>
    <message>
        <source>1 mistake</source>
        <translation>悪手1回</translation>
    </message>
    <message>
        <source>%1 mistakes</source>
        <translation>悪手%1回</translation>
    </message>
    <message>
        <source>1 inaccuracy</source>
        <translation>疑問手1回</translation>
    </message>
    <message>
        <source>%1 inaccuracies</source>
        <translation>疑問手%1回</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>nothing marked</source>
        <translation>指摘なし</translation>
    </message>
    <message>
        <source>1 decision</source>
        <translation>判断1回</translation>
    </message>
    <message>
        <source>%1 decisions</source>
        <translation>判断%1回</translation>
    </message>
    <message>
        <source>%1 · %2 · lost in all: %3</source>
        <translation>%1・%2・損失の合計：%3</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1トリック</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1トリック</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal: there is nothing to review.</source>
        <translation>このディールには、あなたが判断する場面がありませんでした。振り返るものはありません。</translation>
    </message>
    <message>
        <source>This deal is not finished yet.</source>
        <translation>このディールはまだ終わっていません。</translation>
    </message>
    <message>
        <source>There is no finished deal to review yet.</source>
        <translation>終わったディールがまだないので、振り返れません。</translation>
    </message>
    <message>
        <source>The deal could not be reviewed (%1).</source>
        <translation>ディールを振り返れませんでした（%1）。</translation>
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
</TS>
