import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// The start screen: the four games on the table.
Item {
    id: root

    readonly property string title: ""   // the bar shows just "Kartenrunde"
    // Small windows get a tighter heading, so that more of the games shows.
    readonly property bool compact: height < 700
    signal gameChosen(string gameId)
    signal learnRequested(string gameId)

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.y + column.height
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}
        FocusScroller { flickable: flick }

        ColumnLayout {
            id: column
            x: Math.max(Theme.pageMargin, (flick.width - width) / 2)
            // On tall screens the games sit a little above the middle.
            y: Math.max(0, (flick.height - height) * 0.4)
            width: Math.min(flick.width - 2 * Theme.pageMargin, 1500)
            height: implicitHeight
            spacing: Theme.gap

            ColumnLayout {
                spacing: 4
                Layout.topMargin: root.compact ? 16 : 28
                Layout.fillWidth: true
                Text {
                    objectName: "startHeading"
                    text: qsTr("Choose a game")
                    font.family: Theme.serifFamily
                    font.pixelSize: root.compact ? Theme.headingSize - 6 : Theme.headingSize
                    font.bold: true
                    color: Theme.feltText
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                }
                Text {
                    objectName: "startSubtitle"
                    text: qsTr("Four card games from across Europe, each played against computer opponents.")
                    font.pixelSize: Theme.bodySize + 1
                    color: Theme.feltTextSoft
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                }
                // The lesson progress could not be read or kept: said, never hidden.
                Text {
                    objectName: "lessonProblem"
                    visible: text.length > 0
                    text: App.lessons.problem
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    color: Theme.brassLight
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                }
            }

            GridLayout {
                id: grid
                columns: 2
                rowSpacing: Theme.gap
                columnSpacing: Theme.gap
                Layout.fillWidth: true
                Layout.fillHeight: false   // cards keep their natural height
                Layout.bottomMargin: Theme.pageMargin

                Repeater {
                    model: App.games
                    GameCard {
                        Layout.fillWidth: true
                        Layout.fillHeight: true    // both cards of a row alike
                        Layout.minimumHeight: 250
                        Layout.preferredWidth: 1   // equal columns
                        onClicked: root.gameChosen(gameId)
                        onLearnRequested: root.learnRequested(gameId)
                    }
                }
            }
        }
    }
}
