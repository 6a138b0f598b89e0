#pragma once
// The Dobbm table's part of the generic table (TableAdapter): the human's
// cards with the hearts (trumps) first, and the view of the deal from the
// human's seat: the bids, the contract and its declarer, the Dobb and the
// discard (its cards only for the declarer), the doubling, the tricks with
// why they were won, card points per side, the settlement item by item, the
// session (Mussrunde, who sits out) and the cards each seat played once the
// deal is over. Built from the human's observation and public match facts
// only (ruling ALL-2). While the human sits out (five players) only the
// public part of a seat's view is used.
#include "table_adapter.hpp"

namespace kr::app {

class DobbmTableAdapter : public TableAdapter {
 public:
  std::vector<Card> sortedHand(const GameState& state, int seat) const override;
  QVariantMap extras(const GameState& state, int seat, const Match& match) const override;
};

}  // namespace kr::app
