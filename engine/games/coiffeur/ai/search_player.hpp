#pragma once
// The Coiffeur search levels (Standard, Strong, Analyst): perfect-
// information Monte Carlo over deals sampled from the seat's observation,
// every candidate played out on the same deals by the rule-based players
// and valued by what the match scores (value.hpp). At the contract choice
// each candidate is a whole plan: the contract with its Joker play type and
// Slalom/Gustav start, or pass.
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "games/coiffeur/state.hpp"
#include "levels.hpp"

namespace kr::coiffeur::ai {

// A contract with the declarer's later choices (-1: none), or a pass.
struct Plan {
  Action name = 0;
  Action jokerType = -1;
  Action direction = -1;
};

// Every plan the seat may choose now, the most appealing first (pass last);
// at most `limit` besides the pass (0: all).
std::vector<Plan> contractPlans(const Table& t, CardSet hand, int seat, int limit);

class SearchPlayer : public Player, public HintSource {
 public:
  SearchPlayer(const Level& level, std::uint64_t seed) : level_(level), rng_(seed) {}
  std::string_view kind() const override { return level_.kind; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  Hint hint(const Observation& obs, const DecisionContext& ctx) override;

  // Tests: a fixed number of sampled deals per decision instead of a time budget.
  void fixSamples(int samplesPerThread) { fixedSamples_ = samplesPerThread; }
  const SearchResult& lastSearch() const { return last_; }

 private:
  // The declarer's later choice of the plan it named, if it is asked for it now.
  std::optional<Action> planned(const CoiffeurObservation& o) const;

  Level level_;
  Rng rng_;
  Plan plan_{-1, -1, -1};
  int fixedSamples_ = 0;
  SearchResult last_;
};

}  // namespace kr::coiffeur::ai
