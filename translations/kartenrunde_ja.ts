<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Kartenrunde</source>
        <translation>Kartenrundeについて</translation>
    </message>
    <message>
        <source>Kartenrunde</source>
        <translation>Kartenrunde</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Doppelkopf, Truc, Coiffeur Schieber Jass and Dobbm against computer players: to play, and to learn the games.</source>
        <translation>ドッペルコップ、トリュック、コワフュール・シーバー・ヤス、ドッブムをコンピューター相手に。遊びながらゲームを覚えられます。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later).</source>
        <translation>GNU General Public License バージョン3またはそれ以降のバージョン（GPL-3.0-or-later）のもとで配布されるフリーソフトウェアです。</translation>
    </message>
    <message>
        <source>The rules of the games</source>
        <translation>ゲームのルール</translation>
    </message>
    <message>
        <source>The rule texts in this app are Kartenrunde&apos;s own, written after these rule descriptions:</source>
        <translation>このアプリのルールの文章はKartenrunde独自のもので、次のルール解説をもとに書かれています。</translation>
    </message>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Rule description by Yuji Akagiri (赤桐裕二), 1997, with thanks to the contributors of the NIFTY-Serve forum.</source>
        <translation>赤桐裕二によるルール解説（1997年）。NIFTY-Serve のフォーラムで協力してくださった皆さんに感謝します。</translation>
    </message>
    <message>
        <source>Coiffeur Schieber Jass</source>
        <translation>コワフュール・シーバー・ヤス</translation>
    </message>
    <message>
        <source>Rule description by Yuji Akagiri, 1997, after Nick Wedd&apos;s description on John McLeod&apos;s pagat.com.</source>
        <translation>赤桐裕二によるルール解説（1997年）。John McLeod の pagat.com に載った Nick Wedd の解説にもとづきます。</translation>
    </message>
    <message>
        <source>Dobbm</source>
        <translation>ドッブム</translation>
    </message>
    <message>
        <source>Rule description by Yuji Akagiri, 2003, after John McLeod&apos;s pagat.com.</source>
        <translation>赤桐裕二によるルール解説（2003年）。John McLeod の pagat.com にもとづきます。</translation>
    </message>
    <message>
        <source>Truc</source>
        <translation>トリュック</translation>
    </message>
    <message>
        <source>An anonymous Japanese rule description, influenced by Jun Kusaba&apos;s (草場純) book 「夢中になる!トランプの本」.</source>
        <translation>作者不明の日本語のルール解説。草場純の著書「夢中になる!トランプの本」の影響を受けています。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>CardBackChoice</name>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Card back: %1</source>
        <translation>カードの裏面：%1</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <source>French suits</source>
        <translation>フランス式スート</translation>
    </message>
    <message>
        <source>French suits, four colours</source>
        <translation>フランス式スート（4色）</translation>
    </message>
    <message>
        <source>German suits</source>
        <translation>ドイツ式スート</translation>
    </message>
    <message>
        <source>Swiss suits</source>
        <translation>スイス式スート</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>カードの裏面</translation>
    </message>
</context>
<context>
    <name>DeckPreviewPage</name>
    <message>
        <source>Card decks</source>
        <translation>カードデッキ</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>4色</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue</source>
        <translation>クラブは緑、ダイヤは青</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>カードの大きさ</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <source>Card backs</source>
        <translation>カードの裏面</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>カードの裏面</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Ready to play</source>
        <translation>プレイできます</translation>
    </message>
    <message>
        <source>Not playable yet</source>
        <translation>まだプレイできません</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Learn %1: %2 of %3 lessons passed</source>
        <translation>%1の遊び方を学ぶ：全%3レッスン中%2レッスンをクリア</translation>
    </message>
    <message>
        <source>Learn to play · %1 of %2 lessons</source>
        <translation>遊び方を学ぶ・%1 / %2 クリア</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation>このゲームはまだプレイできません。</translation>
    </message>
    <message>
        <source>The rules of %1 are not available in this language yet.</source>
        <translation>%1のルールは、この言語ではまだ用意されていません。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>あなたの成績</translation>
    </message>
