import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde.Core
import Kartenrunde.Cards

// The window: a bar on top, the pages below in a StackView.
ApplicationWindow {
    id: window

    width: App.initialWindowSize.width
    height: App.initialWindowSize.height
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    // Reads the language first: worded again on a switch (docs/table-ui.md).
    title: { void App.language.code; return bar.pageTitle.length > 0 ? qsTr("%1 – Kartenrunde").arg(bar.pageTitle) : qsTr("Kartenrunde") }

    font.family: Theme.sansFamily
    font.pixelSize: Theme.bodySize
    background: FeltBackground {}

    header: TopBar {
        id: bar
        pageTitle: stack.currentItem ? stack.currentItem.title : ""
        canGoBack: stack.depth > 1
        currentPage: stack.currentItem ? stack.currentItem.objectName : ""
        // A table shows its own game's rules beside the play.
        showRules: currentPage !== "table"
        onBackRequested: window.goBack()
        onRulesRequested: window.openRules()
        onSettingsRequested: window.openSettings()
        onAboutRequested: aboutDialog.open()
    }

    AboutDialog {
        id: aboutDialog
        objectName: "aboutDialog"
    }

    StackView {
        id: stack
        objectName: "pageStack"
        // Tab passes through the stack between the bar and the page: a screen
        // reader names it by the page.
        Accessible.name: bar.pageTitle
        anchors.fill: parent
        initialItem: startPage

        pushEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.duration(220); easing.type: Easing.OutCubic }
                NumberAnimation { property: "x"; from: 40; to: 0; duration: Theme.duration(260); easing.type: Easing.OutCubic }
            }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.duration(180) }
        }
        popEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.duration(220); easing.type: Easing.OutCubic }
        }
        popExit: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.duration(180) }
                NumberAnimation { property: "x"; from: 0; to: 40; duration: Theme.duration(200); easing.type: Easing.InCubic }
            }
        }
    }

    Component {
        id: startPage
        StartPage {
            objectName: "start"
            onGameChosen: (gameId) => window.openGame(gameId)
            onLearnRequested: (gameId) => window.learn(gameId)
        }
    }
    // The game tables by game id: the table page and the start controls
    // for the game page. Loaded by URL: those modules import this one.
    readonly property var tables: ({
        truc: { page: "qrc:/Kartenrunde/Truc/TrucTablePage.qml", starter: "qrc:/Kartenrunde/Truc/TrucStarter.qml",
                 reviewWords: "qrc:/Kartenrunde/Truc/TrucReviewWords.qml",
                 lessonWords: "qrc:/Kartenrunde/Truc/TrucLessonWords.qml" },
        doppelkopf: { page: "qrc:/Kartenrunde/Doppelkopf/DoppelkopfTablePage.qml", starter: "qrc:/Kartenrunde/Doppelkopf/DoppelkopfStarter.qml",
                 reviewWords: "qrc:/Kartenrunde/Doppelkopf/DoppelkopfReviewWords.qml",
                 lessonWords: "qrc:/Kartenrunde/Doppelkopf/DoppelkopfLessonWords.qml" },
        coiffeur: { page: "qrc:/Kartenrunde/Coiffeur/CoiffeurTablePage.qml", starter: "qrc:/Kartenrunde/Coiffeur/CoiffeurStarter.qml",
                 reviewWords: "qrc:/Kartenrunde/Coiffeur/CoiffeurReviewWords.qml",
                 lessonWords: "qrc:/Kartenrunde/Coiffeur/CoiffeurLessonWords.qml" },
        dobbm: { page: "qrc:/Kartenrunde/Dobbm/DobbmTablePage.qml", starter: "qrc:/Kartenrunde/Dobbm/DobbmStarter.qml",
                 reviewWords: "qrc:/Kartenrunde/Dobbm/DobbmReviewWords.qml",
                 lessonWords: "qrc:/Kartenrunde/Dobbm/DobbmLessonWords.qml" }
    })
    Component {
        id: gamePage
        GamePage {
            objectName: "game"
            starter: window.tables[gameId] ? window.tables[gameId].starter : ""
            lessonWords: window.tables[gameId] ? window.tables[gameId].lessonWords : ""
            onLessonRequested: (gameId, index) => window.openLesson(gameId, index)
            onPlayRequested: (gameId, setup) => window.openTable(gameId, setup)
            onStatisticsRequested: (gameId) => window.openStatistics(gameId)
        }
    }
    Component {
        id: rulesPage
        RulesPage { objectName: "rules" }
    }
    Component {
        id: settingsPage
        SettingsPage {
            objectName: "settings"
            onDeckPreviewRequested: stack.push(deckPreviewPage)
        }
    }
    Component {
        id: deckPreviewPage
        DeckPreviewPage { objectName: "decks" }
    }
    Component {
        id: statisticsPage
        StatisticsPage { objectName: "statistics" }
    }

    // Index letters of the cards follow the interface language.
    Binding {
        target: CardDecks
        property: "indexLanguage"
        value: App.language.code
    }

    function openGame(gameId, operation) {
        stack.push(gamePage, { gameId: gameId }, operation)
    }
    // setup: what the table page starts with (TrucTablePage.setup).
    function openTable(gameId, setup, operation) {
        if (tables[gameId])
            stack.push(tables[gameId].page, { objectName: "table", setup: setup }, operation)
    }
    // A lesson of a game's course at its table, over the game's page, to
    // which the lesson leads back (issue #33).
    function openLesson(gameId, index, operation) {
        if (!tables[gameId])
            return
        if (stack.currentItem.objectName !== "game" || stack.currentItem.gameId !== gameId)
            openGame(gameId, operation)
        stack.push(tables[gameId].page, { objectName: "table", setup: { mode: "lesson", lesson: index } }, operation)
    }
    // "Learn" on the start page: the next lesson, or the game's page once
    // the course is passed.
    function learn(gameId) {
        const next = App.lessons.nextLesson(gameId)
        if (next >= 0)
            openLesson(gameId, next)
        else
            openGame(gameId)
    }
    function openRules(operation) {
        if (stack.currentItem.objectName !== "rules")
            stack.push(rulesPage, {}, operation)
    }
    // A page of the rules at one of its sections ("## Trumps {#trumps}"),
    // e.g. from a table's help; an unknown section shows the page's top.
    function openRulesAt(page, section, operation) {
        if (stack.currentItem.objectName === "rules")
            stack.currentItem.show(page, section)
        else
            stack.push(rulesPage, { pageId: page, section: section }, operation)
    }
    function openSettings(operation) {
        if (stack.currentItem.objectName !== "settings")
            stack.push(settingsPage, {}, operation)
    }
    // The review of a finished deal (setup: ReviewPage's gameId, and its
    // table or saveGameId), with the game's words. By URL: Kartenrunde.Table
    // imports this module.
    function openReview(setup, operation) {
        if (tables[setup.gameId])
            stack.push("qrc:/Kartenrunde/Table/ReviewPage.qml",
                       Object.assign({ objectName: "review", wordsUrl: tables[setup.gameId].reviewWords }, setup), operation)
    }
    function openStatistics(gameId, operation) {
        stack.push(statisticsPage, { gameId: gameId }, operation)
    }
    function goBack() {
        if (stack.depth > 1)
            stack.pop()
    }

    // A page asks for a section of the rules, or to be left.
    Connections {
        target: stack.currentItem
        ignoreUnknownSignals: true
        function onRulesRequested(page, section) { window.openRulesAt(page, section) }
        function onLeaveRequested() { window.goBack() }
        function onReviewRequested(setup) { window.openReview(setup) }
        // "Try again from here": the table deals again; back to it.
        function onTryAgainStarted() { window.goBack() }
    }

    Shortcut {
        sequences: [StandardKey.Back, "Esc"]
        enabled: stack.depth > 1
        onActivated: window.goBack()
    }
    Shortcut {
        sequence: "F1"
        onActivated: window.openRules()
    }
    Shortcut {
        sequence: "Ctrl+,"
        onActivated: window.openSettings()
    }

    // Pages asked for on the command line open without animation.
    Component.onCompleted: {
        if (App.startGameId.length > 0)
            openGame(App.startGameId, StackView.Immediate)
        if (App.startLesson >= 0) {
            openLesson(App.startGameId, App.startLesson, StackView.Immediate)
            const table = stack.currentItem.table
            for (const step of App.startLessonSteps) {
                if (step === "next")
                    table.lessonNext()
                else
                    table.act(step)
            }
        }
        else if (App.startPage === "table") {
            openTable(App.startGameId, { mode: "auto" }, StackView.Immediate)
            if (App.startWithSheet)
                stack.currentItem.toggleSheet()
        }
        else if (App.startPage === "rules")  // with --game: that game's rules
            openRulesAt(App.startGameId.length > 0 ? App.startGameId : "howto", "", StackView.Immediate)
        else if (App.startPage === "settings")
            openSettings(StackView.Immediate)
        else if (App.startPage === "statistics")
            openStatistics(App.startGameId, StackView.Immediate)
        else if (App.startPage === "about")
            aboutDialog.open()
        else if (App.startPage === "review") {  // the saved game's last finished deal, at its table
            openTable(App.startGameId, { mode: "auto" }, StackView.Immediate)
            openReview({ gameId: App.startGameId, table: stack.currentItem.table }, StackView.Immediate)
        }
        else if (App.startPage === "new-game")
            stack.currentItem.openNewGame()
        else if (App.startPage === "decks") {
            openSettings(StackView.Immediate)
            stack.push(deckPreviewPage, {}, StackView.Immediate)
        }
    }
}
