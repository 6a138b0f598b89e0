pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// How a deal ended, in words: a headline, the result's items one per line,
// the scores after it, and the way on. It rises into view while `shown`.
Panel {
    id: summary

    property bool shown: false
    property string title
    property var lines: []         // the result items, worded by the game
    property var scores: []        // [{name, value}]
    property string continueText
    // A second way on, e.g. ending an open-ended session; empty: none.
    property string endText
    // Playing the deal again: the players' names by deal seat (empty: not
    // offered), the player's own seat (-1: sat out) and the deal's seed.
    property var againNames: []
    property int againSeat: -1
    property string seed
    signal continued()
    signal ended()
    signal againRequested(int seat)
    // The deal's review (issue #32): offered once a deal is over.
    property bool reviewable: true
    signal reviewRequested()
    // In a lesson the lesson's panel leads on; the summary only tells.
    property bool inLesson: false

    implicitWidth: 460
    implicitHeight: column.implicitHeight + 56
    lift: 2
    opacity: 0
    scale: 0.92
    visible: opacity > 0
    enabled: shown    // a summary fading out takes no clicks
    Accessible.role: Accessible.Dialog
    Accessible.name: title

    // The keyboard goes on from here: the first button takes it, with its
    // focus ring, so that Enter or Space leads to the next deal.
    function takeFocus() {
        if (shown && visible)
            (continueButton.visible ? continueButton : endButton.visible ? endButton : playAgain).forceActiveFocus(Qt.TabFocusReason)
    }
    onShownChanged: takeFocus()
    onVisibleChanged: takeFocus()

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 28
        spacing: 7

        Text {
            objectName: "summaryTitle"
            text: summary.title
            font.family: Theme.serifFamily
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: summary.lines
            Text {
                required property string modelData
                required property int index
                objectName: "summaryLine_" + index
                text: modelData
                font.pixelSize: Theme.bodySize
                lineHeight: 1.15
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        Rectangle {
            visible: summary.scores.length > 0
            color: Theme.paperEdge
            implicitHeight: 1
            Layout.fillWidth: true
            Layout.topMargin: 4
        }
        Repeater {
            model: summary.scores
            RowLayout {
                id: scoreRow
                required property var modelData
                required property int index
                Layout.fillWidth: true
                Text {
                    text: scoreRow.modelData.name
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                    Layout.fillWidth: true
                }
                Text {
                    objectName: "summaryScore_" + scoreRow.index
                    text: scoreRow.modelData.value
                    font.pixelSize: Theme.bodySize + 2
                    font.bold: true
                    color: Theme.ink
                }
            }
        }
        PrimaryButton {
            id: continueButton
            objectName: "summaryContinue"
            text: summary.continueText
            visible: text.length > 0 && !summary.inLesson
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 8
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            onClicked: summary.continued()
        }
        PrimaryButton {
            id: endButton
            objectName: "summaryEnd"
            quiet: true
            text: summary.endText
            visible: text.length > 0 && !summary.inLesson
            Layout.alignment: Qt.AlignHCenter
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            onClicked: summary.ended()
        }
        PrimaryButton {
            id: reviewButton
            objectName: "summaryReview"
            quiet: true
            visible: summary.reviewable
            text: { void App.language.code; return qsTr("Review this deal (R)") }
            Layout.alignment: Qt.AlignHCenter
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
            onClicked: summary.reviewRequested()
        }
        PlayAgainChoice {
            id: playAgain
            objectName: "playAgain"
            visible: summary.againNames.length > 0 && !summary.inLesson
            names: summary.againNames
            mySeat: summary.againSeat
            seed: summary.seed
            onChosen: (seat) => summary.againRequested(seat)
            Layout.fillWidth: true
            Layout.topMargin: 6
        }
    }

    states: State {
        name: "shown"
        when: summary.shown
        PropertyChanges { target: summary; opacity: 1; scale: 1 }
    }
    transitions: Transition {
        NumberAnimation { properties: "opacity,scale"; duration: Theme.duration(280); easing.type: Easing.OutCubic }
    }
}
