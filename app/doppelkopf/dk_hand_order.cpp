#include "dk_hand_order.hpp"

#include <algorithm>

#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/play.hpp"

namespace kr::app::dk_view {

using namespace kr::dk;

Contract knownContract(const DoppelkopfObservation& obs) {
  return obs.contract >= 0 ? static_cast<Contract>(obs.contract) : Contract::Normal;
}

std::array<std::uint8_t, kFaceCount> strengths(const DoppelkopfObservation& obs, const Rules& rules) {
  std::array<std::uint8_t, kFaceCount> s = rules.table(knownContract(obs)).strength;
  for (const HistoryEntry& h : obs.history) {
    if (isPigDeclaration(h.action)) s[declaredCard(rules, h.action).face] = declaredStrength(h.action);
  }
  return s;
}

std::vector<Card> sortedForPlay(std::vector<Card> cards, const DoppelkopfObservation& obs, const Rules& rules) {
  const TrumpTable& table = rules.table(knownContract(obs));
  const auto strength = strengths(obs, rules);
  // Black and red alternate so that neighbouring suits are told apart.
  auto suitPlace = [](Suit s) {
    switch (s) {
      case kClubs: return 0;
      case kHearts: return 1;
      case kSpades: return 2;
      case kDiamonds: return 3;
    }
    return 4;
  };
  auto key = [&](Card c) {
    const bool trump = table.trumps.contains(c);
    return std::make_tuple(trump ? 0 : 1, trump ? 0 : suitPlace(c.suit()), -static_cast<int>(strength[c.face]));
  };
  std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) { return key(a) < key(b); });
  return cards;
}

}  // namespace kr::app::dk_view