</context>
<context>
    <name>GameTexts</name>
    <message>
        <source>Doppelkopf</source>
        <translation>ドッペルコップ</translation>
    </message>
    <message>
        <source>Truc</source>
        <translation>トリュック</translation>
    </message>
    <message>
        <source>Coiffeur Schieber Jass</source>
        <translation>コワフュール・シーバー・ヤス</translation>
    </message>
    <message>
        <source>Dobbm</source>
        <translation>ドッブム</translation>
    </message>
    <message>
        <source>The great trick-taking game of northern Germany, played with a doubled deck. Whoever holds a queen of clubs plays with the other holder, and nobody knows at first who that is. With five at the table, the dealer sits out.</source>
        <translation>北ドイツで愛されるトリックテイキングの名作で、同じカードが2枚ずつ入ったデッキを使います。クラブのクイーンを持つ2人が組みますが、最初は誰が味方なのか分かりません。5人のときはディーラーが休みます。</translation>
    </message>
    <message>
        <source>A quick duel of nerve from the south of France: win two of three tricks with three cards in hand, and offer to double the stake whenever you dare. Your opponent accepts or refuses: a refusal ends the hand and gives you the stake as it stands.</source>
        <translation>南フランス生まれの、度胸を試す短い一騎打ち。3枚の手札で3トリック中2トリックを取れば勝ちです。ここぞという時には賭け点のダブルを提案しましょう。相手は受けるか断るかを選びます。断られれば勝負はそこで終わり、その時点の賭け点があなたのものになります。</translation>
    </message>
    <message>
        <source>The Swiss Jass played on a board of many rows: every contract must be played once, and each row counts a different multiple. Decide which hand suits which row, or pass and let the next player name a contract.</source>
        <translation>行の多い得点表で遊ぶスイスのヤス。どの種目も1回ずつ遊ぶ必要があり、行ごとに得点の倍率が違います。どの手札をどの行に使うかを見極めましょう。パスして、次のプレイヤーに種目を宣言してもらうこともできます。</translation>
    </message>
    <message>
        <source>From the Stubai valley in Tyrol: one player takes on the other three, with hearts always trumps and four face-down cards, the Dobb, to improve the hand. The declarer needs more than 60 of the 120 card points, in a Solo as in a Dobbm. With five at the table, the dealer sits out.</source>
        <translation>チロルのシュトゥーバイ谷に伝わるゲーム。1人が残りの3人を相手に戦います。ハートは常に切札で、伏せて置かれた4枚のドッブで手札を強くできます。デクレアラーは、ドッブムでもソロでも、120点のカード点のうち60点より多くが必要です。5人のときはディーラーが休みます。</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1〜%2人</translation>
    </message>
    <message>
        <source>%1 cards · French suits</source>
        <translation>%1枚・フランス式スート</translation>
    </message>
    <message>
        <source>%1 cards · German suits</source>
        <translation>%1枚・ドイツ式スート</translation>
    </message>
    <message>
        <source>%1 cards · Swiss suits</source>
        <translation>%1枚・スイス式スート</translation>
    </message>
</context>
<context>
    <name>LessonMark</name>
    <message>
        <source>Lesson %1: %2, passed</source>
        <translation>レッスン%1：%2（クリア済み）</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>レッスン%1：%2</translation>
    </message>
</context>
<context>
    <name>LessonShelf</name>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>%1 of %2 passed</source>
        <translation>%1 / %2 クリア</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>レッスン%1：%2</translation>
    </message>
    <message>
        <source>Course passed. Any lesson can be taken again.</source>
        <translation>コースをクリアしました。どのレッスンも、もう一度受けられます。</translation>
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
        <translation>%1の成績をリセットしますか？</translation>
    </message>
    <message>
        <source>Every deal and match counted for this game is cleared. This cannot be undone.</source>
        <translation>このゲームで数えたディールと対局がすべて消えます。元に戻すことはできません。</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules &amp; help</source>
        <translation>ルールとヘルプ</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
