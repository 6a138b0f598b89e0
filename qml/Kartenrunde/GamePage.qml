import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// One game: what it is, its rules, and Play once the engine can run it.
// A game with a table brings its own start controls (`starter`: Resume and
// Play with a start dialog); they ask for the table with a setup.
Item {
    id: root

    required property string gameId
    property url starter
    // The game's lesson words (its <Game>LessonWords.qml), for the course.
    property string lessonWords
    readonly property string title: details.name
    signal playRequested(string gameId, var setup)
    signal statisticsRequested(string gameId)
    signal lessonRequested(string gameId, int index)

    // Back from a table: the save may have changed.
    StackView.onActivating: if (starterLoader.item) starterLoader.item.refresh()

    // The new-game dialog of a playable game (--page new-game).
    function openNewGame() {
        if (starterLoader.item)
            starterLoader.item.openDialog()
    }

    GameDetails {
        id: details
        gameId: root.gameId
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.pageMargin
        anchors.topMargin: 28
        spacing: Theme.gap

        Panel {
            id: summary
            Layout.preferredWidth: 400
            Layout.maximumWidth: 400
            Layout.fillHeight: true

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 32
                spacing: 16

                CardFan {
                    deckStyle: details.deckStyle
                    cardWidth: 54
                    Layout.alignment: Qt.AlignHCenter
                    Layout.bottomMargin: 4
                }
                Text {
                    objectName: "gameTitle"
                    text: details.name
                    font.family: Theme.serifFamily
                    font.pixelSize: 32
                    font.bold: true
                    color: Theme.ink
                    // Long names shrink to one line rather than break mid-word.
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 20
                    horizontalAlignment: Text.AlignHCenter
                    Layout.fillWidth: true
                }
                Flow {
                    spacing: 6
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignHCenter
                    FactChip { text: details.players }
                    FactChip { text: details.deck }
                }
                Text {
                    objectName: "gameDescription"
                    text: details.description
                    font.pixelSize: Theme.bodySize
                    lineHeight: 1.2
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Item { Layout.fillHeight: true }
                Loader {
                    id: starterLoader
                    objectName: "starter"
                    active: details.playable && root.starter.toString().length > 0
                    source: root.starter
                    Layout.fillWidth: true
                }
                Connections {
                    target: starterLoader.item
                    function onStartRequested(setup) { root.playRequested(root.gameId, setup) }
                }
                PrimaryButton {
                    objectName: "playButton"
                    visible: !starterLoader.active
                    text: qsTr("Play")
                    enabled: details.playable
                    Layout.alignment: Qt.AlignHCenter
                    onClicked: root.playRequested(root.gameId, {})
                }
                // The player's results in this game, kept across runs.
                LinkButton {
                    objectName: "statisticsButton"
                    visible: details.playable
                    text: qsTr("Your statistics")
                    Layout.alignment: Qt.AlignHCenter
                    onClicked: root.statisticsRequested(root.gameId)
                }
                Text {
                    objectName: "playUnavailable"
                    visible: !details.playable
                    text: qsTr("This game cannot be played yet.")
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkFaint
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }

        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true
            Layout.fillHeight: true

            // The game's course of lessons, above its rules.
            Panel {
                visible: shelf.visible
                implicitHeight: shelf.implicitHeight + 32
                Layout.fillWidth: true
                Layout.bottomMargin: 16
                LessonShelf {
                    id: shelf
                    objectName: "lessonShelf"
                    x: 24
                    y: 16
                    width: parent.width - 48
                    gameId: root.gameId
                    wordsUrl: root.lessonWords
                    onLessonRequested: (index) => root.lessonRequested(root.gameId, index)
                }
            }
            RulesView {
                id: rules
                objectName: "gameRules"
                pageId: root.gameId
                visible: found
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
            // Without a rules page in this language, a short note instead.
            Panel {
                visible: !rules.found
                Layout.fillWidth: true
                implicitHeight: note.implicitHeight + 64
                ColumnLayout {
                    id: note
                    anchors.fill: parent
                    anchors.margins: 32
                    spacing: 8
                    Text {
                        text: qsTr("Rules")
                        font.family: Theme.serifFamily
                        font.pixelSize: 24
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        objectName: "rulesMissing"
                        text: { void App.language.code; return qsTr("The rules of %1 are not available in this language yet.").arg(details.name) }
                        font.pixelSize: Theme.bodySize
                        color: Theme.inkSoft
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }
            }
            Item {
                visible: !rules.found
                Layout.fillHeight: true
            }
        }
    }
}
