#pragma once
// The facts of each trick of a Coiffeur deal (issue #32): the cards, who won
// and why, and the card points with the last trick's 5 (CJ-1, CJ-2). The
// tables and the deal review read them through CoiffeurObservation::tricks().
#include <vector>

#include "core/tricks.hpp"
#include "state.hpp"

namespace kr::coiffeur {

// Every trick begun so far, oldest first, from the public table (every card
// played is public).
std::vector<TrickFact> trickFacts(const Table& pub);

}  // namespace kr::coiffeur
