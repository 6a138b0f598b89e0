import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// One game on the start screen. Click, Space or Enter opens its page.
AbstractButton {
    id: root

    required property string gameId
    required property string name
    required property string description
    required property string players
    required property string deck
    required property string deckStyle
    required property bool playable
    // The game's course of lessons: its size and how many are passed.
    readonly property int lessons: { void App.lessons.revision; return App.lessons.courseSize(gameId) }
    readonly property int lessonsPassed: { void App.lessons.revision; return App.lessons.passedCount(gameId) }
    signal learnRequested()

    objectName: "gameCard_" + gameId
    padding: 24
    hoverEnabled: true
    Accessible.name: name
    Accessible.description: description

    Keys.onReturnPressed: root.clicked()
    Keys.onEnterPressed: root.clicked()

    background: Panel {
        lift: root.down ? 0 : root.hovered || root.visualFocus ? 2 : 1
        Rectangle {
            anchors.fill: parent
            anchors.margins: 5
            radius: Theme.radius - 4
            color: "transparent"
            border.width: root.visualFocus ? 2 : 1
            border.color: root.visualFocus ? Theme.brassDark
                        : root.hovered ? Theme.brass : Qt.rgba(0, 0, 0, 0.06)
        }
    }

    contentItem: ColumnLayout {
        spacing: 10

        RowLayout {
            spacing: 16
            Layout.fillWidth: true
            ColumnLayout {
                spacing: 8
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Text {
                    objectName: "gameName"
                    text: root.name
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.titleSize
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Flow {
                    spacing: 6
                    Layout.fillWidth: true
                    FactChip { objectName: "gamePlayers"; text: root.players }
                    FactChip { text: root.deck }
                }
            }
            CardFan {
                deckStyle: root.deckStyle
                cardWidth: 34
                Layout.alignment: Qt.AlignTop | Qt.AlignRight
            }
        }
        Text {
            objectName: "gameDescription"
            text: root.description
            font.pixelSize: Theme.bodySize - 1
            lineHeight: 1.15
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Item { Layout.fillHeight: true }
        RowLayout {
            Layout.fillWidth: true
            Text {
                // Read the language first: worded again on a switch.
                visible: root.lessons === 0
                text: { void App.language.code; return root.playable ? qsTr("Ready to play") : qsTr("Not playable yet") }
                font.pixelSize: Theme.smallSize
                color: Theme.inkFaint
                Layout.fillWidth: true
            }
            // The next lesson of the course, with the progress so far.
            LinkButton {
                objectName: "learnButton"
                visible: root.lessons > 0
                leftPadding: 0
                font.pixelSize: Theme.bodySize
                text: { void App.language.code; return qsTr("Learn to play · %1 of %2 lessons").arg(root.lessonsPassed).arg(root.lessons) }
                Accessible.name: { void App.language.code; return qsTr("Learn %1: %2 of %3 lessons passed").arg(root.name).arg(root.lessonsPassed).arg(root.lessons) }
                onClicked: root.learnRequested()
            }
            Item {
                visible: root.lessons > 0
                Layout.fillWidth: true
            }
            Text {
                text: { void App.language.code; return qsTr("Details") + "  ›" }
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: root.hovered ? Theme.wine : Theme.brassDark
            }
        }
    }
}
