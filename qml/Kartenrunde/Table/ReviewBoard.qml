pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The deal at one step of the review, every hand open: each seat's cards in
// a row under its name (the reviewed seat marked, the seat to act lit), the
// trick on the table with who takes it and why, and what was just done.
Panel {
    id: board

    property var position: ({})
    property int reviewedSeat: -1
    property var seatName: function(seat) { return "" }
    property var actionText: function(action, phase) { return action }
    property var trickWhy: function(why, card) { return "" }
    property var cardName: function(code) { return code }
    property string deckId: "french"
    property real cardWidth: 44
    readonly property var hands: position.hands || []
    readonly property var trick: position.trick || []
    readonly property var last: position.last || ({})

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 14
        spacing: 8

        Repeater {
            model: board.hands
            RowLayout {
                id: seatRow
                required property var modelData
                required property int index
                objectName: "reviewHand_" + index
                spacing: 10
                Layout.fillWidth: true
                Rectangle {
                    implicitWidth: 6
                    implicitHeight: board.cardWidth * 1.5
                    radius: 3
                    color: seatRow.index === board.position.toMove && !board.position.terminal ? Theme.brass : "transparent"
                }
                Text {
                    text: { void App.language.code
                            const name = board.seatName(seatRow.index)
                            const won = (board.position.tricksWon || [])[seatRow.index] || 0
                            return (seatRow.index === board.reviewedSeat ? qsTr("%1 (reviewed)").arg(name) : name)
                                   + "\n" + ReviewWords.tricks(won) }
                    font.pixelSize: Theme.smallSize
                    font.bold: seatRow.index === board.reviewedSeat
                    color: Theme.ink
                    Layout.preferredWidth: 130
                }
                Row {
                    spacing: -board.cardWidth * 0.35
                    Layout.minimumHeight: board.cardWidth * 1.5
                    Repeater {
                        model: seatRow.modelData
                        PlayingCard {
                            required property string modelData
                            code: modelData
                            Accessible.name: board.cardName(modelData)
                            deckId: board.deckId
                            width: board.cardWidth
                            height: board.cardWidth * 1.5
                        }
                    }
                }
                Item { Layout.fillWidth: true }
            }
        }
        Rectangle {
            color: Theme.paperEdge
            implicitHeight: 1
            Layout.fillWidth: true
        }
        RowLayout {
            spacing: 16
            Layout.fillWidth: true
            Row {
                objectName: "reviewTrick"
                spacing: 6
                Layout.minimumHeight: board.cardWidth * 1.5 + 20
                Repeater {
                    model: board.trick
                    Column {
                        id: played
                        required property var modelData
                        spacing: 2
                        PlayingCard {
                            code: played.modelData.card
                            Accessible.name: board.cardName(played.modelData.card)
                            deckId: board.deckId
                            highlighted: played.modelData.seat === board.position.trickWinner
                            width: board.cardWidth
                            height: board.cardWidth * 1.5
                        }
                        Text {
                            width: board.cardWidth
                            horizontalAlignment: Text.AlignHCenter
                            elide: Text.ElideRight
                            text: { void App.language.code; return board.seatName(played.modelData.seat) }
                            font.pixelSize: Theme.smallSize - 2
                            color: Theme.inkSoft
                        }
                    }
                }
            }
            ColumnLayout {
                spacing: 4
                Layout.fillWidth: true
                Text {
                    objectName: "reviewLastAction"
                    text: { void App.language.code
                            return board.last.seat === undefined ? qsTr("The cards are dealt.")
                                 : qsTr("%1: %2").arg(board.seatName(board.last.seat)).arg(board.actionText(board.last.action, board.position.phase)) }
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Text {
                    objectName: "reviewTrickWinner"
                    readonly property var winningCard: (board.trick.find(c => c.seat === board.position.trickWinner) || {}).card
                    visible: board.position.trickWinner >= 0 && board.trick.length > 0
                    text: { void App.language.code
                            const taker = board.position.trickWinner === board.reviewedSeat ? qsTr("You take the trick.")
                                        : qsTr("%1 takes the trick.").arg(board.seatName(board.position.trickWinner))
                            return visible ? taker
                                             + (App.language.code === "ja" ? "" : " ") + board.trickWhy(board.position.trickWhy, winningCard) : "" }
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }
        Item { Layout.fillHeight: true }
    }
}
