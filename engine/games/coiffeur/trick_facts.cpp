#include "trick_facts.hpp"

namespace kr::coiffeur {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The trick's order says why: a trump won a trump lead as the highest trump
// and a plain lead by trumping; a plain card won as the highest of the led
// suit, or the lowest where the order runs 6-high (Undenufe, CJ-1).
const char* whyWon(Card win, Suit led, TrickOrder order) {
  if (order.trump >= 0 && static_cast<int>(win.suit()) == order.trump)
    return static_cast<int>(led) == order.trump ? "highest-trump" : "trumped";
  return order.down ? "lowest-of-suit" : "highest-of-suit";
}

// Trick `k` (0-based) of the deal, led by `leader`.
TrickFact factOf(const Table& pub, const Trick& trick, int k, int leader) {
  const int seats = pub.seats();
  TrickFact t;
  for (int i = 0; i < trick.count; ++i) t.cards.push_back({(leader + i) % seats, trick.cards[at(i)]});
  if (trick.count < seats) return t;
  const TrickOrder order = orderOf(pub.variant, k, pub.handSize());
  t.winningCard = winningIndex(trick, order);
  t.winner = t.cards[at(t.winningCard)].seat;
  t.points = k == pub.handSize() - 1 ? kLastTrickBonus : 0;
  for (const TrickCard& p : t.cards) t.points += cardPoints(p.card, pub.variant);
  t.why = whyWon(t.cards[at(t.winningCard)].card, trick.led(), order);
  return t;
}

}  // namespace

std::vector<TrickFact> trickFacts(const Table& pub) {
  std::vector<TrickFact> tricks;
  const int seats = pub.seats();
  for (int k = 0; k < pub.tricksDone; ++k) {
    Trick trick;
    trick.count = seats;
    for (int i = 0; i < seats; ++i) trick.cards[at(i)] = pub.played[at(k * seats + i)];
    tricks.push_back(factOf(pub, trick, k, pub.leaders[at(k)]));
  }
  if (pub.trick.count > 0) tricks.push_back(factOf(pub, pub.trick, pub.tricksDone, pub.leader));
  return tricks;
}

}  // namespace kr::coiffeur
