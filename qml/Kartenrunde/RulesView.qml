import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde.Core

// A rules page on paper: Markdown from assets/rules/<language>/<page>.md,
// following the language switch.
Panel {
    id: root

    property string pageId: "howto"
    property string missingText: qsTr("This page has not been written in this language yet.")
    readonly property alias found: document.found
    readonly property alias pageTitle: document.title

    RulesDocument {
        id: document
        pageId: root.pageId
        language: App.language.code
    }

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 2
        contentWidth: width
        contentHeight: page.height + 2 * 36
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        visible: document.found
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }

        // A new page starts at its top.
        Connections {
            target: document
            function onContentChanged() { flick.contentY = 0 }
        }

        TextEdit {
            id: page
            objectName: "rulesText"
            x: Math.max(40, (flick.width - width) / 2)
            y: 36
            // About 70 characters a line reads best.
            width: Math.min(flick.width - 80, 760)
            text: document.markdown
            textFormat: TextEdit.MarkdownText
            readOnly: true
            selectByMouse: true
            wrapMode: TextEdit.Wrap
            font.family: Theme.serifFamily
            font.pixelSize: Theme.readingSize
            color: Theme.ink
            selectionColor: Theme.brassLight
            selectedTextColor: Theme.ink
            onLinkActivated: (link) => Qt.openUrlExternally(link)
        }
        MarkdownTypography {
            document: page.textDocument
            headingColor: Theme.felt
            ruleColor: Theme.paperEdge
        }
    }

    Text {
        objectName: "rulesMissing"
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 520)
        visible: !document.found
        text: root.missingText
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        font.pixelSize: Theme.bodySize
        color: Theme.inkSoft
    }
}
