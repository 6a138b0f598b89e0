#pragma once
// The facts of a trick, computed once by the game's engine (issue #32): the
// cards in the order played, who won it and why, and its card points. The
// tables, the hints and the deal review read them alike from an observation
// (every card played is public, so every seat sees the same tricks).
#include <string>
#include <vector>

#include "card.hpp"

namespace kr {

struct TrickCard {
  int seat = -1;
  Card card;
  friend bool operator==(const TrickCard&, const TrickCard&) = default;
};

struct TrickFact {
  std::vector<TrickCard> cards;  // in the order played; cards[0] led
  // Deal seat that takes it; -1 while the trick runs, and for a Truc trick
  // that is spoilt while nobody has won a trick yet (ruling TR-3).
  int winner = -1;
  int winningCard = -1;  // index into cards; -1 while the trick runs or when no card won it (spoilt)
  int points = 0;        // card points won with it, a last-trick bonus included; 0 in Truc
  // Why the winner took it, an id the UI words: "highest-trump", "trumped",
  // "highest-of-suit", "lowest-of-suit" (Undenufe order), "first-of-equal"
  // (of identical cards the first wins, DK-1), "second-dulle" (DK-1 option),
  // "higher-card", "spoilt" (Truc, TR-3); empty while the trick runs.
  std::string why;
  friend bool operator==(const TrickFact&, const TrickFact&) = default;
};

}  // namespace kr
