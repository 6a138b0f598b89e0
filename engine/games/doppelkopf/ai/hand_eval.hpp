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

// The solo kind with the fewest losers among those allowed, and its losers
// (misères are judged by misereRisk instead).
struct SoloChoice {
  int kind = -1;
  double losers = 99;
};
SoloChoice bestSolo(const CardMultiset& hand, const Rules& rules);

// DK-15: how easily a hand is made to take a trick in a misère, summed over
// its cards: high trumps and aces most, low trumps and nines hardly at all,
// a void a little less. Dealt hands average 14; one in 1,400 scores 4.5 or
// less, one in 200 6 or less.
double misereRisk(const CardMultiset& hand, const Rules& rules);

// The misère kind (kSoloKinds index) a hand is fit for, or -1: the open one
// only with an even safer hand (it shows the cards and counts one more).
// Played out by the rule-based players, misères with a risk of 4 to 4.5 were
// won 55 % of the time, 3.5 to 4 65 %, 5 to 5.5 45 % (13,000 forced misères).
int misereKindFor(const CardMultiset& hand, const Rules& rules);
constexpr double kMisereRisk = 4.5;
constexpr double kMisereOuvertRisk = 3.0;

// Strength for a two-against-two game with the normal trumps: about 10 for
// an average hand, 14 and more for a hand worth Re or Kontra.
double partnerGameStrength(const CardMultiset& hand, const Rules& rules);

// Trumps of the normal game in a hand.
int normalTrumpCount(const CardMultiset& hand, const Rules& rules);

}  // namespace kr::dk::ai
