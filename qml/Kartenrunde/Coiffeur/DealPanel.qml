import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The deal at a glance: who deals, that play goes to the right, the
// contract and its declarer, how this trick's cards rank (Slalom: this
// trick's order; Gustav: which half), and the card points so far when the
// player wants them counted.
Panel {
    id: box

    property var view: ({})
    property var seatName: function(seat) { return "" }
    property var columnName: function(column) { return "" }
    property bool showPoints: false
    property bool french: false
    readonly property var contract: view.contract || ({})
    readonly property bool named: contract.id !== undefined

    implicitHeight: column.implicitHeight + 20

    ColumnLayout {
        id: column
        x: 10
        y: 10
        width: box.width - 20
        spacing: 4
        Text {
            objectName: "contractText"
            text: { void App.language.code
                    return box.named ? qsTr("%1 · declared by %2").arg(CoiffeurWords.contractLabel(box.contract.id, box.french)).arg(box.seatName(box.contract.declarer))
                                     : qsTr("Choosing the contract") }
            font.pixelSize: Theme.bodySize + 1
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "orderText"
            visible: text.length > 0
            text: { void App.language.code
                    const order = CoiffeurWords.orderText(box.contract)
                    if (order.length > 0 || !box.named)
                        return order
                    return CoiffeurWords.contractHow(box.contract.id) }
            font.pixelSize: Theme.bodySize
            color: Theme.wine
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "directionText"
            text: qsTr("↺ Dealing, bidding and play go to the right")
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "dealerText"
            text: { void App.language.code; return qsTr("Dealer: %1").arg(box.seatName(box.view.dealer)) }
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            Layout.fillWidth: true
        }
        Text {
            objectName: "pointsText"
            visible: box.showPoints && box.named && (box.view.sidePoints || []).length > 0
            text: { void App.language.code
                    const pts = box.view.sidePoints || []
                    return CoiffeurWords.join(pts.map((p, col) => qsTr("%1: %2").arg(box.columnName(col)).arg(p))) }
            font.pixelSize: Theme.smallSize
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
    }
}
