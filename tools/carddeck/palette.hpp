#pragma once
// The colours of all decks in one place, so the decks stay coherent.
namespace carddeck::colour {

inline constexpr const char* paper = "#fffdf8";
inline constexpr const char* edge = "#b9b2a3";
inline constexpr const char* outline = "#2a2118";   // German and Swiss symbol outlines

// French inks. The four-colour deck keeps spades and hearts and gives clubs
// green and diamonds blue (the international four-colour convention).
inline constexpr const char* black = "#1d1d22";
inline constexpr const char* red = "#d0222e";
inline constexpr const char* green = "#127a3c";
inline constexpr const char* blue = "#1b5cc4";

// Figures.
inline constexpr const char* skin = "#f3d3b6";
inline constexpr const char* skinShade = "#ddb08c";
inline constexpr const char* gold = "#e8b530";
inline constexpr const char* goldDark = "#a8741a";
inline constexpr const char* white = "#ffffff";
inline constexpr const char* ermine = "#f7f3ea";
inline constexpr const char* panel = "#f6f0e3";
inline constexpr const char* navy = "#24386e";
inline constexpr const char* hairDark = "#4a2f1f";
inline constexpr const char* hairGold = "#d9a441";
inline constexpr const char* hairGrey = "#e8e2d6";

}  // namespace carddeck::colour
