import QtQuick
import Kartenrunde.Core
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde

// One rule option in the start dialog: its name and a control for its type
// (on/off, a number, one of several choices). spec: as
// GameTable.optionSpecs lists it; the words come from the game.
ColumnLayout {
    id: row

    property var spec: ({})
    property var value
    property string label
    property var choiceText: function(choice) { return choice }
    signal chosen(var value)

    spacing: 6

    Text {
        text: row.label
        font.pixelSize: Theme.bodySize
        font.bold: true
        color: Theme.ink
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    // The buttons say the choices; the group says which rule they are for.
    ChoiceRow {
        Accessible.role: Accessible.Grouping
        Accessible.name: row.label
        visible: row.spec.type === "bool"
        choices: { void App.language.code; return [{ value: true, text: qsTr("On") }, { value: false, text: qsTr("Off") }] }
        current: row.value
        onChosen: (value) => row.chosen(value)
        Layout.fillWidth: true
    }
    ChoiceRow {
        Accessible.role: Accessible.Grouping
        Accessible.name: row.label
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
