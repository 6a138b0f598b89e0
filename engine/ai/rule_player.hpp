#pragma once
// A computer player that follows a game's rule-based decision for the seat's
// observation, with a chance of a random legal action instead (a Beginner).
#include <functional>
#include <string>

#include "ai/player.hpp"

namespace kr {

class RulePlayer : public Player {
 public:
  using Rule = std::function<Action(const Observation&)>;
  RulePlayer(std::string kind, Rule rule, double mistakeRate, std::uint64_t seed)
      : kind_(std::move(kind)), rule_(std::move(rule)), mistakeRate_(mistakeRate), rng_(seed) {}
  std::string_view kind() const override { return kind_; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;

 private:
  std::string kind_;
  Rule rule_;
  double mistakeRate_;
  Rng rng_;
};

}  // namespace kr
