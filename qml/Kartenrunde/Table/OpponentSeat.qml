pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde
import Kartenrunde.Core

// A computer player at the table: name and level, the backs of the cards it
// holds, a marker while it is to act or deals, "Thinking …" while it
// decides, and a speech bubble for its bids, offers and announcements.
Item {
    id: seat

    property string name
    property string level
    property int cardCount: 0
    // Room kept for this many cards, so that the seat does not shift as
    // cards are played.
    property int slots: cardCount
    property string back: "blue"
    property real cardWidth: 60
    property bool thinking: false
    property bool toMove: false
    property bool dealer: false
    property string dealerText
    property string speech
    // What else the seat shows, for a screen reader (its party, its points).
    property string accessibleDetail
    // The backs above the name (seats at the sides of a four-player table).
    property bool stacked: false
    // Cards the seat holds face up for everyone (an open hand), by code; the
    // backs otherwise. The game names a card for a screen reader.
    property var openCards: []
    property string deckId: "french"
    property var cardName: function(code) { return code }
    readonly property bool open: openCards.length > 0

    // A screen reader reads the seat as it is drawn: "Anna, Expert, dealer, 9 cards, Re".
    Accessible.role: Accessible.StaticText
    Accessible.name: {
        void App.language.code
        const parts = [seat.name, seat.level]
        if (seat.dealer)
            parts.push(seat.dealerText)
        if (seat.toMove)
            parts.push(seat.thinking ? qsTr("thinking") : qsTr("to move"))
        parts.push(CardWords.cards(seat.cardCount))
        if (seat.open)
            parts.push(qsTr("open hand: %1").arg(seat.openCards.map(c => seat.cardName(c)).join(App.language.code === "ja" ? "、" : ", ")))
        if (seat.accessibleDetail.length > 0)
            parts.push(seat.accessibleDetail)
        if (seat.speech.length > 0)
            parts.push(qsTr("says: %1").arg(seat.speech))
        return parts.filter(p => p.length > 0).join(App.language.code === "ja" ? "、" : ", ")
    }

    implicitWidth: row.width
    implicitHeight: row.height

    Grid {
        id: row
        columns: seat.stacked ? 1 : 2
        spacing: seat.stacked ? 8 : 14
        verticalItemAlignment: Grid.AlignVCenter
        horizontalItemAlignment: seat.stacked ? Grid.AlignHCenter : Grid.AlignLeft

        // The backs of the cards held, slightly fanned (an open hand face up).
        Item {
            id: backs
            width: seat.cardWidth * (1 + 0.45 * Math.max(0, Math.max(seat.slots, seat.cardCount) - 1))
            height: seat.cardWidth * 1.5
            Repeater {
                model: seat.open ? seat.openCards.length : seat.cardCount
                PlayingCard {
                    required property int index
                    objectName: seat.open ? "openCard" : "opponentCard"
                    Accessible.ignored: true    // the seat says how many, and an open hand's cards
                    faceUp: seat.open
                    code: seat.open ? (seat.openCards[index] || "") : ""
                    deckId: seat.deckId
                    back: seat.back
                    width: seat.cardWidth
                    height: seat.cardWidth * 1.5
                    // Centred in the room kept for `slots` cards.
                    x: (backs.width - seat.cardWidth * (1 + 0.45 * Math.max(0, seat.cardCount - 1))) / 2
                       + index * seat.cardWidth * 0.45
                    // An open hand lies flat, so that every card can be read.
                    rotation: seat.open ? 0 : (index - (seat.cardCount - 1) / 2) * 4
                }
            }
        }

        Column {
            id: header
            spacing: 8

            Row {
                spacing: 10

                Rectangle {
                    id: avatar
                    width: 48
                    height: 48
                    radius: 24
                    color: Theme.wine
                    border.width: seat.toMove ? 3 : 1
                    border.color: seat.toMove ? Theme.brassLight : Theme.brassDark
                    Text {
                        anchors.centerIn: parent
                        text: seat.name.length > 0 ? seat.name.charAt(0) : ""
                        font.family: Theme.serifFamily
                        font.pixelSize: 24
                        font.bold: true
                        color: Theme.feltText
                    }
                    // A ring that breathes while the player is to act.
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width + 10
                        height: width
                        radius: width / 2
                        color: "transparent"
                        border.width: 2
                        border.color: Theme.brass
                        visible: seat.toMove
                        SequentialAnimation on opacity {
                            running: seat.toMove && App.settings.animationFactor > 0
                            loops: Animation.Infinite
                            NumberAnimation { from: 1; to: 0.2; duration: 700 }
                            NumberAnimation { from: 0.2; to: 1; duration: 700 }
                        }
                    }
                }
                Column {
                    anchors.verticalCenter: avatar.verticalCenter
                    spacing: 2
                    Text {
                        objectName: "seatName"
                        text: seat.name
                        font.family: Theme.serifFamily
                        font.pixelSize: Theme.bodySize + 3
                        font.bold: true
                        color: Theme.feltText
                    }
                    Row {
                        spacing: 6
                        Text {
                            objectName: "seatLevel"
                            text: seat.level
                            font.pixelSize: Theme.smallSize
                            color: Theme.feltTextSoft
                            anchors.verticalCenter: parent.verticalCenter
                        }
                        Rectangle {
                            objectName: "dealerMarker"
                            visible: seat.dealer
                            width: dealerLabel.implicitWidth + 12
                            height: dealerLabel.implicitHeight + 4
                            radius: height / 2
                            color: Theme.brass
                            anchors.verticalCenter: parent.verticalCenter
                            Text {
                                id: dealerLabel
                                anchors.centerIn: parent
                                text: seat.dealerText
                                font.pixelSize: Theme.smallSize - 2
                                font.bold: true
                                color: Theme.ink
                            }
                        }
                    }
                }
            }
            ThinkingIndicator {
                id: indicator
                objectName: "thinkingIndicator"
                thinking: seat.thinking
            }
        }
    }

    SpeechBubble {
        objectName: "speechBubble"
        x: seat.stacked ? row.width / 2 - width / 2 : row.width + 18
        y: seat.stacked ? row.height + 6 : header.y + 24 - height / 2
        text: seat.speech
        z: 10
    }
}
