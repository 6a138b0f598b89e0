// Settings page that shows every card deck: our French, German and Swiss
// decks, the card backs and the card themes installed on the system.
// Needs kr::installCardImages(engine) (app/cards/install_card_images.hpp)
// for the image://cards provider.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kartenrunde.Cards

Page {
    id: page

    title: qsTr("Card decks")
    // Fixed: the content's size follows the page's, not the other way round.
    implicitWidth: 960
    implicitHeight: 720

    // The deck chosen in the selector; the four-colour switch turns our
    // French deck into its four-colour variant.
    property string chosenDeck: "french"
    readonly property string deckId: fourColours.checked ? CardDecks.fourColourDeck(chosenDeck) : chosenDeck
    readonly property var chosenInfo: CardDecks.deck(chosenDeck)
    readonly property bool systemTheme: chosenInfo.kind === "system"
    property real cardWidth: sizeSlider.value

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12

            Label {
                text: qsTr("Deck")
            }
            ComboBox {
                id: deckSelector
                Layout.preferredWidth: 280
                model: CardDecks.choosableDecks
                textRole: "name"
                valueRole: "id"
                onActivated: page.chosenDeck = currentValue
                Component.onCompleted: currentIndex = indexOfValue(page.chosenDeck)
                Accessible.name: qsTr("Deck")
            }
            Switch {
                id: fourColours
                text: qsTr("Four colours")
                enabled: CardDecks.fourColourDeck(page.chosenDeck) !== page.chosenDeck
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Clubs green, diamonds blue")
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Card size")
            }
            Slider {
                id: sizeSlider
                from: 48
                to: 160
                value: 80
                stepSize: 4
                Accessible.name: qsTr("Card size")
            }
            Label {
                text: qsTr("%1 px").arg(Math.round(page.cardWidth))
                Layout.preferredWidth: 56
            }
        }
    }

    component CardImage: Image {
        width: page.cardWidth
        height: page.cardWidth * 1.5
        sourceSize.width: page.cardWidth
        sourceSize.height: page.cardWidth * 1.5
        fillMode: Image.PreserveAspectFit
        asynchronous: true
        Accessible.role: Accessible.Graphic
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: scroller.availableWidth
            spacing: 16

            Label {
                Layout.topMargin: 16
                Layout.leftMargin: 16
                text: page.chosenInfo.name ?? ""
                font.pixelSize: 20
                font.bold: true
            }

            // One row per suit, 6 to ace.
            Repeater {
                model: CardDecks.cardRows(page.deckId)

                ColumnLayout {
                    id: suitRow
                    required property var modelData
                    required property int index
                    Layout.leftMargin: 16
                    Layout.rightMargin: 16
                    spacing: 4

                    Label {
                        text: CardDecks.suitName(page.deckId, suitRow.index)
                        opacity: 0.8
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 6
                        Repeater {
                            model: suitRow.modelData
                            CardImage {
                                required property string modelData
                                source: CardDecks.source(page.deckId, modelData, CardDecks.indexLanguage)
                                Accessible.name: modelData
                            }
                        }
                    }
                }
            }

            Label {
                Layout.leftMargin: 16
                Layout.topMargin: 8
                text: qsTr("Card backs")
                font.pixelSize: 20
                font.bold: true
            }
            Flow {
                Layout.fillWidth: true
                Layout.leftMargin: 16
                Layout.rightMargin: 16
                Layout.bottomMargin: 16
                spacing: 6
                Repeater {
                    model: CardDecks.backs
                    CardImage {
                        required property string modelData
                        source: "image://cards/backs/" + modelData
                        Accessible.name: qsTr("Card back")
                    }
                }
                // A system theme's own back.
                CardImage {
                    visible: page.systemTheme
                    source: page.systemTheme ? CardDecks.source(page.chosenDeck, "back") : ""
                    Accessible.name: qsTr("Card back")
                }
            }
        }
    }
}
