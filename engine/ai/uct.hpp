#pragma once
// Ensemble UCT (Sievers and Helmert, "A Doppelkopf Player Based on UCT",
// KI 2015): for each of several worlds, a full state sampled from the seat's
// observation (never the true state: ruling ALL-2), a perfect-information
// UCT tree grown by a fixed number of rollouts. Each node keeps the value of
// the seat that chose its action, so every seat maximises its own score;
// one node is added per rollout, which then plays on by the rollout policy.
// The answer is the root action most visited over all worlds. Worlds run
// root-parallel, each from its own seed, so the result does not depend on
// the number of threads. The work is fixed, not timed: a time budget does
// not change it; only the stop flag cuts it short.
#include "ai/monte_carlo.hpp"

namespace kr {

struct UctConfig {
  int worlds = 10;              // sampled worlds, one tree each
  int rolloutsPerWorld = 1000;  // rollouts in each tree
  int threads = 2;
  // UCB1 constant in score-sheet points: the paper's rewards are 500 per
  // score point (plus the team's card points), its constant 16,000.
  double exploration = 32.0;
  RolloutPolicy rollout = randomRollout;  // every seat's play after the tree
};

// values: the root actions in obs.legal order, visits summed over the
// worlds and the seat's mean score after each; best: the most visited.
SearchResult uctSearch(const Observation& obs, const DecisionContext& ctx, const UctConfig& config,
                       std::uint64_t seed);

}  // namespace kr
