import QtQuick
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Cards
import Kartenrunde.Table

// The Truc table: you at the bottom, Marius (a computer player) at the top,
// the trick and the stake in the middle, the round score and the tricks of
// the hand on the left. The GameTable decides everything; this page shows
// it and passes on what the player does.
//
// setup: {mode: "auto"} resumes a saved game or starts one, {mode: "resume"},
// {mode: "new", options, seatKinds}, or {mode: "none"} (tests load a record).
TablePage {
    id: page

    property var setup: ({ mode: "auto" })
    // What was asked before the latest events, to tell answers apart.
    property bool askPending: false
    // Where the human's card was when it was played (scene coordinates).
    property var handOrigin

    readonly property var view: controller.extras
    readonly property int me: Math.max(0, controller.humanSeat)
    readonly property int them: 1 - me
    readonly property bool dealt: view.stake !== undefined
    readonly property string deckId: App.settings.fourColour ? CardDecks.fourColourDeck(App.settings.frenchDeck)
                                                             : App.settings.frenchDeck
    readonly property real cardWidth: Math.max(84, Math.min(150, felt.height * 0.175))

    table: controller
    keyboardHand: hand
    // The save could not be read: a new match with the usual seats.
    onFreshStartNeeded: controller.startMatch("truc", {}, ["human", PlayerLevels.preferred(controller.computerKinds("truc"))])
    title: qsTr("Truc")
    gameName: qsTr("Truc")
    rulesPageId: "truc"
    dealText: { void App.language.code; return dealt ? qsTr("Hand %1 · Round %2").arg(controller.dealNumber).arg(view.round) : "" }
    scores: dealt ? [{ name: TrucWords.you, value: view.scores[me] }, { name: TrucWords.opponent, value: view.scores[them] }]
                  : []
    turnText: { void App.language.code; return controller.matchOver ? qsTr("Game over")
            : controller.dealOver ? qsTr("Hand over")
            : controller.toMove === me ? qsTr("Your turn")
            : controller.toMove === them ? qsTr("Marius's turn") : "" }
    scoreSheet: Component {
        TrucScoreSheet { table: controller; me: page.me }
    }

    function begin() {
        if (setup.mode === "none")
            return
        if (setup.mode === "lesson") {   // {mode: "lesson", lesson: index} (issue #33)
            controller.startLesson("truc", setup.lesson)
            return
        }
        if ((setup.mode === "resume" || setup.mode === "auto") && controller.hasSave("truc") && controller.resume("truc"))
            return
        const seats = setup.seatKinds || ["human", PlayerLevels.preferred(controller.computerKinds("truc"))]
        controller.startMatch("truc", setup.options || {}, seats, "", setup.dealSeed || "")
    }

    function play(code, from) {
        handOrigin = from
        controller.act(code)
    }

    // Cards fly and tricks are gathered as the events say; Marius speaks.
    function animate(events) {
        for (let i = 0; i < events.length; ++i) {
            const e = events[i]
            if (e.kind === "card-played")
                trick.cardPlayed(e.seat, e.cards[0], e.seat === me ? handOrigin : undefined)
            else if (e.kind === "trick-taken")
                trick.trickTaken(e.seat, e.id === "spoilt" ? qsTr("Spoilt") : "")
        }
        voice.heard(events, askPending)
        askPending = view.pending !== undefined && view.pending.kind === "new-hands"
    }

    Component.onCompleted: begin()

    GameTable {
        id: controller
        objectName: "gameTable"
        thinkingPauseMs: App.settings.thinkingPauseMs
        onEventsHappened: (events) => page.animate(events)
        // A resumed or loaded game: its trick at once, without flying.
        onSessionChanged: trick.show(controller.extras.current || [])
    }

    OpponentVoice {
        id: voice
        view: page.view
        opponentSeat: page.them
    }

    TrucLessonWords { id: lessonWords }
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
            x: 16
            y: 14
            width: Math.min(300, Math.max(210, felt.width * 0.16))
            spacing: 12

            RoundScore {
                objectName: "roundScore"
                width: parent.width
                visible: page.dealt
                round: page.view.round || 1
                points: page.dealt ? [page.view.scores[page.me], page.view.scores[page.them]] : [0, 0]
                rounds: page.dealt ? [page.view.rounds[page.me], page.view.rounds[page.them]] : [0, 0]
            }
            TrickRecord {
                id: record
                objectName: "trickRecord"
                width: parent.width
                visible: page.dealt
                tricks: page.view.tricks || []
                me: page.me
                firstWinner: page.dealt ? page.view.firstWinner : -1
                spoilt: page.view.spoilt || 0
                deckId: page.deckId
            }
            TakeBackButton {
                visible: page.dealt
                table: controller
            }
        }

        OpponentSeat {
            id: opponent
            objectName: "opponentSeat"
            anchors.horizontalCenter: parent.horizontalCenter
            y: 12
            name: TrucWords.opponent
            level: PlayerLevels.name(controller.playerKinds.length > 1 ? controller.playerKinds[1 - controller.humanPlayer] : "")
            cardCount: page.view.opponentCards || 0
            slots: 3
            back: App.settings.cardBack
            cardWidth: page.cardWidth * 0.56
            thinking: controller.thinkingSeat === page.them
            toMove: controller.toMove === page.them && !controller.dealOver
            dealer: page.dealt && page.view.dealer === page.them
            dealerText: qsTr("Dealer")
            speech: voice.text
        }

        // The middle of the table, a slightly darker oval of felt.
        Rectangle {
            anchors.centerIn: trick
            width: trick.width * 0.96
            height: Math.min(trick.height * 0.92, width * 0.62)
            radius: height / 2
            color: Qt.rgba(0, 0, 0, 0.07)
            border.width: 1
            border.color: Qt.rgba(0.84, 0.70, 0.37, 0.22)
        }

        TrickArea {
            id: trick
            objectName: "trickArea"
            anchors.top: opponent.bottom
            anchors.bottom: status.top
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(felt.width - 2 * leftColumn.width - 40, 560)
            deckId: page.deckId
            cardWidth: page.cardWidth * 0.82
            me: page.me
            seatName: (seat) => TrucWords.name(seat === page.me)
            cardName: (code) => CardWords.french(code)
            seatOrigin: (seat) => seat === page.me ? Qt.point(width / 2, height + page.cardWidth)
                                                   : Qt.point(width / 2, -page.cardWidth * 0.5)
            gatherPoint: (winner) => winner < 0 ? mapFromItem(record, record.width / 2, record.height / 2)
                                                : seatOrigin(winner)
            restingPlace: (seat, order) => Qt.point(width / 2 + (order === 0 ? -0.34 : 0.34) * cardWidth + 40,
                                                    height / 2 + (seat === page.me ? 0.1 : -0.1) * cardWidth)

            // Dropping a card here plays it.
            Rectangle {
                anchors.centerIn: parent
                anchors.horizontalCenterOffset: 40
                width: trick.cardWidth * 2.2
                height: trick.cardWidth * 1.8
                radius: 16
                color: "transparent"
                border.width: 2
                border.color: Theme.brassLight
                opacity: hand.dragging ? 0.8 : 0
                Behavior on opacity { NumberAnimation { duration: Theme.duration(150) } }
            }
        }

        StakeChips {
            objectName: "stakeChips"
            anchors.verticalCenter: trick.verticalCenter
            anchors.right: trick.horizontalCenter
            anchors.rightMargin: trick.cardWidth * 0.9 - 10
            visible: page.dealt
            chipWidth: page.cardWidth * 0.42
            stake: page.view.stake || 1
            remainder: page.view.remainder === true
            offered: page.dealt && page.view.pending.kind === "double" ? page.view.pending.stakeIfAccepted : 0
            offeredRemainder: page.dealt && page.view.pending.kind === "remainder"
        }

        HintPanel {
            objectName: "hintPanel"
            anchors.right: parent.right
            anchors.rightMargin: 16
            anchors.bottom: legend.top
            anchors.bottomMargin: 12
            width: leftColumn.width
            hint: hint
            actionText: (action) => TrucWords.hintAction(action, controller.phase, page.view)
            // The card a card reason speaks of: the one on the table.
            reasonText: (reasonId) => TrucWords.hintReason(reasonId, hint.reasonPercent,
                                                           (page.view.current || []).length > 0 ? page.view.current[0].card : "")
            visible: page.dealt && !controller.dealOver && controller.hintsAllowed
        }

        StrengthLegend {
            id: legend
            anchors.right: parent.right
            anchors.rightMargin: 16
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 16
            width: leftColumn.width
        }

        TrucStatus {
            id: status
            objectName: "statusText"
            anchors.bottom: actions.top
            anchors.bottomMargin: 8
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(felt.width - 2 * leftColumn.width - 60, 620)
            table: controller
            view: page.view
            visible: !summary.shown
        }

        TrucActions {
            id: actions
            objectName: "actionBar"
            anchors.bottom: hand.top
            anchors.bottomMargin: 6
            anchors.horizontalCenter: parent.horizontalCenter
            height: 56
            table: controller
            view: page.view
            visible: !summary.shown
        }

        Rectangle {
            objectName: "humanDealerMarker"
            anchors.right: hand.left
            anchors.rightMargin: 8
            anchors.bottom: parent.bottom
            anchors.bottomMargin: page.cardWidth * 0.5
            visible: page.dealt && page.view.dealer === page.me
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

        HandView {
            id: hand
            objectName: "hand"
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 10
            anchors.horizontalCenter: parent.horizontalCenter
            width: page.cardWidth * 3.6
            height: page.cardWidth * 1.5 * 1.2
            focus: true
            cards: controller.hand
            playable: controller.legalActions.filter(a => controller.hand.indexOf(a) >= 0)
            active: controller.toMove === page.me && !controller.dealOver
            deckId: page.deckId
            cardWidth: page.cardWidth
            spread: page.cardWidth * 1.1
            fanAngle: 3
            dropTarget: trick
            reasonFor: (code) => TrucWords.reason(controller.whyIllegal(code).id)
            cardName: (code) => CardWords.french(code)
            onPlayed: (code, from) => page.play(code, from)
        }

        // The table dims behind the summary of a hand.
        Rectangle {
            anchors.fill: parent
            z: 19
            color: "black"
            opacity: summary.shown ? 0.28 : 0
            visible: opacity > 0
            Behavior on opacity { NumberAnimation { duration: Theme.duration(280) } }
        }

        TrucSummary {
            id: summary
            objectName: "dealSummary"
            inLesson: controller.inLesson
            anchors.centerIn: parent
            width: Math.min(500, felt.width - 2 * leftColumn.width - 40)
            z: 20
            shown: (controller.dealOver || controller.matchOver) && !trick.busy
            table: controller
            view: page.view
            me: page.me
            onReviewRequested: page.openReview()
            onNewGameRequested: controller.startMatch("truc", {}, controller.playerKinds)
        }
    }
}
