#pragma once
// The rule-based Dobbm player ("heuristic"): the baseline, the rollout
// policy of the search, and with deliberate mistakes the Beginner.
#include <cstdint>

#include "ai/player.hpp"
#include "games/dobbm/state.hpp"

namespace kr::dobbm::ai {

// Thresholds on the estimated card points of the declarer (hand_eval.hpp).
constexpr double kSoloBid = 67;          // Solo: the stake doubles, the Dobb is blind
constexpr double kDobbmBid = 64;         // Dobbm: the exchange and discard included
constexpr double kRedoubleBid = 84;      // the declarer answers a double
constexpr double kDoubleStrength = 7.5;  // defenceStrength for a defender's double
constexpr double kDefenceRedouble = 9.5;
// DB-4 sets no limit on redoubles and the engine allows twenty. The rules
// say no more after this many doublings in all, and each later one needs a
// stronger hand: two confident sides would otherwise raise each other to a
// stake that decides a whole session in one deal.
constexpr int kRuleDoublings = 4;
constexpr double kRaiseStep = 8;  // the declarer's estimate needed per further redouble

// The rule-based bid with a hand of eight: kPass, kDobbm or kSolo.
Action heuristicBid(CardSet hand, bool forced, bool dobbmOpen);
// Whether the rule-based player doubles (or redoubles) with this hand:
// doublings said so far, the declarer's own discard (Dobbm) if it speaks.
bool heuristicRaises(bool declarer, Contract contract, int doublings, CardSet hand, CardSet discard);

// The rule-based action of `seat`, from its hand, its own discard and the
// public table only.
Action heuristicAction(const Table& t, CardSet hand, CardSet discard, int seat);

// The same as a rollout policy for search over DobbmState.
Action heuristicPolicy(const GameState& state, int seat, Rng& rng);

// The same for a seat's observation (the rule-based levels, RulePlayer).
Action heuristicChoice(const Observation& obs);

}  // namespace kr::dobbm::ai
