#pragma once
// A short reason id for a recommended Dobbm action, worded by the UI:
// bidding "bid-solo-strong-hand", "bid-dobbm-exchange", "must-declare",
// "pass-weak-hand"; discard "discard-bank-points", "discard-make-void",
// "discard-low-card", "discard-cover-sau"; doubling "double-strong-defence",
// "redouble-strong-hand", "no-double"; card play "draw-trumps",
// "cash-master", "win-trick", "trump-in", "smear-points", "play-low",
// "lead-long-suit".
#include <string>

#include "core/action.hpp"
#include "games/dobbm/state.hpp"

namespace kr::dobbm::ai {

std::string reasonFor(const Table& t, CardSet hand, CardSet discard, int seat, Action a);

}  // namespace kr::dobbm::ai
