import QtQuick
import QtTest
import Kartenrunde.Core
import Kartenrunde.Truc

// Whole Truc hands played through the table as a player would: buttons,
// clicks, the keyboard and dragging. Exact hands come from records; the
// computer player decides the rest, so every hand is set up for a result
// that does not depend on its choices.
Item {
    id: stage
    width: 1024
    height: 640

    Component {
        id: tableComponent
        TrucTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "none" })
        }
    }
    Component {
        id: starterComponent
        TrucStarter { width: 300 }
    }

    SignalSpy {
        id: leaveSpy
        signalName: "leaveRequested"
    }

    TestCase {
        id: testCase
        name: "TrucTable"
        when: windowShown

        // Marius (seat 1) is elder in the first deal; the human deals.
        function record(deals) {
            return { format: "kartenrunde-record", version: 1, game: "truc", options: {}, seed: "11",
                     seats: ["human", "random"], deals: deals }
        }
        function a(seat, action) { return { seat: seat, action: action } }

        function openTable(deals) {
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(record(deals))), "record loads")
            page.forceActiveFocus()
            waitForRendering(page)
            return page
        }
        function child(parentItem, name) {
            const item = findChild(parentItem, name)
            verify(item !== null, name + " found")
            return item
        }
        // Clicks an item once its row or column has placed it and it has
        // come into view (cards slide into the hand).
        function click(parentItem, name) {
            const item = child(parentItem, name)
            waitForItemPolished(item.parent)
            tryCompare(item, "opacity", 1)
            mouseClick(item)
        }
        function humanToMove(page) {
            return page.table.toMove === page.table.humanSeat && !page.table.dealOver
        }

        // The item that has the keyboard.
        function focused(page) { return page.Window.activeFocusItem }
        // Tab until the button of `action` has the keyboard (with its focus
        // ring), then Enter presses it.
        function pressByKeyboard(page, action) {
            const button = child(page, "action_" + action)
            verify(button.enabled, action + " is possible")
            for (let i = 0; i < 60 && focused(page) !== button; ++i)
                keyClick(Qt.Key_Tab)
            verify(focused(page) === button, action + " is reached by Tab")
            verify(button.visualFocus, "its focus ring shows")
            keyClick(Qt.Key_Return)
        }
        // Right chooses a card from wherever the keyboard is on the table;
        // Enter plays it.
        function playCardByKeyboard(page) {
            const hand = child(page, "hand")
            const before = page.table.hand.length
            keyClick(Qt.Key_Right)
            verify(hand.activeFocus, "the hand has the keyboard")
            verify(hand.isPlayable(hand.chosen), "a playable card is chosen")
            verify(child(page, "handCard_" + hand.chosen).focusRing, "its focus ring shows")
            keyClick(Qt.Key_Return)
            compare(page.table.hand.length, before - 1)
        }

        function init() {
            App.settings.thinkingPauseMs = 0
            App.settings.animationSpeed = AppSettings.Off
            App.chooseLanguage("en")
        }

        function test_refused_double() {
            // Marius keeps his cards and offers a double before he leads.
            const page = openTable([{ hands: [["D9", "SQ", "HT"], ["CA", "HK", "DJ"]],
                                      actions: [a(1, "play"), a(1, "offer")] }])
            compare(child(page, "stakeLabel").text, "Stake: 1 point")
            compare(child(page, "offeredLabel").text, "Offered: 2 points")
            compare(child(page, "speechText").text, "Double? Stake 2!")
            compare(child(page, "statusText").text, "Marius offers to double the stake to 2. Accept or refuse?")
            compare(child(child(page, "action_accept"), "actionDetail").text, "stake 1 → 2")
            compare(child(child(page, "action_refuse"), "actionDetail").text, "Marius scores 1 point")

            // A card cannot be played now, and the table says why.
            click(page, "handCard_D9")
            tryCompare(child(page, "reasonNote"), "text", "First answer Marius's offer: accept or refuse.")
            compare(page.table.hand.length, 3)

            // The words follow the language at once.
            App.chooseLanguage("de")
            compare(child(page, "action_refuse").text, "Ablehnen")
            compare(child(page, "stakeLabel").text, "Einsatz: 1 Punkt")
            compare(child(page, "statusText").text, "Marius bietet an, den Einsatz auf 2 zu verdoppeln. Annehmen oder ablehnen?")
            compare(child(page, "speechText").text, "Verdoppeln? Einsatz 2!")
            App.chooseLanguage("en")
            compare(child(page, "action_refuse").text, "Refuse")
            click(page, "action_refuse")
            tryCompare(child(page, "dealSummary"), "shown", true)
            compare(child(page, "summaryTitle").text, "Marius wins the hand")
            compare(child(page, "summaryLine_0").text, "You refused Marius's double.")
            compare(child(page, "summaryLine_1").text, "Marius scores 1 point.")
            compare(child(page, "summaryLine_2").text, "Marius's unplayed cards are put away unseen.")
            compare(child(page, "summaryScore_0").text, "0 of 12")
            compare(child(page, "summaryScore_1").text, "1 of 12")
            // Marius's cards stay face down.
            compare(findChild(page, "trickCard_CA"), null)
            compare(child(child(page, "opponentSeat"), "opponentCard").faceUp, false)

            // Next hand: the human leads, keeps the cards and plays by keyboard.
            click(page, "summaryContinue")
            tryCompare(page.table, "dealNumber", 2)
            tryCompare(child(page, "dealSummary"), "visible", false)
            compare(child(page, "roundPoints_1").text, "1")
            compare(child(page, "dealText").text, "Hand 2 · Round 1")
            compare(child(page, "statusText").text, "You lead. Keep these cards, or ask Marius for new hands?")
            click(page, "action_play")
            compare(page.table.phase, "play")
            const hand = child(page, "hand")
            hand.forceActiveFocus()
            keyClick(Qt.Key_Right)
            const chosen = hand.chosen
            verify(chosen.length > 0, "a card is chosen")
            keyClick(Qt.Key_Return)
            compare(page.table.hand.length, 2)
            verify(page.table.hand.indexOf(chosen) < 0, "the chosen card was played")

            // The score sheet lists the refused double.
            keyClick(Qt.Key_S)
            const rows = child(page, "scoreRows")
            tryCompare(rows, "count", 1)
            compare(child(rows, "rowLabel").text, "Hand 1")
        }

        function test_accepted_remainder() {
            // Two hands give Marius 8 points. In the third he doubled, the
            // human doubled again, Marius won the first trick and now offers
            // the remainder: a double would pass 12.
            const page = openTable([
                { hands: [["D9", "SQ", "HT"], ["CA", "HK", "DJ"]],
                  actions: [a(1, "play"), a(1, "offer"), a(0, "accept"), a(1, "CA"), a(0, "offer"), a(1, "accept"),
                            a(0, "D9"), a(1, "offer"), a(0, "refuse")] },
                { hands: [["D9", "SQ", "HT"], ["CA", "HK", "DJ"]],
                  actions: [a(0, "play"), a(0, "offer"), a(1, "accept"), a(0, "D9"), a(1, "offer"), a(0, "accept"),
                            a(1, "CA"), a(1, "offer"), a(0, "refuse")] },
                { hands: [["H7", "S7", "D9"], ["CA", "HK", "DJ"]],
                  actions: [a(1, "play"), a(1, "offer"), a(0, "accept"), a(1, "CA"), a(0, "offer"), a(1, "accept"),
                            a(0, "D9"), a(1, "offer")] }])
            compare(child(page, "roundPoints_0").text, "0")
            compare(child(page, "roundPoints_1").text, "8")
            compare(child(page, "stakeLabel").text, "Stake: 4 points")
            compare(child(page, "offeredLabel").text, "Offered: the remainder")
            compare(child(page, "speechText").text, "The remainder?")
            compare(child(page, "trickResult_0").text, "Marius's")
            const accept = child(page, "action_accept")
            compare(child(accept, "actionDetail").text, "this hand decides the round")
            compare(child(child(page, "action_refuse"), "actionDetail").text, "Marius scores 4 points")

            click(page, "action_accept")
            compare(child(page, "stakeLabel").text, "Stake: the remainder")
            // Marius leads; the human beats his card with a seven (a click)
            // and leads the other seven (dragged onto the table).
            tryVerify(() => humanToMove(page) && page.table.extras.current.length === 1, 5000, "Marius led")
            click(page, "handCard_S7")
            tryVerify(() => humanToMove(page), 5000, "the human leads the last trick")
            compare(child(page, "trickResult_1").text, "Yours")
            // The drag is given in the hand's coordinates: the card moves under the pointer.
            const hand = child(page, "hand")
            const seven = child(page, "handCard_H7")
            const trick = child(page, "trickArea")
            const from = seven.mapToItem(hand, seven.width / 2, seven.height / 2)
            const to = trick.mapToItem(hand, trick.width / 2, trick.height / 2)
            mouseDrag(hand, from.x, from.y, to.x - from.x, to.y - from.y)
            compare(page.table.hand.length, 0)

            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            compare(child(page, "summaryTitle").text, "You win round 1!")
            compare(child(page, "summaryLine_0").text, "You won the hand played for the remainder: it decides the round.")
            compare(child(page, "summaryLine_1").text, "You score 12 points.")
            compare(child(page, "summaryScore_0").text, "12 of 12")
            compare(child(page, "summaryScore_2").text, "1 : 0")

            click(page, "summaryContinue")
            tryCompare(page.table, "dealNumber", 4)
            compare(child(page, "roundPoints_0").text, "0")
            compare(child(page, "roundPoints_1").text, "0")
            compare(child(page, "dealText").text, "Hand 4 · Round 2")
        }

        function test_spoilt_trick() {
            // Animations on: the spoilt trick is stamped before it is gathered.
            App.settings.animationSpeed = AppSettings.Fast
            const page = openTable([{ hands: [["HA", "SQ", "D9"], ["CA", "HK", "DJ"]],
                                      actions: [a(1, "play"), a(1, "CA")] }])
            compare(child(page, "statusText").text, "Beat Marius's card with a stronger one; an equal card spoils the trick.")
            verify(child(page, "trickCard_CA").visible)
            click(page, "handCard_HA")
            tryCompare(child(page, "trickStamp"), "visible", true)
            compare(child(page, "trickResult_0").text, "Spoilt")
            compare(child(page, "spoiltRule").text, "A spoilt trick goes to whoever wins a trick first.")
            // After a spoilt trick the same player leads again: Marius.
            tryVerify(() => humanToMove(page) && page.table.extras.current.length === 1, 5000, "Marius led again")
            tryCompare(child(page, "trickArea"), "busy", false, 5000)
            compare(page.table.extras.tricks.length, 1)
        }

        function test_hint() {
            // Marius doubles; the human holds three sevens, the strongest
            // cards: H asks the analyst, who accepts with the chance to win.
            const page = openTable([{ hands: [["C7", "S7", "H7"], ["CA", "HK", "DJ"]],
                                      actions: [a(1, "play"), a(1, "offer")] }])
            const hint = child(page, "hint")
            page.forceActiveFocus()
            keyClick(Qt.Key_H)
            tryVerify(() => hint.action.length > 0, 5000, "the analyst answers")
            compare(hint.action, "accept")
            verify(page.table.isLegal(hint.action), "the hint is legal")
            compare(child(page, "hintAction").text, "Analyst: Accept the offer")
            const reason = child(page, "hintReason")
            verify(/^Your cards win the hand about \d+% of the time\.$/.test(reason.text), reason.text)
            verify(hint.reasonPercent >= 90, "three sevens nearly always win")
            App.chooseLanguage("de")
            compare(child(page, "hintAction").text, "Analyst: Angebot annehmen")
            verify(reason.text.indexOf("Mit deinen Karten gewinnst du die Hand in etwa") === 0, reason.text)
            App.chooseLanguage("en")

            // Accepting makes the hint stale; at the next card the hint
            // names a card of the hand and why.
            click(page, "action_accept")
            compare(hint.action, "")
            tryVerify(() => humanToMove(page) && page.table.phase === "play", 5000, "the human plays")
            keyClick(Qt.Key_H)
            tryVerify(() => hint.action.length > 0, 5000, "the analyst answers again")
            verify(page.table.isLegal(hint.action), "the hint is legal")
            if (page.table.hand.indexOf(hint.action) >= 0)
                verify(child(page, "hintAction").text.indexOf("Analyst: Play ") === 0, child(page, "hintAction").text)
            verify(/\d+%/.test(reason.text), reason.text)
        }

        function test_keyboard_only() {
            // A whole hand and the next one begun with the keyboard alone:
            // the buttons by Tab and Enter, the cards by Right and Enter,
            // the summary's button, and the score sheet by S and Esc.
            const page = openTable([{ hands: [["D9", "SQ", "HT"], ["CA", "HK", "DJ"]], actions: [] }])
            const hand = child(page, "hand")
            verify(child(page, "handCard_SQ").Accessible.name.indexOf("queen of spades, not playable: ") === 0,
                   child(page, "handCard_SQ").Accessible.name)
            verify(child(page, "opponentSeat").Accessible.name.indexOf("Marius, Random") === 0,
                   child(page, "opponentSeat").Accessible.name)
            for (let i = 0; i < 20 && !page.table.dealOver; ++i) {
                tryVerify(() => humanToMove(page) || page.table.dealOver, 5000, "the human's turn or the end")
                if (page.table.dealOver)
                    break
                if (hand.active && hand.playable.length > 0) {
                    const code = hand.playable[0]
                    compare(child(page, "handCard_" + code).Accessible.name.indexOf(", playable") > 0, true)
                    playCardByKeyboard(page)
                } else {
                    pressByKeyboard(page, ["play", "refuse", "accept"].filter(a => page.table.isLegal(a))[0])
                }
            }
            verify(page.table.dealOver, "the hand is over")
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            const next = child(page, "summaryContinue")
            tryVerify(() => focused(page) === next, 5000, "the summary's button has the keyboard")
            verify(next.visualFocus, "with its focus ring")
            keyClick(Qt.Key_Return)
            tryCompare(page.table, "dealNumber", 2)

            // The score sheet: S opens it with the keyboard on its rows, Esc
            // closes it and gives the keyboard back to the hand.
            keyClick(Qt.Key_S)
            const rows = child(page, "scoreRows")
            tryVerify(() => rows.activeFocus, 5000, "the rows have the keyboard")
            compare(rows.currentItem.Accessible.name.indexOf("Hand 1, You: "), 0)
            keyClick(Qt.Key_Escape)
            verify(!child(page, "scoreSheet").open, "the sheet is closed")
            verify(hand.activeFocus, "the hand has the keyboard again")
        }

        function test_resume_and_new_game_from_the_game_page() {
            // Leaving while Marius thinks stops him at once; the game stays saved.
            App.settings.thinkingPauseMs = 400
            const page = openTable([{ hands: [["HA", "SQ", "D9"], ["CA", "HK", "DJ"]], actions: [a(1, "play")] }])
            compare(page.table.thinkingSeat, 1)
            const before = page.table.recordJson()
            leaveSpy.target = page
            click(page, "tableLeaveButton")
            compare(leaveSpy.count, 1)
            compare(page.table.thinkingSeat, -1)
            wait(600)
            compare(page.table.recordJson(), before)
            page.visible = false

            // The game page offers to resume it.
            const starter = createTemporaryObject(starterComponent, stage)
            starter.refresh()
            waitForRendering(starter)
            verify(child(starter, "resumeButton").visible, "Resume offered")
            compare(child(starter, "playButton").text, "New game")
            let setup = null
            starter.startRequested.connect(s => setup = s)
            click(starter, "resumeButton")
            compare(setup.mode, "resume")

            // The engine's rule options reach the dialog typed (Truc has none).
            compare(starter.probe.optionSpecs("truc").length, 0)
            const specs = starter.probe.optionSpecs("doppelkopf")
            verify(specs.length > 0, "Doppelkopf has options")
            verify(["bool", "int", "choice"].indexOf(specs[0].type) >= 0, "typed")
            verify(specs[0].id.length > 0 && specs[0].defaultValue !== undefined, "with id and default")

            // New game: the dialog offers the engine's levels, weakest first
            // (the random player is for tests), and warns that the save
            // will be replaced.
            click(starter, "playButton")
            const dialog = child(starter, "startDialog")
            tryCompare(dialog, "opened", true)
            compare(dialog.kinds, ["beginner", "heuristic", "strong"])
            // The saved game's random player is not offered: the middle level is.
            compare(dialog.level, "heuristic")
            compare(child(dialog.contentItem, "choice_strong").Accessible.name,
                    "Expert. Plays a computed optimal strategy, bluffs included.")
            verify(child(dialog.contentItem, "replacesSaveNote").visible)
            const kind = dialog.kinds[dialog.kinds.length - 1]
            click(dialog.contentItem, "choice_" + kind)
            compare(dialog.level, kind)
            click(dialog.contentItem, "startButton")
            compare(setup.mode, "new")
            compare(setup.seatKinds, ["human", kind])
        }
    }
}
