#pragma once
// The rule-based card play of the Coiffeur computer players: cash sure
// winners, draw trumps as the declarer, win a trick cheaply when it is
// worth it, give points to a trick a partner wins, otherwise play low. The
// declarer's opponents are partners (three players and individual play: the
// defence against the declarer; the partner game: the teams).
#include <cstdint>

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

// Which rules: the quick ones of the rollouts and the average hand
// (value.cpp, so the search and the review's analyst are unchanged), or the
// fuller ones of the rule-based levels (Intermediate and Beginner, issue
// #32): the declarer draws trumps with his lowest trump when he lacks the
// master and ruffs a plain lead he cannot follow; a seat sure of the trick
// takes it with its richest card; nobody throws away or smears a card that
// will be a master after this trick (Slalom and Gustav: in the next trick's
// order), and a master that the next order spoils is cashed first; a
// defender before the last hand does not ruff a lead he can follow
// (docs/ai.md, "Coiffeur").
enum class Style : std::uint8_t { Rollout, Table };

Card chooseCard(const SeatView& v, Style style = Style::Rollout);

}  // namespace kr::coiffeur::ai
