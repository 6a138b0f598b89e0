pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde.Core
import QtQuick.Layouts
import Kartenrunde

// The round score to 12 of both players as pips, and the rounds each has
// won (two win the game).
FeltCard {
    id: score

    property int round: 1
    property int target: 12
    property int roundsToWin: 2
    property var points: [0, 0]   // you, opponent
    property var rounds: [0, 0]

    title: { void App.language.code; return qsTr("Round %1").arg(round) }

    Column {
        width: parent.width
        spacing: 8

        Repeater {
            model: 2
            Column {
                id: player
                required property int index
                width: parent.width
                spacing: 3
                RowLayout {
                    width: parent.width
                    Text {
                        text: TrucWords.name(player.index === 0)
                        font.pixelSize: Theme.bodySize
                        color: Theme.feltText
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    // Rounds won, as stars.
                    Row {
                        spacing: 2
                        Repeater {
                            model: score.roundsToWin
                            Text {
                                required property int index
                                text: index < score.rounds[player.index] ? "★" : "☆"
                                font.pixelSize: Theme.bodySize
                                color: Theme.brass
                            }
                        }
                    }
                    Text {
                        objectName: "roundPoints_" + player.index
                        text: score.points[player.index]
                        font.pixelSize: Theme.bodySize + 4
                        font.bold: true
                        color: Theme.feltText
                        horizontalAlignment: Text.AlignRight
                        Layout.preferredWidth: 28
                    }
                }
                Row {
                    spacing: 3
                    Repeater {
                        model: score.target
                        Rectangle {
                            required property int index
                            width: Math.floor((player.width - 3 * (score.target - 1)) / score.target)
                            height: 8
                            radius: 4
                            color: index < score.points[player.index] ? Theme.brass : Qt.rgba(1, 1, 1, 0.12)
                            Behavior on color { ColorAnimation { duration: Theme.duration(300) } }
                        }
                    }
                }
            }
        }
        Text {
            width: parent.width
            text: qsTr("12 points win a round, two rounds the game.")
            wrapMode: Text.Wrap
            font.pixelSize: Theme.smallSize - 1
            color: Theme.feltTextSoft
        }
    }
}
