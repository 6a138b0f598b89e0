#pragma once
// The Doppelkopf search levels (Standard, Strong, Analyst): perfect-
// information Monte Carlo over deals sampled from the seat's observation,
// every candidate rolled out on the same deals by the rule-based player
// (docs/ai.md explains the choice). Bids, the poverty exchange,
// announcements and Schweinchen are candidates like the cards.
#include <cstdint>

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "levels.hpp"

namespace kr::dk::ai {

class SearchPlayer : public Player, public HintSource {
 public:
  SearchPlayer(const Level& level, std::uint64_t seed) : level_(level), rng_(seed) {}
  std::string_view kind() const override { return level_.kind; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  std::optional<Action> interject(const Observation& obs, const DecisionContext& ctx) override;
  Hint hint(const Observation& obs, const DecisionContext& ctx) override;

  // Tests: a fixed number of sampled deals per decision instead of a time budget.
  void fixSamples(int samplesPerThread) { fixedSamples_ = samplesPerThread; }
  // The last search's statistics (samples, values), for benchmarks.
  const SearchResult& lastSearch() const { return last_; }

 private:
  Action decide(const Observation& obs, const DecisionContext& ctx);
  Action searchTree(const Observation& obs, const DecisionContext& ctx);  // Method::Ismcts

  Level level_;
  Rng rng_;
  int fixedSamples_ = 0;
  SearchResult last_;
};

// The deciding seat's value of a finished deal: its score-sheet points and,
// to break ties among equal scores, a tenth of a point per 120 card points.
double dealValue(const GameState& state, int seat);

// What a finished deal adds to the seat's value for its own play of a solo
// (`skill` when it was the declared soloist of a solo other than a misère):
// the rollouts play that solo by the rules, the searching level better.
double soloSkillFor(const GameState& state, int seat, double skill);

}  // namespace kr::dk::ai
