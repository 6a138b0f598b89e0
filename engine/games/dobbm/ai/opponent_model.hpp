#pragma once
// An opponent model for the search: plain PIMC deals the hidden cards as if
// the bids and doubles said nothing, and then redoubles into a defence that
// has just shown a strong hand. Each sampled deal is weighed by how well it
// explains what the other seats said: every bid, double, redouble and pass
// the rule-based player would not have made with the sampled hand divides
// the weight by fifty (soft, since people bid differently); a Dobbm
// declarer's twelve cards count by the share of ways to split off the Dobb
// that leave a hand the rules bid Dobbm with. The search keeps samples with
// this chance (model_sampler.hpp).
#include "core/game.hpp"

namespace kr::dobbm::ai {

// The weight of a sampled DobbmState for the deciding seat (0 < w <= 1).
double likelihood(const GameState& sampled, int seat);

// The weight of a sampled deal in play by the cards the other seats have
// played: each card the rule-based player would not have played from the
// sampled hand halves it. Searching players often leave the rules' card, so
// this weighs samples (PimcConfig::weight) instead of rejecting them.
double playLikelihood(const GameState& sampled, int seat);

}  // namespace kr::dobbm::ai
