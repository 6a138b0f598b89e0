import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kartenrunde.Core

// Asks before a game's statistics are cleared: it cannot be undone.
Dialog {
    id: dialog

    property string gameName
    signal confirmed()

    // Shown as the heading below; a Dialog's title is its accessible name.
    title: { void App.language.code; return qsTr("Reset the statistics of %1?").arg(dialog.gameName) }
    header: null
    onOpened: cancelButton.forceActiveFocus()

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(520, parent ? parent.width - 80 : 520)
    modal: true
    focus: true
    padding: 32
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.45) }
    background: Panel { lift: 2 }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 16

        Text {
            text: dialog.title
            font.family: Theme.serifFamily
            font.pixelSize: Theme.bodySize + 6
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            text: qsTr("Every deal and match counted for this game is cleared. This cannot be undone.")
            font.pixelSize: Theme.bodySize
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            spacing: 10
            Layout.topMargin: 8
            Item { Layout.fillWidth: true }
            PrimaryButton {
                id: cancelButton
                objectName: "cancelResetButton"
                quiet: true
                text: qsTr("Keep them")
                onClicked: dialog.close()
            }
            PrimaryButton {
                objectName: "confirmResetButton"
                text: qsTr("Reset")
                onClicked: {
                    dialog.close()
                    dialog.confirmed()
                }
            }
        }
    }
}
