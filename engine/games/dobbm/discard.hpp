#pragma once
// The Dobbm declarer's discard (ruling DB-3): four cards laid away one at a
// time. For every Sau in the discard at least one other trump (a heart that
// is not a Sau) must go with it, and at most two Sau may go. Each single
// card is allowed when the discard can still be completed legally, so the
// declarer can never paint itself into a corner.
#include <string_view>

#include "tricks.hpp"

namespace kr::dobbm {

// A finished discard obeys DB-3.
bool validDiscard(CardSet discard);

// Whether `card` (held) may be laid away next, given the cards already laid
// away and the hand that holds `card`.
bool mayDiscard(CardSet hand, CardSet discarded, Card card);

// Why not: "at-most-two-sau" or "sau-needs-trump", with the cards that show it
// (the Sau already laid away, or those and the hand's other hearts).
struct DiscardRefusal {
  std::string_view id;
  CardSet cards;
};
DiscardRefusal discardRefusal(CardSet hand, CardSet discarded, Card card);

// A partial discard that `hand` can still complete legally.
bool completable(CardSet hand, CardSet discarded);

}  // namespace kr::dobbm
