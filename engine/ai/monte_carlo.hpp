#pragma once
// Perfect-information Monte Carlo search: the decision is evaluated over
// full states sampled consistently with the seat's observation (never the
// true state: ruling ALL-2), each finished by a fast rollout policy. The
// root actions are chosen by UCB1 across samples, root-parallel on several
// threads, until the time budget runs out or the caller cancels.
#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "ai/player.hpp"

namespace kr {

// Picks the action of `seat` in a full (sampled) state during a rollout.
using RolloutPolicy = std::function<Action(const GameState& state, int seat, Rng& rng)>;

// Uniformly random legal actions of the seat to move.
Action randomRollout(const GameState& state, int seat, Rng& rng);

struct MonteCarloConfig {
  int budgetMs = 1000;      // time per decision
  int threads = 2;          // root-parallel workers
  int maxIterations = 0;    // stop after this many rollouts in all (0: time only)
  double exploration = 1.0; // UCB1 constant, in units of the score spread
  RolloutPolicy rollout = randomRollout;
};

struct ActionValue {
  Action action = 0;
  long long visits = 0;
  double mean = 0;  // mean score of the seat after this action
  // Paired searches (pimcSearch) also say how sure they are: the standard
  // error of `mean`, and of the gap to the best candidate measured on the
  // same sampled deals (0 for the best itself; -1 where unknown).
  double stdError = -1;
  double gapStdError = -1;
  // The action taken now for this candidate when its label names a plan
  // (Doppelkopf: a solo's label stands for a reservation); -1: the label.
  Action takes = -1;
};

struct SearchResult {
  Action best = 0;
  int bestIndex = 0;                // of `best` in `values`
  std::vector<ActionValue> values;  // one per root action, in obs.legal order
  long long rollouts = 0;
  long long samples = 0;            // sampled states searched
  bool cancelled = false;
  bool decided = false;             // stopped early: a single candidate was left (PimcConfig::prune)
};

// Searches the decision of obs.seat among obs.legal.
SearchResult monteCarloSearch(const Observation& obs, const DecisionContext& ctx, const MonteCarloConfig& config,
                              std::uint64_t seed);

// A player that decides every move with monteCarloSearch.
class MonteCarloPlayer : public Player {
 public:
  MonteCarloPlayer(std::string kind, MonteCarloConfig config, std::uint64_t seed)
      : kind_(std::move(kind)), config_(std::move(config)), rng_(seed) {}
  std::string_view kind() const override { return kind_; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;

 private:
  std::string kind_;
  MonteCarloConfig config_;
  Rng rng_;
};

}  // namespace kr
