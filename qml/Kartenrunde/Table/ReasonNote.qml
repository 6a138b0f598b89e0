import QtQuick
import Kartenrunde

// A short note on paper that says why something may not be done now. It
// fades in while `text` is set and out when it is cleared.
Rectangle {
    id: note

    property string text
    // The last text shown, kept while the note fades out.
    property string shownText

    onTextChanged: if (text.length > 0) shownText = text

    implicitWidth: Math.min(label.implicitWidth + 36, 520)
    implicitHeight: label.implicitHeight + 18
    radius: 10
    color: Theme.paper
    border.width: 1
    border.color: Theme.brassDark
    opacity: 0
    visible: opacity > 0

    Rectangle {
        width: 6
        height: parent.height - 14
        x: 8
        anchors.verticalCenter: parent.verticalCenter
        radius: 3
        color: Theme.wine
    }
    Text {
        id: label
        x: 22
        width: note.width - 36
        anchors.verticalCenter: parent.verticalCenter
        text: note.shownText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.bodySize
        color: Theme.ink
    }

    states: State {
        name: "shown"
        when: note.text.length > 0
        PropertyChanges { target: note; opacity: 1 }
    }
    transitions: Transition {
        NumberAnimation { property: "opacity"; duration: Theme.duration(160) }
    }
}
