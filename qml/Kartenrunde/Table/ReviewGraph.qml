import QtQuick
import Kartenrunde
import Kartenrunde.Core

// The seat's expected result after each of its decisions, as chess
// programs draw a game's evaluation: a line over the deal, each decision a
// dot in its mark's colour, the one shown ringed. A click on a dot asks to
// jump to that decision.
Item {
    id: graph

    property var decisions: []
    property int current: -1   // index into decisions
    property string unit
    signal decisionClicked(int index)

    readonly property var values: decisions.map(d => d.expected)
    readonly property real low: Math.min(0, ...values)
    readonly property real high: Math.max(unit === "round-chance" ? 1 : 0.001, ...values)
    function xAt(i) { return 36 + (decisions.length < 2 ? (width - 50) / 2 : i * (width - 50) / (decisions.length - 1)) }
    function yAt(v) { return 10 + (high - v) * (height - 30) / Math.max(1e-9, high - low) }

    onDecisionsChanged: canvas.requestPaint()
    onCurrentChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    Canvas {
        id: canvas
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            if (graph.decisions.length === 0)
                return
            ctx.strokeStyle = "#d9cba8"
            ctx.lineWidth = 1
            ctx.beginPath()
            ctx.moveTo(30, graph.yAt(0))
            ctx.lineTo(width - 6, graph.yAt(0))
            ctx.stroke()
            ctx.fillStyle = "#675e4f"
            ctx.font = "11px sans-serif"
            const label = (v) => graph.unit === "round-chance" ? Math.round(v * 100) + "%" : String(Math.round(v * 10) / 10)
            ctx.fillText(label(graph.high), 0, graph.yAt(graph.high) + 4)
            ctx.fillText(label(graph.low), 0, graph.yAt(graph.low) + 4)
            ctx.strokeStyle = "#2f5f8c"
            ctx.lineWidth = 2
            ctx.beginPath()
            for (let i = 0; i < graph.values.length; ++i) {
                if (i === 0)
                    ctx.moveTo(graph.xAt(i), graph.yAt(graph.values[i]))
                else
                    ctx.lineTo(graph.xAt(i), graph.yAt(graph.values[i]))
            }
            ctx.stroke()
            for (let i = 0; i < graph.values.length; ++i) {
                ctx.fillStyle = ReviewWords.markColour(graph.decisions[i].mark)
                ctx.beginPath()
                ctx.arc(graph.xAt(i), graph.yAt(graph.values[i]), i === graph.current ? 7 : 4.5, 0, 2 * Math.PI)
                ctx.fill()
                if (i === graph.current) {
                    ctx.strokeStyle = "#2b2720"
                    ctx.lineWidth = 2
                    ctx.stroke()
                }
            }
        }
    }
    TapHandler {
        onTapped: (point) => {
            let nearest = -1, best = 1e9
            for (let i = 0; i < graph.decisions.length; ++i) {
                const d = Math.abs(graph.xAt(i) - point.position.x)
                if (d < best) { best = d; nearest = i }
            }
            if (nearest >= 0 && best < 20)
                graph.decisionClicked(nearest)
        }
    }
}
