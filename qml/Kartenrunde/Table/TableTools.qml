import QtQuick
import Kartenrunde
import Kartenrunde.Core

// The buttons under a table's side column: take back your last decision,
// export the match as a record (and where it went), and show or hide the
// card points taken so far.
Column {
    id: tools

    property GameTable table
    property string exportText: qsTr("Export as a record")
    property string exported

    spacing: 10

    RecordExport { id: exporter }

    TakeBackButton { table: tools.table }

    TableButton {
        objectName: "exportButton"
        text: tools.exportText
        onClicked: {
            const path = exporter.exportMatch(tools.table)
            if (path.length > 0)
                tools.exported = path
        }
    }
    Text {
        objectName: "exportedText"
        visible: tools.exported.length > 0
        width: tools.width
        text: { void App.language.code; return qsTr("Saved as %1").arg(tools.exported) }
        wrapMode: Text.WrapAnywhere
        font.pixelSize: Theme.smallSize
        color: Theme.feltTextSoft
    }
    TableButton {
        objectName: "pointsToggle"
        current: App.settings.showCardPoints
        text: { void App.language.code; return App.settings.showCardPoints ? qsTr("Hide card points") : qsTr("Show card points") }
        onClicked: App.settings.showCardPoints = !App.settings.showCardPoints
    }
}
