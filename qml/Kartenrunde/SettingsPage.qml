import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde.Core
import Kartenrunde.Cards

// Settings: language, animation speed, computer players' thinking pause.
// Every change is saved at once (AppSettings).
Item {
    id: root

    readonly property string title: qsTr("Settings")
    // Asks the window to show every deck (DeckPreviewPage).
    signal deckPreviewRequested()

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: sheet.height + 2 * Theme.pageMargin
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}
        FocusScroller { flickable: flick }

        Panel {
            id: sheet
            x: (flick.width - width) / 2
            y: 28
            width: Math.min(flick.width - 2 * Theme.pageMargin, 760)
            height: sections.height + 2 * 36

            Column {
                id: sections
                x: 36
                y: 36
                width: sheet.width - 72
                spacing: 28

                Text {
                    text: qsTr("Settings")
                    font.family: Theme.serifFamily
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.ink
                }

                SettingSection {
                    width: sections.width
                    title: qsTr("Language")
                    hint: qsTr("Switches all texts, rules included, right away.")
                    ChoiceRow {
                        objectName: "languageChoice"
                        choices: App.language.languages.map(lang => ({ value: lang.code, text: lang.name }))
                        current: App.language.code
                        onChosen: (value) => App.chooseLanguage(value)
                    }
                }

                SettingSection {
                    width: sections.width
                    title: qsTr("Animation speed")
                    hint: qsTr("How quickly cards are dealt, played and gathered on the table.")
                    ChoiceRow {
                        objectName: "animationChoice"
                        choices: {
                            void App.language.code  // worded again on a switch
                            return [
                                { value: AppSettings.Off, text: qsTr("Off") },
                                { value: AppSettings.Slow, text: qsTr("Slow") },
                                { value: AppSettings.Normal, text: qsTr("Normal") },
                                { value: AppSettings.Fast, text: qsTr("Fast") }
                            ]
                        }
                        current: App.settings.animationSpeed
                        onChosen: (value) => App.settings.animationSpeed = value
                    }
                }

                SettingSection {
                    width: sections.width
                    title: qsTr("Thinking pause of computer players")
                    hint: qsTr("How long a computer player waits before it plays, so that you can follow each card.")
                    Row {
                        spacing: 16
                        PauseSlider {
                            id: pause
                            objectName: "thinkingPauseSlider"
                            width: Math.min(sections.width - pauseValue.width - 16, 440)
                            from: 0
                            to: App.settings.maxThinkingPauseMs
                            stepSize: 100
                            value: App.settings.thinkingPauseMs
                            onMoved: App.settings.thinkingPauseMs = value
                            Accessible.name: qsTr("Thinking pause of computer players")
                        }
                        Text {
                            id: pauseValue
                            objectName: "thinkingPauseValue"
                            anchors.verticalCenter: pause.verticalCenter
                            width: 110
                            // Read the language first: Qt 6.4 words only plain qsTr()
                            // bindings again on a switch (docs/table-ui.md).
                            text: {
                                const language = App.language.code
                                return pause.value === 0 ? qsTr("No pause")
                                     : qsTr("%1 s").arg(Number(pause.value / 1000).toLocaleString(Qt.locale(language), "f", 1))
                            }
                            font.pixelSize: Theme.bodySize
                            color: Theme.ink
                        }
                    }
                }

                SettingSection {
                    width: sections.width
                    title: qsTr("Card points at the table")
                    hint: qsTr("Whether the table counts the card points each player and party has taken so far. At a real table nobody counts aloud.")
                    ChoiceRow {
                        objectName: "cardPointsChoice"
                        choices: {
                            void App.language.code  // worded again on a switch
                            return [
                                { value: false, text: qsTr("Hidden") },
                                { value: true, text: qsTr("Shown") }
                            ]
                        }
                        current: App.settings.showCardPoints
                        onChosen: (value) => App.settings.showCardPoints = value
                    }
                }

                SettingSection {
                    id: cardDecksSection
                    objectName: "cardDecksSection"
                    width: sections.width
                    title: qsTr("Cards")
                    hint: qsTr("Doppelkopf and Truc use French suits, Dobbm German suits, Jass Swiss suits or, if you prefer, French ones (roses as clubs, acorns as spades, bells as hearts, shields as diamonds). The four-colour deck paints clubs green and diamonds blue.")
                    Column {
                        width: cardDecksSection.width
                        spacing: 12
                        ChoiceRow {
                            objectName: "frenchDeckChoice"
                            choices: CardDecks.choosableDecks
                                .filter(deck => deck.style === "french")
                                .map(deck => ({ value: deck.id, text: deck.name }))
                            current: App.settings.frenchDeck
                            onChosen: (value) => App.settings.frenchDeck = value
                        }
                        ChoiceRow {
                            objectName: "fourColourChoice"
                            choices: {
                                void App.language.code  // worded again on a switch
                                return [
                                    { value: false, text: qsTr("Two colours") },
                                    { value: true, text: qsTr("Four colours") }
                                ]
                            }
                            current: App.settings.fourColour
                            onChosen: (value) => App.settings.fourColour = value
                        }
                        ChoiceRow {
                            objectName: "jassDeckChoice"
                            choices: {
                                void App.language.code  // worded again on a switch
                                return [
                                    { value: false, text: qsTr("Jass in Swiss suits") },
                                    { value: true, text: qsTr("Jass in French suits") }
                                ]
                            }
                            current: App.settings.jassFrench
                            onChosen: (value) => App.settings.jassFrench = value
                        }
                        ChoiceRow {
                            objectName: "dobbmDeckChoice"
                            choices: {
                                void App.language.code  // worded again on a switch
                                return [
                                    { value: false, text: qsTr("Dobbm in German suits") },
                                    { value: true, text: qsTr("Dobbm in French suits") }
                                ]
                            }
                            current: App.settings.dobbmFrench
                            onChosen: (value) => App.settings.dobbmFrench = value
                        }
                        Row {
                            spacing: 10
                            Repeater {
                                model: CardDecks.backs
                                delegate: CardBackChoice {
                                    required property string modelData
                                    back: modelData
                                    selected: App.settings.cardBack === modelData
                                    onChosen: App.settings.cardBack = modelData
                                }
                            }
                        }
                        PrimaryButton {
                            objectName: "showDecksButton"
                            text: qsTr("Show all decks")
                            onClicked: root.deckPreviewRequested()
                        }
                    }
                }

                Text {
                    width: sections.width
                    text: qsTr("Changes are saved at once.")
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkFaint
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
