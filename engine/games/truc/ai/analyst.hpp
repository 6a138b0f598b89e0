#pragma once
// Truc's analyst: the player kind behind the table's hints (not offered as
// an opponent). It plays as the strong player; its hint is the strategy
// table's most likely action (the heuristic's where the table holds none)
// with a reason id and the chance to win the hand (hint_reasons.hpp).
// Deterministic, and built from the seat's observation only (ruling ALL-2).
// For the deal review (DecisionContext::review) it also weighs every option
// by search (option_values.hpp).
#include <cstdint>

#include "ai/hint.hpp"
#include "games/truc/ai/players.hpp"

namespace kr::truc::ai {

class AnalystPlayer : public Player, public HintSource {
 public:
  explicit AnalystPlayer(std::uint64_t seed);
  std::string_view kind() const override { return "analyst"; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  Hint hint(const Observation& obs, const DecisionContext& ctx) override;

 private:
  TablePlayer strong_;
  HonestPlayer fallback_;
  std::uint64_t seed_;  // of the review's weighing
};

}  // namespace kr::truc::ai
