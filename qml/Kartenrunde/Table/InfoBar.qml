pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde

// The strip above the table: the game, the deal, the scores, whose turn it
// is, and the buttons for the rules, the score sheet and leaving. The
// settings are the app bar's (one place for each). scores: [{name, value}].
Rectangle {
    id: bar

    property string gameName
    property string dealText
    // The deal is being played again ("2nd try"); empty: the first time.
    property string againText
    property var scores: []
    property string turnText
    property bool sheetOpen: false
    // What the game calls its score sheet (Coiffeur: the board); empty: "Score sheet".
    property string sheetName
    property bool rulesOpen: false

    signal rulesClicked()
    signal sheetClicked()
    signal leaveClicked()

    implicitHeight: 52
    color: Qt.rgba(0.03, 0.12, 0.08, 0.55)

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.brassDark
        opacity: 0.5
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 18
        anchors.rightMargin: 12
        spacing: 14

        Text {
            text: bar.gameName
            font.family: Theme.serifFamily
            font.pixelSize: 20
            font.bold: true
            color: Theme.feltText
        }
        Text {
            objectName: "dealText"
            text: bar.dealText
            font.pixelSize: Theme.smallSize + 1
            color: Theme.feltTextSoft
        }
        Text {
            objectName: "againText"
            visible: bar.againText.length > 0
            text: "↻ " + bar.againText
            font.pixelSize: Theme.smallSize + 1
            font.bold: true
            color: Theme.brassLight
        }
        Row {
            spacing: 8
            Repeater {
                model: bar.scores
                Rectangle {
                    id: scoreChip
                    required property var modelData
                    required property int index
                    width: chip.implicitWidth + 20
                    height: 30
                    radius: 15
                    color: Qt.rgba(1, 1, 1, 0.07)
                    border.width: 1
                    border.color: Qt.rgba(1, 1, 1, 0.16)
                    Text {
                        id: chip
                        objectName: "scoreChip_" + index
                        anchors.centerIn: parent
                        text: modelData.name + "  " + modelData.value
                        font.pixelSize: Theme.smallSize + 1
                        font.bold: true
                        color: Theme.feltText
                    }
                }
            }
        }
        Text {
            objectName: "turnText"
            text: bar.turnText
            font.pixelSize: Theme.smallSize + 1
            color: Theme.brassLight
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignRight
            Layout.fillWidth: true
        }
        TableButton {
            objectName: "tableRulesButton"
            text: qsTr("Rules")
            current: bar.rulesOpen
            onClicked: bar.rulesClicked()
        }
        TableButton {
            objectName: "tableSheetButton"
            text: bar.sheetName.length > 0 ? bar.sheetName : qsTr("Score sheet")
            current: bar.sheetOpen
            onClicked: bar.sheetClicked()
        }
        TableButton {
            objectName: "tableLeaveButton"
            text: qsTr("Leave")
            onClicked: bar.leaveClicked()
        }
    }
}
