import QtQuick
import Kartenrunde.Core
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde

// One rule option in the start dialog: its name, a line on what it does, and
// a control for its type (on/off, a number, one of several choices). spec:
// as GameTable.optionSpecs lists it; the words come from the game. An
// option the engine blocks for the other choices is greyed out with the
// reason (blockedBecause).
ColumnLayout {
    id: row

    property var spec: ({})
    property var value
    property string label
    property string hint
    property string blockedBecause
    property var choiceText: function(choice) { return choice }
    signal chosen(var value)

    spacing: 6
    enabled: blockedBecause.length === 0
    opacity: enabled ? 1 : 0.55

    Text {
        text: row.label
        font.pixelSize: Theme.bodySize
        font.bold: true
        color: Theme.ink
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Text {
        objectName: "optionHint"
        visible: text.length > 0
        text: row.blockedBecause.length > 0 ? row.blockedBecause : row.hint
        font.pixelSize: Theme.smallSize
        font.italic: row.blockedBecause.length > 0
        color: row.blockedBecause.length > 0 ? Theme.wine : Theme.inkSoft
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    // The buttons say the choices; the group says which rule they are for.
    ChoiceRow {
        Accessible.role: Accessible.Grouping
        Accessible.name: row.label
        Accessible.description: row.blockedBecause.length > 0 ? row.blockedBecause : row.hint
        visible: row.spec.type === "bool"
        choices: { void App.language.code; return [{ value: true, text: qsTr("On") }, { value: false, text: qsTr("Off") }] }
        current: row.value
        onChosen: (value) => row.chosen(value)
        Layout.fillWidth: true
    }
    ChoiceRow {
        Accessible.role: Accessible.Grouping
        Accessible.name: row.label
        Accessible.description: row.blockedBecause.length > 0 ? row.blockedBecause : row.hint
        visible: row.spec.type === "choice"
        choices: (row.spec.choices || []).map(c => ({ value: c, text: row.choiceText(c) }))
        current: row.value
        onChosen: (value) => row.chosen(value)
        Layout.fillWidth: true
    }
    SpinBox {
        objectName: "number"
        Accessible.name: row.label
        visible: row.spec.type === "int"
        from: row.spec.min || 0
        to: row.spec.max || 0
        value: row.spec.type === "int" && row.value !== undefined ? row.value : 0
        // The game may word a number (Dobbm: 0 deals is "open-ended").
        textFromValue: (value, locale) => String(row.choiceText(value))
        onValueModified: row.chosen(value)
        // The numbers are not typed: the box itself takes Tab and Up/Down,
        // its text field is no second stop without a name.
        Component.onCompleted: contentItem.activeFocusOnTab = false
    }
}
