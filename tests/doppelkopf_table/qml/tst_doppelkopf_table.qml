import QtQuick
import QtTest
import Kartenrunde.Core
import Kartenrunde.Doppelkopf

// Whole Doppelkopf deals played through the table as a player would:
// bid buttons, the poverty exchange, an announcement, clicks and the
// keyboard, the hint, the summary and the score sheet. Exact hands come from
// records, whose actions also fix the computer players' bids; the fast rule
// player (heuristic) decides the rest, so every check holds whatever it plays.
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        DoppelkopfTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "none" })
        }
    }

    Component {
        id: statusComponent
        DealStatus {
            width: 400
            seatName: function(seat) { return ["You", "Anna", "Bernd", "Clara"][seat] }
        }
    }

    Component {
        id: starterComponent
        DoppelkopfStarter { width: 400 }
    }

    SignalSpy {
        id: startSpy
        signalName: "startRequested"
    }
    SignalSpy {
        id: rulesSpy
        signalName: "rulesRequested"
    }

    TestCase {
        id: testCase
        name: "DoppelkopfTable"
        when: windowShown

        // Seat 0 (the human) deals; seat 1 (Anna) bids first and leads.
        readonly property var marriageHands: [
            ["CQ", "CQ", "HT", "DA", "DK", "D9", "CA", "CT", "SA", "SK", "HA", "H9"],
            ["HT", "SQ", "HQ", "CJ", "HJ", "DA", "D9", "CA", "C9", "SA", "S9", "HK"],
            ["SQ", "HQ", "DQ", "SJ", "DJ", "DT", "DK", "CT", "CK", "ST", "SK", "HA"],
            ["DQ", "CJ", "SJ", "HJ", "DJ", "DT", "CK", "C9", "ST", "S9", "HK", "H9"]]
        // Anna (seat 1) holds three trumps and declares poverty.
        readonly property var povertyHands: [
            ["HT", "HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "DA", "CK", "C9", "S9"],
            ["D9", "D9", "DK", "CA", "CA", "CT", "SA", "SA", "ST", "HA", "HA", "HK"],
            ["CQ", "SQ", "HQ", "DQ", "CJ", "HJ", "DJ", "DT", "CT", "SK", "S9", "HK"],
            ["SJ", "HJ", "DJ", "DA", "DT", "DK", "CK", "C9", "ST", "SK", "H9", "H9"]]

        function record(hands, actions, options) {
            return { format: "kartenrunde-record", version: 1, game: "doppelkopf", options: options || {}, seed: "5",
                     seats: ["human", "heuristic", "heuristic", "heuristic"],
                     deals: [{ hands: hands, actions: actions }] }
        }
        function a(seat, action) { return { seat: seat, action: action } }
        function healthyOthers() { return [a(1, "healthy"), a(2, "healthy"), a(3, "healthy")] }

        function openTable(hands, actions, options) {
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(record(hands, actions, options))), "record loads")
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
        function humanToMove(page) {
            return page.table.toMove === page.table.humanSeat && !page.table.dealOver
        }
        function waitForHuman(page) {
            tryVerify(() => humanToMove(page) || page.table.dealOver, 10000, "the human's turn or the end")
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
            App.chooseLanguage("en")
        }

        // The cards are dealt on the table; the computer players wait for it.
        function test_dealing_holds_the_computers_until_the_cards_are_out() {
            App.settings.animationSpeed = AppSettings.Normal
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(record(marriageHands, []))), "record loads")
            const dealing = child(page, "dealing")
            verify(dealing.running, "the cards are being dealt")
            verify(page.table.paused, "the computer players wait")
            compare(page.table.toMove, 1)
            compare(page.table.thinkingSeat, -1)
            tryVerify(() => !dealing.running, 5000, "the dealing ends")
            verify(!page.table.paused, "the computer players go on")
            tryVerify(() => page.table.toMove !== 1, 5000, "Anna has bid")
        }

        // The search runs off the GUI thread: the table goes on drawing (the
        // thinking indicator) while a Strong player thinks. The longest gap
        // between frames is printed as a measurement, not asserted.
        function test_the_table_keeps_drawing_while_the_computers_think() {
            App.settings.animationSpeed = AppSettings.Normal
            const page = createTemporaryObject(tableComponent, stage)
            const strong = record(marriageHands, healthyOthers())
            strong.seats = ["human", "strong", "strong", "strong"]
            verify(page.table.loadRecord(JSON.stringify(strong)), "record loads")
            verify(page.table.act("healthy"), "the human bids")
            tryVerify(() => page.table.thinkingSeat === 1 && page.table.phase === "play", 5000, "Anna thinks of her lead")
            const win = stage.Window.window
            const frames = []
            const onFrame = () => frames.push(Date.now())
            win.frameSwapped.connect(onFrame)
            tryVerify(() => page.table.thinkingSeat !== 1, 10000, "Anna has decided")
            win.frameSwapped.disconnect(onFrame)
            let longest = 0
            for (let i = 1; i < frames.length; ++i)
                longest = Math.max(longest, frames[i] - frames[i - 1])
            console.log("frames while Strong thought: " + frames.length + ", longest gap " + longest + " ms")
            verify(frames.length >= 10, "the table kept drawing while the computer thought")
        }

        // After the last deal of the round: the totals and the chart of the round.
        function test_round_end_shows_totals_and_chart() {
            const oneDeal = record(marriageHands, healthyOthers().concat([a(0, "healthy")]))
            oneDeal.options = { deals: 1 }
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(oneDeal)), "record loads")
            playOut(page)
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            verify(!child(page, "roundChart").visible, "no chart before the last deal is booked")
            click(page, "summaryContinue")
            verify(page.table.matchOver, "the round is over")
            tryVerify(() => child(page, "roundChart").visible, 5000, "the chart of the round is shown")
            compare(child(page, "summaryContinue").text, "New round")
            verify(!child(page, "revealedHands").visible, "the round's end shows totals, not hands")
            compare(child(page, "dealSummary").scores.length, 4)
            // The title names every player with the best total.
            const totals = page.table.totals
            const best = Math.max(...totals)
            const first = [0, 1, 2, 3].filter(p => totals[p] === best)
            const names = ["You", "Anna", "Bernd", "Clara"]
            compare(child(page, "summaryTitle").text,
                    first.length > 1 ? "First place shared: " + first.map(p => names[p]).join(", ") + "."
                    : first[0] === 0 ? "You win the round!" : names[first[0]] + " wins the round.")
        }

        // DK-18: under marriage-finds the marriage's words name the tricks that count.
        function test_marriage_names_the_tricks_that_find_the_partner() {
            const page = openTable(marriageHands, healthyOthers().concat([a(0, "reservation")]),
                                   { "marriage-finds": "trump-trick" })
            compare(child(child(page, "action_marriage"), "actionDetail").text,
                    "the first trump trick won by another finds your partner")
            click(page, "action_marriage")
            verify(child(page, "dealStatus").lines.indexOf(
                       "Your marriage: the first trick won by another finds your partner (3 tricks left). "
                       + "Only a trick led with a trump counts.") >= 0)
        }

        function test_announcements_one_rule_made_read_as_one() {
            // DK-16: the duel's winner holds Re, no 90 and no 60 by the rules;
            // what players say themselves stays one by one.
            const status = createTemporaryObject(statusComponent, stage, { view: { phase: "play", announcements: [
                { seat: 2, id: "re", party: 0, automatic: true, madeBy: "bidding-up" },
                { seat: 2, id: "no-90", party: 0, automatic: true, madeBy: "bidding-up" },
                { seat: 2, id: "no-60", party: 0, automatic: true, madeBy: "bidding-up" },
                { seat: 1, id: "kontra", party: 1, automatic: false, madeBy: "" },
                { seat: 1, id: "no-90", party: 1, automatic: false, madeBy: "" }] } })
            const line = "Announced: Re, No 90, No 60 (Bernd, won in the bidding duel), Kontra (Anna), No 90 (Anna)"
            verify(status.lines.indexOf(line) >= 0, status.lines.join(" | "))
        }

        function test_marriage_announcement_and_summary() {
            const page = openTable(marriageHands, healthyOthers())
            compare(child(page, "statusText").text, "Your bid: healthy, or a reservation for a special game?")
            compare(child(page, "statusLine_0").text, "Anna: Healthy")
            compare(page.table.hand.slice(0, 3), ["HT", "CQ", "CQ"])
            compare(child(child(page, "action_reservation"), "actionDetail").text, "a solo, marriage or poverty")

            // The words follow the language at once.
            App.chooseLanguage("de")
            compare(child(page, "action_reservation").text, "Vorbehalt")
            compare(child(page, "action_healthy").text, "Gesund")
            App.chooseLanguage("en")

            click(page, "action_reservation")
            compare(page.table.phase, "declaration")
            compare(child(page, "statusText").text, "Name your game.")
            click(page, "action_marriage")
            compare(page.table.phase, "play")
            compare(child(page, "gameLine").text, "Marriage: You")
            verify(child(page, "dealStatus").lines.indexOf(
                       "Your marriage: the first trick won by another finds your partner (3 tricks left).") >= 0)

            // Re before the 2nd own card (the open marriage may move it later).
            waitForHuman(page)
            const re = child(page, "action_announce:re")
            compare(re.text, "Re")
            compare(child(re, "actionDetail").text, "until you play your 2nd card")
            click(page, "action_announce:re")
            compare(page.table.extras.levels[0], 1)
            compare(child(page, "seat_1").speech, "")
            verify(child(page, "dealStatus").lines.indexOf("Announced: Re (You)") >= 0)

            playOut(page)
            const summary = child(page, "dealSummary")
            tryCompare(summary, "shown", true, 5000)
            verify(/^(Re wins|Kontra wins): you (win|lose) with Re$|^Nobody wins$/.test(child(page, "summaryTitle").text),
                   child(page, "summaryTitle").text)
            verify(summary.lines.some(l => l.indexOf("Re announced") >= 0), "Re's announcement is scored")
            verify(child(page, "revealedHands").visible, "the hands are shown")
            compare(page.table.extras.revealed[0].length, 12)
            compare(child(page, "summaryContinue").text, "Next deal")

            click(page, "summaryContinue")
            tryCompare(page.table, "dealNumber", 2)
            keyClick(Qt.Key_S)
            tryCompare(child(page, "scoreRows"), "count", 1)
            compare(child(child(page, "scoreRows"), "rowLabel").text, "Deal 1")
            verify(child(page, "scoreChart").visible, "the chart shows the round so far")
        }

        function test_poverty_exchange() {
            // Anna declares poverty and lays down her three trumps; Bernd
            // and Clara decline; the human is asked last.
            const page = openTable(povertyHands, [a(1, "reservation"), a(2, "healthy"), a(3, "healthy"), a(0, "healthy"),
                                                 a(1, "poverty"), a(1, "give:D9"), a(1, "give:D9"), a(1, "give:DK"),
                                                 a(2, "decline"), a(3, "decline")])
            compare(page.table.phase, "poverty-offer")
            compare(child(page, "statusText").text, "Anna offers a poverty with 3 passed cards. Take it or decline?")
            verify(child(page, "dealStatus").lines.indexOf("Poverty of Anna: 3 of 3 cards laid down.") >= 0)
            click(page, "action_accept")
            compare(page.table.phase, "poverty-return")
            compare(page.table.hand.length, 15)
            compare(child(page, "statusText").text, "You took the poverty: choose 3 cards to return (0 of 3 returned).")

            // Three cards back, chosen by click and keyboard.
            const first = page.table.hand[page.table.hand.length - 1]
            // Fifteen cards overlap by more than half: a player clicks the
            // strip a fanned card shows.
            const card = child(page, "handCard_" + first)
            waitForItemPolished(card.parent)
            mouseClick(card, 8, card.height / 2)
            compare(page.table.hand.length, 14)
            playByKeyboard(page)
            playByKeyboard(page)
            compare(page.table.hand.length, 12)
            tryVerify(() => page.table.phase === "play", 5000, "the play begins")
            compare(child(page, "gameLine").text, "Poverty: Anna")
            verify(child(page, "dealStatus").lines.some(l => /^You took the poverty of Anna; \d trumps came back\.$/.test(l)),
                   "the exchange is summed up")
            playOut(page)
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
        }

        // DK-15: Anna's misère ouvert hand lies face up at her seat from the
        // end of trick 1, and the summary says how the misère ended.
        function test_misere_ouvert_hand_lies_open() {
            const page = createTemporaryObject(tableComponent, stage)
            const actions = [a(1, "reservation"), a(2, "healthy"), a(3, "healthy"), a(0, "healthy"),
                             a(1, "solo:misere-ouvert"), a(1, "D9"), a(2, "DQ"), a(3, "DQ")]
            verify(page.table.loadRecord(JSON.stringify(record(marriageHands, actions, { "misere-ouvert": true }))),
                   "record loads")
            waitForRendering(page)
            const anna = child(page, "seat_1")
            compare(anna.openCards.length, 0)
            verify(findChild(anna, "openCard") === null, "no card face up before trick 1 is complete")
            waitForHuman(page)
            page.table.act("HT")
            tryVerify(() => anna.openCards.length === 11, 5000, "Anna's hand lies open")
            compare(anna.openCards[0], "HT")
            verify(findChild(anna, "openCard") !== null, "her cards are drawn face up")
            const status = child(page, "dealStatus")
            verify(status.lines.indexOf("Misère ouvert: the hand of Anna lies open.") >= 0, status.lines.join(" | "))
            playOut(page)
            const summary = child(page, "dealSummary")
            tryVerify(() => summary.lines.some(l => l.indexOf("Anna took") === 0), 5000, "the summary says how the misère ended")
        }

        function test_play_the_deal_again_with_another_seats_cards() {
            const page = openTable(marriageHands, healthyOthers().concat([a(0, "healthy")]))
            playOut(page)
            const summary = child(page, "dealSummary")
            tryCompare(summary, "shown", true, 5000)
            compare(child(summary, "dealSeed").text, "Deal seed: " + page.table.dealSeed)
            compare(child(summary, "playAgain_0").text, "Same cards")
            compare(child(summary, "playAgain_2").text, "Bernd's cards")
            click(summary, "playAgain_2")
            // The same deal, not booked: Bernd's cards in the human's hand.
            verify(!page.table.dealOver, "dealt again")
            compare(page.table.dealNumber, 1)
            compare(page.table.dealPlayedAgain, 1)
            compare(child(page, "againText").text, "↻ try 2")
            compare(page.table.scoreSheet.length, 0)
            compare(page.table.hand.slice().sort(), marriageHands[2].slice().sort())
            const saved = JSON.parse(page.table.recordJson())
            compare(saved.deals.length, 1)
            compare(saved.deals[0].earlier.length, 1)
            tryCompare(summary, "shown", false)
        }

        // Ctrl+Z and the button take back the human's last decision and
        // what the computer players did after it (issue #32).
        function test_take_back_by_keys_and_button() {
            const page = openTable(marriageHands, healthyOthers().concat([a(0, "healthy")]))
            waitForHuman(page)
            const button = child(page, "takeBackButton")
            verify(button.enabled, "the bid can be taken back")
            playByKeyboard(page)
            waitForHuman(page)
            compare(page.table.hand.length, 11)
            keySequence(StandardKey.Undo)
            compare(page.table.hand.length, 12)
            verify(humanToMove(page), "the human decides again")
            compare(page.table.dealTakeBacks, 1)
            compare(JSON.parse(page.table.recordJson()).deals[0]["take-backs"], 1)
            // The button takes back the bid, the first decision of the deal.
            mouseClick(button)
            compare(page.table.phase, "reservation")
            verify(humanToMove(page), "the human bids again")
            compare(page.table.dealTakeBacks, 2)
            verify(!button.enabled, "nothing left to take back")
            pressByKeyboard(page, "healthy")
            waitForHuman(page)
            verify(button.enabled, "the new bid can be taken back")
        }

        function test_hint_and_reason_with_rules_link() {
            // Anna leads ♣A: the human must follow clubs.
            const page = openTable(marriageHands, healthyOthers().concat([a(0, "healthy"), a(1, "CA")]))
            waitForHuman(page)
            rulesSpy.target = page
            rulesSpy.clear()
            click(page, "handCard_HT")
            compare(page.table.hand.length, 12)
            const note = child(page, "reasonNote")
            tryVerify(() => note.text.indexOf("You must follow suit: you hold ") === 0, 3000, note.text)
            const link = child(note, "reasonLink")
            compare(link.text, "Rules: following suit →")
            mouseClick(link)
            compare(rulesSpy.count, 1)
            compare(rulesSpy.signalArguments[0][0], "doppelkopf")
            compare(rulesSpy.signalArguments[0][1], "following-suit")

            // H asks the analyst (a short search for the test).
            const hint = child(page, "hint")
            hint.budgetMs = 200
            page.forceActiveFocus()
            keyClick(Qt.Key_H)
            tryVerify(() => hint.action.length > 0, 20000, "the analyst answers")
            verify(page.table.isLegal(hint.action), "the hint is a legal action")
            verify(child(page, "hintAction").text.indexOf("Analyst: ") === 0)
            verify(child(page, "hintReason").text.length > 0)
            // Playing a card makes the hint stale.
            playByKeyboard(page)
            compare(hint.action, "")
        }

        function test_settings_offer_every_house_rule() {
            const starter = createTemporaryObject(starterComponent, stage)
            starter.openDialog()
            const dialog = child(starter, "startDialog")
            tryCompare(dialog, "opened", true)
            const specs = dialog.optionSpecs
            verify(specs.length >= 18, "every option of the engine")
            for (let i = 0; i < specs.length; ++i) {
                const row = findChild(dialog.contentItem, "option_" + specs[i].id)
                verify(row !== null, specs[i].id)
                verify(row.label !== specs[i].id, "worded: " + specs[i].id)
            }
            // Headed groups: a heading over the first option of each.
            compare(child(dialog.contentItem, "optionGroup_players").text, "Players and round")
            verify(!child(dialog.contentItem, "optionGroup_deals").visible, "one heading per group")
            compare(child(dialog.contentItem, "optionGroup_top-trump").text, "Cards and trumps")
            compare(child(dialog.contentItem, "optionGroup_marriage-finds").text, "")
            const headings = dialog.optionRows.filter(r => r.heading !== "").map(r => r.heading)
            compare(headings, ["table", "cards", "games", "announcements", "scoring", "bock"])
            App.chooseLanguage("de")
            compare(findChild(dialog.contentItem, "option_second-dulle").label, "Die zweite ♥10 sticht die erste")
            compare(child(dialog.contentItem, "optionGroup_top-trump").text, "Karten und Trümpfe")
            App.chooseLanguage("ja")
            compare(findChild(dialog.contentItem, "option_poverty").label, "アルムートを認める")
            App.chooseLanguage("en")
            // Five players: four computer players, the dealer sits out.
            startSpy.target = starter
            startSpy.clear()
            dialog.setOption("players", 5)
            // A level for each computer player: Anna a beginner, Bernd standard,
            // the others as chosen for all.
            tryCompare(child(dialog.contentItem, "seatLevel_3"), "visible", true)
            child(child(dialog.contentItem, "seatLevel_0"), "choice_beginner").clicked()
            const standard = child(child(dialog.contentItem, "seatLevel_1"), "choice_standard")
            waitForRendering(standard)
            mouseClick(standard)
            click(dialog.contentItem, "startButton")
            compare(startSpy.count, 1)
            const seats = startSpy.signalArguments[0][0].seatKinds
            compare(seats.length, 5)
            compare(seats[1], "beginner")
            compare(seats[2], "standard")
            compare(seats[4], dialog.level)
        }

        // DK-20, DK-21: every option says in a line what it does; an option
        // that needs another is greyed out with the reason while that one is
        // off, and of two that exclude each other only one can be set.
        function test_settings_explain_and_grey_out_options() {
            const starter = createTemporaryObject(starterComponent, stage)
            starter.openDialog()
            const dialog = child(starter, "startDialog")
            tryCompare(dialog, "opened", true)
            const specs = dialog.optionSpecs
            for (let i = 0; i < specs.length; ++i) {
                const row = findChild(dialog.contentItem, "option_" + specs[i].id)
                verify(row.hint.length > 0, "explained: " + specs[i].id)
            }
            const bock120 = findChild(dialog.contentItem, "option_bock-120")
            verify(!bock120.enabled, "Bock triggers need Bock")
            compare(bock120.blockedBecause, "Only with “Bock deals (count double)”")
            compare(child(bock120, "optionHint").text, bock120.blockedBecause)
            dialog.setOption("bock", true)
            tryCompare(bock120, "enabled", true)
            compare(child(bock120, "optionHint").text, bock120.hint)

            const anywhere = findChild(dialog.contentItem, "option_karlchen-caught-anywhere")
            const noPenalty = findChild(dialog.contentItem, "option_no-karlchen-penalty")
            verify(anywhere.enabled && noPenalty.enabled)
            dialog.setOption("karlchen-caught-anywhere", true)
            tryCompare(noPenalty, "enabled", false)
            verify(anywhere.enabled, "the option set first stays offered")
            compare(noPenalty.blockedBecause, "Not together with “Karlchen caught in any trick”")
            App.chooseLanguage("de")
            compare(noPenalty.blockedBecause, "Nicht zusammen mit „Karlchen in jedem Stich fangen“")
            App.chooseLanguage("en")
            dialog.setOption("karlchen-caught-anywhere", false)
            tryCompare(noPenalty, "enabled", true)

            // DK-17: the Joker takes a ♦9's place, so without nines waits while
            // it is chosen; the Dulle options stay, the Joker keeps the Dulle.
            const nines = findChild(dialog.contentItem, "option_without-nines")
            dialog.setOption("top-trump", "joker")
            tryCompare(nines, "enabled", false)
            compare(nines.blockedBecause, "Not together with “Highest trump”")
            verify(findChild(dialog.contentItem, "option_second-dulle").enabled)
            dialog.setOption("top-trump", "heart-king")
            tryCompare(nines, "enabled", true)
            verify(!findChild(dialog.contentItem, "option_second-dulle").enabled)
            dialog.setOption("top-trump", "dulle")

            // Presets: the rule document is every default; the DDV's has no
            // poverty and a compulsory solo; any change makes the set custom.
            const presets = child(dialog.contentItem, "presetChoice")
            verify(presets.visible)
            compare(dialog.preset, "")  // Bock on above: custom
            child(presets, "choice_rule-document").clicked()
            compare(dialog.preset, "rule-document")
            compare(dialog.options.bock, false)
            child(presets, "choice_ddv-tournament").clicked()
            compare(dialog.preset, "ddv-tournament")
            compare(dialog.options.poverty, false)
            compare(dialog.options["compulsory-solo"], true)
            dialog.setOption("dulle-captured", true)
            compare(dialog.preset, "")
            compare(child(presets, "choice_").text, "Custom")
        }

        function test_trick_history_explains_the_winner() {
            const page = openTable(marriageHands, healthyOthers().concat([a(0, "healthy"), a(1, "CA"), a(2, "CT"), a(3, "CK"),
                                                                           a(0, "CT")]))
            compare(child(page, "trickTitle").text, "Trick 1")
            compare(child(page, "trickWinner").text, "Anna won it: 35 points")
            compare(child(page, "trickWhy").text, "♣A is the highest card of the suit led; nobody trumped.")
            App.chooseLanguage("de")
            compare(child(page, "trickWhy").text, "♣A ist die höchste Karte der ausgespielten Farbe; niemand hat gestochen.")
            App.chooseLanguage("en")
            verify(child(page, "dealStatus").lines.indexOf("Anna: 35 card points, tricks: 1") < 0)
            click(page, "pointsToggle")
            verify(App.settings.showCardPoints, "the choice is kept as a setting")
            verify(child(page, "dealStatus").lines.indexOf("Anna: 35 card points, tricks: 1") >= 0)

            // A card dragged onto the middle of the table is played.
            waitForHuman(page)
            const hand = child(page, "hand")
            const code = hand.playable[0]
            const card = child(page, "handCard_" + code)
            const trick = child(page, "trickArea")
            const from = card.mapToItem(hand, card.width / 2, card.height / 2)
            const to = trick.mapToItem(hand, trick.width / 2, trick.height / 2)
            const before = page.table.hand.length
            mouseDrag(hand, from.x, from.y, to.x - from.x, to.y - from.y)
            compare(page.table.hand.length, before - 1)

            // The round so far can be exported as a record from the table.
            click(page, "exportButton")
            const saved = child(page, "exportedText")
            verify(saved.visible, "the export is confirmed")
            verify(/^Saved as .*kartenrunde-doppelkopf-[0-9-]+\.json$/.test(saved.text), saved.text)
        }
        function test_keyboard_only() {
            // Bids by Tab and Enter, cards by Right and Enter, the summary by
            // Enter; the seats, the trick and the score sheet read out.
            const hands = [marriageHands[3], marriageHands[1], marriageHands[2], marriageHands[0]]
            const page = openTable(hands, [])
            tryVerify(() => humanToMove(page), 5000, "the human bids")
            compare(child(page, "handCard_DQ").Accessible.name, "queen of diamonds")
            const anna = child(page, "seat_1").Accessible.name
            verify(anna.indexOf("Anna, Intermediate, 12 cards") === 0, anna)
            keyboardDeal(page, ["healthy"])
            keyClick(Qt.Key_S)
            const rows = child(page, "scoreRows")
            tryVerify(() => rows.activeFocus, 5000, "the rows have the keyboard")
            verify(child(rows, "rowFocusRing").visible, "the row shows its focus ring")
            verify(rows.currentItem.Accessible.name.indexOf("Deal 1, ") === 0, rows.currentItem.Accessible.name)
            keyClick(Qt.Key_Escape)
            verify(child(page, "hand").activeFocus, "the hand has the keyboard again")
        }
    }
}
