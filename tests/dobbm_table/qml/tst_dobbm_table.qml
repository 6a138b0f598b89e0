import QtQuick
import QtTest
import Kartenrunde.Core
import Kartenrunde.Cards
import Kartenrunde.Dobbm

// Whole Dobbm deals played through the table as a player would: the bid
// buttons, the discard chosen with the hand (a Sau refused with its reason
// and a link to the rules), doubling and redoubling, a Solo, the settlement
// in the summary, the score sheet, five players with the Stockerl, the end
// of a session and resuming after a restart. Exact hands come from records,
// whose actions also fix the computer players' choices where a check needs
// them; the fast rule player (heuristic) decides the rest, so every check
// holds whatever it plays.
Item {
    id: stage
    width: 1280
    height: 800

    Component {
        id: tableComponent
        DobbmTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "none" })
        }
    }
    Component {
        id: resumedComponent
        DobbmTablePage {
            width: stage.width
            height: stage.height
            setup: ({ mode: "resume" })
        }
    }
    Component {
        id: starterComponent
        DobbmStarter { width: 400 }
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
        name: "DobbmTable"
        when: windowShown

        // The human (seat 0) deals, so Vroni (seat 1) bids first. The human
        // holds three Sau (HA, AA, LA); the Dobb is four bells.
        readonly property var hands: [
            ["HA", "HT", "HK", "HO", "AA", "AT", "LA", "B6"],
            ["HU", "H9", "H8", "AK", "AO", "AU", "LT", "LK"],
            ["H7", "H6", "A9", "A8", "LO", "LU", "L9", "BT"],
            ["A7", "A6", "L8", "L7", "L6", "BA", "BK", "BO"]]
        readonly property var dobb: ["BU", "B9", "B8", "B7"]

        function record(actions, options, players) {
            const seats = ["human", "heuristic", "heuristic", "heuristic", "heuristic"].slice(0, players || 4)
            return { format: "kartenrunde-record", version: 1, game: "dobbm", options: options || {}, seed: "5",
                     seats: seats, deals: [{ hands: hands, rest: dobb, actions: actions }] }
        }
        function a(seat, action) { return { seat: seat, action: action } }
        function othersPass() { return [a(1, "pass"), a(2, "pass"), a(3, "pass")] }

        function openTable(actions, options, players) {
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(record(actions, options, players))), "record loads")
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
            return page.table.toMove === page.table.humanSeat && page.table.humanSeat >= 0 && !page.table.dealOver
        }
        function waitForHuman(page) {
            tryVerify(() => humanToMove(page) || page.table.dealOver, 10000, "the human's turn or the end")
        }
        // Plays (or lays away) the first card the hand lifts, by keyboard.
        function playByKeyboard(page) {
            const hand = child(page, "hand")
            hand.forceActiveFocus()
            const before = page.table.hand.length
            keyClick(Qt.Key_Right)
            verify(hand.chosen.length > 0, "a card is chosen")
            keyClick(Qt.Key_Return)
            compare(page.table.hand.length, before - 1)
        }
        // The human passes in the bidding and the doubling and plays cards.
        function playOut(page) {
            for (let i = 0; i < 30 && !page.table.dealOver; ++i) {
                waitForHuman(page)
                if (page.table.dealOver)
                    break
                if (page.table.phase === "bidding" || page.table.phase === "doubling")
                    click(page, "action_pass")
                else
                    playByKeyboard(page)
            }
            verify(page.table.dealOver, "the deal is over")
        }
        function lines(page) { return child(page, "dealPanel").lines }

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
            App.settings.dobbmFrench = false
            App.chooseLanguage("en")
        }

        function test_bid_the_discard_with_a_sau_refused_and_the_settlement() {
            const page = openTable(othersPass())
            compare(child(page, "statusText").text, "Your bid: pass, Dobbm or Solo?")
            verify(lines(page).indexOf("Vroni: Pass") >= 0, "the bids so far")
            verify(lines(page).indexOf("The Dobb lies face down in the middle.") >= 0)
            compare(child(page, "seat_1").speech, "Pass")
            compare(page.table.hand, ["HA", "HT", "HK", "HO", "AA", "AT", "LA", "B6"])
            verify(child(page, "dobbPile").visible, "the Dobb lies in the middle")
            for (const bid of ["pass", "dobbm", "solo"])
                verify(child(page, "action_" + bid).enabled, bid + " is legal")
            compare(child(child(page, "action_dobbm"), "actionDetail").text, "take the Dobb, lay away four")
            App.chooseLanguage("de")
            compare(child(page, "action_pass").text, "Weiter")
            App.chooseLanguage("en")

            click(page, "action_dobbm")
            compare(page.table.phase, "discard")
            compare(page.table.hand.length, 12)
            compare(child(page, "contractLine").text, "Dobbm: you play alone")
            compare(child(page, "statusText").text, "Lay away four cards: click the lifted ones (0 of 4 laid away).")
            click(page, "handCard_AA")
            click(page, "handCard_LA")
            compare(page.table.hand.length, 10)
            verify(lines(page).indexOf("Your discard (2 of 4): Acorn Sau, Leaf Sau") >= 0, lines(page).join(" | "))
            compare(child(page, "discardPile").faces, ["AA", "LA"])

            // A third Sau is refused, with the reason and the way to the rules.
            rulesSpy.target = page
            rulesSpy.clear()
            click(page, "handCard_HA")
            compare(page.table.hand.length, 10)
            const note = child(page, "reasonNote")
            tryCompare(note, "text", "At most two Sau may be laid away; you laid away Acorn Sau, Leaf Sau.")
            const link = child(note, "reasonLink")
            compare(link.text, "Rules: the Dobb and the discard →")
            mouseClick(link)
            compare(rulesSpy.count, 1)
            compare(rulesSpy.signalArguments[0][0], "dobbm")
            compare(rulesSpy.signalArguments[0][1], "dobb")
            // Two Sau need two other hearts: a plain card is refused too.
            click(page, "handCard_AT")
            tryVerify(() => note.text.indexOf("Every Sau laid away needs a heart that is not a Sau laid away with it; these Sau and hearts count: ") === 0,
                      3000, note.text)
            compare(child(page, "hand").playable, ["HT", "HO", "HK"])
            click(page, "handCard_HT")
            click(page, "handCard_HK")
            compare(page.table.hand.length, 8)
            tryVerify(() => page.table.phase !== "discard", 5000, "the discard is done")

            playOut(page)
            const summary = child(page, "dealSummary")
            tryCompare(summary, "shown", true, 5000)
            verify(/^You (win|lose) your Dobbm with \d+ card points$|^Your Dobbm: exactly 60, nobody pays$/.test(child(page, "summaryTitle").text),
                   child(page, "summaryTitle").text)
            verify(/^Card points: \d+ in tricks \+ 36 in the discard = \d+$/.test(summary.lines[0]), summary.lines[0])
            verify(summary.lines.some(l => l.indexOf("Difference from 60: ") === 0 || l === "Exactly 60: nobody pays."), "the difference")
            verify(summary.lines.some(l => /^(Each other player pays the declarer \d+\.|The declarer pays each other player \d+\.|Nobody pays\.)$/.test(l)),
                   "the payment")
            compare(summary.scores.length, 4)
            verify(child(page, "revealedHands").visible, "the hands are shown")
            compare(child(page, "revealedName_4").text, "The discard (36 points)")
            compare(child(page, "summaryContinue").text, "Next deal")

            // The score sheet: the deal's payments, a zero-sum balance.
            click(page, "summaryContinue")
            tryCompare(page.table, "dealNumber", 2)
            keyClick(Qt.Key_S)
            tryCompare(child(page, "scoreRows"), "count", 1)
            compare(child(child(page, "scoreRows"), "rowLabel").text, "Deal 1")
            compare(page.table.totals.reduce((s, t) => s + t, 0), 0)
            verify(child(page, "scoreChart").visible, "the chart shows the session so far")
        }

        function test_the_declarer_redoubles_after_a_double() {
            const page = openTable(othersPass().concat([a(0, "dobbm"), a(0, "AA"), a(0, "LA"), a(0, "HT"), a(0, "HK"),
                                                        a(1, "double")]))
            compare(page.table.phase, "doubling")
            compare(child(page, "statusText").text, "You are doubled (stake ×2). Redouble?")
            compare(child(page, "seat_1").speech, "Double")
            verify(lines(page).indexOf("Stake ×2: doubled by Vroni") >= 0, lines(page).join(" | "))
            compare(child(page, "action_pass").text, "No redouble")
            compare(child(child(page, "action_redouble"), "actionDetail").text, "stake ×4")
            click(page, "action_redouble")
            compare(page.table.extras.doubling.multiplier, 4)
            compare(child(page, "stakeText").text, "Dobbm · stake ×4")
            playOut(page)
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            const summary = child(page, "dealSummary")
            verify(summary.lines.some(l => l.indexOf("Doubled by Vroni ×2: ") === 0), summary.lines.join(" | "))
            verify(summary.lines.some(l => l.indexOf("You redoubled ×2: ") === 0), summary.lines.join(" | "))
        }

        function test_a_solo_and_the_human_doubles_it() {
            // Sepp plays a Solo; Moidl does not double; the human may.
            const page = openTable([a(1, "pass"), a(2, "solo"), a(3, "pass")])
            compare(page.table.phase, "doubling")
            compare(child(page, "contractLine").text, "Solo: Sepp plays alone")
            verify(lines(page).indexOf("The Dobb stays face down and counts for Sepp.") >= 0, lines(page).join(" | "))
            compare(child(page, "statusText").text, "Double the stake (now ×2)?")
            compare(child(page, "action_pass").text, "No double")
            compare(child(child(page, "action_double"), "actionDetail").text, "stake ×4")
            compare(child(page, "dobbPile").label, "The Dobb: Sepp's")
            click(page, "action_double")
            verify(page.table.extras.doubling.multiplier >= 4, "doubled")
            playOut(page)
            const summary = child(page, "dealSummary")
            tryCompare(summary, "shown", true, 5000)
            verify(/^Card points: \d+ in tricks \+ 2 in the Dobb = \d+$/.test(summary.lines[0]), summary.lines[0])
            verify(summary.lines.some(l => l.indexOf("Solo ×2: ") === 0), summary.lines.join(" | "))
            verify(summary.lines.some(l => l.indexOf("You doubled ×2: ") === 0), summary.lines.join(" | "))
            compare(child(page, "revealedName_4").text, "The Dobb (2 points)")
        }

        function test_five_players_the_human_sits_out_and_all_pass_for_the_stockerl() {
            // The human deals the first deal and sits out: no hand, only watching.
            const watched = openTable([], { players: 5 }, 5)
            verify(watched.watching, "the human sits out")
            verify(!child(watched, "hand").visible, "no hand while sitting out")
            verify(lines(watched).indexOf("You deal and sit out.") >= 0, lines(watched).join(" | "))
            watched.table.leave()
            watched.visible = false

            // All pass in the first deal: Stockerl for Vroni, who deals the
            // second and sits out; there the human passes last: Stockerl for Sepp.
            const rec = record([a(0, "pass"), a(1, "pass"), a(2, "pass"), a(3, "pass")], { players: 5 }, 5)
            rec.deals.push({ hands: hands, rest: dobb, actions: [a(0, "pass"), a(1, "pass"), a(2, "pass")] })
            const page = createTemporaryObject(tableComponent, stage)
            verify(page.table.loadRecord(JSON.stringify(rec)), "record loads")
            compare(page.table.dealNumber, 2)
            compare(page.table.totals, [-10, 40, -10, -10, -10])
            verify(lines(page).indexOf("Vroni deals and sits out.") >= 0, lines(page).join(" | "))
            compare(page.table.humanSeat, 3)
            click(page, "action_pass")
            const summary = child(page, "dealSummary")
            tryCompare(summary, "shown", true, 5000)
            compare(child(page, "summaryTitle").text, "All passed")
            compare(summary.lines, ["Stockerl: everyone pays Sepp 10, 40 in all."])
            compare(summary.scores.map(s => s.name + " " + s.value),
                    ["Sepp +40", "Moidl -10", "Hias -10", "You -10", "Vroni (sits out) -10"])
            click(page, "summaryContinue")
            tryCompare(page.table, "dealNumber", 3)
            compare(page.table.totals, [-20, 30, 30, -20, -20])
            verify(lines(page).indexOf("Sepp deals and sits out.") >= 0, lines(page).join(" | "))
            keyClick(Qt.Key_S)
            tryCompare(child(page, "scoreRows"), "count", 2)
            compare(child(child(page, "scoreRows"), "rowLabel").text, "Deal 2")
        }

        function test_the_end_of_the_session_shows_the_balance_and_a_chart() {
            const page = openTable([a(1, "pass"), a(2, "pass"), a(3, "solo")], { deals: 1 })
            playOut(page)
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            verify(!child(page, "sessionChart").visible, "no chart before the last deal is booked")
            click(page, "summaryContinue")
            verify(page.table.matchOver, "the session is over")
            tryVerify(() => child(page, "sessionChart").visible, 5000, "the chart of the session")
            compare(child(page, "summaryContinue").text, "New session")
            compare(child(page, "dealSummary").scores.length, 4)
            verify(/wins the session|You win the session!|First place shared/.test(child(page, "summaryTitle").text),
                   child(page, "summaryTitle").text)
        }

        function test_an_open_ended_session_ends_when_the_player_says_so_with_the_mussrunde() {
            const page = openTable([a(1, "pass"), a(2, "pass"), a(3, "solo")], { deals: 0, mussrunde: true })
            verify(lines(page).indexOf("Deals counted: 0 (open-ended session)") >= 0, lines(page).join(" | "))
            playOut(page)
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            verify(page.table.canEndSession, "an open-ended session may end after any deal")
            compare(child(page, "summaryContinue").text, "Next deal")
            compare(child(page, "summaryEnd").text, "End with the Mussrunde")
            click(page, "summaryEnd")
            verify(!page.table.matchOver, "the Mussrunde is still to come")
            compare(page.table.dealNumber, 2)
            verify(page.view.session.closing, "the Mussrunde")
            verify(lines(page).some(l => l.startsWith("Mussrunde: still to declare: ")), lines(page).join(" | "))
            verify(!page.table.canEndSession, "no second end")
            verify(JSON.parse(page.table.recordJson())["ended-after"] === 1, "the end is in the record")
        }

        function test_a_session_of_fixed_length_offers_no_end() {
            const page = openTable([a(1, "pass"), a(2, "pass"), a(3, "solo")], { deals: 3 })
            playOut(page)
            tryCompare(child(page, "dealSummary"), "shown", true, 5000)
            verify(!page.table.canEndSession, "a fixed session runs its deals")
            verify(!child(page, "summaryEnd").visible, "no end button")
        }

        function test_french_suits_draw_dobbm_with_the_french_deck() {
            App.settings.dobbmFrench = true
            const page = openTable(othersPass())
            verify(page.deckId.startsWith("german-as:"), page.deckId)
            const source = CardDecks.source(page.deckId, "AA")
            verify(source.startsWith("image://cards/french"), source)
            compare(source.slice(-2), "CA")  // the Acorn Sau drawn as the ace of clubs
            click(page, "action_dobbm")
            click(page, "handCard_AA")
            verify(lines(page).indexOf("Your discard (1 of 4): ♣A") >= 0, lines(page).join(" | "))
            App.settings.dobbmFrench = false
            verify(lines(page).indexOf("Your discard (1 of 4): Acorn Sau") >= 0, lines(page).join(" | "))
            compare(page.deckId, "german")
        }

        function test_resume_after_a_restart() {
            const first = openTable(othersPass())
            click(first, "action_dobbm")
            click(first, "handCard_AA")
            const saved = first.table.recordJson()
            first.table.leave()
            first.visible = false

            const page = createTemporaryObject(resumedComponent, stage)
            waitForRendering(page)
            compare(page.table.recordJson(), saved)
            compare(page.table.phase, "discard")
            compare(page.table.hand.length, 11)
            verify(lines(page).indexOf("Your discard (1 of 4): Acorn Sau") >= 0, lines(page).join(" | "))
            compare(child(page, "statusText").text, "Lay away four cards: click the lifted ones (1 of 4 laid away).")
        }

        function test_settings_offer_every_option() {
            const starter = createTemporaryObject(starterComponent, stage)
            starter.openDialog()
            const dialog = child(starter, "startDialog")
            tryCompare(dialog, "opened", true)
            const specs = dialog.optionSpecs
            compare(specs.map(s => s.id), ["players", "round-to-five", "mussrunde", "deals"])
            for (let i = 0; i < specs.length; ++i) {
                const row = findChild(dialog.contentItem, "option_" + specs[i].id)
                verify(row !== null, specs[i].id)
                verify(row.label !== specs[i].id, "worded: " + specs[i].id)
            }
            App.chooseLanguage("de")
            compare(findChild(dialog.contentItem, "option_round-to-five").label, "Den Unterschied auf Fünfer aufrunden")
            App.chooseLanguage("ja")
            compare(findChild(dialog.contentItem, "option_mussrunde").label, "ムスルンデ：最後に義務の1周で締めくくる")
            App.chooseLanguage("en")
            dialog.setOption("deals", 0)
            tryCompare(child(child(dialog.contentItem, "option_deals"), "number"), "displayText", "Open-ended")
            dialog.setOption("deals", 12)
            startSpy.target = starter
            startSpy.clear()
            dialog.setOption("players", 5)
            dialog.setOption("mussrunde", true)
            tryCompare(child(dialog.contentItem, "seatLevel_3"), "visible", true)
            child(child(dialog.contentItem, "seatLevel_0"), "choice_beginner").clicked()
            click(dialog.contentItem, "startButton")
            compare(startSpy.count, 1)
            const setup = startSpy.signalArguments[0][0]
            compare(setup.seatKinds.length, 5)
            compare(setup.seatKinds[1], "beginner")
            compare(setup.options.players, 5)
            compare(setup.options.mussrunde, true)
        }
        function test_keyboard_only() {
            // Bids and the doubling by Tab and Enter, the discard and the
            // cards by Right and Enter, the summary by Enter. The human bids
            // Dobbm, so the discard is chosen with the keys too.
            const page = openTable([a(1, "pass"), a(2, "pass"), a(3, "pass")])
            tryVerify(() => humanToMove(page), 5000, "the human bids")
            keyboardDeal(page, ["dobbm", "pass"])
            verify(page.table.scoreSheet.length === 1, "the deal is booked")
        }
    }
}
