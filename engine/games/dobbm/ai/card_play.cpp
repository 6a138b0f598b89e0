#include "card_play.hpp"

#include <tuple>

#include "games/dobbm/sampler.hpp"

namespace kr::dobbm::ai {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Cheapest to give away: plain before trump, fewer points, weaker.
Card lowest(CardSet cards) {
  Card best = cards.first();
  auto key = [](Card c) { return std::tuple(isTrump(c), cardPoints(c), static_cast<int>(c.rank())); };
  for (Card c : cards)
    if (key(c) < key(best)) best = c;
  return best;
}

// The most points to give to a partner's trick, keeping the trumps.
Card richest(CardSet cards) {
  const CardSet plain = cards - trumps();
  const CardSet pool = plain.empty() ? cards : plain;
  Card best = pool.first();
  for (Card c : pool)
    if (std::pair(cardPoints(c), -static_cast<int>(c.rank())) > std::pair(cardPoints(best), -static_cast<int>(best.rank())))
      best = c;
  return best;
}

Card lead(const SeatView& v, CardSet legal) {
  const Table& t = v.t;
  const bool declarer = v.seat == t.declarer;
  const CardSet outstanding = v.unseen() & trumps();
  // The declarer draws the defenders' trumps with the master trump.
  if (declarer && !outstanding.empty())
    for (Card c : legal & trumps())
      if (v.isMaster(c)) return c;
  // Suits the declarer has shown void in: a defender does not lead them while it may hold trumps.
  CardSet avoid;
  if (!declarer && t.declarer >= 0) {
    const CardSet shown = excludedCards(t)[at(t.declarer)];
    for (int s = 0; s < kSuitCount; ++s)
      if ((shown & suitMask(static_cast<Suit>(s))) == suitMask(static_cast<Suit>(s)) && (shown & trumps()) != trumps())
        avoid |= suitMask(static_cast<Suit>(s));
  }
  // Cash a sure winner of a plain suit, the richest first.
  Card cash{};
  int cashPoints = -1;
  for (Card c : legal - trumps() - avoid)
    if (v.isMaster(c) && cardPoints(c) > cashPoints) {
      cash = c;
      cashPoints = cardPoints(c);
    }
  if (cashPoints >= 0) return cash;
  // Otherwise a low card of the longest plain suit.
  int bestLen = 0;
  Suit suit = legal.first().suit();
  for (int s = 0; s < kSuitCount; ++s) {
    if (static_cast<Suit>(s) == kTrump) continue;
    const CardSet cards = legal & suitMask(static_cast<Suit>(s)) & (fullDeck() - avoid);
    if (cards.size() > bestLen) {
      bestLen = cards.size();
      suit = static_cast<Suit>(s);
    }
  }
  const CardSet pool = bestLen > 0 ? legal & suitMask(suit) : legal;
  return lowest(pool);
}

Card follow(const SeatView& v, CardSet legal) {
  const Table& t = v.t;
  const Trick& k = t.trick;
  const Suit led = k.led();
  const int w = winningIndex(k);
  const int winner = (t.leader + w) % kSeats;
  const Card top = k.cards[at(w)];
  const bool last = k.count == kSeats - 1;
  int points = 0;
  for (int i = 0; i < k.count; ++i) points += cardPoints(k.cards[at(i)]);
  CardSet winners;
  for (Card c : legal)
    if (strength(c, led) > strength(top, led)) winners.add(c);

  if (v.allied(winner)) {
    // Safe when nobody after us can beat it: we are last, or the declarer
    // (the only opponent) has played already, or it is the master trump.
    const int declarerPos = (t.declarer - t.leader + kSeats) % kSeats;
    const bool declarerDone = v.seat != t.declarer && declarerPos < k.count;
    const bool safe = last || declarerDone || (isTrump(top) && v.isMaster(top));
    return safe ? richest(legal) : lowest(legal);
  }
  if (!winners.empty()) {
    const Card cheap = lowest(winners);
    if (last) {
      if (points + cardPoints(cheap) >= 4 || !isTrump(cheap)) return cheap;
    } else {
      for (Card c : winners)
        if (v.isMaster(c) && (isTrump(c) || !isTrump(top))) return c;
      if (points >= 10) return cheap;
    }
  }
  return lowest(legal);
}

}  // namespace

CardSet SeatView::unseen() const {
  CardSet s = fullDeck() - hand - discard;
  for (int i = 0; i < t.playedCount; ++i) s.remove(t.played[at(i)]);
  return s;
}

bool SeatView::isMaster(Card c) const {
  const int mine = strength(c, c.suit());
  for (Card u : unseen() & suitMask(c.suit()))
    if (strength(u, c.suit()) > mine) return false;
  return true;
}

Card chooseCard(const SeatView& v) {
  const CardSet legal = legalCards(v.hand, v.t.trick);
  if (legal.size() == 1) return legal.first();
  return v.t.trick.count == 0 ? lead(v, legal) : follow(v, legal);
}

}  // namespace kr::dobbm::ai
