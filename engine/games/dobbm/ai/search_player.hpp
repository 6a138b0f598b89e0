#pragma once
// The Dobbm search levels (Standard, Strong, Analyst): paired perfect-
// information Monte Carlo (ai/pimc.hpp) over deals sampled from the seat's
// observation (the Dobb, the discard and the other hands redealt
// consistently). Every candidate is played out on the same deals by the
// rule-based players, the defenders cooperating, and valued by the seat's
// payment. The bid (pass, Dobbm, Solo) is thus simulated over sampled Dobbs
// and hands, the discard card by card, the doubling by its estimated value
// (a raise only when clearly better than passing, on deals that explain the
// other side's bids, and never past the rules' last raise).
#include <cstdint>

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "games/dobbm/state.hpp"
#include "levels.hpp"

namespace kr::dobbm::ai {

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
  Level level_;
  Rng rng_;
  int fixedSamples_ = 0;
  SearchResult last_;
};

}  // namespace kr::dobbm::ai
