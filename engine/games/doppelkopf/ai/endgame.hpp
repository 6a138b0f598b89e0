#pragma once
// Exact play of the last tricks in a full (sampled) deal: alpha-beta over
// the Re party's score-sheet points, then its card points (no card points in
// a misère, DK-15), the Re seats maximising and the Kontra seats minimising.
// The best trick-game programs solve the endgame inside each sampled world;
// here it gained nothing over the rule-based play of the last tricks at
// equal time (docs/ai.md), so only the measurement kind `strong-endgame`
// finishes its rollouts with it.
#include "ai/monte_carlo.hpp"
#include "games/doppelkopf/state.hpp"

namespace kr::dk::ai {

// The Re party's value of a finished deal: its score per seat, then its card
// points, which break ties between equal scores.
int reValue(const Deal& d);

// The exact value (reValue) of a deal in play under best play by both
// parties; for deals with a few tricks left (the cost grows fast).
int solvedValue(const DoppelkopfState& state);

// A rollout policy: the rule-based player until `tricksLeft` tricks remain,
// then the solved line, searched once and played by every seat.
RolloutPolicy endgamePolicy(int tricksLeft);

}  // namespace kr::dk::ai
