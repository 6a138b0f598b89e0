#pragma once
// One finished deal of a record, replayed step by step for the review page:
// the position after any number of its actions with every hand open (the
// deal is over, so nothing is hidden any more), the trick on the table as
// the engine states its facts, and the action just taken and the next one.
#include <QVariantMap>
#include <memory>
#include <vector>

#include "core/record.hpp"
#include "table_adapter.hpp"

namespace kr::app {

class DealReplay {
 public:
  // Errors: the record's replay error, `no-such-deal`.
  static Expected<DealReplay> open(const Record& record, int deal);

  int steps() const { return static_cast<int>(actions_.size()); }
  const std::vector<RecordedAction>& actions() const { return actions_; }
  int seatCount() const { return start_->seatCount(); }
  // The match player at each seat of the deal.
  const std::vector<int>& seatPlayers() const { return seatPlayers_; }

  // After `step` actions (0: as dealt; steps(): the end):
  // {step, phase, toMove, terminal,
  //  hands: [[card]] per deal seat in the order the game sorts them, rest: [card],
  //  trick: [{seat, card}], trickWinner, trickWhy, trickPoints,
  //  tricksWon: [count] per seat,
  //  last: {seat, action} (the action that led here; empty at 0),
  //  next: {seat, action} (empty at the end)}
  QVariantMap positionAt(int step) const;

 private:
  std::unique_ptr<GameState> start_;
  std::vector<RecordedAction> actions_;
  std::vector<int> seatPlayers_;
  std::shared_ptr<TableAdapter> adapter_;
};

}  // namespace kr::app
