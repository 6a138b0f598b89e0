#pragma once
// The Dobbm Beginner: the rule-based bid and discard, a random legal card
// one time in four, and it never doubles or redoubles (a random raise would
// double the stake of a deal it does not understand, DB-4, DB-6).
#include <cstdint>

#include "ai/player.hpp"

namespace kr::dobbm::ai {

class BeginnerPlayer : public Player {
 public:
  BeginnerPlayer(double mistakeRate, std::uint64_t seed) : mistakeRate_(mistakeRate), rng_(seed) {}
  std::string_view kind() const override { return "beginner"; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;

 private:
  double mistakeRate_;
  Rng rng_;
};

}  // namespace kr::dobbm::ai
