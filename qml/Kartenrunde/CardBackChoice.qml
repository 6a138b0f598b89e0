import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde.Core
import Kartenrunde.Cards

// One card back to choose, framed in brass when chosen. Click, Space or
// Enter chooses it.
AbstractButton {
    id: root

    property string back
    property bool selected: false
    signal chosen()

    objectName: "back_" + back
    implicitWidth: 58
    implicitHeight: 86
    hoverEnabled: true
    onClicked: root.chosen()
    Keys.onReturnPressed: root.chosen()
    Keys.onEnterPressed: root.chosen()

    // The backs by colour name (CardDecks.backs: "blue", "green", "red").
    readonly property string colourName: {
        void App.language.code
        const names = { blue: qsTr("blue"), green: qsTr("green"), red: qsTr("red") }
        return names[back] || back
    }
    Accessible.role: Accessible.RadioButton
    Accessible.checkable: true
    Accessible.checked: selected
    Accessible.name: { void App.language.code; return qsTr("Card back: %1").arg(colourName) }

    background: Rectangle {
        radius: 7
        color: "transparent"
        border.width: root.selected || root.visualFocus ? 3 : (root.hovered ? 2 : 0)
        border.color: root.visualFocus ? Theme.brass : root.selected ? Theme.brassDark : Theme.paperEdge
        // Focus and choice at once: a second, inner ring.
        Rectangle {
            anchors.fill: parent
            anchors.margins: 3
            radius: 5
            visible: root.visualFocus && root.selected
            color: "transparent"
            border.width: 1
            border.color: Theme.brassDark
        }
    }
    contentItem: Image {
        source: CardDecks.source("backs", root.back)
        sourceSize.width: width
        sourceSize.height: height
        asynchronous: true
    }
    padding: 4
}
