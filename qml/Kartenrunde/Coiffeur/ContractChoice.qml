pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Table

// The human's contract choice: every contract of the board as a button with
// what it is worth, the ones already played shown as done, and pass while
// it is allowed; then, for a Joker, the way to play it and, for Slalom and
// Gustav, the order to start with, each with a line on what it means. The
// controller says what is legal; the buttons only show it.
ColumnLayout {
    id: root

    property GameTable table
    property var view: ({})
    property bool french: false
    property real maxWidth: 900
    readonly property bool myTurn: table.hasSession && !table.dealOver && table.toMove === table.humanSeat && table.humanSeat >= 0
    readonly property string phase: view.phase || ""
    readonly property var entries: myTurn ? (phase === "contract" ? contracts() : phase === "joker-type" || phase === "direction" ? choices() : []) : []

    function legal(action) { return table.legalActions.indexOf(action) >= 0 }
    function why(action) { return legal(action) ? "" : CoiffeurWords.reason(table.whyIllegal(action), french) }
    function myLeft() {
        const col = (view.columnOf || [])[table.humanSeat]
        return (view.contractsLeft || [])[col] || []
    }
    function contracts() {
        void App.language.code
        const left = myLeft()
        const marks = view.way === "three"
        const out = view.contracts.map(c => ({
            action: c.id,
            text: CoiffeurWords.contractLabel(c.id, french),
            detail: left.indexOf(c.id) < 0 ? qsTr("played ✓") : CoiffeurWords.contractValue(c.value, marks),
            legal: legal(c.id),
            why: why(c.id),
            done: left.indexOf(c.id) < 0
        }))
        out.push({ action: "pass", text: qsTr("Pass"), detail: qsTr("the next player chooses"), legal: legal("pass"), why: why("pass"), done: false })
        return out
    }
    function choices() {
        void App.language.code
        const contract = (view.contract || {}).id || ""
        return table.legalActions.map(a => ({ action: a, text: CoiffeurWords.choiceName(a), detail: CoiffeurWords.choiceDetail(a, contract),
                                              legal: true, why: "", done: false }))
    }

    visible: entries.length > 0
    spacing: 6

    Text {
        objectName: "choiceQuestion"
        Layout.alignment: Qt.AlignHCenter
        Layout.maximumWidth: root.maxWidth
        text: { void App.language.code
                return root.phase === "contract" ? qsTr("Name a contract for your column of the board, or pass")
                                                 : CoiffeurWords.choiceQuestion(root.phase, (root.view.contract || {}).id || "") }
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: Theme.bodySize + 1
        font.bold: true
        color: Theme.feltText
        style: Text.Raised
        styleColor: Theme.feltDark
    }
    Flow {
        objectName: "contractButtons"
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredWidth: root.maxWidth
        spacing: 8
        Repeater {
            model: root.entries
            ActionButton {
                required property var modelData
                objectName: "action_" + modelData.action
                text: modelData.text
                detail: modelData.detail
                why: modelData.why
                primary: false
                enabled: modelData.legal
                opacity: modelData.done ? 0.6 : 1
                font.pixelSize: Theme.bodySize
                onClicked: root.table.act(modelData.action)
            }
        }
    }
}
