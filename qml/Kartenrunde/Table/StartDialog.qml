pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde.Core
import QtQuick.Controls
import QtQuick.Layouts
import Kartenrunde

// Before a new match: the computer players' level, then the game's rule
// options. kinds and optionSpecs come from the engine (GameTable); the game
// words its options (optionText, choiceText).
Dialog {
    id: dialog

    // A Dialog's title is its accessible name; the title is drawn below.
    title: titleText.text
    header: null

    property string gameName
    property string gameId
    // The engine's opponent levels, weakest to strongest.
    property var kinds: []
    property var optionSpecs: []
    property var optionText: function(id) { return id }
    property var choiceText: function(optionId, choice) { return choice }
    property var optionHint: function(id) { return "" }
    // Headings for a long list of options (the game's words): the group of
    // each option id, the groups in the order shown, and a group's heading.
    // Without groups the options keep the engine's order, unheaded.
    property var optionGroups: []
    property var optionGroup: function(id) { return "" }
    property var groupText: function(group) { return group }
    // The rows in the order shown: each option with the group whose heading
    // stands above it ("" but for the first of its group). Worded in the
    // delegate, so that a new language keeps the rows.
    readonly property var optionRows: {
        const rank = id => Math.max(0, optionGroups.indexOf(optionGroup(id)))
        const ordered = optionSpecs.map((spec, i) => ({ spec: spec, i: i }))
        if (optionGroups.length > 0)
            ordered.sort((a, b) => rank(a.spec.id) - rank(b.spec.id) || a.i - b.i)
        return ordered.map((row, k) => {
            const group = optionGroups.length > 0 ? optionGroup(row.spec.id) : ""
            const first = k === 0 || group !== optionGroup(ordered[k - 1].spec.id)
            return { spec: row.spec, heading: first ? group : "" }
        })
    }
    // The engine's verdict on which options cannot be changed with these
    // values, and why: id -> {reason: "needs" | "excludes", other: id}.
    property var blocksFor: function(options) { return ({}) }
    readonly property var blocks: blocksFor(options)
    // Named sets of the options (the engine's presets, worded by the game):
    // choosing one sets every option; the row shows which one the options
    // are, or "custom".
    property var presets: []
    property var presetText: function(id) { return id }
    property var presetFor: function(options) { return "" }
    property var withPreset: function(options, id) { return options }
    readonly property string preset: presets.length > 0 ? presetFor(options) : ""
    property bool replacesSave: false
    property int computerSeats: 1
    // A level for each computer player, when the game names them
    // (seatNames, worded by the game, like seatLevelsTitle); seatCount of
    // them take part with the chosen options. Unset seats play at `level`.
    property var seatNames: []
    property string seatLevelsTitle
    property int seatCount: computerSeats
    property var seatLevels: []
    // The choices so far (MatchStarter fills them before open()).
    property string level
    property var options: ({})
    // The first deal's seed, as a deal summary shows it; empty: a new deal.
    property string dealSeed

    signal startRequested(var options, string level)

    function setSeatLevel(index, value) {
        const next = seatLevels.slice()
        next[index] = value
        seatLevels = next
    }
    // The level of each computer seat, in seat order.
    function chosenSeatLevels() {
        const out = []
        for (let i = 0; i < seatCount; ++i)
            out.push(seatLevels[i] || level)
        return out
    }

    // Why an option is greyed out, in words; "" when it is not.
    function blockText(id) {
        void App.language.code
        const block = blocks[id]
        if (!block)
            return ""
        return block.reason === "needs" ? qsTr("Only with “%1”").arg(optionText(block.other))
                                        : qsTr("Not together with “%1”").arg(optionText(block.other))
    }

    function setOption(id, value) {
        const next = Object.assign({}, options)
        next[id] = value
        options = next
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(680, parent ? parent.width - 80 : 680)
    // Never taller than the window: the choices scroll, the title and the
    // Start button stay in view.
    height: Math.min(implicitHeight, parent ? parent.height - 48 : implicitHeight)
    modal: true
    focus: true
    padding: 32
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.45) }
    background: Panel { lift: 2 }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.duration(180) }
        NumberAnimation { property: "scale"; from: 0.94; to: 1; duration: Theme.duration(220); easing.type: Easing.OutCubic }
    }
    exit: Transition {
        NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.duration(140) }
    }

    component SectionTitle: Text {
        font.family: Theme.serifFamily
        font.pixelSize: Theme.bodySize + 4
        font.bold: true
        color: Theme.ink
        Layout.topMargin: 4
    }

    // Tab walks through the choices; the one with the keyboard scrolls into view.
    function reveal(item) {
        const flick = choicesScroll.contentItem
        for (let p = item; p && flick; p = p.parent) {
            if (p !== choicesColumn)
                continue
            const top = item.mapToItem(choicesColumn, 0, 0).y
            const max = Math.max(0, flick.contentHeight - flick.height)
            if (top < flick.contentY)
                flick.contentY = Math.max(0, top - 8)
            else if (top + item.height > flick.contentY + flick.height)
                flick.contentY = Math.min(max, top + item.height - flick.height + 8)
            return
        }
    }

    contentItem: ColumnLayout {
        spacing: 16
        readonly property Item keyboardItem: Window.activeFocusItem
        onKeyboardItemChanged: dialog.reveal(keyboardItem)

        Text {
            id: titleText
            objectName: "startDialogTitle"
            text: { void App.language.code; return qsTr("New game of %1").arg(dialog.gameName) }
            font.family: Theme.serifFamily
            font.pixelSize: Theme.titleSize
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        // As a player reads it: who you play against, then the rules.
        ScrollView {
            id: choicesScroll
            objectName: "choicesScroll"
            clip: true
            contentWidth: availableWidth
            // A visible bar says that more rules follow below.
            ScrollBar.vertical.policy: choicesColumn.implicitHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 120
            Layout.preferredHeight: choicesColumn.implicitHeight
            ColumnLayout {
                id: choicesColumn
                // Room for the scroll bar beside the choices.
                width: choicesScroll.availableWidth - (choicesScroll.ScrollBar.vertical.policy === ScrollBar.AlwaysOn ? 16 : 0)
                spacing: 12
                SectionTitle {
                    objectName: "opponentsTitle"
                    text: { void App.language.code; return dialog.computerSeats > 1 ? qsTr("Your opponents") : qsTr("Your opponent") }
                }
                LevelChoice {
                    objectName: "levelChoice"
                    kinds: dialog.kinds
                    current: dialog.level
                    gameId: dialog.gameId
                    // Choosing the level for everyone sets every seat's level.
                    onChosen: (kind) => { dialog.level = kind; dialog.seatLevels = [] }
                    Layout.fillWidth: true
                }
                Text {
                    visible: dialog.seatNames.length > 0
                    text: dialog.seatLevelsTitle
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    color: Theme.ink
                    Layout.topMargin: 4
                }
                Repeater {
                    model: dialog.seatNames.length > 0 ? dialog.seatCount : 0
                    RowLayout {
                        id: seatRow
                        required property int index
                        objectName: "seatLevel_" + index
                        spacing: 12
                        Layout.fillWidth: true
                        Text {
                            text: dialog.seatNames[seatRow.index] || ""
                            font.pixelSize: Theme.bodySize
                            color: Theme.ink
                            Layout.preferredWidth: 110
                        }
                        ChoiceRow {
                            // The buttons say the levels; the group says whose.
                            Accessible.role: Accessible.Grouping
                            Accessible.name: dialog.seatNames[seatRow.index] || ""
                            choices: dialog.kinds.map(kind => ({ value: kind, text: PlayerLevels.name(kind) }))
                            current: dialog.seatLevels[seatRow.index] || dialog.level
                            onChosen: (value) => dialog.setSeatLevel(seatRow.index, value)
                            Layout.fillWidth: true
                        }
                    }
                }
                SectionTitle {
                    objectName: "rulesTitle"
                    visible: dialog.optionSpecs.length > 0
                    text: qsTr("House rules")
                    Layout.topMargin: 12
                }
                ChoiceRow {
                    objectName: "presetChoice"
                    visible: dialog.presets.length > 0
                    Accessible.role: Accessible.Grouping
                    Accessible.name: qsTr("Rule set")
                    choices: {
                        void App.language.code
                        return dialog.presets.map(id => ({ value: id, text: dialog.presetText(id) }))
                                             .concat([{ value: "", text: qsTr("Custom") }])
                    }
                    current: dialog.preset
                    // "Custom" is where the options stand after any change; it sets nothing.
                    onChosen: (value) => { if (value !== "") dialog.options = dialog.withPreset(dialog.options, value) }
                    Layout.fillWidth: true
                }
                Repeater {
                    model: dialog.optionRows
                    ColumnLayout {
                        id: optionEntry
                        required property var modelData
                        readonly property var spec: modelData.spec
                        spacing: 4
                        Layout.fillWidth: true
                        Text {
                            objectName: "optionGroup_" + optionEntry.spec.id
                            visible: text.length > 0
                            text: optionEntry.modelData.heading ? dialog.groupText(optionEntry.modelData.heading) : ""
                            font.pixelSize: Theme.readingSize + 2
                            font.bold: true
                            color: Theme.wine
                            Accessible.role: Accessible.Heading
                            Accessible.name: text
                            Layout.topMargin: 14
                        }
                        Rectangle {
                            visible: optionEntry.modelData.heading !== ""
                            color: Theme.wine
                            opacity: 0.35
                            implicitHeight: 1
                            Layout.fillWidth: true
                            Layout.bottomMargin: 6
                        }
                        OptionRow {
                            objectName: "option_" + optionEntry.spec.id
                            spec: optionEntry.spec
                            label: dialog.optionText(optionEntry.spec.id)
                            hint: dialog.optionHint(optionEntry.spec.id)
                            blockedBecause: dialog.blockText(optionEntry.spec.id)
                            choiceText: (choice) => dialog.choiceText(optionEntry.spec.id, choice)
                            value: dialog.options[optionEntry.spec.id]
                            onChosen: (value) => dialog.setOption(optionEntry.spec.id, value)
                            Layout.fillWidth: true
                        }
                    }
                }
                SectionTitle {
                    text: qsTr("The first deal")
                    Layout.topMargin: 12
                }
                RowLayout {
                    spacing: 12
                    Layout.fillWidth: true
                    Text {
                        text: qsTr("Deal seed")
                        font.pixelSize: Theme.bodySize
                        color: Theme.ink
                    }
                    TextField {
                        objectName: "dealSeedField"
                        Accessible.name: qsTr("Deal seed")
                        text: dialog.dealSeed
                        placeholderText: qsTr("empty: new cards")
                        // The seed a deal summary shows: the same cards again.
                        validator: RegularExpressionValidator { regularExpression: /[0-9]{0,20}/ }
                        inputMethodHints: Qt.ImhDigitsOnly
                        font.pixelSize: Theme.bodySize
                        onTextEdited: dialog.dealSeed = text
                        Layout.fillWidth: true
                    }
                }
            }
        }
        Text {
            objectName: "replacesSaveNote"
            visible: dialog.replacesSave
            text: qsTr("Starting a new game replaces the game you have not finished.")
            font.pixelSize: Theme.smallSize + 1
            color: Theme.wine
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            spacing: 12
            Layout.topMargin: 8
            Layout.alignment: Qt.AlignRight
            ActionButton {
                objectName: "cancelButton"
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            PrimaryButton {
                objectName: "startButton"
                text: qsTr("Start")
                enabled: dialog.level.length > 0
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                onClicked: {
                    dialog.close()
                    dialog.startRequested(dialog.options, dialog.level)
                }
            }
        }
    }
}