</context>
<context>
    <name>RulesView</name>
    <message>
        <source>This page has not been written in this language yet.</source>
        <translation>このページは、この言語ではまだ書かれていません。</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Switches all texts, rules included, right away.</source>
        <translation>ルールを含むすべての文章がすぐに切り替わります。</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <source>How quickly cards are dealt, played and gathered on the table.</source>
        <translation>テーブルでカードを配る・出す・集める動きの速さです。</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Thinking pause of computer players</source>
        <translation>コンピューターの考慮時間</translation>
    </message>
    <message>
        <source>How long a computer player waits before it plays, so that you can follow each card.</source>
        <translation>コンピューターがカードを出す前に待つ時間です。1枚ずつ目で追えるようにします。</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>待たない</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Changes are saved at once.</source>
        <translation>変更はすぐに保存されます。</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Two colours</source>
        <translation>2色</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>4色</translation>
    </message>
    <message>
        <source>Show all decks</source>
        <translation>すべてのデッキを見る</translation>
    </message>
    <message>
        <source>Card points at the table</source>
        <translation>テーブルでのカード点</translation>
    </message>
    <message>
        <source>Whether the table counts the card points each player and party has taken so far. At a real table nobody counts aloud.</source>
        <translation>各プレイヤーと各チームがここまでに取ったカード点をテーブルに表示するかどうかを決めます。実際のテーブルでは誰も声に出して数えません。</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>表示しない</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>表示する</translation>
    </message>
    <message>
        <source>Doppelkopf and Truc use French suits, Dobbm German suits, Jass Swiss suits or, if you prefer, French ones (roses as clubs, acorns as spades, bells as hearts, shields as diamonds). The four-colour deck paints clubs green and diamonds blue.</source>
        <translation>ドッペルコップとトリュックはフランス式、ドッブムはドイツ式、ヤスはスイス式のカードを使います。ヤスはお好みでフランス式にもできます（バラがクラブ、どんぐりがスペード、鈴がハート、盾がダイヤ）。4色デッキではクラブが緑、ダイヤが青になります。</translation>
    </message>
    <message>
        <source>Jass in Swiss suits</source>
        <translation>ヤスはスイス式</translation>
    </message>
    <message>
        <source>Jass in French suits</source>
        <translation>ヤスはフランス式</translation>
    </message>
    <message>
        <source>Dobbm in German suits</source>
        <translation>ドッブムはドイツ式</translation>
    </message>
    <message>
        <source>Dobbm in French suits</source>
        <translation>ドッブムはフランス式</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Choose a game</source>
        <translation>ゲームを選ぶ</translation>
    </message>
    <message>
        <source>Four card games from across Europe, each played against computer opponents.</source>
        <translation>ヨーロッパ各地の4つのカードゲームを、コンピューターを相手に遊べます。</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics: %1</source>
        <translation>成績：%1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%2中%1（%3%）</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>遊んだ勝負</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>遊んだディール</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>勝った勝負</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>勝ったディール</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>遊んだ対局</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>勝った対局</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>1勝負あたりの平均点</translation>
    </message>
    <message>
        <source>Average score per deal</source>
        <translation>1ディールあたりの平均点</translation>
    </message>
    <message>
        <source>Score in all</source>
        <translation>合計点</translation>
    </message>
    <message>
        <source>Hands with a take-back, won</source>
        <translation>一手戻した勝負（うち勝ち）</translation>
    </message>
    <message>
        <source>Deals with a take-back, won</source>
        <translation>一手戻したディール（うち勝ち）</translation>
    </message>
    <message>
        <source>Re announced by you, won</source>
        <translation>あなたのレー宣言：勝ち</translation>
    </message>
    <message>
        <source>Kontra announced by you, won</source>
        <translation>あなたのコントラ宣言：勝ち</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>勝ったラウンド</translation>
    </message>
    <message>
        <source>Your offers to raise the stake, accepted</source>
        <translation>あなたの賭け点を上げる提案：受けられた数</translation>
    </message>
    <message>
        <source>Dobbm declared by you, won</source>
        <translation>あなたのドッブム：勝ち</translation>
    </message>
    <message>
        <source>Solo declared by you, won</source>
        <translation>あなたのソロ：勝ち</translation>
    </message>
    <message>
        <source>Contracts you named, won</source>
        <translation>あなたが選んだ種目：勝ち</translation>
    </message>
    <message>
        <source>Matches (every trick) as declarers</source>
        <translation>デクレアラーとしてのマッチ（全トリック）</translation>
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
        <source>Silent solo</source>
        <translation>サイレントソロ</translation>
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
        <source>Fleshless solo</source>
        <translation>ノートランプソロ</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Your points in the latest hand</source>
        <translation>直近の勝負でのあなたの点</translation>
    </message>
    <message>
        <source>Your points over the latest %1 hands, added up</source>
        <translation>直近%1勝負でのあなたの点（累計）</translation>
    </message>
    <message>
        <source>Your score in the latest deal</source>
        <translation>直近のディールでのあなたの点</translation>
    </message>
    <message>
        <source>Your score over the latest %1 deals, added up</source>
        <translation>直近%1ディールでのあなたの点（累計）</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>The statistics could not be read or saved: %1</source>
        <translation>成績を読み込めないか、保存できませんでした：%1</translation>
    </message>
    <message>
        <source>The statistics file could not be read. It was kept as %1, and counting has started afresh.</source>
        <translation>成績のファイルを読み込めませんでした。ファイルは%1として残し、新しく数え始めました。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>あなたの結果</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>成績をリセット…</translation>
    </message>
    <message>
        <source>Nothing counted yet. Every deal you play to its end counts here.</source>
        <translation>まだ何も数えていません。最後まで遊んだディールがここで数えられます。</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Declared by you</source>
        <translation>あなたの宣言</translation>
    </message>
    <message>
        <source>Of those won</source>
        <translation>うち勝ち</translation>
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
        <source>Review the last deal</source>
        <translation>直前のディールを振り返る</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Kartenrunde</source>
        <translation>Kartenrunde</translation>
    </message>
    <message>
        <source>Rules &amp; help</source>
        <translation>ルールとヘルプ</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>About</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <source>About Kartenrunde</source>
        <translation>Kartenrundeについて</translation>
    </message>
