#include "coiffeur_hand_order.hpp"

#include <algorithm>

namespace kr::app::coiffeur_view {

using namespace kr::coiffeur;

TrickOrder handOrder(const Table& table) {
  switch (table.phase) {
    case Phase::Contract: return {};
    case Phase::JokerType:
    case Phase::Direction: {
      // The contract is named, its play type or start not yet chosen.
      const Variant v = variantOf(table.contract);
      return v.needsDirection() || isJoker(table.contract) ? TrickOrder{} : orderOf(v, 0, table.handSize());
    }
    case Phase::Play: return table.order();
    case Phase::Over: return orderOf(table.variant, table.handSize() - 1, table.handSize());
  }
  return {};
}

std::vector<Card> sortedForPlay(std::vector<Card> cards, TrickOrder order) {
  // The board's suit order: acorns, bells, shields, roses (Swiss indices).
  static constexpr int kBoardPlace[] = {3, 0, 1, 2};
  const auto place = [&](Card c) {
    const int suit = static_cast<int>(c.suit());
    return suit == order.trump ? -1 : kBoardPlace[suit];
  };
  std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) {
    if (place(a) != place(b)) return place(a) < place(b);
    return strength(a, a.suit(), order) > strength(b, b.suit(), order);
  });
  return cards;
}

}  // namespace kr::app::coiffeur_view
