import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// A game's course on its page (issue #33): how many lessons are passed, one
// mark per lesson (passed ones filled; each opens its lesson), and the next
// lesson to take. The titles' words come from the game (wordsUrl).
ColumnLayout {
    id: shelf

    property string gameId
    property string wordsUrl
    signal lessonRequested(int index)

    readonly property var course: { void App.lessons.revision; return App.lessons.course(gameId) }
    readonly property int passed: { void App.lessons.revision; return App.lessons.passedCount(gameId) }
    readonly property int next: { void App.lessons.revision; return App.lessons.nextLesson(gameId) }
    property var words: null
    function title(lesson) { return words ? words.text(lesson.title) : lesson.id }

    onWordsUrlChanged: {
        if (words)
            words.destroy()
        const component = wordsUrl.length > 0 ? Qt.createComponent(wordsUrl) : null
        words = component && component.status === Component.Ready ? component.createObject(shelf) : null
    }

    visible: course.length > 0
    spacing: 8

    RowLayout {
        spacing: 12
        Layout.fillWidth: true
        Text {
            text: { void App.language.code; return qsTr("Learn to play") }
            font.family: Theme.serifFamily
            font.pixelSize: 20
            font.bold: true
            color: Theme.ink
        }
        Text {
            objectName: "lessonProgress"
            text: { void App.language.code; return qsTr("%1 of %2 passed").arg(shelf.passed).arg(shelf.course.length) }
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            Layout.fillWidth: true
        }
    }
    RowLayout {
        spacing: 18
        Layout.fillWidth: true
        // One mark per lesson, in course order.
        Flow {
            spacing: 5
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            Repeater {
                model: shelf.course
                LessonMark {
                    required property var modelData
                    objectName: "lessonMark_" + modelData.index
                    number: modelData.index + 1
                    passed: modelData.passed
                    current: modelData.index === shelf.next
                    name: shelf.title(modelData)
                    onClicked: shelf.lessonRequested(modelData.index)
                }
            }
        }
        PrimaryButton {
            objectName: "nextLessonButton"
            visible: shelf.next >= 0
            quiet: true
            text: { void App.language.code
                    return shelf.next >= 0 ? qsTr("Lesson %1: %2").arg(shelf.next + 1).arg(shelf.title(shelf.course[shelf.next])) : "" }
            Layout.maximumWidth: 360
            onClicked: shelf.lessonRequested(shelf.next)
        }
        Text {
            objectName: "coursePassed"
            visible: shelf.next < 0
            text: { void App.language.code; return qsTr("Course passed. Any lesson can be taken again.") }
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.maximumWidth: 260
        }
    }
    // The progress could not be read or kept: said, never hidden.
    Text {
        objectName: "lessonProblem"
        visible: text.length > 0
        text: App.lessons.problem
        font.pixelSize: Theme.smallSize
        color: Theme.wine
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
}
