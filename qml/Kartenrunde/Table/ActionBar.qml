pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde

// The actions that are not cards, as buttons: actions = [{action, text,
// detail, legal, why, primary}]. A button is enabled exactly while its
// action is legal; `detail` says what it leads to, `why` why it is not
// possible now. Pressing one emits triggered(action).
Row {
    id: bar

    property var actions: []
    signal triggered(string action)

    spacing: 12

    Repeater {
        model: bar.actions
        ActionButton {
            required property var modelData
            objectName: "action_" + modelData.action
            text: modelData.text
            detail: modelData.detail || ""
            why: modelData.why || ""
            primary: modelData.primary === true
            enabled: modelData.legal === true
            onClicked: bar.triggered(modelData.action)
        }
    }
}
