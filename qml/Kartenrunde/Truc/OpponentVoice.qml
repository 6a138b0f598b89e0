import QtQuick
import Kartenrunde.Core

// What Marius says at his seat: his open offer or request while it waits
// for an answer, otherwise for a few seconds his last answer.
QtObject {
    id: voice

    property var view: ({})
    property int opponentSeat: 1
    property string reply
    readonly property var pending: view.pending || ({})
    readonly property string text: pending.by === opponentSeat ? TrucWords.opponentOffer(pending) : reply

    // events: GameTable.eventsHappened; askPending: the answer is to a
    // request for new hands (not to an offer).
    function heard(events, askPending) {
        for (let i = 0; i < events.length; ++i) {
            if (events[i].seat !== opponentSeat)
                continue
            const said = TrucWords.opponentReply(events[i].kind, events[i].id, askPending)
            if (said.length > 0) {
                reply = said
                silence.restart()
            }
        }
    }

    property Timer silence: Timer {
        interval: 2800
        onTriggered: voice.reply = ""
    }
}
