import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// The rules viewer: the pages that exist in the current language, and one
// of them to read.
Item {
    id: root

    property string pageId: "howto"
    // A section of the page to show first (RulesView.section), "" for the top.
    property string section: ""
    readonly property string title: qsTr("Rules & help")

    function show(page, sectionId) {
        pageId = page
        section = sectionId
        view.scrollToSection()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.pageMargin
        anchors.topMargin: 28
        spacing: Theme.gap

        ColumnLayout {
            spacing: 12
            Layout.preferredWidth: 260
            Layout.maximumWidth: 260
            Layout.fillHeight: true

            Text {
                text: qsTr("Pages")
                font.family: Theme.serifFamily
                font.pixelSize: 22
                font.bold: true
                color: Theme.feltText
            }
            ListView {
                id: contents
                objectName: "rulesContents"
                model: App.rulesPages
                spacing: 4
                clip: true
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Tab here, then Up/Down choose the page (it opens at once).
                // The current entry is always the page shown.
                activeFocusOnTab: true
                keyNavigationEnabled: false
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Pages")
                currentIndex: { void App.rulesPages.count; return App.rulesPages.indexOf(root.pageId) }
                function openAt(row) {
                    const entry = itemAtIndex(row)   // the list is short: every entry exists
                    if (!entry)
                        return
                    root.section = ""
                    root.pageId = entry.pageId
                    positionViewAtIndex(row, ListView.Contain)
                }
                Keys.onUpPressed: contents.openAt(contents.currentIndex - 1)
                Keys.onDownPressed: contents.openAt(contents.currentIndex + 1)

                delegate: ItemDelegate {
                    id: entry
                    required property string pageId
                    required property string title
                    readonly property bool selected: pageId === root.pageId
                    // Keyboard focus on the list shows on its current entry.
                    readonly property bool keyFocus: ListView.isCurrentItem && ListView.view.activeFocus

                    width: ListView.view.width
                    text: title
                    font.pixelSize: Theme.bodySize
                    onClicked: {
                        root.section = ""
                        root.pageId = pageId
                    }

                    contentItem: Text {
                        text: entry.text
                        font: entry.font
                        color: entry.selected ? Theme.ink : Theme.feltText
                        wrapMode: Text.Wrap
                        verticalAlignment: Text.AlignVCenter
                    }
                    background: Rectangle {
                        implicitHeight: 44
                        radius: 8
                        color: entry.selected ? Theme.brassLight
                             : entry.hovered ? Qt.rgba(1, 1, 1, 0.08) : "transparent"
                        border.width: entry.visualFocus || entry.keyFocus ? 2 : 0
                        border.color: Theme.brass
                    }
                }
            }
        }

        RulesView {
            id: view
            objectName: "rulesView"
            pageId: root.pageId
            section: root.section
            onSectionLinkActivated: (section) => root.show(root.pageId, section)
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
    }
}
