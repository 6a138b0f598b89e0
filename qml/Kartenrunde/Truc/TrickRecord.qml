pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde.Core
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Table

// The three tricks of the hand: both cards of each finished trick and whose
// it is; spoilt tricks are marked and say whom they belong to, or that they
// will go to whoever wins a trick first.
FeltCard {
    id: record

    property var tricks: []         // the adapter's "tricks"
    property int me: 0
    property int firstWinner: -1
    property int spoilt: 0
    property string deckId: "french"
    readonly property real miniWidth: Math.max(30, width * 0.13)

    title: qsTr("Tricks")

    function result(trick) {
        void App.language.code
        if (!trick.spoilt)
            return trick.winner === me ? qsTr("Yours") : qsTr("Marius's")
        if (trick.owner < 0)
            return qsTr("Spoilt")
        return trick.owner === me ? qsTr("Spoilt, yours") : qsTr("Spoilt, Marius's")
    }

    Column {
        width: parent.width
        spacing: 6

        Repeater {
            model: 3
            RowLayout {
                id: slot
                required property int index
                readonly property var trick: index < record.tricks.length ? record.tricks[index] : null
                width: parent.width
                spacing: 6

                Text {
                    text: slot.index + 1
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    color: Theme.feltTextSoft
                    Layout.preferredWidth: 12
                }
                Repeater {
                    model: 2
                    Item {
                        required property int index
                        implicitWidth: record.miniWidth
                        implicitHeight: record.miniWidth * 1.5
                        Rectangle {
                            anchors.fill: parent
                            visible: slot.trick === null
                            radius: 4
                            color: "transparent"
                            border.width: 1
                            border.color: Qt.rgba(1, 1, 1, 0.18)
                        }
                        PlayingCard {
                            anchors.fill: parent
                            visible: slot.trick !== null
                            code: slot.trick ? slot.trick.cards[index] : ""
                            Accessible.name: CardWords.french(code)
                            deckId: record.deckId
                            dimmed: slot.trick !== null && slot.trick.spoilt
                        }
                    }
                }
                Text {
                    objectName: "trickResult_" + slot.index
                    text: slot.trick ? record.result(slot.trick) : ""
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    font.strikeout: false
                    color: slot.trick && slot.trick.spoilt ? "#f3b8a8" : Theme.feltText
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
        }
        Text {
            objectName: "spoiltRule"
            width: parent.width
            text: { void App.language.code; return record.spoilt === 0 ? qsTr("Two tricks win the hand. Equal cards spoil a trick.")
                : record.firstWinner < 0 ? qsTr("A spoilt trick goes to whoever wins a trick first.")
                : record.firstWinner === record.me ? qsTr("Spoilt tricks are yours: you won a trick first.")
                : qsTr("Spoilt tricks are Marius's: he won a trick first.") }
            wrapMode: Text.Wrap
            font.pixelSize: Theme.smallSize - 1
            color: Theme.feltTextSoft
        }
    }
}
