#pragma once
// A short reason id for a recommended Coiffeur action, worded by the UI:
// contract choice "contract-trumps", "contract-high-cards",
// "contract-low-cards", "contract-both-ways", "contract-joker",
// "contract-must-name", "pass-for-now"; the declarer's choices
// "joker-best-type", "start-stronger-way"; card play "draw-trumps",
// "cash-master", "win-trick", "smear-points", "play-low", "lead-long-suit".
#include <string>

#include "core/action.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::coiffeur::ai {

std::string reasonFor(const Table& t, CardSet hand, int seat, Action a);

}  // namespace kr::coiffeur::ai
