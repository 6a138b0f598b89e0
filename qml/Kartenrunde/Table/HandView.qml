pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde
import Kartenrunde.Core

// The human's hand, fanned along the bottom of the table.
//
// While `active` (the human is to act), the cards in `playable` are lifted
// and rimmed and the others dimmed. A card is played by a click, by dragging
// it onto `dropTarget`, or with the keyboard: Left/Right move along the
// playable cards (along all cards when none may be played), Enter or Space
// plays the chosen one. Pointing at or trying a card that may not be played
// shows why, as `reasonFor(code)` words it (the game asks the controller).
// A screen reader hears each card as `cardName(code)` words it, with
// whether it is playable or why not; the keyboard's card has a focus ring.
FocusScope {
    id: hand

    property var cards: []
    property var playable: []
    property bool active: false
    property string deckId: "french"
    property real cardWidth: 100
    // The room the hand may take: the cards spread out to use it and
    // overlap only when they must (a full hand of Doppelkopf), so that a
    // few cards lie side by side.
    property real maxWidth: cardWidth * 8
    property real spread: cards.length > 1                  // distance between neighbours
        ? Math.max(cardWidth * 0.3, Math.min(cardWidth * 1.08, (maxWidth - cardWidth - 40) / (cards.length - 1)))
        : 0
    property real fanAngle: 5                // degrees between neighbours
    property real arc: 0.025                 // how far the outer cards sink (× cardWidth per slot²)
    property Item dropTarget: null
    // While the cards are dealt on the table (DealAnimation): how many of
    // `cards` have reached the hand so far. The others wait unseen in their
    // places and slide in, in hand order, as their packets land, so that no
    // card shows before it is dealt. -1: every card is in the hand.
    property int cardsDealt: -1
    property var reasonFor: function(code) { return "" }
    // A card's name as a screen reader speaks it ("queen of clubs").
    property var cardName: function(code) { return code }
    // Words of a link under the reason (e.g. to the rules); "" for none.
    property var reasonLinkFor: function(code) { return "" }

    // The card the keyboard has chosen ("" while the mouse is used).
    property string chosen: ""
    // The card pointed at and the card just tried, for the reason note.
    property string pointed: ""
    property string tried: ""
    // The press whose tap has been answered (see the cards' TapHandler).
    property real handledPress: -1
    readonly property bool dragging: dragCount > 0
    property int dragCount: 0

    // `from`: the card's centre in scene coordinates, where it flies from.
    signal played(string code, point from)
    // The link under the reason of a card that may not be played was clicked.
    signal reasonLinkActivated(string code)

    readonly property real cardHeight: cardWidth * 1.5
    Accessible.role: Accessible.List
    // Read out with the hand, e.g. a lesson's task (issue #33).
    property string instruction
    Accessible.description: instruction
    Accessible.name: { void App.language.code; return qsTr("Your hand: %1").arg(CardWords.cards(cards.length)) }
    implicitWidth: cardWidth + spread * Math.max(0, cards.length - 1) + 40
    implicitHeight: cardHeight * 1.22
    activeFocusOnTab: true

    function isPlayable(code) { return playable.indexOf(code) >= 0 }
    // What a screen reader says of a card: its name, playable or why not.
    function spoken(code) {
        const ok = active && isPlayable(code)
        return CardWords.handCard(cardName(code), ok, active && !ok ? reasonFor(code) : "")
    }
    function isDimmed(code) { return active && !isPlayable(code) }
    function slotX(index) { return width / 2 + (index - (held.count - 1) / 2) * spread - cardWidth / 2 }
    function slotAngle(index) { return (index - (held.count - 1) / 2) * fanAngle }
    // The outer cards sink and turn; the fan is raised by as much, so that
    // no corner leaves the view's bottom edge.
    function slotY(index) {
        const off = index - (held.count - 1) / 2
        const edge = Math.max(0, (held.count - 1) / 2)
        const deepest = edge * edge * cardWidth * arc + cardWidth / 2 * Math.sin(edge * fanAngle * Math.PI / 180)
        return height - cardHeight - 4 - deepest + off * off * cardWidth * arc
    }

    // Where packet `packet` (from 0) of the `packets` a deal brings lands
    // (DealAnimation): on the places of the cards it brings.
    function dealPoint(packet, packets) {
        if (held.count === 0 || !(packets > 0))
            return Qt.point(width / 2, height / 2)
        const first = Math.floor(held.count * packet / packets)
        const last = Math.max(first, Math.ceil(held.count * (packet + 1) / packets) - 1)
        const middle = Math.min(held.count - 1, (first + last) / 2)
        return Qt.point(slotX(middle) + cardWidth / 2, slotY(middle) + cardHeight / 2)
    }

    // Lets waiting cards into the hand, as many as `cardsDealt` allows, in hand
    // order and one after another.
    function admit() {
        const limit = cardsDealt < 0 ? slots.count : cardsDealt
        let inHand = 0
        for (let i = 0; i < slots.count; ++i) {
            const item = slots.itemAt(i)
            if (item && item.entered)
                ++inHand
        }
        let order = 0
        for (let i = 0; i < slots.count && inHand < limit; ++i) {
            const item = slots.itemAt(i)
            if (item && !item.entered) {
                item.enter(order++)
                ++inHand
            }
        }
    }
    onCardsDealtChanged: admit()

    // Plays a card, or says why it may not be played.
    function tryPlay(code, from) {
        if (active && isPlayable(code)) {
            chosen = ""
            tried = ""
            played(code, from)
        } else {
            tried = code
            triedTimer.restart()
        }
    }

    // Keyboard: the next card in `step` direction among the candidates.
    // The page passes Left/Right on from its buttons: the hand takes the keyboard.
    function move(step) {
        forceActiveFocus()
        const pool = cards.filter(c => !active || playable.length === 0 || isPlayable(c))
        if (pool.length === 0)
            return
        const at = pool.indexOf(chosen)
        const next = at < 0 ? (step > 0 ? 0 : pool.length - 1)
                            : Math.max(0, Math.min(pool.length - 1, at + step))
        chosen = pool[next]
        tried = isDimmed(chosen) || !active ? chosen : ""
        if (tried.length > 0)
            triedTimer.restart()
    }

    function playChosen() {
        if (chosen.length === 0)
            move(1)
        else
            tryPlay(chosen, cardCentre(chosen))
    }

    // The card drawn on top at a point of the scene (overlapping cards).
    function topCardAt(scenePoint) {
        let top = null
        for (let i = 0; i < slots.count; ++i) {
            const item = slots.itemAt(i)
            if (item && item.contains(item.mapFromItem(null, scenePoint.x, scenePoint.y)) && (!top || item.z > top.z))
                top = item
        }
        return top
    }

    function cardCentre(code) {
        for (let i = 0; i < slots.count; ++i) {
            const item = slots.itemAt(i)
            if (item && item.code === code)
                return item.mapToItem(null, item.width / 2, item.height / 2)
        }
        return mapToItem(null, width / 2, height / 2)
    }

    // Keeps the delegates of cards still held, so that they slide into place.
    // A face may be held twice (Doppelkopf): the n-th copy in `cards` is the
    // n-th in `held`.
    function syncCards() {
        const wanted = {}
        for (let i = 0; i < cards.length; ++i)
            wanted[cards[i]] = (wanted[cards[i]] || 0) + 1
        const kept = {}
        for (let i = 0; i < held.count; ++i) {
            const face = held.get(i).face
            kept[face] = (kept[face] || 0) + 1
            if (kept[face] > (wanted[face] || 0)) {
                held.remove(i)
                --i
            }
        }
        for (let i = 0; i < cards.length; ++i) {
            let at = -1
            for (let j = i; j < held.count && at < 0; ++j)
                if (held.get(j).face === cards[i])
                    at = j
            if (at < 0)
                held.insert(i, { face: cards[i] })
            else if (at !== i)
                held.move(at, i, 1)
        }
        if (cards.indexOf(chosen) < 0)
            chosen = ""
        // Later, once the page has also started the dealing (cardsDealt).
        Qt.callLater(admit)
    }

    onCardsChanged: syncCards()
    Component.onCompleted: syncCards()
    onActiveChanged: if (!active) chosen = ""

    Keys.onLeftPressed: move(-1)
    Keys.onRightPressed: move(1)
    Keys.onReturnPressed: playChosen()
    Keys.onEnterPressed: playChosen()
    Keys.onSpacePressed: playChosen()

    ListModel { id: held }

    // The focus ring of the hand itself, while it has the keyboard, cards
    // may be played and none is chosen yet: Left/Right choose one.
    Rectangle {
        objectName: "handFocusRing"
        x: hand.slotX(0) - 10
        y: hand.slotY(Math.floor((held.count - 1) / 2)) - hand.cardHeight * 0.06 - 10
        width: hand.slotX(Math.max(0, held.count - 1)) - hand.slotX(0) + hand.cardWidth + 20
        height: hand.height - y - 1
        radius: 14
        color: "transparent"
        border.width: 2
        border.color: Theme.brassLight
        opacity: 0.55
        visible: hand.activeFocus && hand.active && hand.playable.length > 0 && hand.chosen.length === 0 && held.count > 0
    }

    Timer {
        id: triedTimer
        interval: 3500
        onTriggered: hand.tried = ""
    }

    Repeater {
        id: slots
        model: held

        PlayingCard {
            id: card
            required property string face
            required property int index
            // Where a dragged card is, in scene coordinates.
            property point dragAt

            objectName: "handCard_" + face
            code: face
            width: hand.cardWidth
            height: hand.cardHeight
            x: hand.slotX(index)
            y: hand.slotY(index)
            z: drag.active ? 100 : index
            rotation: hand.slotAngle(index)
            transformOrigin: Item.Bottom
            deckId: hand.deckId
            highlighted: hand.active && hand.isPlayable(card.face)
            dimmed: hand.isDimmed(card.face)
            selected: hand.chosen === card.face && hand.activeFocus
            focusRing: selected
            Accessible.role: Accessible.ListItem
            Accessible.name: hand.spoken(card.face)
            Accessible.selected: card.selected
            Accessible.focusable: true
            Accessible.focused: card.selected
            // The chosen card holds the keyboard inside the hand, so that a
            // screen reader follows it; its keys go on to the hand.
            focus: hand.chosen === card.face
            Accessible.onPressAction: hand.tryPlay(card.code, card.mapToItem(null, card.width / 2, card.height / 2))
            hovered: hover.hovered && !hand.dragging
            transform: Translate {
                x: drag.activeTranslation.x
                y: drag.activeTranslation.y + card.arrival * hand.cardHeight * 0.6
            }

            // A card waits unseen until the hand lets it in (admit), then
            // slides in; `order` places it after the others let in with it.
            property real arrival: 1
            property bool entered: false
            opacity: 1 - card.arrival
            function enter(order) {
                entered = true
                if (Theme.duration(300) <= 0) {
                    arrival = 0
                    return
                }
                arrivalPause.duration = Theme.duration(90 * order)
                arrivalMove.restart()
            }
            SequentialAnimation {
                id: arrivalMove
                PauseAnimation { id: arrivalPause }
                NumberAnimation {
                    target: card; property: "arrival"; to: 0
                    duration: Theme.duration(300); easing.type: Easing.OutCubic
                }
            }
            // A card made while the hand is being built is let in with the others.
            Component.onCompleted: Qt.callLater(hand.admit)

            Behavior on x { NumberAnimation { duration: Theme.duration(220); easing.type: Easing.OutCubic } }
            Behavior on rotation { NumberAnimation { duration: Theme.duration(220) } }

            HoverHandler {
                id: hover
                onHoveredChanged: hand.pointed = hovered ? card.code : (hand.pointed === card.code ? "" : hand.pointed)
            }
            // A tap reaches every card under the pointer; only the one on top
            // plays, once: after it the cards move, and another may be on top.
            TapHandler {
                onTapped: (point) => {
                    const press = Number(point.pressTimestamp)  // a ulong, not yet a JS number
                    if (press === hand.handledPress || hand.topCardAt(point.scenePosition) !== card)
                        return
                    hand.handledPress = press
                    hand.tryPlay(card.code, card.mapToItem(null, card.width / 2, card.height / 2))
                }
            }
            DragHandler {
                id: drag
                target: null
                enabled: hand.active && hand.isPlayable(card.code)
                onCentroidChanged: if (active) card.dragAt = centroid.scenePosition
                onActiveChanged: {
                    hand.dragCount += active ? 1 : -1
                    if (!active && hand.dropTarget
                            && hand.dropTarget.contains(hand.dropTarget.mapFromItem(null, card.dragAt)))
                        hand.tryPlay(card.code, card.dragAt)
                }
            }
        }
    }

    // Why the card pointed at, tried or chosen may not be played.
    ReasonNote {
        id: reasonNote
        readonly property string about: hand.tried.length > 0 ? hand.tried
            : hand.pointed.length > 0 && hand.isDimmed(hand.pointed) ? hand.pointed : ""
        objectName: "reasonNote"
        anchors.horizontalCenter: parent.horizontalCenter
        y: -height - 6
        z: 200
        text: about.length > 0 ? hand.reasonFor(about) : ""
        linkText: about.length > 0 ? hand.reasonLinkFor(about) : ""
        onLinkActivated: hand.reasonLinkActivated(about)
        // The note stays while the pointer is on it, so its link can be clicked.
        onHoveredChanged: if (hovered) triedTimer.stop(); else if (hand.tried.length > 0) triedTimer.restart()
    }
}
