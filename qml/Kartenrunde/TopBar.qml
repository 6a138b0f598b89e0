import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// The bar above every page: way back, where you are, help, settings, about,
// language.
ToolBar {
    id: root

    property string pageTitle
    property bool canGoBack: false
    property string currentPage        // "rules" or "settings" marks its button
    property bool showRules: true

    signal backRequested()
    signal rulesRequested()
    signal settingsRequested()
    signal aboutRequested()

    height: 60
    background: Rectangle {
        color: Qt.rgba(0.03, 0.12, 0.08, 0.78)
        Rectangle {
            anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
            height: 1
            color: Theme.brassDark
            opacity: 0.7
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 16
        spacing: 8

        TopBarButton {
            objectName: "backButton"
            // Read the language first: worded again on a switch.
            text: { void App.language.code; return "‹  " + qsTr("Back") }
            Accessible.name: qsTr("Back")
            visible: root.canGoBack
            onClicked: root.backRequested()
        }
        Text {
            text: qsTr("Kartenrunde")
            font.family: Theme.serifFamily
            font.pixelSize: 22
            font.bold: true
            color: Theme.feltText
            Layout.leftMargin: root.canGoBack ? 8 : 4
        }
        Text {
            text: "›  " + root.pageTitle
            visible: root.pageTitle.length > 0
            font.pixelSize: Theme.bodySize
            color: Theme.feltTextSoft
            elide: Text.ElideRight
            Layout.fillWidth: true
            Layout.leftMargin: 6
        }
        Item { Layout.fillWidth: true; visible: root.pageTitle.length === 0 }

        TopBarButton {
            objectName: "rulesButton"
            text: qsTr("Rules & help")
            visible: root.showRules
            current: root.currentPage === "rules"
            onClicked: root.rulesRequested()
        }
        TopBarButton {
            objectName: "settingsButton"
            text: qsTr("Settings")
            current: root.currentPage === "settings"
            onClicked: root.settingsRequested()
        }
        TopBarButton {
            objectName: "aboutButton"
            text: qsTr("About")
            Accessible.name: qsTr("About Kartenrunde")
            onClicked: root.aboutRequested()
        }
        Rectangle {
            width: 1
            height: 26
            color: Qt.rgba(1, 1, 1, 0.18)
            Layout.leftMargin: 6
            Layout.rightMargin: 6
        }
        LanguageSwitch {}
    }
}
