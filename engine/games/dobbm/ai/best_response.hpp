#pragma once
// The searcher's best play against the rules in a sampled deal: with a few
// tricks left, every other seat plays as the rule-based player would, and
// the searcher tries each of its cards at each of its turns, keeping the
// line that ends best for it. The rules are the search's model of the other
// seats everywhere else in a rollout. Solving the end for both sides instead
// (alpha-beta, the earlier Strong) let the other side play it perfectly,
// better than the model and than the table, so the searcher's own
// contracts and cards looked worse than they are (docs/ai.md, "Dobbm").
#include "ai/monte_carlo.hpp"
#include "games/dobbm/state.hpp"

namespace kr::dobbm::ai {

// The declarer's value of a finished deal: the payment per opponent without
// the multiplier (fixed once the play starts; DB-6, a Match included), then
// the card points, which break ties between equal payments.
int declarerValue(const DobbmData& d);

// The searcher's value of a deal in play when it plays best against the
// rules from here: declarerValue for the declarer, its negation for a
// defender (the three pay alike).
int bestResponseValue(const DobbmState& state, int searcher);

// The searcher's card of that line; the searcher must be to move in play.
Action bestResponseCard(const DobbmState& state, int searcher);

// A rollout policy: the rule-based player everywhere, except the searcher's
// cards once `tricksLeft` tricks remain, which follow its best line.
RolloutPolicy bestResponsePolicy(int tricksLeft, int searcher);

}  // namespace kr::dobbm::ai
