#pragma once
// The rule-based player's announcements (DK-6): Re or Kontra with a hand
// clearly above average, no 90 with an overwhelming one; a soloist with a
// solo of almost no losers.
#include "seat_view.hpp"

namespace kr::dk::ai {

// Whether the seat makes the announcement of `level` (1 Re/Kontra .. 5 schwarz) now.
bool wantsAnnouncement(const SeatView& v, int level);
// DK-19: whether a seat whose party an open marriage hides says "double":
// with a hand that would say Re or Kontra, counting no partner.
bool wantsDouble(const SeatView& v);

// Partner-game strength needed for Re/Kontra, and for no 90.
constexpr double kAnnounceStrength = 12.0;
constexpr double kNo90Strength = 19.0;

}  // namespace kr::dk::ai
