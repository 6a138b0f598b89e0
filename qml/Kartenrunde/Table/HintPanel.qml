import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// Asks the analyst what it would do (button or the H key) and shows its
// answer with one line on why; "Thinking …" while it searches. The game
// words the action and the reason id.
Panel {
    id: box

    property TableHint hint
    property var actionText: function(action) { return action }
    property var reasonText: function(reasonId) { return "" }

    implicitHeight: column.implicitHeight + 20

    ColumnLayout {
        id: column
        x: 10
        y: 10
        width: box.width - 20
        spacing: 4
        ActionButton {
            objectName: "hintButton"
            text: { void App.language.code; return box.hint.busy ? qsTr("The analyst is thinking …") : qsTr("Hint (H)") }
            enabled: !box.hint.busy
            Layout.fillWidth: true
            onClicked: box.hint.request()
        }
        Text {
            objectName: "hintAction"
            visible: box.hint.action.length > 0
            text: { void App.language.code; return qsTr("Analyst: %1").arg(box.actionText(box.hint.action)) }
            font.pixelSize: Theme.bodySize
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "hintReason"
            visible: box.hint.action.length > 0
            text: { void App.language.code; return box.reasonText(box.hint.reasonId) }
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
