#pragma once
// Hand strength from a seat's own cards, for bidding, announcements and the
// poverty decisions of the rule-based player. Rough by design: the search
// levels check such decisions by simulation.
#include "games/doppelkopf/cards.hpp"
#include "games/doppelkopf/rules.hpp"

namespace kr::dk::ai {

// Tricks a hand should lose as the soloist of `contract`: trump rounds lost
// when it leads trumps from the top, plus plain cards that no ace covers.
double soloLosers(const CardMultiset& hand, Contract contract, const Rules& rules);

// The solo kind (0..8) with the fewest losers among those allowed, and its losers.
struct SoloChoice {
  int kind = -1;
  double losers = 99;
};
SoloChoice bestSolo(const CardMultiset& hand, const Rules& rules);

// Strength for a two-against-two game with the normal trumps: about 10 for
// an average hand, 14 and more for a hand worth Re or Kontra.
double partnerGameStrength(const CardMultiset& hand, const Rules& rules);

// Trumps of the normal game in a hand.
int normalTrumpCount(const CardMultiset& hand, const Rules& rules);

}  // namespace kr::dk::ai