</context>
<context>
    <name>kr::CardDecks</name>
    <message>
        <source>Clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>Acorns</source>
        <translation>どんぐり</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>葉</translation>
    </message>
    <message>
        <source>Bells</source>
        <translation>鈴</translation>
    </message>
    <message>
        <source>Roses</source>
        <translation>バラ</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>盾</translation>
    </message>
</context>
<context>
    <name>kr::app::LessonBook</name>
    <message>
        <source>lessons.json could not be read (%1); it was kept as %2. Your lesson progress starts anew.</source>
        <translation>lessons.jsonを読み込めませんでした（%1）。ファイルは%2として残してあります。レッスンの進捗は最初からになります。</translation>
    </message>
    <message>
        <source>lessons.json cannot be read (%1). It is left as it is, so the lessons you pass now are not saved.</source>
        <translation>lessons.jsonを読み込めません（%1）。ファイルはそのままにしてあるため、これからクリアしたレッスンは保存されません。</translation>
    </message>
    <message>
        <source>There are no lessons for %1.</source>
        <translation>%1のレッスンはありません。</translation>
    </message>
    <message>
        <source>The %1 course has no lesson “%2”.</source>
        <translation>%1のコースに「%2」というレッスンはありません。</translation>
    </message>
    <message>
        <source>Your lesson progress could not be saved (%1).</source>
        <translation>レッスンの進捗を保存できませんでした（%1）。</translation>
    </message>
</context>
</TS>
