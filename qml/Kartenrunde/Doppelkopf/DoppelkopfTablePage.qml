import QtQuick
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Cards
import Kartenrunde.Table

// The Doppelkopf table: you at the bottom, the three other players to your
// left, across and to your right (clockwise, the order of play), the trick
// in the middle, the deal at a glance and the trick history on the left.
// With five players the dealer sits out; when that is you, you watch the
// deal from seat 1's place without seeing any hand. The GameTable decides
// everything; this page shows it and passes on what the player does.
//
// setup: {mode: "auto"} resumes a saved game or starts one, {mode: "resume"},
// {mode: "new", options, seatKinds}, or {mode: "none"} (tests load a record).
TablePage {
    id: page

    property var setup: ({ mode: "auto" })
    readonly property bool showPoints: App.settings.showCardPoints
    // Where the human's card was when it was played (scene coordinates).
    property var handOrigin

    // The rules viewer is asked to open at a section (Main.qml connects it).
    signal rulesRequested(string page, string section)

    readonly property var view: controller.extras
    readonly property bool dealt: view.phase !== undefined
    readonly property bool watching: view.watching === true
    readonly property int me: controller.humanSeat
    // The seat drawn at the bottom: yours, or seat 0 while you watch.
    readonly property int bottomSeat: Math.max(0, me)
    readonly property string deckId: App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                             : App.settings.frenchDeck
    readonly property real cardWidth: Math.max(70, Math.min(124, felt.height * 0.135))
    readonly property real sideWidth: Math.min(330, Math.max(230, felt.width * 0.2))

    function playerOf(seat) { return controller.seatPlayers.length > seat && seat >= 0 ? controller.seatPlayers[seat] : -1 }
    function seatName(seat) { return DoppelkopfWords.playerName(playerOf(seat)) }
    // The computer player who deals and sits out (five players), by name.
    function sitterName() {
        void App.language.code
        for (let p = 1; p < controller.playerKinds.length && controller.playerKinds.length === 5; ++p)
            if (controller.seatPlayers.indexOf(p) < 0)
                return DoppelkopfWords.playerName(p)
        return ""
    }
    function seatAt(place) { return (bottomSeat + place) % 4 }
    function placeOf(seat) { return (seat - bottomSeat + 4) % 4 }

    // What a seat said last: its bid while bidding, its announcement in play.
    function speechOf(seat) {
        void App.language.code
        if (!dealt || controller.dealOver)
            return ""
        if (view.phase === "play") {
            const made = (view.announcements || []).filter(a => a.seat === seat)
            return made.length > 0 ? DoppelkopfWords.announcementName(made[made.length - 1].id) : ""
        }
        const bids = (view.bids || []).filter(b => b.seat === seat)
        return bids.length > 0 ? DoppelkopfWords.bidName(bids[bids.length - 1].id) : ""
    }

    // What a screen reader hears of a seat besides what it shows: its
    // party once known and, when shown, its card points and tricks.
    function seatDetail(seat) {
        void App.language.code
        const parts = []
        const party = (view.parties || [])[seat]
        if (party === 0 || party === 1)
            parts.push(DoppelkopfWords.partyName(party))
        if (showPoints && view.points !== undefined && view.points[seat] !== undefined)
            parts.push(qsTr("%1 card points, tricks: %2").arg(view.points[seat]).arg(view.tricksWon[seat]))
        return DoppelkopfWords.join(parts)
    }

    // The hand's cards the human may use now: cards to play, or to pass and
    // return in a poverty exchange.
    function usable() {
        const prefix = view.phase === "poverty-give" ? "give:" : view.phase === "poverty-return" ? "return:" : ""
        return controller.legalActions.filter(a => a.startsWith(prefix) && controller.hand.indexOf(a.substring(prefix.length)) >= 0)
                                      .map(a => a.substring(prefix.length))
    }
    function play(code, from) {
        handOrigin = from
        const prefix = view.phase === "poverty-give" ? "give:" : view.phase === "poverty-return" ? "return:" : ""
        controller.act(prefix + code)
    }
    function reasonFor(code) {
        const prefix = view.phase === "poverty-give" ? "give:" : view.phase === "poverty-return" ? "return:" : ""
        return DoppelkopfWords.reason(controller.whyIllegal(prefix + code))
    }
    function reasonSection(code) {
        const prefix = view.phase === "poverty-give" ? "give:" : view.phase === "poverty-return" ? "return:" : ""
        return DoppelkopfWords.reasonSection(controller.whyIllegal(prefix + code).id)
    }

    function defaultSeats(players) {
        const level = PlayerLevels.preferred(controller.computerKinds("doppelkopf"))
        const seats = ["human"]
        for (let i = 1; i < players; ++i)
            seats.push(level)
        return seats
    }
    function begin() {
        if (setup.mode === "none")
            return
        if (setup.mode === "lesson") {   // {mode: "lesson", lesson: index} (issue #33)
            controller.startLesson("doppelkopf", setup.lesson)
            return
        }
        if ((setup.mode === "resume" || setup.mode === "auto") && controller.hasSave("doppelkopf") && controller.resume("doppelkopf"))
            return
        const options = setup.options || {}
        controller.startMatch("doppelkopf", options, setup.seatKinds || defaultSeats(options.players === 5 ? 5 : 4), "", setup.dealSeed || "")
    }

    // A fresh deal (nobody has bid or played yet) is dealt on the table once:
    // packets of three from the dealer, starting at the dealer's left.
    property int dealShown: 0
    function showDealing() {
        // A deal played again is dealt on the table again.
        const key = controller.dealNumber * 1000 + controller.dealPlayedAgain
        // The table's own state: `view` may not have caught up with this `changed` yet.
        const state = controller.extras
        if (state.phase === undefined || key === dealShown)
            return
        dealShown = key
        if ((state.bids || []).length > 0 || (state.tricks || []).length > 0 || (state.current || []).length > 0)
            return
        const toTable = (p) => trick.mapToItem(felt, p.x, p.y)
        // Your packets go into your hand.
        const place = (seat) => seat === me && state.watching !== true ? hand : toTable(trick.seatOrigin(seat))
        const seats = []
        for (let i = 1; i <= 4; ++i)
            seats.push(place((state.dealer + i) % 4))
        const from = controller.playerKinds.length === 5 ? toTable(Qt.point(trick.width / 2, trick.height / 2))
                                                         : place(state.dealer)
        dealing.start(from, seats, 4)
    }

    // Cards fly to the middle and tricks go to their winners as the events say.
    function animate(events) {
        for (let i = 0; i < events.length; ++i) {
            const e = events[i]
            if (e.kind === "card-played")
                trick.cardPlayed(e.seat, e.cards[0], e.seat === me ? handOrigin : undefined)
            else if (e.kind === "trick-taken")
                trick.trickTaken(e.seat, "")
            else if (e.kind === "deal-started")
                trick.show([])
        }
    }

    table: controller
    keyboardHand: hand
    // The save could not be read: a new match with the usual seats.
    onFreshStartNeeded: controller.startMatch("doppelkopf", {}, page.defaultSeats(4))
    holdComputers: dealing.running
    title: qsTr("Doppelkopf")
    gameName: qsTr("Doppelkopf")
    rulesPageId: "doppelkopf"
    dealText: { void App.language.code; return dealt ? qsTr("Deal %1").arg(controller.dealNumber) : "" }
    scores: { void App.language.code; return controller.totals.map((t, p) => ({ name: DoppelkopfWords.playerName(p), value: t })) }
    turnText: { void App.language.code; return controller.matchOver ? qsTr("Round over")
            : controller.dealOver ? qsTr("Deal over")
            : controller.toMove >= 0 && controller.toMove === me ? qsTr("Your turn")
            : controller.toMove >= 0 ? qsTr("%1's turn").arg(seatName(controller.toMove)) : "" }
    scoreSheet: Component {
        DoppelkopfScoreSheet { table: controller; playerName: (p) => DoppelkopfWords.playerName(p) }
    }

    Component.onCompleted: begin()

    GameTable {
        id: controller
        objectName: "gameTable"
        thinkingPauseMs: App.settings.thinkingPauseMs
        onEventsHappened: (events) => page.animate(events)
        onChanged: page.showDealing()
        // A resumed or loaded game: its trick at once, without flying.
        onSessionChanged: trick.show(controller.extras.current || [])
    }
    DoppelkopfLessonWords { id: lessonWords }
    lessonText: (id) => lessonWords.text(id)

    TableHint {
        id: hint
        objectName: "hint"
        table: controller
    }
    Shortcut {
        sequence: "H"
        enabled: page.visible && !controller.dealOver && controller.hintsAllowed
        onActivated: hint.request()
    }

    Item {
        id: felt
        anchors.fill: parent

        Column {
            id: leftColumn
            x: 14
            y: 12
            width: page.sideWidth
            spacing: 10
            DealStatus {
                objectName: "dealStatus"
                width: parent.width
                view: page.view
                seatName: (seat) => page.seatName(seat)
                showPoints: page.showPoints
                me: page.me
                sitter: page.sitterName()
            }
            TrickHistory {
                objectName: "trickHistory"
                width: parent.width
                tricks: page.view.tricks || []
                seatName: (seat) => page.seatName(seat)
                pointsText: (points) => DoppelkopfWords.points(points)
                whyText: (trick) => DoppelkopfWords.trickWhy(trick.why, trick.winningCard)
                me: page.me
                deckId: page.deckId
                cardName: (code) => CardWords.french(code)
                cardWidth: Math.min(46, (parent.width - 36) / 4)
            }
            TableTools {
                width: parent.width
                visible: page.dealt
                table: controller
                exportText: qsTr("Export the round as a record")
            }
        }

        // The other players, clockwise from your left: left, across, right.
        Repeater {
            model: page.watching ? [0, 1, 2, 3] : [1, 2, 3]
            OpponentSeat {
                id: opponent
                required property int modelData
                readonly property int seat: page.seatAt(modelData)
                readonly property int player: page.playerOf(seat)
                objectName: "seat_" + seat
                visible: page.dealt
                stacked: modelData === 1 || modelData === 3
                x: modelData === 1 ? leftColumn.x + leftColumn.width + 12
                 : modelData === 3 ? felt.width - width - 14
                 : (felt.width - width) / 2
                y: modelData === 2 ? 8
                 : modelData === 0 ? felt.height - height - 20
                 : Math.max(8, trick.y + trick.height / 2 - height / 2 - 30)
                name: page.seatName(seat)
                level: PlayerLevels.name(player >= 0 && player < controller.playerKinds.length ? controller.playerKinds[player] : "")
                // While the cards are dealt, what has arrived (packets of three).
                cardCount: !page.dealt ? 0
                         : dealing.running ? 3 * (dealing.arrived[(seat - page.view.dealer + 3) % 4] || 0)
                         : page.view.cardsLeft[seat]
                slots: page.view.handSize || 12
                back: App.settings.cardBack
                cardWidth: page.cardWidth * (openCards.length > 0 ? 0.5 : stacked ? 0.32 : 0.4)
                thinking: controller.thinkingSeat === seat
                toMove: controller.toMove === seat && !controller.dealOver
                // With five the deal's last seat only stands in for the dealer, who sits out.
                dealer: page.dealt && page.view.dealer === seat && controller.playerKinds.length === 4
                dealerText: qsTr("Dealer")
                speech: page.speechOf(seat)
                accessibleDetail: page.seatDetail(seat)
                // DK-15: the misère ouvert hand, face up after trick 1.
                openCards: page.view.openHand && page.view.openHand.seat === seat ? page.view.openHand.cards : []
                deckId: page.deckId
                cardName: (code) => CardWords.french(code)
            }
        }

        // The middle of the table, a slightly darker oval of felt.
        Rectangle {
            anchors.centerIn: trick
            width: trick.width * 0.96
            height: Math.min(trick.height * 0.96, width * 0.7)
            radius: height / 2
            color: Qt.rgba(0, 0, 0, 0.07)
            border.width: 1
            border.color: Qt.rgba(0.84, 0.70, 0.37, 0.22)
        }

        TrickArea {
            id: trick
            objectName: "trickArea"
            readonly property real sideRoom: page.cardWidth * 1.9
            x: leftColumn.x + leftColumn.width + sideRoom
            width: felt.width - x - sideRoom - 20
            y: page.cardWidth * 0.75 + 40
            height: Math.max(page.cardWidth * 2.6, status.y - y - 6)
            deckId: page.deckId
            cardWidth: page.cardWidth * 0.85
            me: page.me
            seatName: (seat) => page.seatName(seat)
            cardName: (code) => CardWords.french(code)
            seatOrigin: (seat) => {
                switch (page.placeOf(seat)) {
                case 0: return Qt.point(width / 2, height + page.cardWidth)
                case 1: return Qt.point(-page.cardWidth, height / 2)
                case 2: return Qt.point(width / 2, -page.cardWidth)
                }
                return Qt.point(width + page.cardWidth, height / 2)
            }
            restingPlace: (seat, order) => {
                const c = cardWidth
                switch (page.placeOf(seat)) {
                case 0: return Qt.point(width / 2, height / 2 + 0.42 * c)
                case 1: return Qt.point(width / 2 - 0.75 * c, height / 2)
                case 2: return Qt.point(width / 2, height / 2 - 0.42 * c)
                }
                return Qt.point(width / 2 + 0.75 * c, height / 2)
            }

            // Dropping a card here plays it.
            Rectangle {
                anchors.centerIn: parent
                width: trick.cardWidth * 2.6
                height: trick.cardWidth * 2.2
                radius: 16
                color: "transparent"
                border.width: 2
                border.color: Theme.brassLight
                opacity: hand.dragging ? 0.8 : 0
                Behavior on opacity { NumberAnimation { duration: Theme.duration(150) } }
            }
        }

        HintPanel {
            id: hintPanel
            objectName: "hintPanel"
            anchors.right: parent.right
            anchors.rightMargin: 14
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 14
            width: Math.min(300, page.sideWidth)
            hint: hint
            actionText: (action) => DoppelkopfWords.hintAction(action)
            reasonText: (reasonId) => DoppelkopfWords.hintReason(reasonId)
            visible: page.dealt && !page.watching && !controller.dealOver && controller.hintsAllowed
        }

        DoppelkopfStatus {
            id: status
            objectName: "statusText"
            anchors.bottom: actions.top
            anchors.bottomMargin: 6
            anchors.horizontalCenter: hand.horizontalCenter
            width: Math.min(hand.width, 620)
            table: controller
            view: page.view
            seatName: (seat) => page.seatName(seat)
            visible: !summary.shown
        }

        DoppelkopfActions {
            id: actions
            objectName: "actionBar"
            anchors.bottom: hand.top
            anchors.bottomMargin: 4
            // Centred over the hand; many solos take the width right of the left column.
            x: Math.max(leftColumn.x + leftColumn.width + 10,
                        Math.min(felt.width - width - 10, hand.x + hand.width / 2 - width / 2))
            maxWidth: Math.min(960, felt.width - leftColumn.width - 60)
            table: controller
            view: page.view
            visible: !summary.shown
        }

        HandView {
            id: hand
            objectName: "hand"
            // While the cards are dealt, yours come as your packets land.
            cardsDealt: dealing.running ? 3 * (dealing.arrived[(page.me - page.view.dealer + 3) % 4] || 0) : -1
            visible: !page.watching
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 12
            x: leftColumn.x + leftColumn.width + (felt.width - leftColumn.x - leftColumn.width - hintPanel.width - 14 - width) / 2
            width: implicitWidth
            // Between the left column and the hint.
            maxWidth: felt.width - leftColumn.x - leftColumn.width - hintPanel.width - 28
            height: page.cardWidth * 1.5 * 1.2
            focus: true
            cards: controller.hand
            playable: page.usable()
            // While bidding no card is played: the hand is not dimmed.
            active: controller.toMove === page.me && page.me >= 0 && !controller.dealOver
                    && (page.view.phase === "play" || page.view.phase === "poverty-give" || page.view.phase === "poverty-return")
            deckId: page.deckId
            cardWidth: page.cardWidth
            fanAngle: 0.6
            arc: 0.002
            dropTarget: trick
            reasonFor: (code) => page.reasonFor(code)
            cardName: (code) => CardWords.french(code)
            reasonLinkFor: (code) => DoppelkopfWords.rulesLink(page.reasonSection(code))
            onReasonLinkActivated: (code) => page.rulesRequested("doppelkopf", page.reasonSection(code))
            onPlayed: (code, from) => page.play(code, from)
        }

        Rectangle {
            objectName: "humanDealerMarker"
            // Left of the hand, but clear of the left column (a narrow table, e.g. in a lesson).
            x: Math.max(leftColumn.x + leftColumn.width + 8, hand.x + 24 - width)
            anchors.bottom: parent.bottom
            anchors.bottomMargin: page.cardWidth * 1.5 + 24
            visible: page.dealt && !page.watching && page.view.dealer === page.me && controller.playerKinds.length === 4
            width: humanDealer.implicitWidth + 14
            height: humanDealer.implicitHeight + 6
            radius: height / 2
            color: Theme.brass
            Text {
                id: humanDealer
                anchors.centerIn: parent
                text: qsTr("You deal")
                font.pixelSize: Theme.smallSize - 1
                font.bold: true
                color: Theme.ink
            }
        }

        // The table dims behind the summary of a deal.
        Rectangle {
            anchors.fill: parent
            z: 19
            color: "black"
            opacity: summary.shown ? 0.28 : 0
            visible: opacity > 0
            Behavior on opacity { NumberAnimation { duration: Theme.duration(280) } }
        }

        DealAnimation {
            id: dealing
            objectName: "dealing"
            anchors.fill: parent
            z: 15
            back: App.settings.cardBack
            cardWidth: page.cardWidth * 0.6
        }

        Row {
            anchors.centerIn: parent
            z: 20
            spacing: 14
            DoppelkopfSummary {
                id: summary
                objectName: "dealSummary"
                inLesson: controller.inLesson
                width: Math.min(520, felt.width - revealed.width - 60)
                shown: (controller.dealOver || controller.matchOver) && !trick.busy
                table: controller
                view: page.view
                me: page.me
                seatName: (seat) => page.seatName(seat)
                playerName: (p) => DoppelkopfWords.playerName(p)
                onReviewRequested: page.openReview()
                onNewRoundRequested: controller.startMatch("doppelkopf", controller.savedSetup("doppelkopf").options || {}, controller.playerKinds)
            }
            // After the last deal: how the round went.
            Panel {
                objectName: "roundChart"
                width: Math.min(420, felt.width * 0.34)
                height: 300
                visible: summary.shown && controller.matchOver
                ScoreChart {
                    anchors.fill: parent
                    anchors.margins: 14
                    title: qsTr("The round")
                    series: {
                        const rows = controller.scoreSheet
                        const out = []
                        for (let p = 0; p < controller.playerKinds.length; ++p)
                            out.push([0].concat(rows.map(row => row.totals[p])))
                        return out
                    }
                    names: { void App.language.code; return controller.playerKinds.map((k, p) => DoppelkopfWords.playerName(p)) }
                }
            }
            RevealedHands {
                id: revealed
                objectName: "revealedHands"
                width: Math.min(360, felt.width * 0.3)
                visible: summary.shown && !controller.matchOver && (page.view.revealed || []).length > 0
                hands: page.view.revealed || []
                seatLabel: (seat) => DoppelkopfWords.seatWithParty(page.seatName(seat), (page.view.parties || [])[seat])
                deckId: page.deckId
                cardName: (code) => CardWords.french(code)
                cardWidth: Math.min(40, (width - 24) / 7)
            }
        }
    }
}
