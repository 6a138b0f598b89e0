import QtQuick
import QtTest
import Kartenrunde.Core
import Kartenrunde.Coiffeur

// Whole Coiffeur deals played through the table as a player would: the
// contract buttons and the Slalom start, an undertrump refused with its
// reason and rules link, a Match and the board after it, resuming a saved
// match, the start dialog's ways to play. Exact hands come from records
// (seed 1: seat 2 deals the first deal of three, so you choose first);
// their actions also fix the computer players' choices, and the fast rule
// player (heuristic) decides the rest.
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        CoiffeurTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "none" })
        }
    }
    Component {
        id: resumedComponent
        CoiffeurTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "resume" })
        }
    }
    Component {
        id: summaryComponent
        CoiffeurSummary {
            columnName: (column) => ["You", "Ueli", "Vreni"][column]
        }
    }
    Component {
        id: starterComponent
        CoiffeurStarter { width: 400 }
    }

    SignalSpy {
        id: rulesSpy
        signalName: "rulesRequested"
    }
    SignalSpy {
        id: startSpy
        signalName: "startRequested"
    }

    TestCase {
        id: testCase
        name: "CoiffeurTable"
        when: windowShown

        // You hold every rose and the other three aces: a Match with roses.
        readonly property var matchHands: [
            ["R6", "R7", "R8", "R9", "RB", "RU", "RO", "RK", "RA", "AA", "BA", "SA"],
            ["A6", "A7", "A8", "A9", "AB", "AU", "AO", "AK", "B6", "B7", "B8", "B9"],
            ["BB", "BU", "BO", "BK", "S6", "S7", "S8", "S9", "SB", "SU", "SO", "SK"]]
        // Ueli (seat 1) declares acorns and leads a rose; Vreni trumps with
        // the acorn ace; your acorn six and seven would undertrump it.
        readonly property var undertrumpHands: [
            ["A6", "A7", "B6", "B7", "B8", "B9", "BB", "BU", "BO", "BK", "BA", "S6"],
            ["R6", "R7", "R8", "R9", "RB", "RU", "RO", "RK", "RA", "A8", "A9", "AB"],
            ["AU", "AO", "AK", "AA", "S7", "S8", "S9", "SB", "SU", "SO", "SK", "SA"]]

        function record(hands, actions) {
            return { format: "kartenrunde-record", version: 1, game: "coiffeur", options: {}, seed: "1",
                     seats: ["human", "heuristic", "heuristic"],
                     deals: [{ hands: hands, actions: actions }] }
        }
        function a(seat, action) { return { seat: seat, action: action } }

        function openTable(hands, actions) {
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(record(hands, actions))), "record loads")
            page.forceActiveFocus()
            waitForRendering(page)
            return page
        }
        function child(parentItem, name) {
            const item = findChild(parentItem, name)
            verify(item !== null, name + " found")
            return item
        }
        function click(parentItem, name) {
            const item = child(parentItem, name)
            waitForItemPolished(item.parent)
            tryCompare(item, "opacity", 1)
            mouseClick(item)
        }
        function waitForHuman(page) {
            tryVerify(() => (page.table.toMove === page.table.humanSeat && !page.table.dealOver) || page.table.dealOver,
                      10000, "the human's turn or the end")
        }
        // Plays the first card the hand lifts, by keyboard.
        function playByKeyboard(page) {
            const hand = child(page, "hand")
            hand.forceActiveFocus()
            const before = page.table.hand.length
            keyClick(Qt.Key_Right)
            verify(hand.chosen.length > 0, "a card is chosen")
            keyClick(Qt.Key_Return)
            compare(page.table.hand.length, before - 1)
        }
        function playOut(page) {
            for (let i = 0; i < 20 && !page.table.dealOver; ++i) {
                waitForHuman(page)
                if (!page.table.dealOver)
                    playByKeyboard(page)
            }
            verify(page.table.dealOver, "the deal is over")
        }

        // The item that has the keyboard.
        function focused(item) { return item.Window.activeFocusItem }
        // Tab until `target` has the keyboard, with its focus ring.
        function tabTo(item, target, what) {
            for (let i = 0; i < 80 && focused(item) !== target; ++i)
                keyClick(Qt.Key_Tab)
            verify(focused(item) === target, what + " is reached by Tab")
            verify(target.visualFocus, what + " shows its focus ring")
        }
        // Tab to the button of `action`, then Enter presses it.
        function pressByKeyboard(page, action) {
            const button = child(page, "action_" + action)
            verify(button.enabled, action + " is possible")
            tabTo(page, button, action)
            keyClick(Qt.Key_Return)
        }
        // Right chooses a card from wherever the keyboard is on the table;
        // Enter plays it (or lays it away, gives, returns it).
        function playCardByKeyboard(page) {
            const hand = child(page, "hand")
            const before = page.table.hand.length
            keyClick(Qt.Key_Right)
            verify(hand.activeFocus, "the hand has the keyboard")
            verify(hand.isPlayable(hand.chosen), "a playable card is chosen")
            verify(child(page, "handCard_" + hand.chosen).focusRing, "its focus ring shows")
            verify(child(page, "handCard_" + hand.chosen).Accessible.name.indexOf(", playable") > 0, "read as playable")
            keyClick(Qt.Key_Return)
            compare(page.table.hand.length, before - 1)
        }
        // Plays the deal to its end with the keyboard alone: a card when the
        // hand lifts some, else the first of `preferred` that is legal and
        // has a button; then the summary's button, which has the keyboard.
        function keyboardDeal(page, preferred) {
            const hand = child(page, "hand")
            const deal = page.table.dealNumber
            for (let i = 0; i < 60 && !page.table.dealOver; ++i) {
                tryVerify(() => page.table.dealOver || (page.table.toMove === page.table.humanSeat && page.table.humanSeat >= 0),
                          10000, "the human's turn or the end")
                if (page.table.dealOver)
                    break
                if (hand.active && hand.playable.length > 0)
                    playCardByKeyboard(page)
                else
                    pressByKeyboard(page, preferred.concat(page.table.legalActions)
                                                   .filter(a => page.table.isLegal(a) && findChild(page, "action_" + a) !== null)[0])
            }
            verify(page.table.dealOver, "the deal is over")
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            const next = child(page, "summaryContinue")
            tryVerify(() => focused(page) === next, 5000, "the summary's button has the keyboard")
            verify(next.visualFocus, "with its focus ring")
            keyClick(Qt.Key_Return)
            tryCompare(page.table, "dealNumber", deal + 1)
        }

        function init() {
            App.settings.thinkingPauseMs = 0
            App.settings.animationSpeed = AppSettings.Off
            App.settings.showCardPoints = false
            App.settings.jassFrench = false
            App.chooseLanguage("en")
        }

        function test_contract_choice_with_a_slalom_start() {
            const page = openTable(matchHands, [])
            compare(page.table.phase, "contract")
            compare(page.table.toMove, 0)
            compare(child(page, "choiceQuestion").text, "Name a contract for your column of the board, or pass")
            // Every contract of the board with its marks, and pass.
            compare(child(page, "action_slalom").text, "Slalom")
            compare(child(child(page, "action_gustav"), "actionDetail").text, "±3 marks")
            compare(child(child(page, "action_roses"), "actionDetail").text, "±1 mark")
            verify(child(page, "action_pass").enabled, "you may pass")
            compare(child(page, "contractText").text, "Choosing the contract")
            App.chooseLanguage("de")
            compare(child(page, "action_acorns").text, "Eichel")
            compare(child(page, "action_pass").text, "Passen")
            App.chooseLanguage("en")

            // The hand is held in the board's suit order, ace-high.
            compare(page.table.hand.slice(0, 2), ["AA", "BA"])

            click(page, "action_slalom")
            compare(page.table.phase, "direction")
            compare(child(page, "choiceQuestion").text, "Slalom: which order for the first trick? It turns every trick.")
            compare(child(child(page, "action_start:undenufe"), "actionDetail").text, "sixes win odd tricks, aces even ones")
            click(page, "action_start:undenufe")
            compare(page.table.phase, "play")
            compare(child(page, "contractText").text, "Slalom · declared by You")
            compare(child(page, "orderText").text, "Slalom, this trick: sixes high")
            verify(!child(page, "contractChoice").visible, "no more buttons")
            // Sixes first now, aces after the first trick.
            const hand = page.table.hand
            verify(hand.indexOf("R6") < hand.indexOf("RA"), hand.join(" "))
            playByKeyboard(page)
            tryVerify(() => page.table.extras.tricks.length === 1, 10000, "the first trick is over")
            compare(child(page, "orderText").text, "Slalom, this trick: aces high")
            const turned = page.table.hand
            verify(turned.indexOf("RA") < turned.indexOf("R7"), turned.join(" "))
        }

        function test_undertrump_refused_with_its_reason_and_rules_link() {
            const page = openTable(undertrumpHands, [a(0, "pass"), a(1, "acorns"), a(1, "R6"), a(2, "AA")])
            waitForHuman(page)
            compare(child(page, "contractText").text, "Acorns · declared by Ueli")
            compare(child(page, "orderText").text, "Trumps: Acorns")
            compare(child(page, "seat_1").speech, "")
            rulesSpy.target = page
            rulesSpy.clear()
            verify(page.table.hand.indexOf("A6") >= 0)
            click(page, "handCard_A6")
            compare(page.table.hand.length, 12)
            const note = child(page, "reasonNote")
            tryCompare(note, "text", "No undertrumping: Acorns Ace is the highest trump in this trick, and you may only play a lower trump if you have nothing else.", 3000)
            const link = child(note, "reasonLink")
            compare(link.text, "Rules: following and undertrumping →")
            mouseClick(link)
            compare(rulesSpy.count, 1)
            compare(rulesSpy.signalArguments[0][0], "coiffeur")
            compare(rulesSpy.signalArguments[0][1], "follow")
            // In French suits the same refusal names ♠A.
            App.settings.jassFrench = true
            click(page, "handCard_A7")
            tryVerify(() => note.text.indexOf("No undertrumping: ♠A is the highest trump") === 0, 3000, note.text)
            // A bell is fine.
            click(page, "handCard_BA")
            compare(page.table.hand.length, 11)
        }

        function test_match_summary_and_the_board() {
            const page = openTable(matchHands, [a(0, "roses")])
            compare(page.table.hand.slice(0, 3), ["RU", "R9", "RA"])
            playOut(page)
            const summary = child(page, "dealSummary")
            tryCompare(summary, "shown", true, 5000)
            compare(child(page, "summaryTitle").text, "Roses by You: Match, 257 points!")
            verify(summary.lines.indexOf("All tricks (Match): +100") >= 0, summary.lines.join(" | "))
            verify(summary.lines.indexOf("Last trick: +5") >= 0)
            verify(child(page, "revealedHands").visible, "the hands are shown")
            compare(page.table.extras.revealed[0].length, 12)
            click(page, "summaryContinue")
            tryCompare(page.table, "dealNumber", 2)

            // The board: 257 with the Match in your roses row, a bar in the
            // Match row, nothing yet in the others' rows.
            keyClick(Qt.Key_S)
            const board = child(page, "board")
            tryVerify(() => findChild(board, "boardCell_roses_0") !== null, 3000, "the board is drawn")
            compare(child(child(board, "boardCell_roses_0"), "points").text, "257 Match")
            compare(child(child(board, "boardCell_roses_1"), "points").text, "")
            const matchMarks = page.table.scoreSheet[0].deltas[0]
            verify(matchMarks > 0, "marks for the Match")
            compare(page.table.extras.board.matchBars[0], matchMarks)
            compare(page.table.extras.contractsLeft[0].indexOf("roses"), -1)
            App.chooseLanguage("de")
            compare(child(child(board, "boardCell_roses_0"), "points").text, "257 Match")
            compare(child(board, "boardRow_obenabe").children.length > 0, true)
            App.chooseLanguage("en")
        }

        // A deal that completes a contract's row: its marks and the tie's
        // draw are in the summary before the player moves on (CJ-3).
        function test_the_summary_shows_a_completed_rows_marks_and_tie_draw() {
            const page = openTable(matchHands, [a(0, "roses")])
            const summary = createTemporaryObject(summaryComponent, stage, { table: page.table })
            summary.view = { way: "three", booking: { contract: "roses", rowComplete: false, rankMarks: [], ties: [] } }
            compare(summary.rankLines(), ["The marks for this contract are given once all three have played it."])
            summary.view = { way: "three", booking: { contract: "gustav", rowComplete: true, rankMarks: [0, -9, 9],
                ties: [{ contract: "gustav", forHighest: true, columns: [0, 2], draws: [["R7", "R7"], ["R6", "AK"]], order: [2, 0] }] } }
            compare(summary.rankLines(), ["All three have played Gustav: Ueli −9 marks, Vreni +9 marks.",
                                          "Gustav, tie for the highest score: You drew Roses 7, Vreni drew Roses 7 / You drew Roses 6, Vreni drew Acorns King. Best first: Vreni, You."])
            App.settings.jassFrench = true
            summary.french = true
            verify(summary.rankLines()[1].indexOf("Vreni drew ♠K") >= 0, summary.rankLines()[1])
        }

        function test_resume_after_a_restart() {
            const first = openTable(undertrumpHands, [a(0, "pass"), a(1, "acorns"), a(1, "R6"), a(2, "AA")])
            waitForHuman(first)
            const hand = first.table.hand
            first.leave()
            first.destroy()
            const page = createTemporaryObject(resumedComponent, stage)
            tryVerify(() => page.table.hasSession, 5000, "the saved match is resumed")
            compare(page.table.hand, hand)
            compare(page.table.extras.contract.id, "acorns")
            compare(page.table.extras.current.length, 2)
            compare(page.table.toMove, 0)
        }

        // The search runs off the GUI thread: the table goes on drawing
        // while a Strong player thinks. The longest gap between frames is
        // printed as a measurement, not asserted.
        function test_the_table_keeps_drawing_while_the_computers_think() {
            App.settings.animationSpeed = AppSettings.Normal
            const page = createTemporaryObject(tableComponent, stage)
            const strong = record(matchHands, [a(0, "pass")])
            strong.seats = ["human", "strong", "strong"]
            verify(page.table.loadRecord(JSON.stringify(strong)), "record loads")
            tryVerify(() => page.table.thinkingSeat === 1, 10000, "Ueli thinks of his contract")
            const win = stage.Window.window
            const frames = []
            const onFrame = () => frames.push(Date.now())
            win.frameSwapped.connect(onFrame)
            tryVerify(() => page.table.thinkingSeat !== 1, 20000, "Ueli has decided")
            win.frameSwapped.disconnect(onFrame)
            let longest = 0
            for (let i = 1; i < frames.length; ++i)
                longest = Math.max(longest, frames[i] - frames[i - 1])
            console.log("frames while Strong thought: " + frames.length + ", longest gap " + longest + " ms")
            verify(frames.length >= 5, "the table kept drawing while the computer thought")
        }

        function test_start_dialog_offers_the_ways_to_play() {
            const starter = createTemporaryObject(starterComponent, stage)
            starter.openDialog()
            const dialog = child(starter, "startDialog")
            tryCompare(dialog, "opened", true)
            compare(findChild(dialog.contentItem, "option_players").label, "Players")
            compare(findChild(dialog.contentItem, "option_buur-exception").label, "The Buur need never be played to a trump lead")
            App.chooseLanguage("ja")
            verify(findChild(dialog.contentItem, "option_players").label !== "Players", "worded in Japanese")
            App.chooseLanguage("en")
            startSpy.target = starter
            startSpy.clear()
            dialog.setOption("players", "four-partners")
            tryCompare(child(dialog.contentItem, "seatLevel_2"), "visible", true)
            click(dialog.contentItem, "startButton")
            compare(startSpy.count, 1)
            const setup = startSpy.signalArguments[0][0]
            compare(setup.seatKinds.length, 4)
            compare(setup.options.players, "four-partners")
        }
        function test_keyboard_only() {
            // The contract and any Slalom or Joker choice by Tab and Enter,
            // the cards by Right and Enter, the summary by Enter.
            const page = openTable(matchHands, [])
            compare(page.table.toMove, 0)
            compare(child(page, "action_roses").Accessible.description, "±1 mark")
            keyboardDeal(page, ["slalom", "start:obenabe"])
            verify(page.table.scoreSheet.length === 1, "the deal is booked")
            // The board reads row by row.
            const slalom = child(page, "boardRow_slalom").Accessible.name
            verify(/^Slalom ±\d+, You: \d+, marks: \d+/.test(slalom), slalom)

            // The new-game dialog: Tab to a level, Space chooses, Tab to Start.
            const starter = createTemporaryObject(starterComponent, stage)
            startSpy.target = starter
            startSpy.clear()
            const play = child(starter, "playButton")
            play.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            const dialog = child(starter, "startDialog")
            tryCompare(dialog, "opened", true)
            // A Dialog: a screen reader names it by its title.
            compare(dialog.title, "New game of Coiffeur")
            const strongest = dialog.kinds[dialog.kinds.length - 1]
            tabTo(dialog.contentItem, child(dialog.contentItem, "choice_" + strongest), "the strongest level")
            keyClick(Qt.Key_Space)
            compare(dialog.level, strongest)
            tabTo(dialog.contentItem, child(dialog.contentItem, "startButton"), "Start")
            keyClick(Qt.Key_Return)
            compare(startSpy.count, 1)
            compare(startSpy.signalArguments[0][0].seatKinds[1], strongest)
        }
    }
}
