#pragma once
// Composes whole card faces: paper, index corners and the picture.
#include <string_view>

#include "deck.hpp"
#include "drawing.hpp"

namespace carddeck {

Drawing cardFace(const DeckSpec& deck, int suit, kr::Rank rank, std::string_view lang);

// A unit-size symbol moved to `at`, scaled to half-height `halfSize` and,
// when `inverted`, turned 180° (as the lower half of a double-ended card).
Drawing placed(const Drawing& unitArt, Pt at, double halfSize, bool inverted = false);

// The blank card: rounded paper with a thin edge.
Drawing cardPaper();

}  // namespace carddeck
