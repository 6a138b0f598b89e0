import QtQuick
import QtQuick.Controls.Basic
import Kartenrunde.Core

// A rules page on paper: Markdown from assets/rules/<language>/<page>.md,
// following the language switch. With a `section` ("## Trumps {#trumps}")
// it shows that section's heading at the top.
Panel {
    id: root

    property string pageId: "howto"
    property string section: ""
    property string missingText: qsTr("This page has not been written in this language yet.")
    readonly property alias found: document.found
    readonly property alias pageTitle: document.title
    readonly property alias sectionIds: document.sectionIds
    // A "[text](#id)" link was clicked: the owner sets `section` to id.
    signal sectionLinkActivated(string section)

    // Where a section's heading starts in the shown text (a character
    // position for TextEdit), -1 if the page has no such section.
    function sectionPosition(sectionId) {
        return document.sectionPosition(page.textDocument, sectionId)
    }
    // Scrolls so that the section's heading sits just below the top edge;
    // false when the page has no such section.
    function scrollToSection() {
        const position = sectionPosition(section)
        if (position < 0)
            return false
        const headingY = page.y + page.positionToRectangle(position).y - 16
        const bottom = Math.max(0, page.height + 2 * 36 - flick.height)
        flick.contentY = Math.max(0, Math.min(headingY, bottom))
        return true
    }
    onSectionChanged: if (section.length > 0) scrollToSection()

    RulesDocument {
        id: document
        pageId: root.pageId
        language: App.language.code
    }

    Flickable {
        id: flick
        objectName: "rulesFlick"
        anchors.fill: parent
        anchors.margins: 2
        contentWidth: width
        contentHeight: page.height + 2 * 36
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        visible: document.found
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }

        // Read with the keyboard: Tab here, then arrows, Page Up/Down, Home, End.
        activeFocusOnTab: true
        Accessible.role: Accessible.Document
        Accessible.name: { void App.language.code; return qsTr("Rules: %1").arg(document.title) }
        function scrollBy(dy) {
            flick.contentY = Math.max(0, Math.min(flick.contentY + dy, flick.contentHeight - flick.height))
        }
        Keys.onUpPressed: flick.scrollBy(-48)
        Keys.onDownPressed: flick.scrollBy(48)
        Keys.onPressed: (event) => {
            const page = flick.height * 0.9
            if (event.key === Qt.Key_PageUp) flick.scrollBy(-page)
            else if (event.key === Qt.Key_PageDown || event.key === Qt.Key_Space) flick.scrollBy(page)
            else if (event.key === Qt.Key_Home) flick.scrollBy(-flick.contentHeight)
            else if (event.key === Qt.Key_End) flick.scrollBy(flick.contentHeight)
            else return
            event.accepted = true
        }

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
            // "#id" links go to a section of this page (see `section`).
            onLinkActivated: (link) => link.startsWith("#") ? root.sectionLinkActivated(link.slice(1))
                                                             : Qt.openUrlExternally(link)
        }
        MarkdownTypography {
            document: page.textDocument
            // Spacing moves the headings: scroll once it is in place.
            onApplied: if (root.section.length > 0) root.scrollToSection()
            headingColor: Theme.felt
            ruleColor: Theme.paperEdge
            linkColor: Theme.wine
        }
    }

    // The focus ring while the text is read with the keyboard.
    Rectangle {
        anchors.fill: parent
        radius: root.radius
        color: "transparent"
        border.width: 2
        border.color: Theme.brass
        visible: flick.activeFocus
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
