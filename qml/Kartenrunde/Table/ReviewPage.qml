pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The deal review (issue #32): the finished deal replayed step by step with
// every hand open (arrow keys, the slider, jump to a decision), each of the
// player's decisions weighed by the analyst with its mark and one line on
// what was better and why, the graph of the expected result, and "try again
// from here". The game gives its words (`words`); the engine decides all.
FocusScope {
    id: page

    // Where the deal comes from: the table (try again possible), or a
    // game's save (`saveGameId`, read only).
    property GameTable table
    property string saveGameId
    property string gameId
    // The game's words (qrc:/Kartenrunde/<Game>/<Game>ReviewWords.qml):
    // gameName(), playerName(player), actionText(action, phase),
    // reasonText(id, percent, action, hand), trickWhy(why, card),
    // cardName(code) and deckId.
    property string wordsUrl
    // Budget per decision in ms; -1: the analyst's own (tests shorten it).
    property int budgetMs: -1
    property var words: ({})
    readonly property string title: { void App.language.code; return qsTr("Review: %1").arg(words.gameName ? words.gameName() : "") }
    readonly property alias reviewer: reviewer
    readonly property int decisionIndex: reviewer.decisionHere
    // What went wrong last (a save or record that cannot be read).
    property string failure

    // The table deals again from the chosen step: back to it.
    signal tryAgainStarted()
    signal leaveRequested()

    function seatName(seat) {
        const player = reviewer.seatPlayers[seat]
        return page.words.playerName ? page.words.playerName(player === undefined ? seat : player) : String(seat)
    }
    function actionText(action, phase) { return page.words.actionText ? page.words.actionText(action, phase) : action }
    function stepTo(step) { if (step >= 0) reviewer.step = step }
    function jumpToDecision(i) { if (i >= 0 && i < reviewer.decisions.length) reviewer.step = reviewer.decisions[i].index }

    // A small button on paper: a symbol, named for screen readers.
    component StepButton: Button {
        id: stepButton
        flat: true
        opacity: enabled ? 1 : 0.35
        padding: 6
        font.pixelSize: Theme.bodySize
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
        contentItem: Text {
            text: stepButton.text
            font: stepButton.font
            color: Theme.ink
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            implicitWidth: 34
            implicitHeight: 32
            radius: 6
            color: stepButton.down ? Theme.brassLight : stepButton.hovered ? Theme.paperShade : "transparent"
            border.width: stepButton.visualFocus ? 2 : 1
            border.color: stepButton.visualFocus ? Theme.wine : Theme.paperEdge
        }
    }

    DealReviewer {
        id: reviewer
        objectName: "dealReviewer"
        budgetMs: page.budgetMs
        onFailed: (code, where, detail) => page.failure = qsTr("Something went wrong: %1 (%2).").arg(code).arg(detail)
    }
    Component.onCompleted: {
        if (page.wordsUrl.length > 0) {
            const component = Qt.createComponent(page.wordsUrl)
            if (component.status === Component.Ready)
                page.words = component.createObject(page)
            else
                console.warn("review words:", component.errorString())
        }
        if (page.table)
            reviewer.table = page.table
        else if (page.saveGameId.length > 0)
            reviewer.openSave(page.saveGameId)
        reviewer.start()
    }

    focus: true
    StackView.onActivated: forceActiveFocus()
    Keys.onLeftPressed: reviewer.step = reviewer.step - 1
    Keys.onRightPressed: reviewer.step = reviewer.step + 1
    Keys.onUpPressed: stepTo(reviewer.decisionBefore(reviewer.step))
    Keys.onDownPressed: stepTo(reviewer.decisionAfter(reviewer.step))
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home) { reviewer.step = 0; event.accepted = true }
        else if (event.key === Qt.Key_End) { reviewer.step = reviewer.stepCount; event.accepted = true }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // The deal, the summary line and the review's progress.
        Panel {
            Layout.fillWidth: true
            implicitHeight: head.implicitHeight + 24
            RowLayout {
                id: head
                x: 14
                y: 12
                width: parent.width - 28
                spacing: 12
                StepButton {
                    objectName: "previousDeal"
                    text: "◀"
                    enabled: reviewer.finishedDeals.indexOf(reviewer.deal) > 0 && !reviewer.running
                    Accessible.name: qsTr("Previous deal")
                    onClicked: { reviewer.deal = reviewer.deal - 1; reviewer.start() }
                }
                Text {
                    objectName: "reviewDeal"
                    text: { void App.language.code; return qsTr("Deal %1").arg(reviewer.deal + 1) }
                    font.pixelSize: Theme.bodySize + 2
                    font.bold: true
                    color: Theme.ink
                }
                StepButton {
                    objectName: "nextDeal"
                    text: "▶"
                    enabled: reviewer.finishedDeals.indexOf(reviewer.deal) < reviewer.finishedDeals.length - 1 && !reviewer.running
                    Accessible.name: qsTr("Next deal")
                    onClicked: { reviewer.deal = reviewer.deal + 1; reviewer.start() }
                }
                Text {
                    objectName: "reviewSummary"
                    text: { void App.language.code
                            if (page.failure.length > 0)
                                return page.failure
                            if (reviewer.running)
                                return reviewer.total > 0 ? qsTr("The analyst weighs your decisions: %1 of %2 …").arg(reviewer.done).arg(reviewer.total)
                                                          : qsTr("The analyst weighs your decisions …")
                            if (reviewer.error.length > 0)
                                return ReviewWords.errorText(reviewer.error)
                            return ReviewWords.summaryLine(reviewer.summary, reviewer.unit) }
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                ProgressBar {
                    visible: reviewer.running
                    from: 0
                    to: Math.max(1, reviewer.total)
                    value: reviewer.done
                    Layout.preferredWidth: 160
                }
                ActionButton {
                    objectName: "reviewCancel"
                    visible: reviewer.running
                    text: { void App.language.code; return qsTr("Stop") }
                    onClicked: reviewer.cancel()
                }
                ActionButton {
                    objectName: "reviewStart"
                    visible: !reviewer.running && !reviewer.ready && reviewer.error.length === 0
                    text: { void App.language.code; return qsTr("Review") }
                    onClicked: reviewer.start()
                }
            }
        }

        RowLayout {
            spacing: 14
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                spacing: 10
                Layout.fillWidth: true
                Layout.fillHeight: true
                ReviewBoard {
                    objectName: "reviewBoard"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    position: reviewer.position
                    reviewedSeat: reviewer.seat
                    seatName: (seat) => page.seatName(seat)
                    actionText: (action, phase) => page.actionText(action, phase)
                    trickWhy: (why, card) => page.words.trickWhy ? page.words.trickWhy(why, card) : ""
                    cardName: (code) => page.words.cardName ? page.words.cardName(code) : code
                    deckId: page.words.deckId || "french"
                    // The largest cards that fit the longest hand and every seat's row.
                    cardWidth: Math.max(28, Math.min(84, (width - 200) / (1 + (Math.max(1, reviewer.longestHand) - 1) * 0.65),
                                                     (height - 150) / (reviewer.seatCount + 1) / 1.5))
                }
                ReviewDecisionList {
                    Layout.fillWidth: true
                    visible: reviewer.ready
                    decisions: reviewer.decisions
                    current: page.decisionIndex
                    actionText: (action, phase) => page.actionText(action, phase)
                    onChosen: (i) => page.jumpToDecision(i)
                }
                // Stepping through the deal.
                Panel {
                    Layout.fillWidth: true
                    implicitHeight: steps.implicitHeight + 20
                    RowLayout {
                        id: steps
                        x: 10
                        y: 10
                        width: parent.width - 20
                        spacing: 6
                        StepButton { objectName: "stepFirst"; text: "|◀"; Accessible.name: qsTr("To the start"); onClicked: reviewer.step = 0 }
                        StepButton { objectName: "decisionPrevious"; text: "«"; Accessible.name: qsTr("Previous decision")
                                      enabled: { void reviewer.decisions; return reviewer.decisionBefore(reviewer.step) >= 0 }
                                      onClicked: page.stepTo(reviewer.decisionBefore(reviewer.step)) }
                        StepButton { objectName: "stepBack"; text: "◀"; Accessible.name: qsTr("One step back"); onClicked: reviewer.step = reviewer.step - 1 }
                        Slider {
                            objectName: "stepSlider"
                            from: 0
                            to: reviewer.stepCount
                            stepSize: 1
                            snapMode: Slider.SnapAlways
                            value: reviewer.step
                            onMoved: reviewer.step = Math.round(value)
                            Accessible.name: qsTr("Step")
                            Layout.fillWidth: true
                        }
                        StepButton { objectName: "stepForward"; text: "▶"; Accessible.name: qsTr("One step on"); onClicked: reviewer.step = reviewer.step + 1 }
                        StepButton { objectName: "decisionNext"; text: "»"; Accessible.name: qsTr("Next decision")
                                      enabled: { void reviewer.decisions; return reviewer.decisionAfter(reviewer.step) >= 0 }
                                      onClicked: page.stepTo(reviewer.decisionAfter(reviewer.step)) }
                        StepButton { objectName: "stepLast"; text: "▶|"; Accessible.name: qsTr("To the end"); onClicked: reviewer.step = reviewer.stepCount }
                        Text {
                            objectName: "stepText"
                            text: { void App.language.code; return qsTr("Step %1 of %2").arg(reviewer.step).arg(reviewer.stepCount) }
                            font.pixelSize: Theme.smallSize
                            color: Theme.inkSoft
                        }
                    }
                }
            }

            ColumnLayout {
                spacing: 10
                Layout.fillWidth: false
                Layout.preferredWidth: Math.min(520, page.width * 0.42)
                Layout.fillHeight: true
                Panel {
                    objectName: "reviewGraphPanel"
                    Layout.fillWidth: true
                    implicitHeight: 200
                    visible: reviewer.ready
                    Text {
                        id: graphTitle
                        x: 14
                        y: 10
                        text: { void App.language.code; return qsTr("Your expected result after each decision") }
                        font.pixelSize: Theme.smallSize
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        id: graphNote
                        anchors.top: graphTitle.bottom
                        x: 14
                        width: parent.width - 28
                        text: { void App.language.code; return qsTr("Weighed from what you knew then, never from the hidden hands. Values: your expected result in %1.").arg(ReviewWords.unitName(reviewer.unit)) }
                        font.pixelSize: Theme.smallSize - 2
                        color: Theme.inkFaint
                        wrapMode: Text.Wrap
                    }
                    ReviewGraph {
                        objectName: "reviewGraph"
                        anchors.top: graphNote.bottom
                        anchors.topMargin: 6
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 8
                        x: 8
                        width: parent.width - 16
                        decisions: reviewer.decisions
                        current: page.decisionIndex
                        unit: reviewer.unit
                        onDecisionClicked: (i) => page.jumpToDecision(i)
                    }
                }
                ReviewDecision {
                    objectName: "reviewDecision"
                    Layout.fillWidth: true
                    visible: reviewer.ready
                    decision: page.decisionIndex >= 0 ? reviewer.decisions[page.decisionIndex] : ({})
                    number: page.decisionIndex + 1
                    count: reviewer.decisions.length
                    unit: reviewer.unit
                    actionText: (action, phase) => page.actionText(action, phase)
                    reasonText: (id, percent, action) => page.words.reasonText ? page.words.reasonText(id, percent, action, (reviewer.position.hands || [])[reviewer.seat] || []) : ""
                    canTryAgain: reviewer.canTryAgain
                    onTryAgainRequested: if (reviewer.tryAgain(reviewer.step)) page.tryAgainStarted()
                }
                Item { Layout.fillHeight: true }
            }
        }
    }
}
