#pragma once
// Our own stroke font for the index corners: bold, plain, and drawn as
// paths so a card never depends on the fonts installed on a machine.
#include <string_view>

#include "drawing.hpp"

namespace carddeck {

// Draws `text` (characters 0-9, A B D E J K O Q R U) centred on x = centreX,
// with the top of the capitals at y = top and capital height `height`.
// Unknown characters are skipped.
Drawing indexText(std::string_view text, double centreX, double top, double height,
                  const std::string& colour);

// Width of `text` in the same units as indexText draws it.
double indexTextWidth(std::string_view text, double height);

}  // namespace carddeck
