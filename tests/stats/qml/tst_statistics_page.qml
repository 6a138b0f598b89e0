import QtQuick
import QtTest
import Kartenrunde
import Kartenrunde.Core

// The statistics page shows a prepared statistics file, says when a file
// was set aside, and resets a game only after asking.
Item {
    id: stage
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "StatisticsPage"
        when: windowShown

        Component {
            id: pageComponent
            StatisticsPage { width: 1280; height: 740 }
        }

        readonly property var doppelkopf: ({
            deals: 12, dealsWon: 7, matches: 2, matchesWon: 1, score: 18,
            counters: { "game:normal": 8, "game:normal:won": 5, "game:queen-solo": 2, "game:queen-solo:won": 1,
                        "declared:queen-solo": 1, "declared:queen-solo:won": 1,
                        "announced:re": 3, "announced:re:won": 2 },
            recentScores: [2, -3, 1, 4, 0, 3, -6, 9, 2, 1, 3, 2],
            counted: ["deal:1:1:a"]
        })
        readonly property var truc: ({
            deals: 20, dealsWon: 11, matches: 1, matchesWon: 1, score: 9,
            counters: { "round": 3, "round:won": 2, "offer": 6, "offer:accepted": 4 },
            recentScores: [1, 2, -1], counted: []
        })

        function prepare(games) {
            fixture.write(JSON.stringify({ format: "kartenrunde-statistics", version: 1, games: games }))
        }
        function open(gameId) {
            const page = createTemporaryObject(pageComponent, stage, { gameId: gameId })
            verify(page !== null, "page made")
            waitForRendering(page)
            return page
        }
        function value(page, line) {
            const item = findChild(page, line + "Line")
            verify(item !== null, line + " shown")
            return item.value
        }

        function cleanup() {
            App.chooseLanguage("en")
            fixture.clear()
        }

        function test_shows_the_numbers_of_the_file() {
            prepare({ doppelkopf: doppelkopf, truc: truc })
            const page = open("doppelkopf")
            compare(value(page, "deals"), "12")
            compare(value(page, "dealsWon"), "7 of 12 (58%)")
            compare(value(page, "matches"), "2")
            compare(value(page, "matchesWon"), "1 of 2 (50%)")
            compare(value(page, "average"), "+1.5")
            compare(value(page, "total"), "+18")
            compare(value(page, "re"), "2 of 3 (67%)")
            compare(value(page, "kontra"), "0")
            const queenSolo = findChild(findChild(page, "gameTypes"), "row_queen-solo")
            compare(findChild(queenSolo, "cell_0").text, "2")
            compare(findChild(queenSolo, "cell_1").text, "1")
            compare(findChild(queenSolo, "cell_2").text, "1")
            compare(findChild(queenSolo, "cell_3").text, "1")
            // The chart: the latest scores added up from 0.
            const chart = findChild(page, "scoreChart")
            tryVerify(() => chart.item !== null)
            compare(chart.item.series[0].length, 13)
            compare(chart.item.series[0][12], 18)
            verify(!findChild(page, "emptyNote").visible)
            verify(!findChild(page, "setAsideNote").visible)
        }

        function test_each_game_its_own_words_and_facts() {
            prepare({ doppelkopf: doppelkopf, truc: truc })
            const page = open("doppelkopf")
            mouseClick(findChild(page, "choice_truc"))
            compare(page.gameId, "truc")
            compare(findChild(page, "dealsLine").label, "Hands played")
            compare(value(page, "deals"), "20")
            compare(value(page, "rounds"), "2 of 3 (67%)")
            compare(value(page, "offers"), "4 of 6 (67%)")
            compare(value(page, "average"), "+0.5")
            verify(!findChild(page, "gameTypes").visible)
            mouseClick(findChild(page, "choice_dobbm"))
            compare(value(page, "deals"), "0")
            compare(value(page, "average"), "–")
            verify(findChild(page, "emptyNote").visible)
        }

        function test_follows_the_language() {
            prepare({ doppelkopf: doppelkopf })
            const page = open("doppelkopf")
            App.chooseLanguage("de")
            compare(findChild(page, "dealsLine").label, "Gespielte Spiele")
            compare(value(page, "dealsWon"), "7 von 12 (58 %)")
            compare(value(page, "average"), "+1,5")
            App.chooseLanguage("ja")
            compare(value(page, "dealsWon"), "12中7（58%）")
        }

        function test_a_corrupt_file_is_reported_and_kept() {
            fixture.write("{ this is not a statistics file")
            const page = open("truc")
            const note = findChild(page, "setAsideNote")
            verify(note.visible)
            verify(findChild(page, "setAsideText").text.indexOf("statistics.json.corrupt-") >= 0)
            compare(fixture.setAsideCount(), 1)
            compare(value(page, "deals"), "0")
            verify(findChild(page, "emptyNote").visible)
            mouseClick(findChild(page, "dismissSetAsideButton"))
            verify(!note.visible)
            verify(fixture.read().indexOf("setAside") < 0)
            compare(fixture.setAsideCount(), 1)
        }

        function test_reset_asks_first_and_clears_one_game() {
            prepare({ doppelkopf: doppelkopf, truc: truc })
            const page = open("doppelkopf")
            const dialog = findChild(page, "resetDialog")
            mouseClick(findChild(page, "resetButton"))
            tryVerify(() => dialog.opened)
            mouseClick(findChild(dialog.contentItem, "cancelResetButton"))
            tryVerify(() => !dialog.visible)
            compare(value(page, "deals"), "12")
            mouseClick(findChild(page, "resetButton"))
            tryVerify(() => dialog.opened)
            mouseClick(findChild(dialog.contentItem, "confirmResetButton"))
            tryVerify(() => !dialog.visible)
            compare(value(page, "deals"), "0")
            verify(!findChild(page, "resetButton").enabled)
            const file = JSON.parse(fixture.read())
            compare(file.games.doppelkopf.deals, 0)
            compare(file.games.doppelkopf.counted, ["deal:1:1:a"])
            compare(file.games.truc.deals, 20)
        }
    }
}
