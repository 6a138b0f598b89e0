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

// The card of `cards` with the highest score; the first of equal ones.
template <class Score>
Card bestBy(CardSet cards, Score score) {
  Card pick = cards.first();
  double top = -1e9;
  for (Card c : cards) {
    const double s = score(c);
    if (s > top) {
      top = s;
      pick = c;
    }
  }
  return pick;
}

// Whether `c`, as the best card of the trick in progress, stays best when
// the seats still to play after this one are not partners.
bool safeFromLater(const SeatView& v, Card c);

}  // namespace kr::dk::ai
