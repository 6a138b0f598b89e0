pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The player's decisions of the deal in order, as a row of chips: each its
// number, what was chosen, and its mark's colour (a marked one framed in
// it). A click asks to jump there; the current one is lit.
Panel {
    id: box

    property var decisions: []
    property int current: -1
    property var actionText: function(action, phase) { return action }
    signal chosen(int index)

    implicitHeight: 54

    ListView {
        objectName: "decisionList"
        anchors.fill: parent
        anchors.margins: 8
        orientation: ListView.Horizontal
        spacing: 6
        clip: true
        model: box.decisions
        currentIndex: box.current
        onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
        delegate: ItemDelegate {
            id: chip
            required property var modelData
            required property int index
            objectName: "decisionRow_" + index
            height: ListView.view.height
            width: Math.min(190, implicitWidth)
            highlighted: ListView.isCurrentItem
            padding: 6
            Accessible.name: { void App.language.code
                               return label.text + (modelData.mark === "good" ? "" : ", " + ReviewWords.markName(modelData.mark)) }
            contentItem: RowLayout {
                spacing: 6
                Rectangle {
                    implicitWidth: 10
                    implicitHeight: 10
                    radius: 5
                    color: ReviewWords.markColour(chip.modelData.mark)
                }
                Text {
                    id: label
                    text: { void App.language.code; return (chip.index + 1) + ". " + box.actionText(chip.modelData.chosen, chip.modelData.phase) }
                    font.pixelSize: Theme.smallSize
                    font.bold: chip.highlighted
                    color: Theme.ink
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
            }
            background: Rectangle {
                radius: 8
                color: chip.highlighted ? Theme.brassLight : chip.hovered ? Theme.paperShade : "transparent"
                border.width: chip.modelData.mark === "good" ? 1 : 2
                border.color: chip.modelData.mark === "good" ? Theme.paperEdge : ReviewWords.markColour(chip.modelData.mark)
            }
            onClicked: box.chosen(index)
        }
    }
}
