pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// One reviewed decision: its mark, what was chosen and what it cost, the
// better option and why (the game's reason words), and every option the
// analyst weighed with its value and 95% interval, best first.
Panel {
    id: box

    property var decision: ({})
    property int number: 0      // 1-based among the reviewed decisions
    property int count: 0
    property string unit
    property var actionText: function(action, phase) { return action }
    property var reasonText: function(reasonId, percent, action) { return "" }
    property bool canTryAgain: false
    signal tryAgainRequested()

    readonly property bool has: decision.index !== undefined
    // The best few, and the chosen one if it is further down.
    readonly property var options: {
        const all = decision.options || []
        const top = all.slice(0, 4)
        const chosen = all.find(o => o.chosen)
        return chosen && top.indexOf(chosen) < 0 ? top.slice(0, 3).concat([chosen]) : top
    }

    implicitHeight: column.implicitHeight + 28

    ColumnLayout {
        id: column
        x: 14
        y: 14
        width: box.width - 28
        spacing: 6

        RowLayout {
            spacing: 10
            Layout.fillWidth: true
            Rectangle {
                objectName: "reviewMark"
                visible: box.has
                radius: 6
                color: ReviewWords.markColour(box.decision.mark)
                implicitWidth: markText.implicitWidth + 16
                implicitHeight: markText.implicitHeight + 6
                Text {
                    id: markText
                    anchors.centerIn: parent
                    text: { void App.language.code; return ReviewWords.markName(box.decision.mark) }
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                    color: Theme.paper
                }
            }
            Text {
                text: { void App.language.code
                        return box.has ? qsTr("Decision %1 of %2").arg(box.number).arg(box.count)
                                       : qsTr("No decision of yours at this step: » goes to the next one.") }
                font.pixelSize: Theme.bodySize
                font.bold: box.has
                color: Theme.ink
                Layout.fillWidth: true
            }
        }
        Text {
            objectName: "reviewChosen"
            visible: box.has
            text: { void App.language.code
                    if (!box.has) return ""
                    const chosen = box.actionText(box.decision.chosen, box.decision.phase)
                    if (box.decision.chosen === box.decision.best)
                        return qsTr("You chose “%1”, the best option.").arg(chosen)
                    if (!box.decision.weighed)
                        return qsTr("You chose “%1”; the analyst did not weigh it.").arg(chosen)
                    return qsTr("You chose “%1”: it loses %2 against the best option.").arg(chosen).arg(ReviewWords.amount(box.decision.loss, box.unit)) }
            font.pixelSize: Theme.bodySize
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "reviewBetter"
            visible: box.has && box.decision.chosen !== box.decision.best
            text: { void App.language.code
                    if (!visible) return ""
                    const best = box.actionText(box.decision.best, box.decision.phase)
                    const better = box.decision.mark !== "good" ? qsTr("Better: %1.").arg(best)
                        : box.decision.toldApart ? qsTr("%1 is a little better; the difference is too small to mark.").arg(best)
                        : qsTr("The search cannot tell it from %1, so it is not marked.").arg(best)
                    const why = box.reasonText(box.decision.reason, box.decision.reasonPercent, box.decision.best)
                    return why.length > 0 && box.decision.mark !== "good" ? better + (App.language.code === "ja" ? "" : " ") + why : better }
            font.pixelSize: Theme.bodySize
            color: box.decision.mark === "good" ? Theme.inkSoft : Theme.wine
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: box.options
            RowLayout {
                id: optionRow
                required property var modelData
                required property int index
                objectName: "reviewOption_" + index
                spacing: 8
                Layout.fillWidth: true
                Text {
                    text: optionRow.modelData.chosen ? "▶" : ""
                    font.pixelSize: Theme.smallSize
                    color: Theme.wine
                    Layout.preferredWidth: 14
                }
                Text {
                    text: { void App.language.code; return box.actionText(optionRow.modelData.action, box.decision.phase) }
                    font.pixelSize: Theme.smallSize
                    font.bold: optionRow.modelData.best
                    color: Theme.ink
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Text {
                    text: { void App.language.code
                            const scale = box.unit === "round-chance" ? 100 : 1
                            const decimals = box.unit === "marks" ? 2 : 1
                            return qsTr("%1 (%2 to %3)").arg(ReviewWords.brief(optionRow.modelData.value, box.unit))
                                .arg(ReviewWords.number(optionRow.modelData.low * scale, decimals))
                                .arg(ReviewWords.number(optionRow.modelData.high * scale, decimals)) }
                    font.pixelSize: Theme.smallSize
                    font.bold: optionRow.modelData.best
                    color: Theme.inkSoft
                }
            }
        }
        ActionButton {
            objectName: "tryAgainButton"
            visible: box.has
            text: { void App.language.code; return qsTr("Try again from here") }
            enabled: box.canTryAgain
            why: { void App.language.code; return qsTr("Only the deal just played can be tried again, before the next deal.") }
            Layout.topMargin: 4
            onClicked: box.tryAgainRequested()
        }
    }
}
