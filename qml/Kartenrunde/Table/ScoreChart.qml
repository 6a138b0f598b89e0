pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde
import Kartenrunde.Core

// The totals of each player after every deal as lines, with a legend: how
// the round went, at a glance. series: per player, the totals from 0 on.
Item {
    id: chart

    property string title: qsTr("The round so far")
    property var series: []
    property var names: []
    readonly property var colours: ["#8c2f2c", "#2f5f8c", "#3f8063", "#9c7a2e", "#6b4a8c"]

    onSeriesChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    Text {
        id: heading
        text: chart.title
        font.pixelSize: Theme.bodySize
        font.bold: true
        color: Theme.ink
    }
    Row {
        id: legend
        anchors.top: heading.bottom
        anchors.topMargin: 4
        spacing: 14
        Repeater {
            model: chart.names
            Row {
                id: entry
                required property string modelData
                required property int index
                spacing: 5
                Rectangle {
                    width: 14
                    height: 4
                    anchors.verticalCenter: parent.verticalCenter
                    color: chart.colours[entry.index % chart.colours.length]
                }
                Text {
                    text: entry.modelData
                    font.pixelSize: Theme.smallSize
                    color: Theme.inkSoft
                }
            }
        }
    }
    Canvas {
        id: canvas
        anchors.top: legend.bottom
        anchors.topMargin: 6
        anchors.bottom: parent.bottom
        width: parent.width
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const all = [].concat(...chart.series)
            if (all.length === 0)
                return
            const lo = Math.min(0, ...all), hi = Math.max(1, ...all)
            const steps = Math.max(1, chart.series[0].length - 1)
            const px = (i) => 30 + i * (width - 40) / steps
            const py = (v) => 8 + (hi - v) * (height - 24) / (hi - lo)
            ctx.strokeStyle = "#d9cba8"
            ctx.lineWidth = 1
            ctx.beginPath()
            ctx.moveTo(30, py(0))
            ctx.lineTo(width - 10, py(0))
            ctx.stroke()
            ctx.fillStyle = "#675e4f"
            ctx.font = "12px sans-serif"
            ctx.fillText(String(hi), 2, py(hi) + 4)
            ctx.fillText("0", 2, py(0) + 4)
            if (lo < 0)
                ctx.fillText(String(lo), 2, py(lo) + 4)
            for (let p = 0; p < chart.series.length; ++p) {
                const s = chart.series[p]
                ctx.strokeStyle = chart.colours[p % chart.colours.length]
                ctx.lineWidth = 2.5
                ctx.beginPath()
                for (let i = 0; i < s.length; ++i) {
                    if (i === 0)
                        ctx.moveTo(px(i), py(s[i]))
                    else
                        ctx.lineTo(px(i), py(s[i]))
                }
                ctx.stroke()
            }
        }
    }
}
