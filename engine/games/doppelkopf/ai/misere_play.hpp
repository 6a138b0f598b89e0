#pragma once
// Card play in a misère (DK-15): the soloist ducks every trick it can and
// sheds its dangerous cards; the opponents lead low into the soloist's
// strength, keep their low cards under it and, once the misère ouvert hand
// lies open, look for the card that leaves it no way out.
#include "seat_view.hpp"

namespace kr::dk::ai {

// One of `legal` (more than one card) for any seat of a misère.
Card misereCard(const SeatView& v, CardSet legal);

// Whether the soloist still plays to the trick in progress after this seat.
bool soloistStillToPlay(const SeatView& v);

}  // namespace kr::dk::ai
