pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kartenrunde.Core

// A game's statistics, kept across runs (app/stats, docs/statistics.md):
// deals and matches played and won, the average score, the game's own facts
// and the score over the latest deals. The tables count every finished
// deal; this page only shows and, after asking, resets them.
Item {
    id: root

    required property string gameId
    readonly property string title: { void App.language.code; return qsTr("Statistics: %1").arg(details.name) }

    // The games with statistics (the choice lists them as the start page does).
    readonly property var gameIds: ["truc", "doppelkopf", "coiffeur", "dobbm"]

    Statistics {
        id: stats
        gameId: root.gameId
    }
    GameDetails {
        id: details
        gameId: root.gameId
    }

    // The saved match of the game, read only: its last finished deal can
    // be reviewed from here (issue #32).
    DealReviewer {
        id: saved
    }
    signal reviewRequested(var setup)

    // A table may have counted deals, or played on, since the page was made.
    StackView.onActivating: { stats.reload(); saved.openSave(root.gameId) }
    onGameIdChanged: saved.openSave(root.gameId)

    // Words ----------------------------------------------------------------

    // "5 of 8 (63%)"; "0" when nothing was played.
    function ofText(won, played) {
        void App.language.code
        if (played === 0)
            return "0"
        return qsTr("%1 of %2 (%3%)").arg(won).arg(played).arg(Math.round(100 * won / played))
    }
    // "+1.5", "−3", "0": the sign of the number as shown.
    function signedText(value, decimals) {
        const shown = Number(value.toFixed(decimals))
        const text = Math.abs(shown).toLocaleString(Qt.locale(App.language.code), "f", decimals)
        return shown > 0 ? "+" + text : shown < 0 ? "−" + text : text
    }
    function count(id) { return stats.counters[id] || 0 }

    function overviewLines() {
        void App.language.code
        const truc = root.gameId === "truc"
        return [
            { id: "deals", label: truc ? qsTr("Hands played") : qsTr("Deals played"), value: String(stats.deals) },
            { id: "dealsWon", label: truc ? qsTr("Hands won") : qsTr("Deals won"), value: ofText(stats.dealsWon, stats.deals) },
            { id: "matches", label: qsTr("Matches played"), value: String(stats.matches) },
            { id: "matchesWon", label: qsTr("Matches won"), value: ofText(stats.matchesWon, stats.matches) },
            { id: "average", label: truc ? qsTr("Average points per hand") : qsTr("Average score per deal"),
              value: stats.deals > 0 ? signedText(stats.averageScore, 1) : "–" },
            { id: "total", label: qsTr("Score in all"), value: signedText(stats.totalScore, 0) }
        ].concat(count("taken-back") === 0 ? [] : [
            // Deals with a take-back count apart, not in the lines above.
            { id: "takenBack", label: truc ? qsTr("Hands with a take-back, won") : qsTr("Deals with a take-back, won"),
              value: ofText(count("taken-back:won"), count("taken-back")) } ])
    }
    // The game's own facts, as won of played.
    function factLines() {
        void App.language.code
        const line = (id, label, won, played) => ({ id: id, label: label, value: ofText(count(won), count(played)), dimmed: count(played) === 0 })
        switch (root.gameId) {
        case "doppelkopf": return [
            line("re", qsTr("Re announced by you, won"), "announced:re:won", "announced:re"),
            line("kontra", qsTr("Kontra announced by you, won"), "announced:kontra:won", "announced:kontra") ]
        case "truc": return [
            line("rounds", qsTr("Rounds won"), "round:won", "round"),
            line("offers", qsTr("Your offers to raise the stake, accepted"), "offer:accepted", "offer") ]
        case "dobbm": return [
            line("dobbm", qsTr("Dobbm declared by you, won"), "declared:dobbm:won", "declared:dobbm"),
            line("solo", qsTr("Solo declared by you, won"), "declared:solo:won", "declared:solo") ]
        case "coiffeur": return [
            line("declared", qsTr("Contracts you named, won"), "declared:won", "declared"),
            { id: "match", label: qsTr("Matches (every trick) as declarers"), value: String(count("match")), dimmed: count("match") === 0 } ]
        }
        return []
    }
    // Doppelkopf: every kind of game, played and won, and those you declared.
    function gameTypeRows() {
        void App.language.code
        const names = [
            ["normal", qsTr("Normal game")], ["marriage", qsTr("Marriage")], ["poverty", qsTr("Poverty")],
            ["silent-solo", qsTr("Silent solo")], ["diamond-solo", qsTr("Diamond solo")],
            ["club-solo", qsTr("Club solo")], ["spade-solo", qsTr("Spade solo")], ["heart-solo", qsTr("Heart solo")],
            ["queen-solo", qsTr("Queen solo")], ["jack-solo", qsTr("Jack solo")],
            ["queen-jack-solo", qsTr("Queen-jack solo")], ["king-solo", qsTr("King solo")],
            ["fleshless-solo", qsTr("Fleshless solo")], ["misere-solo", qsTr("Misère")],
            ["misere-ouvert-solo", qsTr("Misère ouvert")]
        ]
        return names.map(([id, name]) => ({
            id: id, name: name,
            cells: [String(count("game:" + id)), String(count("game:" + id + ":won")),
                    id === "normal" ? "–" : String(count("declared:" + id)),
                    id === "normal" ? "–" : String(count("declared:" + id + ":won"))]
        }))
    }
    function seriesNames() {
        void App.language.code
        return [qsTr("You")]
    }
    function chartTitle() {
        void App.language.code
        const n = stats.scoreCurve.length - 1
        if (root.gameId === "truc")
            return n === 1 ? qsTr("Your points in the latest hand") : qsTr("Your points over the latest %1 hands, added up").arg(n)
        return n === 1 ? qsTr("Your score in the latest deal") : qsTr("Your score over the latest %1 deals, added up").arg(n)
    }

    // Layout ---------------------------------------------------------------

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.pageMargin
        anchors.topMargin: 24
        spacing: 16

        RowLayout {
            spacing: Theme.gap
            Layout.fillWidth: true
            Text {
                objectName: "statisticsHeading"
                text: qsTr("Statistics")
                font.family: Theme.serifFamily
                font.pixelSize: Theme.titleSize + 4
                font.bold: true
                color: Theme.feltText
            }
            ChoiceRow {
                objectName: "gameChoice"
                choices: {
                    void App.language.code
                    const out = []
                    for (let row = 0; row < App.games.rowCount(); ++row) {
                        const game = App.games.get(row)
                        if (root.gameIds.indexOf(game.gameId) >= 0)
                            out.push({ value: game.gameId, text: game.name })
                    }
                    return out
                }
                current: root.gameId
                onChosen: (value) => root.gameId = value
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
            }
        }

        // A file that could not be read was set aside: say where, once.
        Panel {
            objectName: "setAsideNote"
            visible: stats.setAside.length > 0 || stats.error.length > 0
            color: Theme.brassLight
            Layout.fillWidth: true
            implicitHeight: note.implicitHeight + 28
            RowLayout {
                id: note
                anchors.fill: parent
                anchors.margins: 14
                anchors.leftMargin: 20
                spacing: 16
                Text {
                    objectName: "setAsideText"
                    text: {
                        void App.language.code
                        return stats.error.length > 0
                            ? qsTr("The statistics could not be read or saved: %1").arg(stats.error)
                            : qsTr("The statistics file could not be read. It was kept as %1, and counting has started afresh.").arg(stats.setAside)
                    }
                    font.pixelSize: Theme.bodySize
                    color: Theme.ink
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                    Layout.fillWidth: true
                }
                PrimaryButton {
                    objectName: "dismissSetAsideButton"
                    visible: stats.error.length === 0
                    quiet: true
                    text: qsTr("OK")
                    onClicked: stats.dismissSetAside()
                }
            }
        }

        RowLayout {
            spacing: Theme.gap
            Layout.fillWidth: true
            Layout.fillHeight: true

            // The numbers.
            Panel {
                Layout.preferredWidth: 420
                Layout.fillHeight: true
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 28
                    spacing: 10

                    Text {
                        text: qsTr("Your results")
                        font.family: Theme.serifFamily
                        font.pixelSize: Theme.bodySize + 6
                        font.bold: true
                        color: Theme.ink
                    }
                    Repeater {
                        model: root.overviewLines()
                        StatisticLine {
                            required property var modelData
                            objectName: modelData.id + "Line"
                            label: modelData.label
                            value: modelData.value
                            dimmed: stats.deals === 0
                            Layout.fillWidth: true
                        }
                    }
                    Rectangle { height: 1; color: Theme.paperEdge; Layout.fillWidth: true; Layout.topMargin: 6; Layout.bottomMargin: 6 }
                    Repeater {
                        model: root.factLines()
                        StatisticLine {
                            required property var modelData
                            objectName: modelData.id + "Line"
                            label: modelData.label
                            value: modelData.value
                            dimmed: modelData.dimmed
                            Layout.fillWidth: true
                        }
                    }
                    Item { Layout.fillHeight: true }
                    PrimaryButton {
                        objectName: "reviewLastDeal"
                        quiet: true
                        visible: saved.gameId === root.gameId && saved.finishedDeals.length > 0
                        text: qsTr("Review the last deal")
                        onClicked: root.reviewRequested({ gameId: root.gameId, saveGameId: root.gameId })
                    }
                    PrimaryButton {
                        objectName: "resetButton"
                        quiet: true
                        text: qsTr("Reset statistics…")
                        enabled: stats.deals > 0 || stats.matches > 0
                        onClicked: resetDialog.open()
                    }
                }
            }

            ColumnLayout {
                spacing: Theme.gap
                Layout.fillWidth: true
                Layout.fillHeight: true

                // The score over the latest deals, or what will show there.
                Panel {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 160
                    Loader {
                        id: chart
                        objectName: "scoreChart"
                        anchors.fill: parent
                        anchors.margins: 24
                        active: stats.scoreCurve.length > 1
                        // Loaded by URL: the table module imports this one.
                        source: "qrc:/Kartenrunde/Table/ScoreChart.qml"
                    }
                    Binding { target: chart.item; property: "series"; value: [stats.scoreCurve]; when: chart.item !== null }
                    Binding { target: chart.item; property: "names"; value: root.seriesNames(); when: chart.item !== null }
                    Binding { target: chart.item; property: "title"; value: root.chartTitle(); when: chart.item !== null }
                    Text {
                        objectName: "emptyNote"
                        visible: !chart.active
                        anchors.centerIn: parent
                        width: parent.width - 80
                        text: qsTr("Nothing counted yet. Every deal you play to its end counts here.")
                        font.pixelSize: Theme.bodySize + 1
                        color: Theme.inkSoft
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                    }
                }

                // Doppelkopf: the kinds of game.
                Panel {
                    visible: root.gameId === "doppelkopf"
                    Layout.fillWidth: true
                    Layout.preferredHeight: types.implicitHeight + 48
                    GameTypesTable {
                        id: types
                        objectName: "gameTypes"
                        x: 24
                        y: 24
                        width: parent.width - 48
                        columns: { void App.language.code; return [qsTr("Played"), qsTr("Won"), qsTr("Declared by you"), qsTr("Of those won")] }
                        rows: root.gameTypeRows()
                    }
                }
            }
        }
    }

    ResetStatisticsDialog {
        id: resetDialog
        objectName: "resetDialog"
        gameName: details.name
        onConfirmed: stats.reset()
    }
}
