#pragma once
// The Coiffeur table's part of the generic table (TableAdapter): the hand
// in the order of the contract being played, and the view of the deal from
// the human's seat: the contract, its play type and the order of the
// current trick, the tricks with who won them and why, the contracts left
// per board column, and the board itself (docs/table-ui.md).
#include "table_adapter.hpp"

namespace kr::app {

class CoiffeurTableAdapter : public TableAdapter {
 public:
  std::vector<Card> sortedHand(const GameState& state, int seat) const override;
  QVariantMap extras(const GameState& state, int seat, const Match& match) const override;
};

}  // namespace kr::app
