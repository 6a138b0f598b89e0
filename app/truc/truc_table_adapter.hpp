#pragma once
// The Truc table's part of the generic table (TableAdapter): the human's
// cards in order of power, and the view of the hand from the human's seat:
// stake, offers and what they lead to, tricks with spoilt ones and their
// owner, round scores, and how the hand ended. Built from the human's
// observation only: the computer's unplayed cards never appear.
#include "table_adapter.hpp"

namespace kr::app {

class TrucTableAdapter : public TableAdapter {
 public:
  std::vector<Card> sortedHand(const GameState& state, int seat) const override;
  QVariantMap extras(const GameState& state, int seat, const Match& match) const override;
};

}  // namespace kr::app
