import QtQuick
import Kartenrunde

// A sheet of paper that slides in from the right over the table (the rules,
// the score sheet); the table behind is shaded, and a click on it closes
// the sheet. Open, it is a dialog named `name` and takes the keyboard
// (takeFocus); Esc or S closes it (TablePage).
Item {
    id: side

    property bool open: false
    property real sheetWidth: Math.min(width * 0.55, 640)
    property string name
    default property alias content: holder.data
    signal closeRequested()

    // The keyboard goes to the sheet's first control (the score rows), or
    // to the sheet itself when it has none.
    function takeFocus() {
        holder.forceActiveFocus()
        const first = holder.nextItemInFocusChain(true)
        for (let p = first; p; p = p.parent)
            if (p === holder) {
                first.forceActiveFocus(Qt.TabFocusReason)
                return
            }
    }

    visible: scrim.opacity > 0
    Accessible.role: Accessible.Dialog
    Accessible.name: name

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
        FocusScope {
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
