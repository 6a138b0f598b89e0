#include "db_hand_order.hpp"

#include <algorithm>
#include <tuple>

#include "games/dobbm/tricks.hpp"

namespace kr::app::db_view {

using namespace kr::dobbm;

QString cardCode(Card c) { return QString::fromStdString(toString(c, DeckStyle::German)); }

QStringList codes(const std::vector<Card>& cards) {
  QStringList out;
  for (Card c : cards) out << cardCode(c);
  return out;
}

std::vector<Card> sortedForPlay(std::vector<Card> cards) {
  // Hearts first; the other suits in the deck's order (acorns, leaves, bells).
  auto suitPlace = [](Suit s) { return s == kTrump ? -1 : static_cast<int>(s); };
  auto key = [&](Card c) { return std::make_tuple(suitPlace(c.suit()), -strength(c, c.suit())); };
  std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return key(a) < key(b); });
  return cards;
}

}  // namespace kr::app::db_view
