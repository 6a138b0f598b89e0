pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// "Play this deal again": the same cards once more, with the player's own
// hand or another seat's, and the deal's seed to start it again some day.
ColumnLayout {
    id: root

    property var names: []     // by deal seat
    property int mySeat: -1
    property string seed
    signal chosen(int seat)

    spacing: 6

    Text {
        text: qsTr("Play this deal again:")
        font.pixelSize: Theme.smallSize + 1
        font.bold: true
        color: Theme.inkSoft
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    // Small paper chips: one per hand the player may take.
    Flow {
        spacing: 6
        Layout.fillWidth: true
        Repeater {
            model: root.names
            Button {
                id: chip
                required property string modelData
                required property int index
                readonly property bool own: index === root.mySeat || root.mySeat < 0
                objectName: "playAgain_" + index
                visible: root.mySeat >= 0 || index === 0
                text: { void App.language.code; return own ? qsTr("Same cards") : qsTr("%1's cards").arg(modelData) }
                padding: 6
                leftPadding: 12
                rightPadding: 12
                font.pixelSize: Theme.smallSize
                onClicked: root.chosen(own ? -1 : index)
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                contentItem: Text {
                    text: chip.text
                    font: chip.font
                    color: Theme.ink
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                background: Rectangle {
                    radius: 14
                    color: chip.hovered ? Theme.paperShade : Theme.paper
                    border.width: chip.visualFocus ? 2 : 1
                    border.color: chip.visualFocus ? Theme.brassDark : Theme.paperEdge
                }
            }
        }
    }
    TextEdit {
        objectName: "dealSeed"
        visible: root.seed.length > 0
        // Selectable, so that the seed can be copied and a deal started from it.
        readOnly: true
        selectByMouse: true
        text: { void App.language.code; return qsTr("Deal seed: %1").arg(root.seed) }
        font.pixelSize: Theme.smallSize - 1
        color: Theme.inkFaint
        wrapMode: TextEdit.WrapAnywhere
        Layout.fillWidth: true
    }
}
