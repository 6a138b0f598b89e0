#pragma once
// The Doppelkopf table's part of the generic table (TableAdapter): the
// human's cards in the order of the game type, and the view of the deal
// from the human's seat: bidding, the poverty exchange, the marriage,
// announcements with their deadlines, parties as far as known, tricks with
// why they were won, card points, and the cards each seat played once the
// deal is over. Built from the human's observation and public match facts
// only (ruling ALL-2). While the human sits out (five players) only the
// public part of a seat's view is used.
#include "table_adapter.hpp"

namespace kr::app {

class DoppelkopfTableAdapter : public TableAdapter {
 public:
  std::vector<Card> sortedHand(const GameState& state, int seat) const override;
  QVariantMap extras(const GameState& state, int seat, const Match& match) const override;
};

}  // namespace kr::app
