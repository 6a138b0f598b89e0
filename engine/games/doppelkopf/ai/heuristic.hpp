#pragma once
// The rule-based Doppelkopf player ("heuristic"): the baseline, the
// rollout policy of the search, and with deliberate mistakes the Beginner.
#include <cstdint>

#include "ai/player.hpp"
#include "games/doppelkopf/deal.hpp"

namespace kr::dk::ai {

// The rule-based action of `seat` in a full deal. It reads the deal only
// through SeatView (the seat's own cards and the public facts), so every
// deal with the same observation gives the same action. Deterministic.
// Without `announces` it never announces (the Beginner).
Action heuristicAction(const Deal& d, int seat, bool announces = true);

// The same as a rollout policy for search over DoppelkopfState.
Action heuristicPolicy(const GameState& state, int seat, Rng& rng);

// Out-of-turn actions a player always takes: pigs declared before play
// (DK-11), the only out-of-turn action that has no own-turn moment.
std::optional<Action> pigsBeforePlay(const Observation& obs);

class HeuristicPlayer : public Player {
 public:
  // mistakeRate: chance of a random legal card instead of the rule's card.
  HeuristicPlayer(std::string_view kind, double mistakeRate, bool announces, std::uint64_t seed)
      : kind_(kind), mistakeRate_(mistakeRate), announces_(announces), rng_(seed) {}
  std::string_view kind() const override { return kind_; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  std::optional<Action> interject(const Observation& obs, const DecisionContext& ctx) override;

 private:
  std::string_view kind_;
  double mistakeRate_;
  bool announces_;
  Rng rng_;
};

}  // namespace kr::dk::ai
