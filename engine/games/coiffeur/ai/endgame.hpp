#pragma once
// Exact play of the last tricks in a full (sampled) deal: alpha-beta over
// the points the declarer's side ends with (a Match's 100 included), the
// declarer's side maximising, the others minimising. The strong levels'
// rollouts finish their deals with it, as the best trick-game programs solve
// the endgame inside each sampled world.
#include "ai/monte_carlo.hpp"
#include "core/game.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::coiffeur::ai {

// The best card for the seat to move, solving the deal to its end; only for
// deals in play with at most a few tricks left (cost grows fast).
Action solvedCard(const CoiffeurState& state);

// A rollout policy: the rule-based player until `tricksLeft` tricks remain,
// then solved play.
RolloutPolicy endgamePolicy(int tricksLeft);

}  // namespace kr::coiffeur::ai
