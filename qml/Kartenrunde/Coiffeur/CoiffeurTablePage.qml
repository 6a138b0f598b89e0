import QtQuick
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Cards
import Kartenrunde.Table

// The Coiffeur table: you at the bottom, the others counter-clockwise, the
// way Jass is dealt and played: the next player sits to your right, then
// (with four) your partner or opponent across, then the player to your
// left. The deal at a glance and the trick history on the left, the
// contract choice above your hand, the board in the side sheet (S). The
// GameTable decides everything; this page shows it and passes on what the
// player does.
//
// setup: {mode: "auto"} resumes a saved game or starts one, {mode: "resume"},
// {mode: "new", options, seatKinds}, or {mode: "none"} (tests load a record).
TablePage {
    id: page

    property var setup: ({ mode: "auto" })
    // Where the human's card was when it was played (scene coordinates).
    property var handOrigin
    readonly property bool showPoints: App.settings.showCardPoints
    readonly property bool french: App.settings.jassFrench

    // The rules viewer is asked to open at a section (Main.qml connects it).
    signal rulesRequested(string page, string section)

    readonly property var view: controller.extras
    readonly property bool dealt: view.phase !== undefined
    readonly property int me: Math.max(0, controller.humanSeat)
    readonly property int seats: view.seats || 3
    readonly property bool partners: view.way === "four-partners"
    readonly property string deckId: french ? CardDecks.drawnWith("swiss", App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                                                                    : App.settings.frenchDeck)
                                            : "swiss"
    readonly property real cardWidth: Math.max(70, Math.min(124, felt.height * 0.135))
    readonly property real sideWidth: Math.min(330, Math.max(230, felt.width * 0.2))
    readonly property var columnNames: { void App.language.code
                                         const out = []
                                         for (let c = 0; c < (view.columns || 0); ++c) out.push(CoiffeurWords.columnName(c, partners))
                                         return out }

    function playerOf(seat) { return controller.seatPlayers.length > seat && seat >= 0 ? controller.seatPlayers[seat] : -1 }
    function seatName(seat) { return CoiffeurWords.playerName(playerOf(seat)) }
    function columnName(column) { return columnNames[column] || "" }
    // Where a seat sits, counted counter-clockwise from yours: 0 you, 1 your
    // right, then across (four players) and your left.
    function placeOf(seat) { return (seat - me + seats) % seats }
    function sideOf(seat) {
        const p = placeOf(seat)
        return p === 0 ? "bottom" : p === 1 ? "right" : p === 2 && seats === 4 ? "top" : "left"
    }

    // What a seat said while the contract was chosen.
    function speechOf(seat) {
        void App.language.code
        if (!dealt || controller.dealOver)
            return ""
        const contract = view.contract || {}
        if (contract.declarer === seat)
            return view.tricks.length === 0 && (view.current || []).length === 0 ? CoiffeurWords.contractName(contract.id) : ""
        return view.phase === "contract" && (view.passed || []).indexOf(seat) >= 0 ? qsTr("Pass") : ""
    }

    function playable() { return controller.legalActions.filter(a => controller.hand.indexOf(a) >= 0) }
    function reasonFor(code) { return CoiffeurWords.reason(controller.whyIllegal(code), french) }
    function reasonSection(code) { return CoiffeurWords.reasonSection(controller.whyIllegal(code).id) }

    function defaultSeats(options) {
        const level = PlayerLevels.preferred(controller.computerKinds("coiffeur"))
        const four = options.players === "four-partners" || options.players === "four-individual"
        return four ? ["human", level, level, level] : ["human", level, level]
    }
    function begin() {
        if (setup.mode === "none")
            return
        if (setup.mode === "lesson") {   // {mode: "lesson", lesson: index} (issue #33)
            controller.startLesson("coiffeur", setup.lesson)
            return
        }
        if ((setup.mode === "resume" || setup.mode === "auto") && controller.hasSave("coiffeur") && controller.resume("coiffeur"))
            return
        const options = setup.options || {}
        controller.startMatch("coiffeur", options, setup.seatKinds || defaultSeats(options), "", setup.dealSeed || "")
    }

    // A fresh deal is dealt on the table once: packets of three,
    // counter-clockwise from the dealer's right.
    property int dealShown: 0
    function showDealing() {
        // A deal played again is dealt on the table again.
        const key = controller.dealNumber * 1000 + controller.dealPlayedAgain
        // The table's own state: `view` may not have caught up with this `changed` yet.
        const state = controller.extras
        if (state.phase === undefined || key === dealShown)
            return
        dealShown = key
        if ((state.passed || []).length > 0 || (state.contract || {}).id !== undefined)
            return
        const toTable = (p) => trick.mapToItem(felt, p.x, p.y)
        // Your packets go into your hand.
        const n = state.seats || 3
        const place = (seat) => seat === controller.humanSeat ? hand : toTable(trick.seatOrigin(seat))
        const targets = []
        for (let i = 1; i <= n; ++i)
            targets.push(place((state.dealer + i) % n))
        dealing.start(place(state.dealer), targets, state.handSize / 3)
    }

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
    onFreshStartNeeded: controller.startMatch("coiffeur", {}, page.defaultSeats({}))
    holdComputers: dealing.running
    title: qsTr("Coiffeur")
    sheetName: qsTr("The board")
    gameName: qsTr("Coiffeur")
    rulesPageId: "coiffeur"
    dealText: { void App.language.code; return dealt ? qsTr("Deal %1 of %2").arg(controller.dealNumber).arg(dealsInMatch()) : "" }
    function dealsInMatch() { return view.way === "three" ? 30 : view.way === "four-partners" ? 16 : 32 }
    scores: { void App.language.code
              if (partners)
                  return controller.totals.length === 4 ? [{ name: columnName(0), value: controller.totals[0] }, { name: columnName(1), value: controller.totals[1] }] : []
              return controller.totals.map((t, p) => ({ name: CoiffeurWords.playerName(p), value: t })) }
    turnText: { void App.language.code; return controller.matchOver ? qsTr("Match over")
            : controller.dealOver ? qsTr("Deal over")
            : controller.toMove >= 0 && controller.toMove === controller.humanSeat ? qsTr("Your turn")
            : controller.toMove >= 0 ? qsTr("%1's turn").arg(seatName(controller.toMove)) : "" }
    scoreSheet: Component {
        CoiffeurScoreSheet {
            table: controller
            board: page.view.board || ({})
            columnNames: page.columnNames
            french: page.french
            onRulesRequested: (section) => page.rulesRequested("coiffeur", section)
        }
    }

    Component.onCompleted: begin()

    GameTable {
        id: controller
        objectName: "gameTable"
        thinkingPauseMs: App.settings.thinkingPauseMs
        onEventsHappened: (events) => page.animate(events)
        onChanged: page.showDealing()
        onSessionChanged: trick.show(controller.extras.current || [])
    }
    CoiffeurLessonWords { id: lessonWords }
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
            DealPanel {
                objectName: "dealPanel"
                width: parent.width
                visible: page.dealt
                view: page.view
                seatName: (seat) => page.seatName(seat)
                columnName: (column) => page.columnName(column)
                showPoints: page.showPoints
                french: page.french
            }
            TrickHistory {
                objectName: "trickHistory"
                width: parent.width
                tricks: page.view.tricks || []
                seatName: (seat) => page.seatName(seat)
                pointsText: (points) => CoiffeurWords.points(points)
                whyText: (trick) => CoiffeurWords.trickWhy(trick.why, trick.winningCard, page.french)
                me: page.me
                deckId: page.deckId
                cardName: (code) => CoiffeurWords.spokenCard(code, page.french)
                cardWidth: Math.min(46, (parent.width - 36) / 4)
            }
            TableButton {
                objectName: "boardButton"
                visible: page.dealt
                text: qsTr("The board (S)")
                onClicked: page.toggleSheet()
            }
            TableTools {
                width: parent.width
                visible: page.dealt
                table: controller
                exportText: qsTr("Export the match as a record")
            }
        }

        // The other players, counter-clockwise from your right.
        Repeater {
            model: page.seats - 1
            OpponentSeat {
                id: opponent
                required property int index
                readonly property int seat: (page.me + 1 + index) % page.seats
                readonly property string side: page.sideOf(seat)
                readonly property int player: page.playerOf(seat)
                objectName: "seat_" + seat
                visible: page.dealt
                stacked: side !== "top"
                x: side === "left" ? leftColumn.x + leftColumn.width + 12
                 : side === "right" ? felt.width - width - 14
                 : (felt.width - width) / 2
                y: side === "top" ? 8 : Math.max(8, trick.y + trick.height / 2 - height / 2 - 30)
                name: { void App.language.code
                        return page.partners && page.placeOf(seat) === 2 ? qsTr("%1 (partner)").arg(page.seatName(seat)) : page.seatName(seat) }
                level: PlayerLevels.name(player >= 0 && player < controller.playerKinds.length ? controller.playerKinds[player] : "")
                cardCount: !page.dealt ? 0
                         : dealing.running ? 3 * (dealing.arrived[(seat - page.view.dealer - 1 + page.seats) % page.seats] || 0)
                         : page.view.cardsLeft[seat]
                slots: page.view.handSize || 12
                back: App.settings.cardBack
                cardWidth: page.cardWidth * (stacked ? 0.32 : 0.4)
                thinking: controller.thinkingSeat === seat
                toMove: controller.toMove === seat && !controller.dealOver
                dealer: page.dealt && page.view.dealer === seat
                dealerText: qsTr("Dealer")
                speech: page.speechOf(seat)
            }
        }

        // The middle of the table, a slightly darker oval of felt, with the
        // direction of play drawn on it.
        Rectangle {
            anchors.centerIn: trick
            width: trick.width * 0.96
            height: Math.min(trick.height * 0.96, width * 0.7)
            radius: height / 2
            color: Qt.rgba(0, 0, 0, 0.07)
            border.width: 1
            border.color: Qt.rgba(0.84, 0.70, 0.37, 0.22)
            Text {
                objectName: "directionMark"
                anchors.centerIn: parent
                text: "↺"
                font.pixelSize: parent.height * 0.5
                color: Qt.rgba(0.84, 0.70, 0.37, 0.16)
            }
        }

        TrickArea {
            id: trick
            objectName: "trickArea"
            readonly property real sideRoom: page.cardWidth * 1.9
            x: leftColumn.x + leftColumn.width + sideRoom
            width: felt.width - x - sideRoom - 20
            y: page.cardWidth * 0.75 + 40
            height: Math.max(page.cardWidth * 2.6, choice.y - y - 6)
            deckId: page.deckId
            cardWidth: page.cardWidth * 0.85
            me: page.me
            seatName: (seat) => page.seatName(seat)
            cardName: (code) => CoiffeurWords.spokenCard(code, page.french)
            seatOrigin: (seat) => {
                switch (page.sideOf(seat)) {
                case "bottom": return Qt.point(width / 2, height + page.cardWidth)
                case "left": return Qt.point(-page.cardWidth, height / 2)
                case "top": return Qt.point(width / 2, -page.cardWidth)
                }
                return Qt.point(width + page.cardWidth, height / 2)
            }
            restingPlace: (seat, order) => {
                const c = cardWidth
                switch (page.sideOf(seat)) {
                case "bottom": return Qt.point(width / 2, height / 2 + 0.42 * c)
                case "left": return Qt.point(width / 2 - 0.75 * c, height / 2 - (page.seats === 3 ? 0.2 * c : 0))
                case "top": return Qt.point(width / 2, height / 2 - 0.42 * c)
                }
                return Qt.point(width / 2 + 0.75 * c, height / 2 - (page.seats === 3 ? 0.2 * c : 0))
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
            actionText: (action) => CoiffeurWords.hintAction(action, page.french)
            reasonText: (reasonId) => CoiffeurWords.hintReason(reasonId, hint.action, controller.hand)
            visible: page.dealt && !controller.dealOver && controller.hintsAllowed
        }

        ContractChoice {
            id: choice
            objectName: "contractChoice"
            anchors.bottom: hand.top
            anchors.bottomMargin: 4
            x: Math.max(leftColumn.x + leftColumn.width + 10, hand.x + hand.width / 2 - width / 2)
            // The hint panel is hidden during a lesson's tasks: its room is free.
            maxWidth: Math.min(900, felt.width - leftColumn.width - (controller.hintsAllowed ? hintPanel.width : 0) - 60)
            table: controller
            view: page.view
            french: page.french
        }

        HandView {
            id: hand
            objectName: "hand"
            // While the cards are dealt, yours come as your packets land.
            cardsDealt: dealing.running ? 3 * (dealing.arrived[(page.me - page.view.dealer - 1 + page.seats) % page.seats] || 0) : -1
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 12
            x: leftColumn.x + leftColumn.width + (felt.width - leftColumn.x - leftColumn.width - (controller.hintsAllowed ? hintPanel.width + 14 : 0) - width) / 2
            width: implicitWidth
            // Between the left column and the hint.
            maxWidth: felt.width - leftColumn.x - leftColumn.width - hintPanel.width - 28
            height: page.cardWidth * 1.5 * 1.2
            focus: true
            cards: controller.hand
            playable: page.playable()
            // While the contract is chosen no card is played: the hand is not dimmed.
            active: controller.toMove === controller.humanSeat && controller.humanSeat >= 0 && !controller.dealOver && page.view.phase === "play"
            deckId: page.deckId
            cardWidth: page.cardWidth
            fanAngle: 0.6
            arc: 0.002
            dropTarget: trick
            reasonFor: (code) => page.reasonFor(code)
            cardName: (code) => CoiffeurWords.spokenCard(code, page.french)
            reasonLinkFor: (code) => CoiffeurWords.rulesLink(page.reasonSection(code))
            onReasonLinkActivated: (code) => page.rulesRequested("coiffeur", page.reasonSection(code))
            onPlayed: (code, from) => { page.handOrigin = from; controller.act(code) }
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
            CoiffeurSummary {
                id: summary
                objectName: "dealSummary"
                inLesson: controller.inLesson
                width: Math.min(520, felt.width - revealed.width - 60)
                shown: (controller.dealOver || controller.matchOver) && !trick.busy
                table: controller
                view: page.view
                french: page.french
                seatName: (seat) => page.seatName(seat)
                columnName: (column) => page.columnName(column)
                onReviewRequested: page.openReview()
                onNewMatchRequested: controller.startMatch("coiffeur", controller.savedSetup("coiffeur").options || {}, controller.playerKinds)
            }
            // After the last deal: the final board.
            Panel {
                objectName: "finalBoard"
                width: Math.min(560, felt.width * 0.45)
                height: Math.min(felt.height - 40, finalBoard.implicitHeight + 28)
                visible: summary.shown && controller.matchOver
                CoiffeurBoard {
                    id: finalBoard
                    anchors.fill: parent
                    anchors.margins: 14
                    board: page.view.board || ({})
                    columnNames: page.columnNames
                    french: page.french
                }
            }
            RevealedHands {
                id: revealed
                cardName: (code) => CoiffeurWords.spokenCard(code, page.french)
                objectName: "revealedHands"
                width: Math.min(360, felt.width * 0.3)
                visible: summary.shown && !controller.matchOver && (page.view.revealed || []).length > 0
                hands: page.view.revealed || []
                seatLabel: (seat) => page.seatName(seat)
                deckId: page.deckId
                cardWidth: Math.min(40, (width - 24) / 8)
            }
        }
    }
}
