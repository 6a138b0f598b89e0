#pragma once
// What a finished deal tells about the human: whether their side won it in
// the game's own sense, and the game's facts to count (docs/statistics.md
// lists the ids; the statistics page words them).
#include <QStringList>

#include "core/record.hpp"

namespace kr::app::stats {

struct FinishedDeal {
  const GameState& state;        // the deal, over
  int humanSeat = -1;            // -1: the human sat the deal out
  const RecordedDeal& recorded;  // its actions as recorded
  const ScoreRow& booked;        // as the match books it
};

struct DealFacts {
  bool won = false;
  QStringList counters;
};

DealFacts dealFacts(const FinishedDeal& deal);

}  // namespace kr::app::stats
