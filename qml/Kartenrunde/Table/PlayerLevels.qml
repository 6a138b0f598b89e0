pragma Singleton
import QtQuick
import Kartenrunde.Core

// The computer players' kinds as the engine names them, in words, and the
// level a new table starts with. The engine lists the levels a game offers,
// weakest to strongest (TableController.computerKinds); "random" and
// "analyst" (tests and hints) may still appear on an old saved table.
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
        case "standard": return qsTr("Advanced")
        case "strong": return qsTr("Expert")
        case "analyst": return qsTr("Analyst")
        }
        return kind
    }

    // One line a player chooses by; Truc's top level is a computed strategy,
    // the others' upper levels look ahead over sampled deals.
    function description(kind, gameId) {
        void App.language.code
        switch (kind) {
        case "random": return qsTr("Plays any card the rules allow, without a plan.")
        case "beginner": return qsTr("Knows the rules and plays simply, with a beginner's mistakes.")
        case "heuristic": return qsTr("Plays by a regular player's rules of thumb, one move at a time.")
        case "standard": return qsTr("Looks ahead through a few dozen possible deals before each move.")
        case "strong":
            return gameId === "truc" ? qsTr("Plays a computed optimal strategy, bluffs included.")
                                     : qsTr("Looks ahead through hundreds of possible deals: the strongest opponent.")
        case "analyst": return qsTr("The expert with more time to think; it gives the hints.")
        }
        return ""
    }

    // What a newcomer meets first: a middle level when the game has one.
    function preferred(kinds) {
        const liked = ["heuristic", "standard", "beginner", "strong"]
        for (let i = 0; i < liked.length; ++i)
            if (kinds.indexOf(liked[i]) >= 0)
                return liked[i]
        return kinds.length > 0 ? kinds[0] : "heuristic"
    }
}
