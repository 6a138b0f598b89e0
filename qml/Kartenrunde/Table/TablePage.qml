import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde
import Kartenrunde.Core

// The scaffold of every game's table page: the information bar on top, the
// game's table below it (this item's content), and the rules and the score
// sheet as sheets that slide in from the right. S opens and closes the
// score sheet. Leaving stops the computer players at once; the match stays
// saved (the controller saved it after the last action).
FocusScope {
    id: page

    property string title
    property GameTable table
    property string gameName
    property string dealText
    property var scores: []
    property string turnText
    property string rulesPageId
    property Component scoreSheet
    // The score sheet's name on the bar, if the game has its own (Coiffeur: the board).
    property string sheetName
    // What went wrong last (a save that could not be read, an engine error).
    property string failure
    // A message over the table: the save error, else the last failure.
    property string notice: { void App.language.code
                              return table && table.saveError.length > 0 ? qsTr("The game could not be saved: %1").arg(table.saveError) : failure }
    // The game asks its computer players to wait, e.g. while cards are dealt.
    property bool holdComputers: false
    // The game's HandView: Left and Right reach it from anywhere on the
    // table, e.g. after a button that had the keyboard has gone.
    property Item keyboardHand
    // A lesson's words by id (the game's <Game>LessonWords.text).
    property var lessonText: function(id) { return id }
    readonly property bool inLesson: table !== null && table.inLesson
    default property alias content: tableArea.data
    readonly property alias tableArea: tableArea

    signal leaveRequested()
    // The wish to open the review of the finished deal, which the window
    // pushes (ReviewPage's table and gameId).
    signal reviewRequested(var setup)
    function openReview() {
        if (table && table.dealOver)
            reviewRequested({ table: table, gameId: table.gameId })
    }
    // The save could not be read and was kept aside: the game starts anew.
    signal freshStartNeeded()

    function leave() {
        if (table)
            table.leave()
        leaveRequested()
    }
    // The rules sheet open at one of its sections (a lesson's explanation).
    function showRulesAt(section) {
        sheet.open = false
        rulesView.section = ""
        rulesView.section = section
        rules.open = true
        sheetFocus()
    }
    function toggleSheet() {
        rules.open = false
        sheet.open = !sheet.open
        sheetFocus()
    }
    function toggleRules() {
        sheet.open = false
        rules.open = !rules.open
        sheetFocus()
    }
    function closeSheets() {
        sheet.open = false
        rules.open = false
        sheetFocus()
    }
    // An open sheet takes the keyboard (its rows scroll with the arrows);
    // a closed one gives it back to the hand.
    function sheetFocus() {
        if (sheet.open)
            sheet.takeFocus()
        else if (rules.open)
            rules.takeFocus()
        else if (keyboardHand && keyboardHand.visible)
            keyboardHand.forceActiveFocus()
        else
            forceActiveFocus()
    }

    // Computer players wait while another page (settings, rules) covers the
    // table (a page outside a StackView, in tests, is never covered) and
    // while the game holds them.
    Binding {
        target: page.table
        property: "paused"
        value: page.holdComputers || (page.StackView.view !== null && page.StackView.status !== StackView.Active)
        when: page.table !== null
    }

    Connections {
        target: page.table
        function onFailed(code, where, detail, movedTo) {
            page.failure = movedTo.length > 0
                ? qsTr("The saved game could not be read; it was kept as %1. A new game has started.").arg(movedTo)
                : qsTr("Something went wrong: %1 (%2).").arg(code).arg(detail)
            if (movedTo.length > 0 && !page.table.hasSession)
                page.freshStartNeeded()
        }
    }

    focus: true
    // At the table the keyboard plays: the game's hand takes the focus.
    StackView.onActivated: forceActiveFocus()
    Keys.onShortcutOverride: (event) => event.accepted = event.key === Qt.Key_Escape && (sheet.open || rules.open)
    Keys.onEscapePressed: closeSheets()
    // Not while a sheet covers the table: its keys stay on the sheet.
    Keys.onLeftPressed: if (keyboardHand && !sheet.open && !rules.open) keyboardHand.move(-1)
    Keys.onRightPressed: if (keyboardHand && !sheet.open && !rules.open) keyboardHand.move(1)

    InfoBar {
        id: info
        objectName: "infoBar"
        width: parent.width
        gameName: page.gameName
        dealText: page.dealText
        againText: { void App.language.code
                     return page.table && page.table.dealPlayedAgain > 0 ? qsTr("try %1").arg(page.table.dealPlayedAgain + 1) : "" }
        scores: page.scores
        turnText: page.turnText
        sheetOpen: sheet.open
        sheetName: page.sheetName
        rulesOpen: rules.open
        onRulesClicked: page.toggleRules()
        onSheetClicked: page.toggleSheet()
        onLeaveClicked: page.leave()
    }

    Item {
        id: tableArea
        anchors.top: info.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: page.inLesson ? lessonColumn.left : parent.right
    }

    // In a lesson the teacher sits beside the table (issue #33).
    Item {
        id: lessonColumn
        visible: page.inLesson
        anchors.top: info.bottom
        anchors.bottom: parent.bottom
        anchors.right: parent.right
        width: Math.min(360, Math.max(280, page.width * 0.26))
        LessonPanel {
            id: lessonPanel
            objectName: "lessonPanel"
            x: 4
            y: 14
            width: parent.width - 18
            lesson: page.table ? page.table.lesson : ({})
            words: page.lessonText
            onNextRequested: page.table.lessonNext()
            onNextLessonRequested: page.table.startLesson(page.table.gameId, page.table.lesson.index + 1)
            onCourseRequested: page.leave()
            onRulesRequested: (section) => page.showRulesAt(section)
        }
    }
    Connections {
        target: page.table
        function onLessonPassed(gameId, lessonId) { App.lessons.markPassed(gameId, lessonId) }
    }
    // A screen reader hears the lesson's step with the hand that plays it.
    Binding {
        target: page.keyboardHand
        property: "instruction"
        value: page.inLesson ? lessonPanel.spoken : ""
        when: page.keyboardHand !== null
    }

    Rectangle {
        objectName: "tableNotice"
        anchors.top: info.bottom
        anchors.topMargin: 10
        anchors.horizontalCenter: parent.horizontalCenter
        visible: page.notice.length > 0
        width: Math.min(noticeText.implicitWidth + 32, page.width - 40)
        height: noticeText.implicitHeight + 16
        radius: 8
        color: Theme.wine
        z: 5
        Text {
            id: noticeText
            anchors.centerIn: parent
            width: parent.width - 32
            text: page.notice
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.bodySize
            color: Theme.paper
        }
    }

    SideSheet {
        id: rules
        objectName: "rulesSheet"
        anchors.fill: tableArea
        z: 10
        sheetWidth: Math.min(width * 0.7, 820)
        name: qsTr("Rules")
        onCloseRequested: page.closeSheets()
        RulesView {
            id: rulesView
            anchors.fill: parent
            anchors.margins: -24
            pageId: page.rulesPageId
        }
    }
    SideSheet {
        id: sheet
        objectName: "scoreSheet"
        anchors.fill: tableArea
        z: 10
        name: page.sheetName.length > 0 ? page.sheetName : qsTr("Score sheet")
        onCloseRequested: page.closeSheets()
        Loader {
            focus: true
            anchors.fill: parent
            sourceComponent: page.scoreSheet
        }
    }

    Shortcut {
        objectName: "lessonShortcut"
        sequences: ["Return", "Enter"]
        enabled: page.visible && lessonPanel.canGoOn && !sheet.open && !rules.open
        onActivated: lessonPanel.goOnNow()
    }
    Shortcut {
        sequence: "S"
        enabled: page.visible
        onActivated: page.toggleSheet()
    }
    Shortcut {
        objectName: "reviewShortcut"
        sequence: "R"
        enabled: page.visible && page.table && page.table.dealOver && !sheet.open && !rules.open
        onActivated: page.openReview()
    }
    Shortcut {
        objectName: "takeBackShortcut"
        sequences: [StandardKey.Undo]
        enabled: page.visible && page.table && page.table.canTakeBack
        onActivated: page.table.takeBack()
    }
}
