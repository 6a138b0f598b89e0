#include "hand_eval.hpp"

#include <algorithm>

#include "games/dobbm/discard.hpp"

namespace kr::dobbm::ai {

namespace {

Card at(Suit s, Rank r) { return Card(s, r); }

// Held cards from the Sau down without a gap.
int topRun(CardSet hand, Suit s) {
  int run = 0;
  for (int r = kRankCount - 1; r >= 0 && hand.contains(Card(s, static_cast<Rank>(r))); --r) ++run;
  return run;
}

}  // namespace

double declarerPoints(CardSet hand) {
  const CardSet hearts = hand & trumps();
  const int trumpCount = hearts.size();
  double tricks = 0;
  // Trumps: the top run wins for sure; the others win once the defenders'
  // six or so trumps are drawn, the more the longer the hearts.
  const int run = topRun(hand, kTrump);
  tricks += run;
  const int rest = trumpCount - run;
  tricks += rest * (trumpCount >= 5 ? 0.75 : trumpCount >= 3 ? 0.45 : 0.25);
  if (run == 0 && hand.contains(at(kTrump, Rank::Ten)) && trumpCount >= 2) tricks += 0.3;
  int voids = 0;
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    if (suit == kTrump) continue;
    const int len = (hand & suitMask(suit)).size();
    if (len == 0) ++voids;
    const int top = topRun(hand, suit);
    // Three defenders hold the other cards: the second round is often trumped.
    if (top >= 1) tricks += len <= 4 ? 0.9 : 0.75;
    if (top >= 2) tricks += len <= 3 ? 0.6 : 0.4;
    if (top >= 3) tricks += 0.2;
  }
  // Short suits let spare trumps win plain tricks.
  tricks += std::min(voids, std::max(0, trumpCount - 3)) * 0.5;
  tricks = std::min<double>(tricks, kTricks);
  // A trick won holds about 13 points; the hand's own high cards raise it.
  return tricks * 12.5 + 0.25 * pointsOf(hand);
}

double averageDobb(CardSet hand) { return (kDealPoints - pointsOf(hand)) * kDobbSize / 28.0; }

Card discardChoice(CardSet hand, CardSet discarded) {
  Card best = hand.first();
  double bestScore = -1e9;
  for (Card c : hand) {
    if (!mayDiscard(hand, discarded, c)) continue;
    const Suit suit = c.suit();
    const int len = (hand & suitMask(suit)).size();
    const bool sau = hand.contains(Card(suit, Rank::Ace));
    double score = 0;
    if (isTrump(c)) {
      score = -40 - static_cast<int>(c.rank());  // trumps are kept; a Sau's cover costs one
    } else if (isSau(c)) {
      score = -60;
    } else {
      score = cardPoints(c) + (4 - len) * 3.0;
      if (len == 1) score += 8;  // the suit is then void: its tricks can be trumped
      if (sau && c.rank() == Rank::Ten) score -= 12;  // Sau and ten win both
      if (sau && len <= 3) score -= 4;
    }
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

double defenceStrength(CardSet hand) {
  const CardSet hearts = hand & trumps();
  double s = hearts.size() * 1.0 + topRun(hand, kTrump) * 1.5;
  if (hand.contains(at(kTrump, Rank::Ten))) s += 0.5;
  for (int x = 0; x < kSuitCount; ++x)
    if (static_cast<Suit>(x) != kTrump && hand.contains(Card(static_cast<Suit>(x), Rank::Ace))) s += 1.0;
  return s;
}

}  // namespace kr::dobbm::ai
