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

// The order of the next trick (Slalom turns every trick, Gustav at half
// time): whether a card will still be a master once this trick is over.
TrickOrder nextOrder(const Table& t, TrickOrder now) {
  if (t.tricksDone + 1 >= t.handSize()) return now;
  return orderOf(t.variant, t.tricksDone + 1, t.handSize());
}

Card lead(const SeatView& v, CardSet legal, TrickOrder o, Style style) {
  const Table& t = v.t;
  const bool declarerSide = t.sameSide(v.seat, t.declarer);
  const bool table = style == Style::Table;
  if (o.trump >= 0) {
    const CardSet trumps = legal & suitMask(static_cast<Suit>(o.trump));
    const int outstanding = (v.unseen() & suitMask(static_cast<Suit>(o.trump))).size();
    // The declarer draws the opponents' trumps with the master trump.
    for (Card c : trumps)
      if (declarerSide && outstanding > 0 && v.isMaster(c, o)) return c;
    // Table: without it he still draws them with his lowest trump (keeping
    // the Buur and the Nell) while he holds two or more, before the
    // defenders ruff his side aces.
    if (table && declarerSide && outstanding > 0 && trumps.size() >= 2) return lowest(trumps, t.variant, o);
  }
  // Cash a sure winner, the richest first; Table: first the masters that
  // the next trick's order would spoil (Slalom: the six after an ace-high trick).
  Card cash{};
  int cashPoints = -1;
  const TrickOrder later = nextOrder(t, o);
  for (Card c : legal) {
    const int urgent = table && !v.isMaster(c, later) ? 1000 : 0;
    if (!isTrump(c, o) && v.isMaster(c, o) && cardPoints(c, t.variant) + urgent > cashPoints) {
      cash = c;
      cashPoints = cardPoints(c, t.variant) + urgent;
    }
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

// Table: the card to give away when not winning: plain before trump, never
// a card that will be a master after this trick while another will do, then
// the fewest points, then the weakest.
Card shed(const SeatView& v, CardSet cards, TrickOrder o) {
  const Variant& var = v.t.variant;
  const TrickOrder later = nextOrder(v.t, o);
  Card best = cards.first();
  auto key = [&](Card c) {
    return std::tuple(isTrump(c, o), v.isMaster(c, later), cardPoints(c, var), strength(c, c.suit(), o));
  };
  for (Card c : cards)
    if (key(c) < key(best)) best = c;
  return best;
}

// Table: the card to win a trick the seat is sure to win: a plain card
// before a trump, then the most points (the ten rather than the king), then
// the weakest, keeping the Buur and the Nell while another trump will do.
Card take(CardSet winners, const Variant& var, TrickOrder o) {
  Card best = winners.first();
  auto key = [&](Card c) {
    const bool top = isTrump(c, o) && (c.rank() == Rank::Jack || c.rank() == Rank::Nine);
    return std::tuple(!isTrump(c, o), !top, cardPoints(c, var), -strength(c, c.suit(), o));
  };
  for (Card c : winners)
    if (key(c) > key(best)) best = c;
  return best;
}

Card follow(const SeatView& v, CardSet legal, TrickOrder o, Style style) {
  const Table& t = v.t;
  const Trick& k = t.trick;
  const Suit led = k.led();
  const int w = winningIndex(k, o);
  const int winner = (t.leader + w) % t.seats();
  const Card top = k.cards[at(w)];
  const bool last = k.count == t.seats() - 1;
  const bool table = style == Style::Table;
  const bool declarerSide = t.sameSide(v.seat, t.declarer);
  int points = 0;
  for (int i = 0; i < k.count; ++i) points += cardPoints(k.cards[at(i)], t.variant);
  CardSet winners;
  for (Card c : legal)
    if (strength(c, led, o) > strength(top, led, o)) winners.add(c);
  auto low = [&](CardSet cards) { return table ? shed(v, cards, o) : lowest(cards, t.variant, o); };

  if (v.allied(winner)) {
    // Safe when nobody after us can beat it: we are last, or it is the master.
    const bool safe = last || (v.isMaster(top, o) && (o.trump < 0 || isTrump(top, o)));
    if (safe && table) {  // smear, but not a master that wins a trick of its own
      CardSet spare;
      for (Card c : legal)
        if (!v.isMaster(c, nextOrder(t, o))) spare.add(c);
      return richest(spare.empty() ? legal : spare, t.variant, o);
    }
    return safe ? richest(legal, t.variant, o) : low(legal);
  }
  if (!winners.empty()) {
    const Card cheap = lowest(winners, t.variant, o);
    if (last) {
      const bool costly = isTrump(cheap, o) && cardPoints(cheap, t.variant) >= 11;
      if (points + cardPoints(cheap, t.variant) >= 10 || !costly) return table ? take(winners, t.variant, o) : cheap;
    } else {
      CardSet masters;
      for (Card c : winners)
        if (v.isMaster(c, o) && !isTrump(c, o)) masters.add(c);
      if (!masters.empty()) return table ? take(masters, t.variant, o) : masters.first();
      // Table: a defender who is not last does not ruff a lead he can
      // follow: a partner of his may still win it behind him.
      const bool follows = led != static_cast<Suit>(o.trump) && !(legal & suitMask(led)).empty();
      if (points >= 10 && !(table && !declarerSide && o.trump >= 0 && follows && isTrump(cheap, o))) return cheap;
      // Table: the declarer ruffs a plain lead he cannot follow, with his
      // lowest trump that wins.
      if (table && declarerSide && o.trump >= 0 && led != static_cast<Suit>(o.trump) && isTrump(cheap, o)) return cheap;
    }
  }
  return low(legal);
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

Card chooseCard(const SeatView& v, Style style) {
  const TrickOrder o = v.t.order();
  const CardSet legal = legalCards(v.hand, v.t.trick, o, v.t.rules.buur);
  if (legal.size() == 1) return legal.first();
  return v.t.trick.count == 0 ? lead(v, legal, o, style) : follow(v, legal, o, style);
}

}  // namespace kr::coiffeur::ai
