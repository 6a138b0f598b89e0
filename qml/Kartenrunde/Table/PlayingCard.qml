import QtQuick
import Kartenrunde
import Kartenrunde.Cards

// One card: its face from the card provider or its back. States show what
// the player may do with it: "legal" (may be played: brass rim, slightly
// lifted), "hover" and "selected" (lifted further), "dimmed" (may not be
// played now). The game decides which; the card only shows it.
Item {
    id: card

    property string code
    property string deckId: "french"
    property string back: "blue"
    property bool faceUp: true
    property bool highlighted: false
    property bool dimmed: false
    property bool selected: false
    property bool hovered: false
    // The keyboard's choice: a light ring around the card (its focus ring).
    property bool focusRing: false

    // Set by the states: how far the card rises and how strongly it glows.
    property real lift: 0
    property real rimOpacity: 0
    property real shadeOpacity: 0

    implicitWidth: 100
    implicitHeight: width * 1.5
    Accessible.role: Accessible.Graphic
    // The game names a face for a screen reader; a back never tells its face.
    Accessible.name: faceUp ? code : CardWords.faceDown()

    // A soft shadow that grows as the card rises.
    Rectangle {
        x: 1 + card.lift * 0.15
        y: 3 + card.lift * 0.35
        width: card.width
        height: card.height
        radius: card.width * 0.07
        color: Qt.rgba(0, 0, 0, 0.28 + card.lift * 0.003)
    }

    Item {
        id: body
        y: -card.lift
        width: card.width
        height: card.height

        Image {
            anchors.fill: parent
            source: !card.faceUp ? CardDecks.source("backs", card.back)
                  : card.code.length > 0 ? CardDecks.source(card.deckId, card.code, CardDecks.indexLanguage) : ""
            sourceSize.width: Math.ceil(card.width * 2)
            sourceSize.height: Math.ceil(card.height * 2)
            fillMode: Image.PreserveAspectFit
            smooth: true
            mipmap: true
        }
        Rectangle {
            objectName: "cardShade"
            anchors.fill: parent
            radius: card.width * 0.07
            color: Theme.feltDark
            opacity: card.shadeOpacity
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -3
            radius: card.width * 0.07 + 3
            color: "transparent"
            border.width: 3
            border.color: card.selected ? Theme.brassLight : Theme.brass
            opacity: card.rimOpacity
        }
        Rectangle {
            objectName: "cardFocusRing"
            anchors.fill: parent
            anchors.margins: -7
            radius: card.width * 0.07 + 7
            color: "transparent"
            border.width: 2
            border.color: Theme.paper
            visible: card.focusRing
        }
    }

    states: [
        State {
            name: "selected"
            when: card.selected
            PropertyChanges { target: card; lift: card.height * 0.16; rimOpacity: 1 }
        },
        State {
            name: "hover"
            when: card.hovered && !card.dimmed
            PropertyChanges { target: card; lift: card.height * 0.11; rimOpacity: card.highlighted ? 1 : 0 }
        },
        State {
            name: "legal"
            when: card.highlighted
            PropertyChanges { target: card; lift: card.height * 0.05; rimOpacity: 0.85 }
        },
        State {
            name: "dimmed"
            when: card.dimmed
            PropertyChanges { target: card; shadeOpacity: 0.5 }
        }
    ]
    transitions: Transition {
        NumberAnimation {
            properties: "lift,rimOpacity,shadeOpacity"
            duration: Theme.duration(150)
            easing.type: Easing.OutCubic
        }
    }
}
