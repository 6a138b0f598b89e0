pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// The hands shown at the end of a deal: every card each seat played, in the
// order of the game type, each under the label the game gives its seat
// (its name, and its party where the game has them).
Panel {
    id: box

    property var hands: []     // per deal seat: card codes
    property var seatLabel: function(seat) { return "" }
    property string deckId: "french"
    property real cardWidth: 34
    // A card's name as a screen reader speaks it.
    property var cardName: function(code) { return code }

    implicitHeight: column.implicitHeight + 24
    visible: hands.length > 0

    ColumnLayout {
        id: column
        x: 12
        y: 12
        width: box.width - 24
        spacing: 6
        Text {
            text: qsTr("The hands")
            font.pixelSize: Theme.bodySize
            font.bold: true
            color: Theme.ink
        }
        Repeater {
            model: box.hands
            Column {
                id: handRow
                required property var modelData
                required property int index
                spacing: 2
                Text {
                    objectName: "revealedName_" + handRow.index
                    text: { void App.language.code; return box.seatLabel(handRow.index) }
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                }
                Row {
                    spacing: -box.cardWidth * 0.45
                    Repeater {
                        model: handRow.modelData
                        PlayingCard {
                            required property string modelData
                            code: modelData
                            Accessible.name: box.cardName(modelData)
                            deckId: box.deckId
                            width: box.cardWidth
                            height: box.cardWidth * 1.5
                        }
                    }
                }
            }
        }
    }
}
