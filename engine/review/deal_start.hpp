#pragma once
// Where a deal of a record begins, for those who replay it (the review, the
// app's review page): the match with that deal dealt and nothing played yet.
#include <memory>

#include "core/record.hpp"

namespace kr {

// The last deal of a replayed record that is finished: a saved game's last
// deal may still be in progress (-1: none is).
int lastFinishedDeal(const Record& record, const Match& replayed);

// The match player reviewed by default: the first seat named "human", else 0.
int defaultPlayer(const Record& record);

// The match with deal `deal` dealt and none of its actions applied.
Expected<std::unique_ptr<Match>> matchAtDealStart(const Record& record, int deal);

}  // namespace kr
