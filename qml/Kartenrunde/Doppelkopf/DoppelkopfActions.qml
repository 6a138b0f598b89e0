pragma ComponentBehavior: Bound

import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// Doppelkopf's actions that are not cards, as buttons saying what they lead
// to: healthy or reservation, the game to declare, taking or declining a
// poverty, the next announcement with its deadline, and the pigs. The
// controller says what is legal; the view gives the deadlines. The buttons
// wrap onto a second row when a hand offers many solos.
Flow {
    id: bar

    property GameTable table
    property var view: ({})
    property real maxWidth: 900
    readonly property var actions: entries()

    function entries() {
        void App.language.code
        if (!table.hasSession || table.dealOver || view.phase === undefined || view.watching)
            return []
        if (view.phase === "play") {
            const next = view.nextAnnouncement
            // The announcement button stays while it may still be made.
            const shown = next && next.id !== undefined && next.played < next.untilCard ? announcement() : []
            return shown.concat(pigs())
        }
        return table.toMove === table.humanSeat ? bids() : []
    }

    function legal(action) { return table.legalActions.indexOf(action) >= 0 }
    function entry(action, text, detail, primary) {
        const ok = legal(action)
        return { action: action, text: text, detail: detail, primary: primary, legal: ok,
                 why: ok ? "" : DoppelkopfWords.reason(table.whyIllegal(action)) }
    }

    // The bids the engine offers now, in its order (healthy first).
    function bids() {
        return table.legalActions.filter(a => !a.startsWith("give:") && !a.startsWith("return:")
                                              && !a.startsWith("announce:") && a.length > 2
                                              && a !== "schweinchen" && a !== "hyperschweinchen"
                                              && a !== "genscher")
            // A misère (DK-15) says what it asks of the soloist; the other solos only their names.
            .map(a => entry(a, DoppelkopfWords.bidName(a),
                            a.startsWith("solo:") && !a.startsWith("solo:misere") ? "" : a === "pass" ? passDetail() : DoppelkopfWords.bidDetail(a, view.marriageFinds),
                            a === "healthy" || a === "accept"))
    }

    // DK-16: a pass gives a solo claim up, or lets another's stand.
    function passDetail() {
        void App.language.code
        const c = view.claim || {}
        if (c.seat === undefined)
            return DoppelkopfWords.bidDetail("pass")
        return c.challenger >= 0 ? qsTr("give the solo up") : qsTr("let the claimed solo stand")
    }

    function announcement() {
        const next = view.nextAnnouncement
        if (!next || next.id === undefined)
            return []
        const detail = next.legal ? DoppelkopfWords.deadline(next.untilCard) : ""
        return [entry(next.action, DoppelkopfWords.announcementName(next.id), detail, false)]
    }

    function pigs() {
        return ["schweinchen", "hyperschweinchen", "genscher"].filter(a => legal(a))
            .map(a => entry(a, DoppelkopfWords.announcementName(a), qsTr("and play it"), false))
    }

    // As wide as the buttons need in one row (measured by an unseen row of
    // the same buttons), up to maxWidth: a single row stays centred.
    width: Math.min(maxWidth, measure.implicitWidth)
    spacing: 12

    Row {
        id: measure
        visible: false
        spacing: bar.spacing
        Repeater {
            model: bar.actions
            ActionButton {
                required property var modelData
                text: modelData.text
                detail: modelData.detail || ""
            }
        }
    }

    Repeater {
        model: bar.actions
        ActionButton {
            required property var modelData
            objectName: "action_" + modelData.action
            text: modelData.text
            detail: modelData.detail || ""
            why: modelData.why || ""
            primary: modelData.primary === true
            enabled: modelData.legal === true
            onClicked: bar.table.act(modelData.action)
        }
    }
}
