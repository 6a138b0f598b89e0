import QtQuick
import QtTest
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Cards

// Switching ja -> de -> en changes what the start screen shows, the texts
// built in C++ (game model, rules contents) and the top bar, without restart.
Item {
    id: stage
    width: 1280
    height: 800

    // TestCase is invisible: the pages under test are shown on this stage.
    TestCase {
        id: testCase
        name: "LanguageSwitch"
        when: windowShown

        Component {
            id: startPageComponent
            StartPage { width: 1280; height: 740 }
        }
        Component {
            id: topBarComponent
            TopBar { width: 1280 }
        }

        function cleanup() {
            App.chooseLanguage("en")
        }

        function test_start_screen_follows_language() {
            const page = createTemporaryObject(startPageComponent, stage)
            verify(page !== null, "start page created")
            const heading = findChild(page, "startHeading")
            const card = findChild(page, "gameCard_doppelkopf")
            verify(heading !== null, "heading found")
            verify(card !== null, "Doppelkopf card found")
            const name = findChild(card, "gameName")
            const players = findChild(card, "gamePlayers")
            const description = findChild(card, "gameDescription")

            App.chooseLanguage("ja")
            compare(App.language.code, "ja")
            compare(heading.text, "ゲームを選ぶ")
            compare(name.text, "ドッペルコップ")
            compare(players.text, "4〜5人")
            verify(description.text.startsWith("北ドイツ"), description.text)
            compare(App.games.get(0).name, "ドッペルコップ")
            compare(App.games.get(1).players, "2人")

            App.chooseLanguage("de")
            compare(App.language.code, "de")
            compare(heading.text, "Wähle ein Spiel")
            compare(name.text, "Doppelkopf")
            compare(players.text, "4–5 Spieler")
            verify(description.text.startsWith("Das große Stichspiel"), description.text)
            compare(App.games.get(2).name, "Coiffeur-Schieber-Jass")
            compare(App.games.get(3).deck, "36 Karten · deutsches Blatt")

            App.chooseLanguage("en")
            compare(App.language.code, "en")
            compare(heading.text, "Choose a game")
            compare(name.text, "Doppelkopf")
            compare(players.text, "4–5 players")
            verify(description.text.startsWith("The great trick-taking game"), description.text)
            compare(App.games.get(2).name, "Coiffeur Schieber Jass")
            compare(App.games.get(3).deck, "36 cards · German suits")
        }

        function test_rules_contents_follow_language() {
            App.chooseLanguage("ja")
            compare(App.rulesPages.titleAt(App.rulesPages.indexOf("howto")), "Kartenrundeの使い方")
            App.chooseLanguage("de")
            compare(App.rulesPages.titleAt(App.rulesPages.indexOf("howto")), "So benutzt du Kartenrunde")
            App.chooseLanguage("en")
            compare(App.rulesPages.titleAt(App.rulesPages.indexOf("howto")), "How to use Kartenrunde")
        }

        function test_top_bar_follows_language() {
            const bar = createTemporaryObject(topBarComponent, stage)
            const settingsButton = findChild(bar, "settingsButton")
            const rulesButton = findChild(bar, "rulesButton")
            App.chooseLanguage("ja")
            compare(settingsButton.text, "設定")
            compare(rulesButton.text, "ルールとヘルプ")
            App.chooseLanguage("de")
            compare(settingsButton.text, "Einstellungen")
            compare(rulesButton.text, "Regeln & Hilfe")
            App.chooseLanguage("en")
            compare(settingsButton.text, "Settings")
            compare(rulesButton.text, "Rules & help")
        }

        // The deck names (settings, deck preview) follow the language too:
        // Main.qml binds CardDecks.indexLanguage to it, as done here.
        function test_deck_names_follow_language() {
            const names = () => CardDecks.choosableDecks.filter(d => d.kind === "builtin").map(d => d.name)
            App.chooseLanguage("de")
            CardDecks.indexLanguage = App.language.code
            verify(names().indexOf("Französisches Blatt") >= 0, names().join(", "))
            App.chooseLanguage("en")
            CardDecks.indexLanguage = App.language.code
            verify(names().indexOf("French suits") >= 0, names().join(", "))
        }

        function test_unknown_language_changes_nothing() {
            App.chooseLanguage("de")
            App.chooseLanguage("fr")
            compare(App.language.code, "de")
            compare(App.settings.language, "de")
        }
    }
}
