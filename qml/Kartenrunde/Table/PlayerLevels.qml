pragma Singleton
import QtQuick
import Kartenrunde.Core

// The computer players' kinds as the engine names them, in words, and the
// level a new table starts with.
QtObject {
    // Qt 6.4 retranslates plain qsTr() bindings only: wording that uses arg(),
    // a condition or a function reads App.language.code, so that it is worded
    // again when the language changes.
    function name(kind) {
        void App.language.code
        switch (kind) {
        case "random": return qsTr("Random")
        case "beginner": return qsTr("Beginner")
        case "heuristic": return qsTr("Intermediate")
        case "standard": return qsTr("Standard")
        case "strong": return qsTr("Strong")
        case "analyst": return qsTr("Expert")
        }
        return kind
    }

    function description(kind) {
        void App.language.code
        switch (kind) {
        case "random": return qsTr("Plays any card the rules allow, without a plan.")
        case "beginner": return qsTr("Knows the rules and plays simply, with a beginner's mistakes.")
        case "heuristic": return qsTr("Plays by the rules of thumb of a regular player.")
        case "standard": return qsTr("A steady player for everyday games.")
        case "strong": return qsTr("Plans ahead and plays to win.")
        case "analyst": return qsTr("Thinks longest and plays its very best.")
        }
        return ""
    }

    // What a newcomer meets first: a middle level when the game has one.
    function preferred(kinds) {
        const liked = ["heuristic", "standard", "beginner", "strong", "analyst"]
        for (let i = 0; i < liked.length; ++i)
            if (kinds.indexOf(liked[i]) >= 0)
                return liked[i]
        return kinds.length > 0 ? kinds[0] : "random"
    }
}
