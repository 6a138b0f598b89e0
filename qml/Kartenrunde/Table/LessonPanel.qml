import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The teacher beside the table in a lesson (issue #33): the lesson's name,
// its intro, the task to do, and after a move what it earned, with the
// rules section that explains it. It shows the table's `lesson` (the engine
// decides every step) and asks to go on; `words(id)` is the game's wording.
Panel {
    id: panel

    property var lesson: ({})
    property var words: function(id) { return id }
    // The way on after the last lesson: back to the game's page.
    signal nextRequested()
    signal nextLessonRequested()
    signal courseRequested()
    signal rulesRequested(string section)

    readonly property string stage: lesson.stage || ""
    readonly property bool hasNextLesson: lesson.index + 1 < lesson.count
    // What a screen reader reads out when the step changes.
    readonly property string spoken: stage === "intro" ? words(lesson.title) + ". " + words(lesson.intro)
                                   : stage === "task" ? (lesson.verdict === "wrong" ? words(lesson.answer) + " " : "") + words(lesson.instruction)
                                   : stage === "explained" ? words(lesson.answer)
                                   : stage === "free-play" ? freePlayText.text
                                   : stage === "passed" ? passedText.text : ""
    // Enter goes on wherever the panel has a way on.
    readonly property bool canGoOn: goOn.visible && goOn.enabled

    function goOnNow() {
        if (canGoOn)
            goOn.clicked()
    }

    implicitHeight: column.implicitHeight + 36
    lift: 2

    ColumnLayout {
        id: column
        x: 18
        y: 18
        width: panel.width - 36
        spacing: 8

        Text {
            objectName: "lessonNumber"
            text: { void App.language.code; return qsTr("Lesson %1 of %2").arg(panel.lesson.index + 1).arg(panel.lesson.count) }
            font.pixelSize: Theme.smallSize
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 1
            color: Theme.brassDark
        }
        Text {
            objectName: "lessonTitle"
            text: panel.words(panel.lesson.title)
            font.family: Theme.serifFamily
            font.pixelSize: 22
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "lessonIntro"
            visible: panel.stage === "intro"
            text: panel.words(panel.lesson.intro)
            font.pixelSize: Theme.bodySize
            lineHeight: 1.15
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "lessonTaskNumber"
            visible: (panel.stage === "task" || panel.stage === "explained") && panel.lesson.tasks > 1
            text: { void App.language.code; return qsTr("Task %1 of %2").arg(panel.lesson.task + 1).arg(panel.lesson.tasks) }
            font.pixelSize: Theme.smallSize
            color: Theme.inkFaint
        }
        Text {
            objectName: "lessonInstruction"
            visible: panel.stage === "task" || panel.stage === "explained"
            text: panel.words(panel.lesson.instruction)
            font.pixelSize: Theme.readingSize
            font.bold: true
            lineHeight: 1.1
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        // What the last move earned: right on brass, wrong in wine.
        Rectangle {
            objectName: "lessonAnswer"
            visible: panel.lesson.verdict === "right" || panel.lesson.verdict === "wrong"
            radius: 8
            color: panel.lesson.verdict === "right" ? Qt.rgba(0.84, 0.7, 0.37, 0.22) : Qt.rgba(0.55, 0.18, 0.17, 0.1)
            border.width: 1
            border.color: panel.lesson.verdict === "right" ? Theme.brassDark : Theme.wine
            implicitHeight: answerColumn.implicitHeight + 20
            Layout.fillWidth: true
            Layout.topMargin: 4
            ColumnLayout {
                id: answerColumn
                x: 12
                y: 10
                width: parent.width - 24
                spacing: 4
                // A right answer's words say so themselves.
                Text {
                    visible: panel.lesson.verdict === "wrong"
                    text: { void App.language.code; return qsTr("Not yet — try again") }
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    color: Theme.wine
                }
                Text {
                    objectName: "lessonAnswerText"
                    text: panel.words(panel.lesson.answer || "")
                    font.pixelSize: Theme.bodySize
                    lineHeight: 1.1
                    color: Theme.ink
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                LinkButton {
                    objectName: "lessonRulesLink"
                    visible: (panel.lesson.section || "").length > 0
                    text: { void App.language.code; return qsTr("Read the rules on this") }
                    onClicked: panel.rulesRequested(panel.lesson.section)
                }
            }
        }
        Text {
            id: freePlayText
            objectName: "lessonFreePlay"
            visible: panel.stage === "free-play"
            text: { void App.language.code; return qsTr("Now play the deal to its end. When you are unsure, ask for a hint (H).") }
            font.pixelSize: Theme.bodySize
            lineHeight: 1.1
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            id: passedText
            objectName: "lessonPassed"
            visible: panel.stage === "passed"
            text: { void App.language.code
                    return panel.hasNextLesson ? qsTr("Lesson passed. The next one is open.")
                                               : qsTr("Lesson passed: you have finished the course.") }
            font.pixelSize: Theme.readingSize
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        PrimaryButton {
            id: goOn
            objectName: "lessonGoOn"
            visible: panel.stage === "intro" || panel.stage === "explained" || panel.stage === "passed"
            enabled: panel.stage !== "explained" || !panel.lesson.scripted
            text: { void App.language.code
                    return panel.stage === "intro" ? qsTr("Start (Enter)")
                         : panel.stage === "passed" ? (panel.hasNextLesson ? qsTr("Next lesson (Enter)") : qsTr("All lessons (Enter)"))
                         : qsTr("Continue (Enter)") }
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 6
            onClicked: {
                if (panel.stage !== "passed")
                    panel.nextRequested()
                else if (panel.hasNextLesson)
                    panel.nextLessonRequested()
                else
                    panel.courseRequested()
            }
        }
        LinkButton {
            objectName: "lessonCourse"
            visible: panel.stage === "passed" && panel.hasNextLesson
            text: { void App.language.code; return qsTr("All lessons") }
            Layout.alignment: Qt.AlignHCenter
            onClicked: panel.courseRequested()
        }
    }

    // Read out by a screen reader: the step's words, as the table changes.
    Accessible.role: Accessible.AlertMessage
    Accessible.name: spoken
}
