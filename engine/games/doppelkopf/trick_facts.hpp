#pragma once
// The facts of each trick of a Doppelkopf deal (issue #32): the cards, who
// won and why, and the card points, replayed from the public history with
// the rules the engine plays by (DK-1, DK-11, DK-17). The tables and the
// deal review read them through DoppelkopfObservation::tricks().
#include <vector>

#include "core/tricks.hpp"
#include "deal.hpp"

namespace kr::dk {

// Every trick begun in `history` (public entries only are read), oldest
// first, in a game of type `contract`.
std::vector<TrickFact> trickFacts(const std::vector<HistoryEntry>& history, Contract contract, const Rules& rules);

}  // namespace kr::dk
