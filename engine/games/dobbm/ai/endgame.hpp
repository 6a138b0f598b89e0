#pragma once
// Exact play of the last tricks in a full (sampled) deal: alpha-beta over
// what the declarer is paid (DB-6: the rounded difference from 60, a Match
// included), then over its card points, the declarer maximising and the
// three defenders, who pay alike, minimising. The strong levels' rollouts
// finish their deals with it, as the best trick-game programs solve the
// endgame inside each sampled world.
#include "ai/monte_carlo.hpp"
#include "core/game.hpp"
#include "games/dobbm/state.hpp"

namespace kr::dobbm::ai {

// The declarer's value of a finished deal, the search's goal: the payment
// per opponent without the multiplier (fixed once the play starts), then
// the card points, which break ties between equal payments.
int declarerValue(const DobbmData& d);

// The exact value of a deal in play under best play by both sides; for deals
// with a few tricks left (the cost grows fast).
int solvedValue(const DobbmState& state);

// A rollout policy: the rule-based player until `tricksLeft` tricks remain,
// then the solved line, searched once and played by every seat.
RolloutPolicy endgamePolicy(int tricksLeft);

}  // namespace kr::dobbm::ai
