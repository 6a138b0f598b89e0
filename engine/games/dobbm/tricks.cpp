#include "tricks.hpp"

namespace kr::dobbm {

namespace {
constexpr std::array<int, kRankCount> kPoints = {0, 0, 0, 0, 10, 2, 3, 4, 11};
// DB-1: Sau, ten, King, Ober, Unter, 9 ... 6 (by core/card.hpp's ranks 6 ... Ace):
// the ten ranks second, not between the 9 and the Unter as on core's scale.
constexpr std::array<int, kRankCount> kOrder = {0, 1, 2, 3, 7, 4, 5, 6, 8};
}  // namespace

CardSet fullDeck() { return CardSet((std::uint64_t{1} << kDeckSize) - 1); }

int cardPoints(Card c) { return kPoints[static_cast<std::size_t>(c.rank())]; }

int pointsOf(CardSet cards) {
  int sum = 0;
  for (Card c : cards) sum += cardPoints(c);
  return sum;
}

int strength(Card c, Suit led) {
  const int rank = kOrder[static_cast<std::size_t>(c.rank())];
  if (isTrump(c)) return 100 + rank;
  return c.suit() == led ? rank : -1;
}

int winningIndex(const Trick& t) {
  int best = 0;
  for (int i = 1; i < t.count; ++i)
    if (strength(t.cards[static_cast<std::size_t>(i)], t.led()) >
        strength(t.cards[static_cast<std::size_t>(best)], t.led()))
      best = i;
  return best;
}

CardSet legalCards(CardSet hand, const Trick& t) {
  if (t.count == 0) return hand;
  const CardSet led = hand & suitMask(t.led());
  if (!led.empty()) return led;
  const CardSet hearts = hand & trumps();
  return hearts.empty() ? hand : hearts;
}

Refusal refusalOf(CardSet hand, const Trick& t) {
  const CardSet led = hand & suitMask(t.led());
  if (!led.empty()) return {"must-follow-suit", led};
  return {"must-trump", hand & trumps()};
}

CardSet excludedBy(const Trick& t, Card card) {
  if (t.count == 0 || card.suit() == t.led()) return {};
  // Not following shows the led suit is gone; not trumping either, the hearts.
  return isTrump(card) ? suitMask(t.led()) : suitMask(t.led()) | trumps();
}

}  // namespace kr::dobbm
