pragma Singleton
import QtQuick
import Kartenrunde.Core

// Colours, type and motion of the card-table look, in one place.
QtObject {
    // The felt of the table, lit from above.
    readonly property color feltLight: "#2f6f50"
    readonly property color felt: "#1e5038"
    readonly property color feltDark: "#0e2e20"
    readonly property color feltLine: "#3f8063"

    // Cream paper of cards and panels.
    readonly property color paper: "#f8f2e3"
    readonly property color paperShade: "#efe6d0"
    readonly property color paperEdge: "#d9cba8"
    readonly property color ink: "#2b2720"
    readonly property color inkSoft: "#675e4f"
    readonly property color inkFaint: "#9a8f7b"

    // Accents: brass for choices and focus, wine red for card backs.
    readonly property color brass: "#d6b25e"
    readonly property color brassLight: "#f0dca3"
    readonly property color brassDark: "#9c7a2e"
    readonly property color wine: "#8c2f2c"

    // Text on felt.
    readonly property color feltText: "#f4eedd"
    readonly property color feltTextSoft: "#bcd2c4"

    // Noto CJK carries Latin, umlauts and Japanese in one consistent design.
    readonly property string sansFamily: "Noto Sans CJK JP"
    readonly property string serifFamily: "Noto Serif CJK JP"

    readonly property int smallSize: 14
    readonly property int bodySize: 16
    readonly property int readingSize: 17
    readonly property int titleSize: 26
    readonly property int headingSize: 36

    readonly property int radius: 12
    readonly property int gap: 24
    readonly property int pageMargin: 40

    // Durations follow the animation speed setting (0 when animations are off).
    function duration(normalMs) {
        return Math.round(normalMs * App.settings.animationFactor)
    }
}
