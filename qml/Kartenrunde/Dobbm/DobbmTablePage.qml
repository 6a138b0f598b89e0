import QtQuick
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Cards
import Kartenrunde.Table

// The Dobbm table: you at the bottom, the three other players to your left,
// across and to your right (clockwise, the order of play), the Dobb and the
// trick in the middle, the deal at a glance and the trick history on the
// left. With five players the dealer sits out; when that is you, you watch
// the deal without seeing any hand. The GameTable decides everything; this
// page shows it and passes on what the player does.
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
    readonly property var contract: view.contract || ({})
    readonly property var dobb: view.dobb || ({})
    // Dobbm is played with German-suited cards (DB-1); the engine's codes
    // are the German deck's.
    // German suits as DB-1 deals them, or the player's French deck (a setting).
    readonly property string deckId: !App.settings.dobbmFrench ? "german"
        : CardDecks.drawnWith("german", App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                                : App.settings.frenchDeck)
    readonly property real cardWidth: Math.max(70, Math.min(124, felt.height * 0.135))
    readonly property real sideWidth: Math.min(330, Math.max(230, felt.width * 0.2))

    function playerOf(seat) { return controller.seatPlayers.length > seat && seat >= 0 ? controller.seatPlayers[seat] : -1 }
    function seatName(seat) { return playerName(playerOf(seat)) }
    // Names go round from the human ("You"), who is match player 0 except
    // in a lesson that seats the learner elsewhere.
    function playerName(p) {
        const n = controller.playerKinds.length
        return DobbmWords.playerName(n > 0 && p >= 0 ? (p - controller.humanPlayer + n) % n : p)
    }
    function seatAt(place) { return (bottomSeat + place) % 4 }
    function placeOf(seat) { return (seat - bottomSeat + 4) % 4 }

    // What a seat said last: its bid, or its word in the doubling.
    function speechOf(seat) {
        void App.language.code
        if (!dealt || controller.dealOver)
            return ""
        const d = view.doubling || {}
        if (view.phase === "doubling") {
            const doublers = d.doublers || []
            const last = doublers.lastIndexOf(seat)
            if (last >= 0 && last === doublers.length - 1)
                return DobbmWords.bidName(last === 0 ? "double" : "redouble")
            return (d.declined || []).indexOf(seat) >= 0 ? DobbmWords.doublingText("pass", false) : ""
        }
        if (view.phase !== "bidding")
            return ""
        const bids = (view.bids || []).filter(b => b.seat === seat)
        return bids.length > 0 ? DobbmWords.bidName(bids[0].id) : ""
    }

    // The hand's cards the human may use now: to lay away, or to play.
    function usable() {
        return controller.legalActions.filter(a => controller.hand.indexOf(a) >= 0)
    }
    function play(code, from) {
        handOrigin = from
        controller.act(code)
    }
    function reasonFor(code) { return DobbmWords.reason(controller.whyIllegal(code)) }
    function reasonSection(code) { return DobbmWords.reasonSection(controller.whyIllegal(code).id) }

    function defaultSeats(players) {
        const level = PlayerLevels.preferred(controller.computerKinds("dobbm"))
        const seats = ["human"]
        for (let i = 1; i < players; ++i)
            seats.push(level)
        return seats
    }
    function begin() {
        if (setup.mode === "none")
            return
        if (setup.mode === "lesson") {   // {mode: "lesson", lesson: index} (issue #33)
            controller.startLesson("dobbm", setup.lesson)
            return
        }
        if ((setup.mode === "resume" || setup.mode === "auto") && controller.hasSave("dobbm") && controller.resume("dobbm"))
            return
        const options = setup.options || {}
        controller.startMatch("dobbm", options, setup.seatKinds || defaultSeats(options.players === 5 ? 5 : 4), "", setup.dealSeed || "")
    }

    // A fresh deal (nobody has bid yet) is dealt on the table once: two
    // packets of four to each seat from the dealer's left (DB-1).
    property int dealShown: 0
    function showDealing() {
        // A deal played again is dealt on the table again.
        const key = controller.dealNumber * 1000 + controller.dealPlayedAgain
        // The table's own state: `view` may not have caught up with this `changed` yet.
        const state = controller.extras
        if (state.phase === undefined || key === dealShown)
            return
        dealShown = key
        if ((state.bids || []).length > 0)
            return
        const toTable = (p) => trick.mapToItem(felt, p.x, p.y)
        // Your packets go into your hand.
        const place = (seat) => seat === me && state.watching !== true ? hand : toTable(trick.seatOrigin(seat))
        const seats = []
        for (let i = 1; i <= 4; ++i)
            seats.push(place((state.dealer + i) % 4))
        const from = controller.playerKinds.length === 5 ? toTable(Qt.point(trick.width / 2, trick.height / 2))
                                                         : place(state.dealer)
        dealing.start(from, seats, 2)
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
    onFreshStartNeeded: controller.startMatch("dobbm", {}, page.defaultSeats(4))
    holdComputers: dealing.running
    title: qsTr("Dobbm")
    gameName: qsTr("Dobbm")
    rulesPageId: "dobbm"
    dealText: {
        void App.language.code
        if (!dealt)
            return ""
        if (contract.id === undefined)
            return qsTr("Deal %1").arg(controller.dealNumber)
        return qsTr("Deal %1 · %2 ×%3").arg(controller.dealNumber).arg(DobbmWords.contractName(contract.id)).arg((view.doubling || {}).multiplier)
    }
    scores: { void App.language.code; return controller.totals.map((t, p) => ({ name: page.playerName(p), value: t })) }
    turnText: { void App.language.code; return controller.matchOver ? qsTr("Session over")
            : controller.dealOver ? qsTr("Deal over")
            : controller.toMove >= 0 && controller.toMove === me ? qsTr("Your turn")
            : controller.toMove >= 0 ? qsTr("%1's turn").arg(seatName(controller.toMove)) : "" }
    scoreSheet: Component {
        DobbmScoreSheet { table: controller; playerName: (p) => page.playerName(p) }
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
    DobbmLessonWords { id: lessonWords }
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
            DobbmDealPanel {
                objectName: "dealPanel"
                width: parent.width
                view: page.view
                seatName: (seat) => page.seatName(seat)
                playerName: (p) => page.playerName(p)
                humanPlayer: controller.humanPlayer
                showPoints: page.showPoints
                me: page.me
            }
            TrickHistory {
                objectName: "trickHistory"
                width: parent.width
                tricks: page.view.tricks || []
                seatName: (seat) => page.seatName(seat)
                pointsText: (points) => DobbmWords.points(points)
                whyText: (trick) => DobbmWords.trickWhy(trick.why, trick.winningCard)
                me: page.me
                deckId: page.deckId
                cardName: (code) => DobbmWords.spokenCard(code)
                cardWidth: Math.min(46, (parent.width - 36) / 4)
            }
            TableTools {
                width: parent.width
                visible: page.dealt
                table: controller
                exportText: qsTr("Export the session as a record")
            }
        }

        // The other players, clockwise from your left: left, across, right.
        Repeater {
            model: page.watching ? [0, 1, 2, 3] : [1, 2, 3]
            OpponentSeat {
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
                // While the cards are dealt, what has arrived (packets of four).
                cardCount: !page.dealt ? 0
                         : dealing.running ? 4 * (dealing.arrived[(seat - page.view.dealer + 3) % 4] || 0)
                         : page.view.handSizes[seat]
                slots: 8
                back: App.settings.cardBack
                cardWidth: page.cardWidth * (stacked ? 0.32 : 0.4)
                thinking: controller.thinkingSeat === seat
                toMove: controller.toMove === seat && !controller.dealOver
                // With five the deal's last seat only stands in for the dealer, who sits out.
                dealer: page.dealt && page.view.dealer === seat && controller.playerKinds.length === 4
                dealerText: { void App.language.code
                              return page.contract.declarer === seat ? qsTr("Declarer · %1").arg(DobbmWords.contractName(page.contract.id))
                                                                     : qsTr("Dealer") }
                speech: page.speechOf(seat)
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
            height: Math.max(page.cardWidth * 2.6, prompt.y - y - 6)
            deckId: page.deckId
            cardWidth: page.cardWidth * 0.85
            me: page.me
            seatName: (seat) => page.seatName(seat)
            cardName: (code) => DobbmWords.spokenCard(code)
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

            // The Dobb: face down in the middle while bidding; a Solo's
            // moves aside (it counts for the declarer), a Dobbm's goes into
            // the declarer's hand.
            DobbPile {
                id: dobbPile
                objectName: "dobbPile"
                readonly property bool centred: page.dobb.lies === "middle"
                readonly property point target: centred ? Qt.point(trick.width / 2, trick.height / 2)
                    : page.dobb.lies === "aside" ? Qt.point(width / 2 + 8, height / 2 + 4)
                    : trick.seatOrigin(page.contract.declarer >= 0 ? page.contract.declarer : 0)
                visible: page.dealt && !dealing.running && opacity > 0
                opacity: centred || (page.dobb.lies === "aside" && page.view.phase !== "over") ? 1 : 0
                x: target.x - width / 2
                y: target.y - height / 2
                count: 4
                deckId: page.deckId
                back: App.settings.cardBack
                cardWidth: page.cardWidth * (centred ? 0.7 : 0.45)
                label: { void App.language.code
                         return centred ? qsTr("The Dobb")
                              : page.contract.declarer === page.me ? qsTr("The Dobb: yours")
                              : qsTr("The Dobb: %1's").arg(page.seatName(page.contract.declarer)) }
                Behavior on x { NumberAnimation { duration: Theme.duration(600); easing.type: Easing.InOutCubic } }
                Behavior on y { NumberAnimation { duration: Theme.duration(600); easing.type: Easing.InOutCubic } }
                Behavior on opacity { NumberAnimation { duration: Theme.duration(700) } }
            }
            // The Dobbm declarer's discard: face up for the declarer only.
            DobbPile {
                objectName: "discardPile"
                visible: page.dobb.lies === "taken" && page.dobb.discarded > 0 && page.view.phase !== "over"
                x: 8
                y: 4
                count: page.dobb.discarded || 0
                faces: page.dobb.discard || []
                deckId: page.deckId
                back: App.settings.cardBack
                cardWidth: page.cardWidth * 0.45
                label: { void App.language.code
                         return page.contract.declarer === page.me ? qsTr("Your discard")
                                                                   : qsTr("%1's discard").arg(page.seatName(page.contract.declarer)) }
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

        // The stake, always in sight once a game is declared.
        Rectangle {
            objectName: "stakeBadge"
            visible: page.dealt && page.contract.id !== undefined && !controller.dealOver
            anchors.right: trick.right
            anchors.top: trick.top
            anchors.topMargin: 4
            width: stakeText.implicitWidth + 24
            height: stakeText.implicitHeight + 10
            radius: height / 2
            color: Theme.brass
            Text {
                id: stakeText
                objectName: "stakeText"
                anchors.centerIn: parent
                text: { void App.language.code
                        return qsTr("%1 · stake ×%2").arg(DobbmWords.contractName(page.contract.id)).arg((page.view.doubling || {}).multiplier) }
                font.pixelSize: Theme.bodySize
                font.bold: true
                color: Theme.ink
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
            actionText: (action) => DobbmWords.hintAction(action, page.view.phase)
            reasonText: (reasonId) => DobbmWords.hintReason(reasonId)
            visible: page.dealt && !page.watching && !controller.dealOver && controller.hintsAllowed
        }

        DobbmPrompt {
            id: prompt
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

        DobbmActions {
            id: actions
            objectName: "actionBar"
            anchors.bottom: hand.top
            anchors.bottomMargin: 4
            anchors.horizontalCenter: hand.horizontalCenter
            table: controller
            view: page.view
            visible: !summary.shown
        }

        HandView {
            id: hand
            objectName: "hand"
            // While the cards are dealt, yours come as your packets land.
            cardsDealt: dealing.running ? 4 * (dealing.arrived[(page.me - page.view.dealer + 3) % 4] || 0) : -1
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
            // While bidding or doubling no card is played: the hand is not dimmed.
            active: controller.toMove === page.me && page.me >= 0 && !controller.dealOver
                    && (page.view.phase === "play" || page.view.phase === "discard")
            deckId: page.deckId
            cardWidth: page.cardWidth
            fanAngle: 0.6
            arc: 0.002
            dropTarget: trick
            reasonFor: (code) => page.reasonFor(code)
            cardName: (code) => DobbmWords.spokenCard(code)
            reasonLinkFor: (code) => DobbmWords.rulesLink(page.reasonSection(code))
            onReasonLinkActivated: (code) => page.rulesRequested("dobbm", page.reasonSection(code))
            onPlayed: (code, from) => page.play(code, from)
        }

        Rectangle {
            objectName: "humanDealerMarker"
            // Left of the hand, but clear of the left column (a narrow table, e.g. in a lesson).
            x: Math.max(leftColumn.x + leftColumn.width + 8, hand.x + 24 - width)
            anchors.bottom: parent.bottom
            anchors.bottomMargin: page.cardWidth * 1.5 + 24
            visible: page.dealt && !page.watching && (page.contract.declarer === page.me
                     || (page.view.dealer === page.me && controller.playerKinds.length === 4))
            width: humanDealer.implicitWidth + 14
            height: humanDealer.implicitHeight + 6
            radius: height / 2
            color: Theme.brass
            Text {
                id: humanDealer
                anchors.centerIn: parent
                text: { void App.language.code
                        return page.contract.declarer === page.me ? qsTr("You play alone · %1").arg(DobbmWords.contractName(page.contract.id))
                                                                  : qsTr("You deal") }
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
            DobbmSummary {
                id: summary
                objectName: "dealSummary"
                inLesson: controller.inLesson
                width: Math.min(540, felt.width - (revealed.visible ? revealed.width : 0) - 60)
                shown: (controller.dealOver || controller.matchOver) && !trick.busy
                table: controller
                view: page.view
                me: page.me
                seatName: (seat) => page.seatName(seat)
                playerName: (p) => page.playerName(p)
                onReviewRequested: page.openReview()
                onNewSessionRequested: controller.startMatch("dobbm", controller.savedSetup("dobbm").options || {}, controller.playerKinds)
            }
            // After the last deal: how the session went.
            Panel {
                objectName: "sessionChart"
                width: Math.min(420, felt.width * 0.34)
                height: 300
                visible: summary.shown && controller.matchOver
                ScoreChart {
                    anchors.fill: parent
                    anchors.margins: 14
                    title: qsTr("The session")
                    series: {
                        const rows = controller.scoreSheet
                        const out = []
                        for (let p = 0; p < controller.playerKinds.length; ++p)
                            out.push([0].concat(rows.map(row => row.totals[p])))
                        return out
                    }
                    names: { void App.language.code; return controller.playerKinds.map((k, p) => page.playerName(p)) }
                }
            }
            // The cards each seat played, and the four laid aside (the
            // discard or the Dobb) turned over for the count.
            RevealedHands {
                id: revealed
                cardName: (code) => DobbmWords.spokenCard(code)
                objectName: "revealedHands"
                width: Math.min(360, felt.width * 0.3)
                visible: summary.shown && !controller.matchOver && (page.view.revealed || []).length > 0
                hands: (page.view.revealed || []).concat([page.dobb.shown || []])
                seatLabel: (seat) => {
                    void App.language.code
                    if (seat === 4)
                        return page.contract.id === "solo" ? qsTr("The Dobb (%1)").arg(DobbmWords.points(page.dobb.points))
                                                           : qsTr("The discard (%1)").arg(DobbmWords.points(page.dobb.points))
                    const name = page.seatName(seat)
                    return seat === page.contract.declarer ? qsTr("%1 (declarer)").arg(name) : name
                }
                deckId: page.deckId
                cardWidth: Math.min(40, (width - 24) / 7)
            }
        }
    }
}
