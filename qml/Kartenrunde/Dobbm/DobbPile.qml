pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde
import Kartenrunde.Table

// A small pile of cards lying apart from the trick: the Dobb face down, or
// the declarer's discard (face up only for the declarer), with a label.
Column {
    id: pile

    property int count: 0
    property var faces: []        // codes to show face up; backs when empty
    property string label
    property string deckId: "german"
    property string back: "blue"
    property real cardWidth: 50

    spacing: 4

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: -pile.cardWidth * 0.55
        Repeater {
            model: pile.faces.length > 0 ? pile.faces.length : pile.count
            PlayingCard {
                required property int index
                objectName: "pileCard"
                code: pile.faces.length > 0 ? pile.faces[index] : ""
                Accessible.name: faceUp ? DobbmWords.spokenCard(code) : CardWords.faceDown()
                faceUp: pile.faces.length > 0
                deckId: pile.deckId
                back: pile.back
                width: pile.cardWidth
                height: pile.cardWidth * 1.5
                rotation: (index - 1.5) * 3
            }
        }
    }
    Text {
        objectName: "pileLabel"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: text.length > 0
        text: pile.label
        font.pixelSize: Theme.smallSize
        font.bold: true
        color: Theme.feltText
        style: Text.Raised
        styleColor: Qt.rgba(0, 0, 0, 0.35)
    }
}
