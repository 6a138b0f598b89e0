#pragma once
// Information-set Monte Carlo tree search (single observer, Cowling et al.
// 2012): each iteration samples a full state from the seat's observation,
// walks one tree of action sequences shared by all samples (UCB with
// availability counts: a child counts only in the samples where its action
// is legal), adds one node, and finishes with the rollout policy. Each node
// keeps the value of the seat that chose its action. Root-parallel, cancellable.
#include "ai/pimc.hpp"

namespace kr {

struct IsmctsConfig {
  int budgetMs = 1000;
  int threads = 2;
  int iterationsPerThread = 0;  // at most this many (0: no limit)
  bool timeLimited = true;      // off: exactly iterationsPerThread
  double exploration = 0.7;     // UCB constant, in units of valueScale
  double valueScale = 4.0;      // a typical size of a value
  RolloutPolicy rollout = randomRollout;
  ValueFn value = seatScore;
};

// values: the root actions in obs.legal order; best: the most visited.
SearchResult ismctsSearch(const Observation& obs, const DecisionContext& ctx, const IsmctsConfig& config,
                          std::uint64_t seed);

}  // namespace kr
