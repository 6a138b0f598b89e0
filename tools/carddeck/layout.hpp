#pragma once
// Card geometry shared by every deck (SVG user units; a card is 240 x 360,
// the 2:3 shape of a bridge-size card).
#include <vector>

#include "geometry.hpp"

namespace carddeck::layout {

inline constexpr double cardWidth = 240;
inline constexpr double cardHeight = 360;
inline constexpr double cornerRadius = 14;
inline constexpr Pt centre{cardWidth / 2, cardHeight / 2};

// Index corner (top left; the bottom-right one is the same turned 180°).
// Large on purpose: at 60 px card width the rank is 12 px tall.
inline constexpr double indexCentreX = 29;
inline constexpr double indexTop = 18;
inline constexpr double indexHeight = 48;
inline constexpr double indexSuitCentreY = 97;
inline constexpr double indexSuitSize = 16;  // half-height of the symbol

// The inner field that pips and figures use, clear of both index corners.
inline constexpr double fieldLeft = 58;
inline constexpr double fieldRight = 182;
inline constexpr double fieldTop = 12;
inline constexpr double fieldBottom = 348;

struct Pip {
  Pt at;
  bool inverted = false;  // turned 180°, as the lower pips of French cards
};

enum class PipStyle { French, Traditional };  // Traditional: German and Swiss

// Pip positions for the number cards 6..10 (count = 6..10).
std::vector<Pip> pipLayout(int count, PipStyle style);

}  // namespace carddeck::layout
