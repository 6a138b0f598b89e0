#include "trick_facts.hpp"

namespace kr::dobbm {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Hearts are always trump (DB-1): a heart won a trump lead as the highest
// trump, a plain lead as the only trump or the highest of several.
const char* whyWon(const Trick& trick, Card win) {
  if (!isTrump(win)) return "highest-of-suit";
  if (trick.led() == kTrump) return "highest-trump";
  int trumpsIn = 0;
  for (int i = 0; i < trick.count; ++i) trumpsIn += isTrump(trick.cards[at(i)]) ? 1 : 0;
  return trumpsIn == 1 ? "trumped" : "highest-trump";
}

TrickFact factOf(const Trick& trick, int leader) {
  TrickFact t;
  for (int i = 0; i < trick.count; ++i) t.cards.push_back({(leader + i) % kSeats, trick.cards[at(i)]});
  if (trick.count < kSeats) return t;
  t.winningCard = winningIndex(trick);
  t.winner = t.cards[at(t.winningCard)].seat;
  for (const TrickCard& p : t.cards) t.points += cardPoints(p.card);
  t.why = whyWon(trick, t.cards[at(t.winningCard)].card);
  return t;
}

}  // namespace

std::vector<TrickFact> trickFacts(const Table& pub) {
  std::vector<TrickFact> tricks;
  for (int k = 0; k < pub.tricksDone; ++k) {
    Trick trick;
    trick.count = kSeats;
    for (int i = 0; i < kSeats; ++i) trick.cards[at(i)] = pub.played[at(k * kSeats + i)];
    tricks.push_back(factOf(trick, pub.leaders[at(k)]));
  }
  if (pub.trick.count > 0) tricks.push_back(factOf(pub.trick, pub.leader));
  return tricks;
}

}  // namespace kr::dobbm
