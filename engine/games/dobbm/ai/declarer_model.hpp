#pragma once
// The Dobbm declarer's discard in a sampled deal. The sampler splits the
// declarer's twelve cards (its hand of eight and the Dobb, DB-3) into kept
// cards and discard at random, so a sampled declarer keeps a heart as often
// as it lays one away; a real one keeps the best eight. Before a sample is
// weighed and played out, the search lets the rules choose the discard
// among the twelve, as a declarer would have.
#include "games/dobbm/state.hpp"

namespace kr::dobbm::ai {

// `d` with the Dobbm declarer's discard re-chosen by the rule-based discard
// among its unplayed cards and discard, for a deciding seat that is not the
// declarer; the cards the play has shown it cannot hold stay in the
// discard. Unchanged when not applicable or when no legal discard results.
DobbmData withRuleDiscard(const DobbmData& d, int seat);

}  // namespace kr::dobbm::ai
