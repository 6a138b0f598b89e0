pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// The last trick, and with the arrows every trick before it: the cards in
// the order played, who won it, its points and one line on why it won. The
// game words the points and the why (trick: {cards: [{seat, card}],
// winner, points, why, winningCard}).
Panel {
    id: box

    property var tricks: []
    property var seatName: function(seat) { return "" }
    property int me: -1
    property string deckId: "french"
    property real cardWidth: 44
    property var pointsText: function(points) { return String(points) }
    property var whyText: function(trick) { return "" }
    // A card's name as a screen reader speaks it.
    property var cardName: function(code) { return code }
    // Which trick is shown, counted from the newest (0).
    property int back: 0
    readonly property int shownIndex: tricks.length - 1 - Math.min(back, Math.max(0, tricks.length - 1))
    readonly property var shown: tricks.length > 0 ? tricks[shownIndex] : null

    onTricksChanged: back = 0
    implicitHeight: column.implicitHeight + 24
    visible: tricks.length > 0

    ColumnLayout {
        id: column
        x: 12
        y: 12
        width: box.width - 24
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Text {
                objectName: "trickTitle"
                text: { void App.language.code; return box.shown ? qsTr("Trick %1").arg(box.shownIndex + 1) : "" }
                font.pixelSize: Theme.smallSize + 1
                font.bold: true
                color: Theme.ink
                Layout.fillWidth: true
            }
            PaperArrow {
                objectName: "olderTrick"
                text: "◀"
                name: qsTr("Earlier trick")
                enabled: box.shownIndex > 0
                onClicked: box.back += 1
            }
            PaperArrow {
                objectName: "newerTrick"
                text: "▶"
                name: qsTr("Later trick")
                enabled: box.back > 0
                onClicked: box.back -= 1
            }
        }
        Row {
            spacing: 4
            Repeater {
                model: box.shown ? box.shown.cards : []
                PlayingCard {
                    required property var modelData
                    code: modelData.card
                    Accessible.name: CardWords.played(box.seatName(modelData.seat), box.cardName(modelData.card), modelData.seat === box.me)
                    deckId: box.deckId
                    width: box.cardWidth
                    height: box.cardWidth * 1.5
                    highlighted: box.shown && modelData.seat === box.shown.winner
                }
            }
        }
        Text {
            objectName: "trickWinner"
            text: { void App.language.code
                    if (!box.shown)
                        return ""
                    const pts = box.pointsText(box.shown.points)
                    return box.shown.winner === box.me ? qsTr("You won it: %1").arg(pts)
                                                       : qsTr("%1 won it: %2").arg(box.seatName(box.shown.winner)).arg(pts) }
            font.pixelSize: Theme.smallSize
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "trickWhy"
            text: { void App.language.code; return box.shown ? box.whyText(box.shown) : "" }
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
