import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// On a game's page, side by side: Resume (while a saved match is
// unfinished) and Play (New game beside Resume), which opens the start
// dialog. startRequested(setup) carries what the table page needs:
// {mode: "resume"} or {mode: "new", options, seatKinds}. The dialog starts
// from the saved match's choices, so they are remembered.
RowLayout {
    id: starter

    property string gameId
    property string gameName
    property int computerSeats: 1
    // How many computer players the chosen options need (e.g. five players).
    property var computerSeatsFor: function(options) { return computerSeats }
    // Names of the computer players for a level each (empty: one level for all).
    property var seatNames: []
    property string seatLevelsTitle
    property var optionText: function(id) { return id }
    property var choiceText: function(optionId, choice) { return choice }
    // One line under an option's name saying what it does ("" for none).
    property var optionHint: function(id) { return "" }
    // Headings for the options, when the game groups them (StartDialog).
    property var optionGroups: []
    property var optionGroup: function(id) { return "" }
    property var groupText: function(group) { return group }
    // The names of the game's option presets (engine ids).
    property var presetText: function(id) { return id }
    property var saved: ({})
    readonly property bool canResume: saved.seatKinds !== undefined && !saved.finished

    signal startRequested(var setup)

    // Reads the save again (when the page shows after a table was left).
    function refresh() { saved = probe.savedSetup(gameId) }

    function openDialog() {
        const kinds = probe.computerKinds(gameId)
        const specs = probe.optionSpecs(gameId)
        const before = saved.seatKinds !== undefined ? saved.seatKinds[1] : ""
        const options = {}
        for (let i = 0; i < specs.length; ++i)
            options[specs[i].id] = saved.options !== undefined && saved.options[specs[i].id] !== undefined
                                   ? saved.options[specs[i].id] : specs[i].defaultValue
        dialog.kinds = kinds
        dialog.optionSpecs = specs
        dialog.presets = probe.optionPresets(gameId)
        dialog.options = options
        dialog.level = kinds.indexOf(before) >= 0 ? before : PlayerLevels.preferred(kinds)
        dialog.dealSeed = ""
        dialog.seatLevels = saved.seatKinds !== undefined ? saved.seatKinds.slice(1).map(k => kinds.indexOf(k) >= 0 ? k : undefined) : []
        dialog.open()
    }

    spacing: 10
    Component.onCompleted: refresh()

    // Asks about the game and its save; plays nothing.
    readonly property GameTable probe: GameTable {}

    Item { Layout.fillWidth: true }
    PrimaryButton {
        objectName: "resumeButton"
        visible: starter.canResume
        text: qsTr("Resume")
        Layout.preferredHeight: 48
        onClicked: starter.startRequested({ mode: "resume" })
    }
    // Beside Resume, a new game is the second choice: paper, not brass.
    ActionButton {
        objectName: "playButton"
        text: { void App.language.code; return starter.canResume ? qsTr("New game") : qsTr("Play") }
        primary: !starter.canResume
        font.pixelSize: 18
        Layout.preferredWidth: Math.max(implicitWidth, 160)
        Layout.preferredHeight: 48
        onClicked: starter.openDialog()
    }
    Item { Layout.fillWidth: true }

    StartDialog {
        id: dialog
        objectName: "startDialog"
        gameName: starter.gameName
        gameId: starter.gameId
        computerSeats: starter.computerSeats
        seatNames: starter.seatNames
        seatLevelsTitle: starter.seatLevelsTitle
        seatCount: starter.computerSeatsFor(options)
        optionText: starter.optionText
        choiceText: starter.choiceText
        optionHint: starter.optionHint
        optionGroups: starter.optionGroups
        optionGroup: starter.optionGroup
        groupText: starter.groupText
        blocksFor: (options) => starter.probe.optionBlocks(starter.gameId, options)
        presetText: starter.presetText
        presetFor: (options) => starter.probe.presetOf(starter.gameId, options)
        withPreset: (options, id) => starter.probe.optionsWithPreset(starter.gameId, options, id)
        replacesSave: starter.canResume
        onStartRequested: (options, level) => {
            const seats = ["human"]
            const levels = dialog.chosenSeatLevels()
            for (let i = 0; i < levels.length; ++i)
                seats.push(levels[i])
            starter.startRequested({ mode: "new", options: options, seatKinds: seats, dealSeed: dialog.dealSeed })
        }
    }
}
