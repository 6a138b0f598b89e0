import QtQuick
import QtTest
import Kartenrunde
import Kartenrunde.Core

// The rules viewer opens a page at a section ("## Trumps {#trumps}") and
// shows that section's heading at the top.
Item {
    id: stage
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "RulesSection"
        when: windowShown

        Component {
            id: rulesComponent
            RulesPage { width: 1280; height: 740 }
        }

        // The sections a game table links to (Doppelkopf's table).
        readonly property var doppelkopfSections: ["trumps", "following-suit", "bidding", "solos", "marriage",
                                                   "poverty", "announcements", "scoring", "extra-points", "options"]

        function cleanup() {
            App.chooseLanguage("en")
        }

        function open(pageId, section) {
            const page = createTemporaryObject(rulesComponent, stage, { pageId: pageId, section: section })
            verify(page !== null, "rules page created")
            waitForRendering(page)
            return page
        }

        // The text of the line the view shows at its top edge.
        function lineAtTop(page) {
            const flick = findChild(page, "rulesFlick")
            const text = findChild(page, "rulesText")
            const start = text.positionAt(0, flick.contentY + 16 + 4 - text.y)
            return text.getText(start, start + 40)
        }

        function test_every_section_resolves_in_every_language() {
            for (const language of ["ja", "de", "en"]) {
                App.chooseLanguage(language)
                const page = open("doppelkopf", "")
                const view = findChild(page, "rulesView")
                verify(view.found, "doppelkopf page in " + language)
                for (const id of doppelkopfSections) {
                    verify(view.sectionIds.indexOf(id) >= 0, language + ": section " + id)
                    verify(view.sectionPosition(id) >= 0, language + ": heading of " + id)
                }
                compare(view.sectionPosition("no-such-section"), -1)
            }
        }

        function test_opens_at_section() {
            const page = open("doppelkopf", "scoring")
            const flick = findChild(page, "rulesFlick")
            tryVerify(() => flick.contentY > 0, 3000, "scrolled down to the section")
            verify(lineAtTop(page).startsWith("Scoring"), lineAtTop(page))

            // Another section of the open page, as Main.openRulesAt() does.
            const scoringY = flick.contentY
            page.show("doppelkopf", "trumps")
            verify(flick.contentY < scoringY, "trumps come before scoring")
            verify(lineAtTop(page).startsWith("Trumps"), lineAtTop(page))
        }

        // "[Scoring](#scoring)" in a page goes to that section of the page.
        function test_section_link() {
            const page = open("doppelkopf", "")
            const flick = findChild(page, "rulesFlick")
            compare(flick.contentY, 0)
            findChild(page, "rulesText").linkActivated("#scoring")
            compare(page.section, "scoring")
            verify(lineAtTop(page).startsWith("Scoring"), lineAtTop(page))
        }

        function test_unknown_section_shows_top() {
            const page = open("doppelkopf", "no-such-section")
            const flick = findChild(page, "rulesFlick")
            wait(50)
            compare(flick.contentY, 0)
        }
    }
}
