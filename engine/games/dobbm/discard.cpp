#include "discard.hpp"

#include <algorithm>

namespace kr::dobbm {

namespace {

CardSet saus(CardSet cards) {
  CardSet out;
  for (Card c : cards)
    if (isSau(c)) out.add(c);
  return out;
}

// Hearts that are not the Herz-Sau: the trumps that cover a Sau (DB-3).
CardSet coveringTrumps(CardSet cards) { return (cards & trumps()) - saus(cards); }

}  // namespace

bool validDiscard(CardSet discard) {
  const int sau = saus(discard).size();
  return discard.size() == kDobbSize && sau <= 2 && coveringTrumps(discard).size() >= sau;
}

bool completable(CardSet hand, CardSet discarded) {
  const int sau = saus(discarded).size();
  if (sau > 2) return false;
  const int missing = std::max(0, sau - coveringTrumps(discarded).size());
  const int slots = kDobbSize - discarded.size();
  // The other slots take any card that is no Sau: a hand of 8 or more holds enough.
  return missing <= std::min(slots, coveringTrumps(hand).size());
}

bool mayDiscard(CardSet hand, CardSet discarded, Card card) {
  CardSet after = discarded;
  after.add(card);
  CardSet rest = hand;
  rest.remove(card);
  return completable(rest, after);
}

DiscardRefusal discardRefusal(CardSet hand, CardSet discarded, Card card) {
  CardSet after = discarded;
  after.add(card);
  if (saus(after).size() > 2) return {"at-most-two-sau", saus(discarded)};
  return {"sau-needs-trump", saus(after) | coveringTrumps(hand)};
}

}  // namespace kr::dobbm
