#pragma once
// Perfect-information Monte Carlo with paired samples: every full state
// sampled from the seat's observation (never the true state: ruling ALL-2)
// evaluates every candidate, each finished by the rollout policy. The
// candidates are thus compared on the same deals, which removes most of the
// luck of the deal from their difference (monteCarloSearch gives each sample
// to one action only). Root-parallel: each thread samples on its own and
// the statistics are summed; cancellable between rollouts.
#include <functional>
#include <memory>
#include <vector>

#include "ai/monte_carlo.hpp"

namespace kr {

// Applies candidate `index` for the deciding seat to a sampled state (and
// may play on: a bid together with the game it leads to).
using CandidateFn = std::function<void(GameState& state, int seat, int index)>;
// The deciding seat's value of a finished deal.
using ValueFn = std::function<double(const GameState& state, int seat)>;

// How likely a sampled state is to be the true one, relative to the others
// (an opponent model): the sample's values count with this weight.
using WeightFn = std::function<double(const GameState& sampled, int seat)>;

// Draws a full state consistent with the observation (only from it: ALL-2);
// a game's own sampler, or one that also follows an opponent model.
using SampleFn = std::function<std::unique_ptr<GameState>(const Observation& obs, const Options& options, Rng& rng)>;

// The score-sheet points of the seat.
double seatScore(const GameState& state, int seat);

struct PimcConfig {
  int budgetMs = 1000;
  int threads = 2;
  // At most this many sampled states per thread (0: no limit).
  int samplesPerThread = 0;
  // Off: exactly samplesPerThread states, whatever the time; the result then
  // depends only on the observation and the seed (tests).
  bool timeLimited = true;
  RolloutPolicy rollout = randomRollout;
  ValueFn value = seatScore;
  WeightFn weight;  // empty: every sample counts the same
  // With a weight: each sample is drawn among this many sampled states in
  // proportion to their weights and counts with their mean weight
  // (sampling-importance-resampling). The rollouts then go to the states the
  // model finds likely instead of being spent on states that count little.
  int statesPerSample = 1;
  SampleFn sample;  // empty: the game's sampler
  // Drop a candidate once another one beats it clearly on the same deals
  // (paired difference above pruneSigmas standard errors): the time then
  // goes to the close calls, and a thread stops once one candidate is left.
  bool prune = false;
  double pruneSigmas = 3;
  // Candidates other than the observation's legal actions: their labels
  // (reported in SearchResult::values) and how to apply each.
  std::vector<Action> labels;
  CandidateFn apply;
};

SearchResult pimcSearch(const Observation& obs, const DecisionContext& ctx, const PimcConfig& config,
                        std::uint64_t seed);

}  // namespace kr
