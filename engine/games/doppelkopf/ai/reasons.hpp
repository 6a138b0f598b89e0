#pragma once
// A short reason id for a recommended action, worded by the UI in the
// player's language: "win-trick", "smear-points", "cash-ace", "draw-trumps",
// "save-trump", "follow-suit-low", "announce-strong-hand", "solo-strong-hand" ...
#include <string>

#include "core/action.hpp"
#include "seat_view.hpp"

namespace kr::dk::ai {

std::string reasonFor(const SeatView& v, Action a);

}  // namespace kr::dk::ai
