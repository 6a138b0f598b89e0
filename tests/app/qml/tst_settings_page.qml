import QtQuick
import QtTest
import Kartenrunde
import Kartenrunde.Core

// The settings page changes and shows the stored settings.
Item {
    id: stage
    width: 1280
    height: 800

    // TestCase is invisible: the pages under test are shown on this stage.
    TestCase {
        id: testCase
        name: "SettingsPage"
        when: windowShown

        Component {
            id: settingsComponent
            SettingsPage { width: 1280; height: 740 }
        }

        function cleanup() {
            App.chooseLanguage("en")
        }

        function test_animation_speed_choice() {
            const page = createTemporaryObject(settingsComponent, stage)
            waitForRendering(page)
            const fast = findChild(page, "choice_" + AppSettings.Fast)
            verify(fast !== null, "Fast choice found")
            mouseClick(fast)
            compare(App.settings.animationSpeed, AppSettings.Fast)
            compare(App.settings.animationFactor, 0.5)
            mouseClick(findChild(page, "choice_" + AppSettings.Off))
            compare(App.settings.animationFactor, 0)
        }

        function test_language_choice() {
            const page = createTemporaryObject(settingsComponent, stage)
            waitForRendering(page)
            mouseClick(findChild(page, "choice_de"))
            compare(App.language.code, "de")
            compare(App.settings.language, "de")
            mouseClick(findChild(page, "choice_en"))
            compare(App.language.code, "en")
        }

        function test_thinking_pause_shown() {
            const page = createTemporaryObject(settingsComponent, stage)
            waitForRendering(page)
            App.settings.thinkingPauseMs = 1500
            const label = findChild(page, "thinkingPauseValue")
            compare(label.text, "1.5 s")
            App.settings.thinkingPauseMs = 0
            compare(label.text, "No pause")
            App.settings.thinkingPauseMs = 99999
            compare(App.settings.thinkingPauseMs, App.settings.maxThinkingPauseMs)
        }

        // The label is built with arg() and a condition: it must still follow
        // a language switch, with the pause at 0 as well (docs/table-ui.md).
        function test_thinking_pause_follows_language() {
            const page = createTemporaryObject(settingsComponent, stage)
            waitForRendering(page)
            const label = findChild(page, "thinkingPauseValue")
            // The choices are made anew on a switch: look them up each time.
            const fastText = () => findChild(page, "choice_" + AppSettings.Fast).text
            App.settings.thinkingPauseMs = 0
            App.chooseLanguage("de")
            compare(label.text, "Keine Pause")
            compare(fastText(), "Schnell")
            App.chooseLanguage("ja")
            compare(label.text, "待たない")
            App.settings.thinkingPauseMs = 1500
            compare(label.text, "1.5秒")
            App.chooseLanguage("de")
            compare(label.text, "1,5 s")
            App.chooseLanguage("en")
            compare(label.text, "1.5 s")
            compare(fastText(), "Fast")
        }
    }
}
