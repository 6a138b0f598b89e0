import QtQuick
import Kartenrunde
import Kartenrunde.Core

// Takes back the human's last decision in the deal in progress and what the
// computer players did after it (issue #32); Ctrl+Z does the same
// (TablePage). The deal then counts apart in the statistics.
TableButton {
    id: button

    property GameTable table

    objectName: "takeBackButton"
    enabled: button.table !== null && button.table.canTakeBack
    text: { void App.language.code; return qsTr("Take back (Ctrl+Z)") }
    Accessible.description: { void App.language.code; return qsTr("Takes back your last decision and what the computer players did after it. The deal then counts apart in your statistics.") }
    onClicked: button.table.takeBack()
}
