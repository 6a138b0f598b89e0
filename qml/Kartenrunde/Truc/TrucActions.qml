import QtQuick
import Kartenrunde.Core
import Kartenrunde.Table

// Truc's actions that are not cards, as buttons saying what they lead to:
// new hands (ask, keep, agree, refuse), raising the stake (a double or the
// remainder) and answering an offer. The controller says what is legal.
ActionBar {
    id: bar

    property GameTable table
    property var view: ({})
    readonly property bool mine: table.toMove === table.humanSeat && !table.dealOver

    function entry(action, text, detail, primary) {
        const legal = table.legalActions.indexOf(action) >= 0
        return { action: action, text: text, detail: detail, primary: primary, legal: legal,
                 why: legal ? "" : TrucWords.reason(table.whyIllegal(action).id) }
    }

    function newHandsActions(pending) {
        if (pending.kind === "new-hands")
            return [entry("agree", qsTr("Agree"), qsTr("both get new cards"), false),
                    entry("refuse", qsTr("Refuse"), qsTr("play these cards"), true)]
        return [entry("play", qsTr("Keep these cards"), qsTr("and lead"), true),
                entry("ask", qsTr("Ask for new hands"), qsTr("Marius may refuse"), false)]
    }

    function answerActions(pending) {
        const accepted = pending.kind === "remainder" ? qsTr("this hand decides the round")
                                                      : qsTr("stake %1 → %2").arg(view.stake).arg(pending.stakeIfAccepted)
        return [entry("accept", qsTr("Accept"), accepted, true),
                entry("refuse", qsTr("Refuse"), qsTr("Marius scores %1").arg(TrucWords.points(pending.pointsIfRefused)), false)]
    }

    function offerAction(offer) {
        if (offer.kind === "remainder")
            return entry("offer", qsTr("Offer the remainder"), qsTr("this hand decides the round"), false)
        const detail = offer.kind === "double" ? qsTr("stake %1 → %2").arg(view.stake).arg(offer.stakeIfAccepted) : ""
        return entry("offer", qsTr("Double"), detail, false)
    }

    actions: {
        void App.language.code
        if (!table.hasSession || table.dealOver || view.stake === undefined)
            return []
        if (table.phase === "new-hands")
            return mine ? newHandsActions(view.pending) : []
        if (table.phase === "answer")
            return mine ? answerActions(view.pending) : []
        if (table.phase === "play")
            return [offerAction(view.offer)]
        return []
    }

    onTriggered: (action) => table.act(action)
}
