#pragma once
// Exploitability of a Truc strategy: a best response with perfect recall
// (every rank played so far, exact card removal) against the strategy, in
// one hand at given round scores, its value measured as the chance of
// winning the round (round_values.hpp). The best responder sees more than
// the abstraction does, so the figure bounds the abstract game's from above.
#include "public_tree.hpp"

namespace kr::truc::cfr {

// The table's probabilities; zeros (played uniformly) for a set it does not hold.
StrategyFn tableStrategy(const ai::StrategyTable& table);
// Uniformly random play: zeros everywhere.
StrategyFn uniformStrategy();

struct HandValues {
  double elderBest = 0;    // a best-responding elder against the strategy
  double dealerBest = 0;   // a best-responding dealer against the strategy
  double elderSelf = 0;    // the elder when both play the strategy
  // Half the sum of what both best responses gain over the game's total of 1.
  double exploitability() const { return (elderBest + dealerBest - 1.0) / 2.0; }
};

// `tricks`: where the best responder may leave the strategy (public_tree.hpp's kAllTricks).
HandValues evaluateHand(int elderScore, int dealerScore, const RoundValues& values, const StrategyFn& strategy,
                        unsigned tricks = kAllTricks);

}  // namespace kr::truc::cfr
