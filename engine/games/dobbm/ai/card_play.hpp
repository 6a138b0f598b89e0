#pragma once
// The rule-based card play of the Dobbm computer players: the declarer
// draws trumps with the master trump and cashes sure winners; the three
// defenders play as partners (DB-2: one against three): give points to a
// trick a partner wins safely, win a trick cheaply when it is worth it,
// otherwise play low, and never lead into the declarer's shown void.
#include "core/card_set.hpp"
#include "games/dobbm/state.hpp"

namespace kr::dobbm::ai {

// What one seat knows: its hand, its own discard and the public table.
struct SeatView {
  const Table& t;
  CardSet hand;
  int seat;
  CardSet discard = {};

  bool allied(int other) const { return t.allied(seat, other); }
  CardSet unseen() const;  // neither in this hand, nor in its discard, nor played
  // No unseen card of its suit beats `c` in a trick led with that suit.
  bool isMaster(Card c) const;
};

Card chooseCard(const SeatView& v);

}  // namespace kr::dobbm::ai
