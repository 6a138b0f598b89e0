import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The opponent levels a game offers, weakest first, each with the line a
// player chooses by. kinds come from the engine in that order.
ColumnLayout {
    id: root

    property var kinds: []
    property string current
    property string gameId
    signal chosen(string kind)

    spacing: 6

    Repeater {
        model: root.kinds
        AbstractButton {
            id: option
            required property string modelData
            required property int index
            readonly property bool selected: modelData === root.current

            objectName: "choice_" + modelData
            checkable: true
            checked: selected
            padding: 10
            leftPadding: 14
            Layout.fillWidth: true
            Accessible.name: PlayerLevels.name(modelData) + ". " + PlayerLevels.description(modelData, root.gameId)
            onClicked: root.chosen(modelData)

            contentItem: RowLayout {
                spacing: 12
                // Filled pips: the level's place on the ladder.
                Row {
                    spacing: 3
                    Layout.alignment: Qt.AlignVCenter
                    Repeater {
                        model: root.kinds.length
                        Rectangle {
                            required property int index
                            width: 7; height: 7; radius: 3.5
                            color: index <= option.index ? Theme.brassDark : "transparent"
                            border.color: Theme.brassDark
                        }
                    }
                }
                Text {
                    text: PlayerLevels.name(option.modelData)
                    font.pixelSize: Theme.bodySize
                    font.bold: true
                    color: Theme.ink
                    Layout.preferredWidth: 130
                }
                Text {
                    text: PlayerLevels.description(option.modelData, root.gameId)
                    font.pixelSize: Theme.smallSize + 1
                    color: option.selected ? Theme.ink : Theme.inkSoft
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
            }
            background: Rectangle {
                radius: 8
                color: option.selected ? Theme.brassLight
                     : option.hovered ? Theme.paperShade : Theme.paper
                border.width: option.visualFocus ? 2 : 1
                border.color: option.visualFocus || option.selected ? Theme.brassDark : Theme.paperEdge
            }
        }
    }
}
