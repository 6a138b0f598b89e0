import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kartenrunde.Core

// What Kartenrunde is, its version and licence, and the rule documents the
// games follow. Opened from the bar (About) or with --page about.
Dialog {
    id: dialog

    // A Dialog's title is also its accessible name.
    title: qsTr("About Kartenrunde")
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(780, parent ? parent.width - 80 : 780)
    height: Math.min(implicitHeight, parent ? parent.height - 40 : implicitHeight)
    modal: true
    focus: true
    padding: 32
    topPadding: 28
    bottomPadding: 0
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.45) }
    background: Panel { lift: 2 }
    header: null
    onOpened: closeButton.forceActiveFocus()

    // One rule document: the game, then where its rules come from.
    component Source: ColumnLayout {
        property alias game: gameText.text
        property alias origin: originText.text
        spacing: 1
        Layout.fillWidth: true
        Text {
            id: gameText
            font.pixelSize: Theme.bodySize
            font.bold: true
            color: Theme.ink
            Layout.fillWidth: true
        }
        Text {
            id: originText
            font.pixelSize: Theme.smallSize + 1
            lineHeight: 1.15
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }

    contentItem: Flickable {
        id: flick
        implicitHeight: column.implicitHeight
        contentHeight: column.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column
            width: flick.width
            spacing: 10

            RowLayout {
                spacing: 16
                Layout.fillWidth: true
                Image {
                    // The application icon (assets/icons), as on the desktop.
                    source: "qrc:/icons/kartenrunde-64.png"
                    sourceSize: Qt.size(64, 64)
                    Layout.alignment: Qt.AlignVCenter
                    Accessible.ignored: true
                }
                ColumnLayout {
                    spacing: 2
                    Layout.fillWidth: true
                    Text {
                        objectName: "aboutName"
                        text: qsTr("Kartenrunde")
                        font.family: Theme.serifFamily
                        font.pixelSize: Theme.titleSize + 4
                        font.bold: true
                        color: Theme.ink
                    }
                    Text {
                        objectName: "aboutVersion"
                        text: { void App.language.code; return qsTr("Version %1").arg(Qt.application.version) }
                        font.pixelSize: Theme.smallSize
                        color: Theme.inkFaint
                    }
                }
            }
            Text {
                text: qsTr("Doppelkopf, Truc, Coiffeur Schieber Jass and Dobbm against computer players: to play, and to learn the games.")
                font.pixelSize: Theme.bodySize
                lineHeight: 1.15
                color: Theme.ink
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Text {
                objectName: "aboutLicence"
                text: qsTr("Free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later).")
                font.pixelSize: Theme.smallSize + 1
                lineHeight: 1.15
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Rectangle { height: 1; color: Theme.paperEdge; Layout.fillWidth: true; Layout.topMargin: 2 }
            Text {
                text: qsTr("The rules of the games")
                font.family: Theme.serifFamily
                font.pixelSize: Theme.bodySize + 4
                font.bold: true
                color: Theme.ink
            }
            Text {
                text: qsTr("The rule texts in this app are Kartenrunde's own, written after these rule descriptions:")
                font.pixelSize: Theme.bodySize - 1
                lineHeight: 1.15
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Source {
                objectName: "sourceDoppelkopf"
                game: qsTr("Doppelkopf")
                origin: qsTr("Rule description by Yuji Akagiri (赤桐裕二), 1997, with thanks to the contributors of the NIFTY-Serve forum.")
            }
            Source {
                objectName: "sourceCoiffeur"
                game: qsTr("Coiffeur Schieber Jass")
                origin: qsTr("Rule description by Yuji Akagiri, 1997, after Nick Wedd's description on John McLeod's pagat.com.")
            }
            Source {
                objectName: "sourceDobbm"
                game: qsTr("Dobbm")
                origin: qsTr("Rule description by Yuji Akagiri, 2003, after John McLeod's pagat.com.")
            }
            Source {
                objectName: "sourceTruc"
                game: qsTr("Truc")
                origin: qsTr("An anonymous Japanese rule description, influenced by Jun Kusaba's (草場純) book 「夢中になる!トランプの本」.")
            }
        }
    }

    footer: Item {
        implicitHeight: closeButton.implicitHeight + 40
        PrimaryButton {
            id: closeButton
            objectName: "closeAboutButton"
            anchors.right: parent.right
            anchors.rightMargin: 32
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Close")
            onClicked: dialog.close()
        }
    }
}
