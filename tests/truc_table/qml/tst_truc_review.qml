import QtQuick
import QtTest
import Kartenrunde.Core
import Kartenrunde.Table
import Kartenrunde.Truc

// The deal review driven as a player would (issue #32): from the deal
// summary to the review page, stepping with the keys and the buttons,
// jumping to a decision from the list, the words in three languages, "try
// again from here" back at the table, and taking a decision back there.
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        TrucTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "none" })
        }
    }
    Component {
        id: reviewComponent
        ReviewPage {
            width: stage.width
            height: stage.height
            wordsUrl: "qrc:/Kartenrunde/Truc/TrucReviewWords.qml"
            budgetMs: 25
        }
    }
    SignalSpy {
        id: reviewSpy
        signalName: "reviewRequested"
    }
    SignalSpy {
        id: tryAgainSpy
        signalName: "tryAgainStarted"
    }

    TestCase {
        name: "TrucReview"
        when: windowShown

        function a(seat, action) { return { seat: seat, action: action } }
        // Marius doubles, the human accepts and doubles again, then refuses
        // Marius's third offer after the first trick: four decisions of the
        // human (accept, offer, ♦9, refuse).
        function record() {
            return { format: "kartenrunde-record", version: 1, game: "truc", options: {}, seed: "11",
                     seats: ["human", "random"],
                     deals: [{ hands: [["D9", "SQ", "HT"], ["CA", "HK", "DJ"]],
                               actions: [a(1, "play"), a(1, "offer"), a(0, "accept"), a(1, "CA"), a(0, "offer"),
                                         a(1, "accept"), a(0, "D9"), a(1, "offer"), a(0, "refuse")] }] }
        }
        function child(parentItem, name) {
            const item = findChild(parentItem, name)
            verify(item !== null, name + " found")
            return item
        }
        function click(parentItem, name) {
            const item = child(parentItem, name)
            waitForItemPolished(item.parent)
            mouseClick(item)
        }

        function init() {
            App.settings.thinkingPauseMs = 0
            App.settings.animationSpeed = AppSettings.Off
            App.chooseLanguage("en")
        }

        function openReview() {
            // A finished deal in a record is booked as it loads: the human
            // refuses the last offer at the table, and the summary shows.
            const table = createTemporaryObject(tableComponent, stage)
            const unfinished = record()
            unfinished.deals[0].actions.pop()
            verify(table.table.loadRecord(JSON.stringify(unfinished)))
            click(table, "action_refuse")
            tryCompare(child(table, "dealSummary"), "shown", true)
            reviewSpy.target = table
            reviewSpy.clear()
            click(table, "summaryReview")
            compare(reviewSpy.count, 1)
            const setup = reviewSpy.signalArguments[0][0]
            compare(setup.gameId, "truc")
            const review = createTemporaryObject(reviewComponent, stage, setup)
            review.forceActiveFocus()
            tryCompare(review.reviewer, "ready", true, 60000)
            waitForRendering(review)
            return { table: table, review: review }
        }

        function test_step_jump_and_words() {
            const review = openReview().review
            const reviewer = review.reviewer
            compare(reviewer.decisions.map(d => d.index), [2, 4, 6, 8])
            compare(reviewer.decisions.map(d => d.chosen), ["accept", "offer", "D9", "refuse"])
            // The review opens at a decision (the costliest marked one).
            verify(review.decisionIndex >= 0)
            keyClick(Qt.Key_Home)
            compare(child(review, "stepText").text, "Step 0 of 9")
            compare(child(review, "reviewLastAction").text, "The cards are dealt.")
            verify(child(review, "reviewSummary").text.startsWith("4 decisions · "), child(review, "reviewSummary").text)

            // Arrow keys: one step on; Down: to the next decision.
            keyClick(Qt.Key_Right)
            compare(reviewer.step, 1)
            compare(child(review, "reviewLastAction").text, "Marius: Keep these cards")
            keyClick(Qt.Key_Down)
            compare(reviewer.step, 2)
            compare(review.decisionIndex, 0)
            verify(child(review, "reviewChosen").text.startsWith("You chose “Accept the offer”"))
            compare(child(review, "reviewHand_0").visible, true)
            keyClick(Qt.Key_Down)
            compare(reviewer.step, 4)
            keyClick(Qt.Key_Up)
            compare(reviewer.step, 2)
            keyClick(Qt.Key_End)
            compare(reviewer.step, 9)
            compare(review.decisionIndex, -1)

            // The buttons, and a jump from the list of decisions.
            click(review, "stepFirst")
            compare(reviewer.step, 0)
            click(review, "decisionNext")
            compare(reviewer.step, 2)
            click(review, "stepForward")
            compare(reviewer.step, 3)
            click(review, "decisionRow_3")
            compare(reviewer.step, 8)
            verify(child(review, "reviewChosen").text.startsWith("You chose “Refuse the offer”"))

            // The words follow the language at once.
            App.chooseLanguage("de")
            compare(child(review, "stepText").text, "Schritt 8 von 9")
            verify(child(review, "reviewChosen").text.startsWith("Du hast „Angebot ablehnen“ gewählt"))
            App.chooseLanguage("ja")
            compare(child(review, "stepText").text, "ステップ 8 / 9")
            verify(child(review, "reviewChosen").text.startsWith("「提案を断る」を選びました"), child(review, "reviewChosen").text)
        }

        function test_try_again_from_here_and_take_back() {
            const opened = openReview()
            const table = opened.table
            const review = opened.review
            verify(review.reviewer.canTryAgain)
            tryAgainSpy.target = review
            tryAgainSpy.clear()
            click(review, "decisionRow_0")
            compare(review.reviewer.step, 2)
            click(review, "tryAgainButton")
            compare(tryAgainSpy.count, 1)
            review.visible = false  // the window goes back to the table
            // The table is back at Marius's offer, the finished try kept.
            compare(table.table.dealOver, false)
            compare(table.table.dealPlayedAgain, 1)
            compare(Array.from(table.table.legalActions).sort(), ["accept", "refuse"])
            verify(!review.reviewer.canTryAgain)

            // This time the human refuses; then takes it back.
            click(table, "action_refuse")
            tryCompare(table.table, "dealOver", true)
            // A finished deal is booked as it is: only a deal in progress
            // takes back. Try again from the same step, accept, take back.
            verify(!table.table.canTakeBack)
            verify(table.table.tryAgainFrom(2))
            click(table, "action_accept")
            tryCompare(table.table, "canTakeBack", true)
            click(table, "takeBackButton")
            compare(table.table.dealTakeBacks, 1)
            compare(Array.from(table.table.legalActions).sort(), ["accept", "refuse"])
        }
    }
}
