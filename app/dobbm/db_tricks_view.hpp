#pragma once
// What a Dobbm table shows of the cards besides the tricks (those are the
// engine's trick facts, DobbmObservation::tricks(), turned into QML values
// by app/table's trick_values).
#include <vector>

#include "games/dobbm/state.hpp"

namespace kr::app::db_view {

// The cards nobody played: after the last trick, the Dobbm declarer's
// discard or a Solo's untouched Dobb (all 32 dealt cards have been played),
// so they are public then.
std::vector<Card> unplayed(const dobbm::Table& pub);

}  // namespace kr::app::db_view
