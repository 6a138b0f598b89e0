import QtQuick
import Kartenrunde

// A short note on paper that says why something may not be done now. It
// fades in while `text` is set and out when it is cleared.
Rectangle {
    id: note

    property string text
    // An optional link under the text (e.g. "Rules: following suit").
    property string linkText
    readonly property alias hovered: hover.hovered
    signal linkActivated()
    // The last text shown, kept while the note fades out.
    property string shownText

    onTextChanged: if (text.length > 0) shownText = text

    implicitWidth: Math.min(label.implicitWidth + 36, 520)
    implicitHeight: label.implicitHeight + 18 + (link.visible ? link.implicitHeight + 4 : 0)
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
    HoverHandler { id: hover }
    Text {
        id: label
        x: 22
        y: 9
        width: note.width - 36
        text: note.shownText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.bodySize
        color: Theme.ink
    }
    Text {
        id: link
        objectName: "reasonLink"
        x: 22
        anchors.top: label.bottom
        anchors.topMargin: 4
        visible: note.linkText.length > 0
        text: note.linkText
        font.pixelSize: Theme.smallSize + 1
        font.underline: true
        color: Theme.wine
        TapHandler {
            onTapped: note.linkActivated()
        }
        HoverHandler { cursorShape: Qt.PointingHandCursor }
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
