#pragma once
// Deals unknown cards of a single deck at random to the hands a seat cannot
// see, each with its size and the cards it may hold (voids shown in play).
// Before each card is placed it checks Hall's condition, so it never runs
// into a dead end when any deal exists. Used by the samplers of the games
// with one copy of each card (Coiffeur, Dobbm).
#include <span>

#include "card_set.hpp"
#include "rng.hpp"

namespace kr {

struct HiddenHand {
  int size = 0;        // cards to deal to it
  CardSet allowed;     // cards it may receive
  CardSet dealt;       // the result
};

constexpr int kMaxHiddenHands = 5;

// Deals every card of `pool` (pool.size() must equal the sizes' sum); false
// when no deal respects the allowed sets, or for more than kMaxHiddenHands.
bool dealHidden(CardSet pool, std::span<HiddenHand> hands, Rng& rng);

}  // namespace kr
