pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde
import Kartenrunde.Core

// The middle of the table. Cards fly from a player's seat to their place in
// the middle (cardPlayed); a finished trick stays a moment with an optional
// stamp ("Spoilt") and is then gathered towards whoever takes it
// (trickTaken). Steps run one after another; all durations follow the
// animation speed setting, so with animations off everything is instant.
//
// The game says where seats are: seatOrigin(seat) and gatherPoint(winner)
// return points in this item's coordinates, restingPlace(seat, order) the
// centre of the place where a card lies in the middle.
Item {
    id: area

    property string deckId: "french"
    property real cardWidth: 90
    property int flyMs: 320
    property int holdMs: 1000
    property int gatherMs: 420
    property var seatOrigin: function(seat) { return Qt.point(width / 2, height) }
    property var gatherPoint: function(winner) { return seatOrigin(winner) }
    property var restingPlace: function(seat, order) {
        return Qt.point(width / 2 + (order - 0.5) * cardWidth * 0.7, height / 2)
    }

    // For a screen reader: "Anna played the queen of clubs" (the game words both).
    property var seatName: function(seat) { return "" }
    property var cardName: function(code) { return code }
    property int me: -1

    readonly property bool busy: running || pending.length > 0
    readonly property int cardCount: onTable.count
    property string stamp
    // While a finished trick is shown: whose it is, and how far the hold is.
    property int holdWinner: -1
    property real holdProgress: 0
    property bool running: false
    property var pending: []

    // A card comes to the middle; `from`, if given, is a scene point (the
    // card's place in the human's hand).
    function cardPlayed(seat, code, from) {
        enqueue({ kind: "play", seat: seat, code: code, from: from })
    }
    // The trick goes to `winner` (gatherPoint decides where, also for -1);
    // `label` is shown on it meanwhile.
    function trickTaken(winner, label) {
        enqueue({ kind: "take", winner: winner, label: label || "" })
    }
    // Shows these cards [{seat, card}] at once (a resumed game).
    function show(cards) {
        pending = []
        stepTimer.stop()
        running = false
        stamp = ""
        holdWinner = -1
        hold.stop()
        onTable.clear()
        for (let i = 0; i < cards.length; ++i) {
            const p = corner(restingPlace(cards[i].seat, i))
            onTable.append({ seat: cards[i].seat, face: cards[i].card, phase: "resting",
                             fromX: p.x, fromY: p.y, toX: p.x, toY: p.y })
        }
    }

    // A resized table (the window, a lesson's panel beside it): the cards at
    // rest move with their places.
    onWidthChanged: settle()
    onHeightChanged: settle()
    function settle() {
        for (let i = 0; i < onTable.count; ++i) {
            const card = onTable.get(i)
            if (card.phase !== "resting")
                continue
            const p = corner(restingPlace(card.seat, i))
            onTable.setProperty(i, "toX", p.x)
            onTable.setProperty(i, "toY", p.y)
        }
    }

    // The top left corner of a card centred on `p`.
    function corner(p) { return Qt.point(p.x - cardWidth / 2, p.y - cardWidth * 0.75) }

    function enqueue(step) {
        pending = pending.concat([step])
        if (!running)
            next()
    }

    function next() {
        if (pending.length === 0) {
            running = false
            return
        }
        const step = pending[0]
        pending = pending.slice(1)
        running = true
        stepTimer.interval = Math.max(1, perform(step))
        stepTimer.start()
    }

    // Does one step and returns how long it takes. A taken trick is held,
    // then gathered, then cleared: three steps, so that a card played
    // meanwhile waits its turn.
    function perform(step) {
        switch (step.kind) {
        case "play": {
            const origin = corner(step.from ? mapFromItem(null, step.from.x, step.from.y) : seatOrigin(step.seat))
            const p = corner(restingPlace(step.seat, onTable.count))
            onTable.append({ seat: step.seat, face: step.code, phase: "arriving",
                             fromX: origin.x, fromY: origin.y, toX: p.x, toY: p.y })
            onTable.setProperty(onTable.count - 1, "phase", "resting")
            return Theme.duration(flyMs)
        }
        case "take":
            stamp = step.label
            holdWinner = step.winner
            hold.restart()
            pending = [{ kind: "gather", winner: step.winner }].concat(pending)
            return Theme.duration(holdMs)
        case "gather": {
            const target = corner(gatherPoint(step.winner))
            for (let i = 0; i < onTable.count; ++i) {
                onTable.setProperty(i, "toX", target.x)
                onTable.setProperty(i, "toY", target.y)
                onTable.setProperty(i, "phase", "gathering")
            }
            pending = [{ kind: "clear" }].concat(pending)
            return Theme.duration(gatherMs)
        }
        }
        hold.stop()
        onTable.clear()
        stamp = ""
        holdWinner = -1
        return 1
    }

    // While a trick is held, the card that takes it rises and glows.
    NumberAnimation {
        id: hold
        target: area
        property: "holdProgress"
        from: 0
        to: 1
        duration: Theme.duration(area.holdMs)
    }
    Timer {
        id: stepTimer
        onTriggered: area.next()
    }

    ListModel { id: onTable }

    Accessible.role: Accessible.Grouping
    Accessible.name: { void App.language.code; return qsTr("The trick") }

    Repeater {
        model: onTable
        PlayingCard {
            id: flying
            required property int index
            required property int seat
            required property string face
            required property string phase
            required property real fromX
            required property real fromY
            required property real toX
            required property real toY

            objectName: "trickCard_" + face
            code: face
            Accessible.name: CardWords.played(area.seatName(seat), area.cardName(face), seat === area.me)
            // The card that takes the trick rises and glows while it is shown.
            highlighted: seat === area.holdWinner && area.holdProgress > 0.15
            scale: seat === area.holdWinner ? 1 + 0.06 * Math.sin(Math.PI * area.holdProgress) : 1
            deckId: area.deckId
            width: area.cardWidth
            height: area.cardWidth * 1.5
            x: fromX
            y: fromY
            z: index
            rotation: (index % 2 === 0 ? -4 : 5)
            state: phase

            states: [
                State {
                    name: "resting"
                    PropertyChanges { target: flying; x: flying.toX; y: flying.toY }
                },
                State {
                    name: "gathering"
                    PropertyChanges { target: flying; x: flying.toX; y: flying.toY; scale: 0.55; opacity: 0 }
                }
            ]
            transitions: [
                Transition {
                    to: "resting"
                    NumberAnimation { properties: "x,y"; duration: Theme.duration(area.flyMs); easing.type: Easing.OutCubic }
                },
                Transition {
                    to: "gathering"
                    NumberAnimation { properties: "x,y,scale,opacity"; duration: Theme.duration(area.gatherMs); easing.type: Easing.InCubic }
                }
            ]
        }
    }

    // The stamp on a finished trick, e.g. "Spoilt".
    Rectangle {
        objectName: "trickStamp"
        anchors.centerIn: parent
        z: 50
        visible: area.stamp.length > 0
        width: stampText.implicitWidth + 28
        height: stampText.implicitHeight + 12
        radius: 8
        rotation: -8
        scale: 1 + 0.08 * Math.sin(Math.PI * area.holdProgress)
        color: Qt.rgba(0.55, 0.18, 0.17, 0.92)
        border.width: 2
        border.color: Theme.paper
        Text {
            id: stampText
            anchors.centerIn: parent
            text: area.stamp
            font.pixelSize: Theme.bodySize + 4
            font.bold: true
            font.letterSpacing: 1
            color: Theme.paper
        }
    }
}
