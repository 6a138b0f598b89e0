import QtQuick
import Kartenrunde
import Kartenrunde.Core
import Kartenrunde.Doppelkopf
import Kartenrunde.Truc
import Kartenrunde.Coiffeur
import Kartenrunde.Dobbm

// Every label the settings show, in each language, for the text checks of
// issue #34 (tests/text/): a rules page must quote a setting exactly so.
// The words are made by the app's own QML under its translators (each
// game's Words, its start dialog, the settings page), not parsed from the
// sources: choiceText() decides with conditions that only running it reads.
// collect() returns lines "language<TAB>group<TAB>kind<TAB>label".
QtObject {
    id: collector

    readonly property var languages: ["en", "de", "ja"]
    readonly property GameTable probe: GameTable {}
    readonly property var games: [
        { id: "doppelkopf", words: DoppelkopfWords, starter: doppelkopfStarter },
        { id: "truc", words: TrucWords, starter: trucStarter },
        { id: "coiffeur", words: CoiffeurWords, starter: coiffeurStarter },
        { id: "dobbm", words: DobbmWords, starter: dobbmStarter }
    ]
    property Component doppelkopfStarter: Component { DoppelkopfStarter {} }
    property Component trucStarter: Component { TrucStarter {} }
    property Component coiffeurStarter: Component { CoiffeurStarter {} }
    property Component dobbmStarter: Component { DobbmStarter {} }
    property Component settingsPage: Component { SettingsPage { width: 800; height: 600 } }

    function line(language, group, kind, label) {
        const escaped = String(label).replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\t/g, "\\t")
        return [language, group, kind, escaped].join("\t")
    }

    // Each option's name and the words of each of its values (a number is
    // worded only where the game words it, e.g. Dobbm's open-ended session).
    function wordsOf(game, language, out) {
        if (typeof game.words.optionText !== "function")
            return
        const specs = probe.optionSpecs(game.id)
        for (let i = 0; i < specs.length; ++i) {
            const spec = specs[i]
            out.push(line(language, game.id, "option", game.words.optionText(spec.id)))
            for (let c = 0; c < spec.choices.length; ++c)
                out.push(line(language, game.id, "choice", game.words.choiceText(spec.id, spec.choices[c])))
            if (spec.type === "int")
                for (let v = spec.min; v <= spec.max; ++v) {
                    const text = String(game.words.choiceText(spec.id, v))
                    if (text !== String(v))
                        out.push(line(language, game.id, "choice", text))
                }
        }
    }

    // What a page or dialog shows as names: titles, labels, button texts and
    // headings. Sentences (hints, notes: ending in a full stop) are not names.
    function shownNames(item, out, depth) {
        if (!item || depth > 60)
            return
        if (item.objectName === "optionHint")
            return
        for (const key of ["title", "label", "text"]) {
            const value = item[key]
            if (typeof value === "string" && value.length > 0 && !/[.。]$/.test(value))
                out.push(value)
        }
        const kids = item.children || []
        for (let i = 0; i < kids.length; ++i)
            shownNames(kids[i], out, depth + 1)
    }

    // The start dialog as the game's Play button fills it (the real
    // MatchStarter.openDialog(); without a window it is filled, not shown).
    function dialogOf(game, language, out) {
        const starter = game.starter.createObject(null)
        starter.openDialog()
        const names = []
        for (let i = 0; i < starter.data.length; ++i) {
            const dialog = starter.data[i]
            if (dialog && dialog.objectName === "startDialog") {
                names.push(dialog.title)
                shownNames(dialog.contentItem, names, 0)
            }
        }
        starter.destroy()
        if (names.length === 0)
            console.warn("settings_labels: no start dialog for " + game.id)
        for (let n = 0; n < names.length; ++n)
            out.push(line(language, game.id, "dialog", names[n]))
    }

    function collect() {
        const out = []
        for (let l = 0; l < languages.length; ++l) {
            const language = languages[l]
            App.chooseLanguage(language)
            for (let g = 0; g < games.length; ++g) {
                wordsOf(games[g], language, out)
                dialogOf(games[g], language, out)
            }
            // The pause shows its value; at 0 it is worded ("No pause").
            const names = []
            const pause = App.settings.thinkingPauseMs
            for (const ms of [0, pause]) {
                App.settings.thinkingPauseMs = ms
                const page = settingsPage.createObject(null)
                shownNames(page, names, 0)
                page.destroy()
            }
            for (let n = 0; n < names.length; ++n)
                out.push(line(language, "settings", "settings", names[n]))
        }
        App.chooseLanguage("en")
        return out.join("\n") + "\n"
    }
}
