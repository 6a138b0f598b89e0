#include "card_play.hpp"

#include <tuple>

namespace kr::coiffeur::ai {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

bool isTrump(Card c, TrickOrder o) { return static_cast<int>(c.suit()) == o.trump; }

// Cheapest to give away: plain before trump, fewer points, weaker.
Card lowest(CardSet cards, const Variant& v, TrickOrder o) {
  Card best = cards.first();
  auto key = [&](Card c) { return std::tuple(isTrump(c, o), cardPoints(c, v), strength(c, c.suit(), o)); };
  for (Card c : cards)
    if (key(c) < key(best)) best = c;
  return best;
}

// The most points to give to a partner's trick, keeping the trumps.
Card richest(CardSet cards, const Variant& v, TrickOrder o) {
  CardSet plain;
  for (Card c : cards)
    if (!isTrump(c, o)) plain.add(c);
  const CardSet pool = plain.empty() ? cards : plain;
  Card best = pool.first();
  for (Card c : pool)
    if (std::pair(cardPoints(c, v), -strength(c, c.suit(), o)) > std::pair(cardPoints(best, v), -strength(best, best.suit(), o)))
      best = c;
  return best;
}

Card lead(const SeatView& v, CardSet legal, TrickOrder o) {
  const Table& t = v.t;
  const bool declarerSide = t.sameSide(v.seat, t.declarer);
  if (o.trump >= 0) {
    const CardSet trumps = legal & suitMask(static_cast<Suit>(o.trump));
    const bool outstanding = !(v.unseen() & suitMask(static_cast<Suit>(o.trump))).empty();
    // The declarer draws the opponents' trumps with the master trump.
    for (Card c : trumps)
      if (declarerSide && outstanding && v.isMaster(c, o)) return c;
  }
  // Cash a sure winner, the richest first.
  Card cash{};
  int cashPoints = -1;
  for (Card c : legal)
    if (!isTrump(c, o) && v.isMaster(c, o) && cardPoints(c, t.variant) > cashPoints) {
      cash = c;
      cashPoints = cardPoints(c, t.variant);
    }
  if (cashPoints >= 0) return cash;
  // Otherwise a low card of the longest plain suit.
  int bestLen = 0;
  Suit suit = legal.first().suit();
  for (int s = 0; s < kSuitCount; ++s) {
    if (s == o.trump) continue;
    const int len = (legal & suitMask(static_cast<Suit>(s))).size();
    if (len > bestLen) {
      bestLen = len;
      suit = static_cast<Suit>(s);
    }
  }
  const CardSet pool = bestLen > 0 ? legal & suitMask(suit) : legal;
  return lowest(pool, t.variant, o);
}

Card follow(const SeatView& v, CardSet legal, TrickOrder o) {
  const Table& t = v.t;
  const Trick& k = t.trick;
  const Suit led = k.led();
  const int w = winningIndex(k, o);
  const int winner = (t.leader + w) % t.seats();
  const Card top = k.cards[at(w)];
  const bool last = k.count == t.seats() - 1;
  int points = 0;
  for (int i = 0; i < k.count; ++i) points += cardPoints(k.cards[at(i)], t.variant);
  CardSet winners;
  for (Card c : legal)
    if (strength(c, led, o) > strength(top, led, o)) winners.add(c);

  if (v.allied(winner)) {
    // Safe when nobody after us can beat it: we are last, or it is the master.
    const bool safe = last || (v.isMaster(top, o) && (o.trump < 0 || isTrump(top, o)));
    return safe ? richest(legal, t.variant, o) : lowest(legal, t.variant, o);
  }
  if (!winners.empty()) {
    const Card cheap = lowest(winners, t.variant, o);
    if (last) {
      const bool costly = isTrump(cheap, o) && cardPoints(cheap, t.variant) >= 11;
      if (points + cardPoints(cheap, t.variant) >= 10 || !costly) return cheap;
    } else {
      for (Card c : winners)
        if (v.isMaster(c, o) && !isTrump(c, o)) return c;
      if (points >= 10) return cheap;
    }
  }
  return lowest(legal, t.variant, o);
}

}  // namespace

CardSet SeatView::unseen() const {
  CardSet s = fullDeck() - hand;
  for (int i = 0; i < t.playedCount; ++i) s.remove(t.played[at(i)]);
  return s;
}

bool SeatView::isMaster(Card c, TrickOrder o) const {
  const int mine = strength(c, c.suit(), o);
  for (Card u : unseen() & suitMask(c.suit()))
    if (strength(u, c.suit(), o) > mine) return false;
  return true;
}

Card chooseCard(const SeatView& v) {
  const TrickOrder o = v.t.order();
  const CardSet legal = legalCards(v.hand, v.t.trick, o, v.t.rules.buur);
  if (legal.size() == 1) return legal.first();
  return v.t.trick.count == 0 ? lead(v, legal, o) : follow(v, legal, o);
}

}  // namespace kr::coiffeur::ai
