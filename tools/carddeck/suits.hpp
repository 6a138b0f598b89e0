#pragma once
// Suit symbols of the three traditions, drawn from our own geometry.
// Every symbol is unit-size: centred on the origin, within x, y ∈ [-1, 1]
// (y points down), upright.
#include <string>
#include <vector>

#include "drawing.hpp"

namespace carddeck {

// Full: with shading and inner detail, for pips and figures. Small: flat
// and with stronger outlines, for the index corners.
enum class Detail { Full, Small };

// Suit order is the engine's (engine/core/card.hpp):
// French: clubs, spades, hearts, diamonds.
Drawing frenchSymbol(int suit, const std::string& ink);
// German: acorns (Eichel), leaves (Laub), hearts (Herz), bells (Schellen).
Drawing germanSymbol(int suit, Detail detail);
// Swiss: roses (Rosen), acorns (Eicheln), bells (Schellen), shields (Schilten).
Drawing swissSymbol(int suit, Detail detail);

// --- Shared construction helpers (suit_shapes.cpp) ---

using Cubic = std::array<Pt, 3>;  // control 1, control 2, end point

// A closed outline symmetric about x = 0: `rightHalf` runs from `start` (on
// the axis) down the right side back to the axis; the left side mirrors it.
Path symmetricOutline(Pt start, const std::vector<Cubic>& rightHalf);
// Only the right half of that outline, closed along the axis (for shading).
Path rightHalfOutline(Pt start, const std::vector<Cubic>& rightHalf);
// A pointed leaf from (0, 0) to (1, 0), `width` wide at its middle.
Path leafShape(double width);

}  // namespace carddeck
