pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import Kartenrunde
import Kartenrunde.Core

// The deal at a glance, on paper at the left of the table: the game and
// who plays it, the bids, the poverty exchange, the marriage, who still
// owes a compulsory solo, the parties as far as known, the announcements,
// and (when shown) the tricks and card points per party.
Panel {
    id: box

    property var view: ({})
    property var seatName: function(seat) { return "" }
    property bool showPoints: false
    // The human's deal seat (-1 while sitting out): sentences about "you"
    // are worded apart, so that every language can say them naturally.
    property int me: -1
    // The computer player who deals and sits out (five players), or "".
    property string sitter

    function gameLine() {
        void App.language.code
        const g = view.game || {}
        if (g.id === undefined)
            return view.phase === undefined ? "" : DoppelkopfWords.phaseText(view.phase)
        if (g.id === "normal")
            return DoppelkopfWords.gameName("normal")
        const name = g.compulsory ? qsTr("%1 (compulsory solo)").arg(DoppelkopfWords.gameName(g.id)) : DoppelkopfWords.gameName(g.id)
        return g.declarer >= 0 ? qsTr("%1: %2").arg(name).arg(seatName(g.declarer)) : name
    }

    function bidLines() {
        void App.language.code
        if (view.game && view.game.id !== undefined)
            return []
        return (view.bids || []).map(b => qsTr("%1: %2").arg(seatName(b.seat)).arg(DoppelkopfWords.bidName(b.id)))
    }

    // DK-16: the solo claim that stands, and a bidding-up duel over it.
    function claimLine() {
        void App.language.code
        const c = view.claim || {}
        if (c.seat === undefined)
            return ""
        const name = DoppelkopfWords.gameName(c.game)
        const said = c.level > 1 ? DoppelkopfWords.announcementName(DoppelkopfWords.levelId(c.level)) : ""
        let line = said.length === 0 ? (c.seat === me ? qsTr("You hold the %1.").arg(name)
                                                      : qsTr("%1 holds the %2.").arg(seatName(c.seat)).arg(name))
                                     : (c.seat === me ? qsTr("You hold the %1 at “%2”.").arg(name).arg(said)
                                                      : qsTr("%1 holds the %2 at “%3”.").arg(seatName(c.seat)).arg(name).arg(said))
        if (c.challenger < 0)
            return line
        const other = DoppelkopfWords.gameName(c.challengeGame)
        if (c.holderToMove) {
            // The challenger's claim or raise said one level more.
            const next = DoppelkopfWords.announcementName(DoppelkopfWords.levelId(c.level + 1))
            return line + " " + (c.challenger === me ? qsTr("You claim it with the %1 and say “%2”.").arg(other).arg(next)
                                                     : qsTr("%1 claims it with the %2 and says “%3”.").arg(seatName(c.challenger)).arg(other).arg(next))
        }
        return line + " " + (c.challenger === me ? qsTr("You challenge with the %1.").arg(other)
                                                 : qsTr("%1 challenges with the %2.").arg(seatName(c.challenger)).arg(other))
    }

    function povertyLine() {
        void App.language.code
        const p = view.poverty || {}
        if (p.poor === undefined)
            return ""
        if (p.acceptor < 0)
            return p.poor === me ? qsTr("Your poverty: %1 of 3 cards laid down.").arg(p.given)
                                 : qsTr("Poverty of %1: %2 of 3 cards laid down.").arg(seatName(p.poor)).arg(p.given)
        if (p.returned < 3) {
            if (p.acceptor === me)
                return qsTr("You took the poverty of %1 and return cards (%2 of 3).").arg(seatName(p.poor)).arg(p.returned)
            if (p.poor === me)
                return qsTr("%1 took your poverty and returns cards (%2 of 3).").arg(seatName(p.acceptor)).arg(p.returned)
            return qsTr("%1 took the poverty of %2 and returns cards (%3 of 3).").arg(seatName(p.acceptor)).arg(seatName(p.poor)).arg(p.returned)
        }
        if (p.acceptor === me)
            return qsTr("You took the poverty of %1; %2 trumps came back.").arg(seatName(p.poor)).arg(p.trumpsReturned)
        if (p.poor === me)
            return qsTr("%1 took your poverty; %2 trumps came back.").arg(seatName(p.acceptor)).arg(p.trumpsReturned)
        return qsTr("%1 took the poverty of %2; %3 trumps came back.").arg(seatName(p.acceptor)).arg(seatName(p.poor)).arg(p.trumpsReturned)
    }

    function openMarriageLine(m, mine) {
        if (m.tricksLeft === 1)
            return mine ? qsTr("Your marriage: the next trick won by another finds your partner (last chance).")
                        : qsTr("Marriage of %1: the next trick won by another finds the partner (last chance).").arg(seatName(m.declarer))
        return mine ? qsTr("Your marriage: the first trick won by another finds your partner (%1 tricks left).").arg(m.tricksLeft)
                    : qsTr("Marriage of %1: the first trick won by another finds the partner (%2 tricks left).").arg(seatName(m.declarer)).arg(m.tricksLeft)
    }

    // DK-18: under marriage-finds only some tricks count.
    function findsNote() {
        if (view.marriageFinds === "trump-trick")
            return qsTr("Only a trick led with a trump counts.")
        if (view.marriageFinds === "plain-trick")
            return qsTr("Only a trick led with a plain suit counts.")
        return ""
    }

    function marriageLine() {
        void App.language.code
        const m = view.marriage || {}
        if (m.declarer === undefined)
            return ""
        const mine = m.declarer === me
        if (m.solo)
            return mine ? qsTr("Your marriage: no partner found, you play alone.")
                        : qsTr("Marriage of %1: no partner found, %1 plays alone.").arg(seatName(m.declarer))
        if (m.open) {
            const note = findsNote()
            return note ? qsTr("%1 %2", "two sentences of the status line").arg(openMarriageLine(m, mine)).arg(note)
                        : openMarriageLine(m, mine)
        }
        if (mine)
            return qsTr("Your marriage with %1.").arg(seatName(m.partner))
        return m.partner === me ? qsTr("Marriage of %1 with you.").arg(seatName(m.declarer))
                                : qsTr("Marriage of %1 with %2.").arg(seatName(m.declarer)).arg(seatName(m.partner))
    }

    function openHandLine() {
        void App.language.code
        const o = view.openHand || {}
        return o.seat === undefined ? "" : DoppelkopfWords.openHandLine(seatName(o.seat), o.seat === me)
    }

    function owedLine() {
        void App.language.code
        const owed = view.owedSolos || []
        const names = []
        for (let s = 0; s < owed.length; ++s)
            if (owed[s])
                names.push(seatName(s))
        if (view.forcedSolo >= 0)
            return view.forcedSolo === me ? qsTr("You must play your compulsory solo now.")
                                          : qsTr("%1 must play the compulsory solo now.").arg(seatName(view.forcedSolo))
        return names.length > 0 ? qsTr("Compulsory solo still owed by: %1").arg(DoppelkopfWords.join(names)) : ""
    }

    function partyLines() {
        void App.language.code
        const parties = view.parties || []
        const re = [], kontra = []
        for (let s = 0; s < parties.length; ++s) {
            if (parties[s] === 0) re.push(seatName(s))
            else if (parties[s] === 1) kontra.push(seatName(s))
        }
        if (view.phase !== "play" && view.phase !== "over")
            return []
        const lines = []
        lines.push(qsTr("Re: %1").arg(re.length > 0 ? DoppelkopfWords.join(re) : qsTr("not known yet")))
        lines.push(qsTr("Kontra: %1").arg(kontra.length > 0 ? DoppelkopfWords.join(kontra) : qsTr("not known yet")))
        return lines
    }

    function announcementLine() {
        void App.language.code
        const made = view.announcements || []
        return made.length === 0 ? ""
            : qsTr("Announced: %1").arg(DoppelkopfWords.join(madeGroups(made).map(g => madeText(g))))
    }
    // Announcements one rule made for one seat in a row read as one:
    // "Re, No 90, No 60 (Bernd, won in the bidding duel)".
    function madeGroups(made) {
        const groups = []
        for (const a of made) {
            const last = groups.length > 0 ? groups[groups.length - 1] : null
            if (last !== null && a.madeBy && last.madeBy === a.madeBy && last.seat === a.seat)
                last.ids.push(a.id)
            else
                groups.push({ ids: [a.id], seat: a.seat, party: a.party, madeBy: a.madeBy })
        }
        return groups
    }
    // "Re (Anna)"; a double once the partner is found: "Double (Anna, became Re)".
    function madeText(g) {
        const name = DoppelkopfWords.join(g.ids.map(id => DoppelkopfWords.announcementName(id)))
        if (g.ids[0] === "double" && g.party >= 0)
            return qsTr("%1 (%2, became %3)").arg(name).arg(seatName(g.seat)).arg(DoppelkopfWords.partyName(g.party))
        return madeByText(g.madeBy).arg(name).arg(seatName(g.seat))
    }
    // Which rule made an announcement nobody said (DK-16, DK-19).
    function madeByText(madeBy) {
        switch (madeBy) {
        case "bidding-up": return qsTr("%1 (%2, won in the bidding duel)")
        case "zwingen": return qsTr("%1 (%2, forced by the rich first trick)")
        case "solo-auto-re": return qsTr("%1 (%2, made by the rules)")
        }
        return qsTr("%1 (%2)")
    }

    function pointLines() {
        void App.language.code
        if (!showPoints || view.points === undefined)
            return []
        const pp = view.partyPoints || []
        if (pp.length === 2)
            return [qsTr("Card points: Re %1, Kontra %2").arg(pp[0]).arg(pp[1])]
        const lines = []
        for (let s = 0; s < view.points.length; ++s)
            lines.push(qsTr("%1: %2 card points, tricks: %3").arg(seatName(s)).arg(view.points[s]).arg(view.tricksWon[s]))
        return lines
    }

    readonly property var lines: {
        void App.language.code
        const sits = sitter.length > 0 ? qsTr("%1 deals and sits out.").arg(sitter) : ""
        return bidLines().concat([claimLine(), sits, povertyLine(), marriageLine(), openHandLine(), owedLine()], partyLines(),
                                 [announcementLine()], pointLines()).filter(l => l.length > 0)
    }

    implicitHeight: column.implicitHeight + 28
    visible: view.phase !== undefined

    ColumnLayout {
        id: column
        x: 14
        y: 14
        width: box.width - 28
        spacing: 5
        Text {
            objectName: "gameLine"
            text: box.gameLine()
            font.family: Theme.serifFamily
            font.pixelSize: Theme.bodySize + 2
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: box.lines
            Text {
                required property string modelData
                required property int index
                objectName: "statusLine_" + index
                text: modelData
                font.pixelSize: Theme.smallSize
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
