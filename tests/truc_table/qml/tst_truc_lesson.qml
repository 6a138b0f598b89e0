import QtQuick
import QtTest
import Kartenrunde.Core
import Kartenrunde.Table
import Kartenrunde.Truc

// A lesson at the Truc table as a newcomer takes it (issue #33): passed by
// the keyboard alone, a task failed on purpose with its explanation and
// another try, the scripted reply, the instruction read out, the words in
// three languages, and the game's save left alone.
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        TrucTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "lesson", lesson: 0 })
        }
    }
    SignalSpy {
        id: passedSpy
        signalName: "lessonPassed"
    }

    TestCase {
        name: "TrucLesson"
        when: windowShown

        function child(parentItem, name) {
            const item = findChild(parentItem, name)
            verify(item !== null, name + " found")
            return item
        }
        function openLesson(index) {
            const page = createTemporaryObject(tableComponent, stage, { setup: { mode: "lesson", lesson: index } })
            page.forceActiveFocus()
            passedSpy.target = page.table
            passedSpy.clear()
            tryCompare(page.table.lesson, "stage", "intro")
            waitForRendering(page)
            return page
        }
        // Right (and the page passes it on to the hand) until the card is chosen, then Enter.
        function playByKeys(page, code) {
            const hand = child(page, "hand")
            for (let i = 0; i < 3 && hand.chosen !== code; ++i)
                keyClick(Qt.Key_Right)
            compare(hand.chosen, code)
            keyClick(Qt.Key_Return)
        }

        function init() {
            App.settings.thinkingPauseMs = 0
            App.settings.animationSpeed = AppSettings.Off
            App.chooseLanguage("en")
        }

        function test_pass_by_keys() {
            const page = openLesson(0)
            const table = page.table
            const panel = child(page, "lessonPanel")
            compare(child(panel, "lessonTitle").text, "The order of the cards")
            compare(child(panel, "lessonNumber").text.toLowerCase(), "lesson 1 of 10")
            compare(table.legalActions, [])   // nothing to play before the task
            keyClick(Qt.Key_Return)           // Start
            compare(table.lesson.stage, "task")
            compare(child(panel, "lessonInstruction").text, "Marius leads an ace. Beat it.")
            compare(panel.Accessible.name, "Marius leads an ace. Beat it.")
            compare(child(page, "hand").Accessible.description, "Marius leads an ace. Beat it.")
            compare(child(page, "hintPanel").visible, false)   // the task is the learner's own
            playByKeys(page, "S8")
            compare(table.lesson.stage, "explained")
            compare(table.lesson.verdict, "right")
            compare(child(panel, "lessonAnswerText").text, "Right: the 8 beats the ace. Only a 7 is stronger than an 8.")
            keyClick(Qt.Key_Return)           // Continue
            compare(table.lesson.stage, "passed")
            compare(passedSpy.count, 1)
            compare(passedSpy.signalArguments[0][0], "truc")
            compare(passedSpy.signalArguments[0][1], "truc-card-order")
            verify(App.lessons.isPassed("truc", "truc-card-order"))
            verify(App.lessons.nextLesson("truc") !== 0)
            // Enter opens the next lesson at the same table.
            keyClick(Qt.Key_Return)
            compare(table.lesson.index, 1)
            compare(table.lesson.stage, "intro")
        }

        function test_fail_a_task_and_try_again() {
            const page = openLesson(2)   // the spoilt trick: match Marius's 7 with yours
            const table = page.table
            const panel = child(page, "lessonPanel")
            const saved = table.hasSave("truc") ? table.savedSetup("truc") : null
            keyClick(Qt.Key_Return)
            compare(table.lesson.stage, "task")
            compare(Array.from(table.legalActions).sort(), ["D7", "H9", "HA"])   // no offer in a card task
            // A wrong card: explained, not played, and another try.
            playByKeys(page, "HA")
            compare(table.lesson.stage, "task")
            compare(table.lesson.verdict, "wrong")
            compare(table.hand.length, 3)
            const answer = child(panel, "lessonAnswerText")
            verify(answer.visible)
            verify(answer.text.length > 20, answer.text)
            verify(panel.Accessible.name.startsWith(answer.text), panel.Accessible.name)
            verify(child(panel, "lessonRulesLink").visible)
            // The right card; Marius's scripted reply follows; then the second task.
            playByKeys(page, "D7")
            compare(table.lesson.verdict, "right")
            tryCompare(table.lesson, "scripted", false)
            compare(table.hand.length, 2)
            keyClick(Qt.Key_Return)
            compare(table.lesson.task, 1)
            compare(table.lesson.stage, "task")
            // The words follow the language at once.
            App.chooseLanguage("de")
            verify(child(panel, "lessonNumber").text.toLowerCase().startsWith("lektion 3"), child(panel, "lessonNumber").text)
            App.chooseLanguage("ja")
            verify(child(panel, "lessonInstruction").text !== "", "Japanese instruction")
            App.chooseLanguage("en")
            // The rules link opens the table's rules at the lesson's section.
            playByKeys(page, "H9")
            mouseClick(child(panel, "lessonRulesLink"))
            tryCompare(child(page, "rulesSheet"), "open", true)
            // A lesson never writes over the game's save.
            if (saved !== null)
                compare(JSON.stringify(table.savedSetup("truc")), JSON.stringify(saved))
            else
                verify(!table.hasSave("truc"))
        }
    }
}
