#pragma once
// The facts of each trick of a Dobbm deal (issue #32): the cards, who won
// and why, and the card points (DB-1, DB-5). The tables and the deal review
// read them through DobbmObservation::tricks().
#include <vector>

#include "core/tricks.hpp"
#include "state.hpp"

namespace kr::dobbm {

// Every trick begun so far, oldest first, from the public table (every card
// played is public).
std::vector<TrickFact> trickFacts(const Table& pub);

}  // namespace kr::dobbm
