#pragma once
// The rule-based card play of the Coiffeur computer players: cash sure
// winners, draw trumps as the declarer, win a trick cheaply when it is
// worth it, give points to a trick a partner wins, otherwise play low. The
// declarer's opponents are partners (three players and individual play: the
// defence against the declarer; the partner game: the teams).
#include "core/card_set.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::coiffeur::ai {

// What one seat knows: its hand and the public table (never other hands).
struct SeatView {
  const Table& t;
  CardSet hand;
  int seat;

  bool allied(int other) const { return t.sameSide(seat, t.declarer) == t.sameSide(other, t.declarer); }
  CardSet unseen() const;  // neither in this hand nor played
  // No unseen card of its suit beats `c` in a trick led with that suit.
  bool isMaster(Card c, TrickOrder o) const;
};

Card chooseCard(const SeatView& v);

}  // namespace kr::coiffeur::ai
