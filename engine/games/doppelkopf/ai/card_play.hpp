#pragma once
// The rule-based player's card play: cash safe aces, draw trumps as the
// soloist, take valuable tricks cheaply, smear points onto a partner's safe
// trick, and throw the cheapest card otherwise.
#include "seat_view.hpp"

namespace kr::dk::ai {

// One of `legal` (the seat's playable cards, not empty).
Card chooseCard(const SeatView& v, CardSet legal);

// How much a card is worth keeping for later tricks (0 .. about 15).
double holdValue(const SeatView& v, Card c);

// Whether `c`, as the best card of the trick in progress, stays best when
// the seats still to play after this one are not partners.
bool safeFromLater(const SeatView& v, Card c);

}  // namespace kr::dk::ai
