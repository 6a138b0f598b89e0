import QtQuick
import Kartenrunde

// A sheet of paper that slides in from the right over the table (the rules,
// the score sheet); the table behind is shaded, and a click on it closes
// the sheet.
Item {
    id: side

    property bool open: false
    property real sheetWidth: Math.min(width * 0.55, 640)
    default property alias content: holder.data
    signal closeRequested()

    visible: scrim.opacity > 0

    Rectangle {
        id: scrim
        anchors.fill: parent
        color: "black"
        opacity: 0
        TapHandler { onTapped: side.closeRequested() }
    }
    Panel {
        id: paper
        x: side.width
        y: 12
        width: side.sheetWidth
        height: side.height - 24
        // Clicks on the paper stay on it.
        MouseArea { anchors.fill: parent }
        Item {
            id: holder
            anchors.fill: parent
            anchors.margins: 24
        }
    }

    states: State {
        name: "open"
        when: side.open
        PropertyChanges { target: scrim; opacity: 0.35 }
        PropertyChanges { target: paper; x: side.width - side.sheetWidth - 12 }
    }
    transitions: Transition {
        NumberAnimation { properties: "x,opacity"; duration: Theme.duration(260); easing.type: Easing.OutCubic }
    }
}
