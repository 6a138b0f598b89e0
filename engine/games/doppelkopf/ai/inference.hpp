#pragma once
// An opponent model for search: how likely a sampled deal is, given what the
// other seats did. The sampler deals every hand that the rules allow with
// the same chance; real players say "healthy" with both ♣Q far less often
// than they marry, rarely hold three trumps without declaring poverty, and
// play the cards a sensible player would. Each action of another seat is
// compared with the rule-based player's choice in the replayed deal: a match
// keeps the weight, a differing action multiplies it by a small factor.
#include "core/game.hpp"

namespace kr::dk::ai {

struct InferenceModel {
  double bidMismatch = 0.1;   // reservation, declaration, accepting a poverty
  double cardMismatch = 0.5;  // a card the rules would not have played
  double announceUnlikely = 0.3;  // an announcement the rules would not have made
};

// The likelihood of the other seats' actions in `sampled` under the model,
// relative to 1 for a deal where the rules explain every action.
double sampleLikelihood(const GameState& sampled, int seat, const InferenceModel& model);

}  // namespace kr::dk::ai
