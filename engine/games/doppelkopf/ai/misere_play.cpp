#include "misere_play.hpp"

#include "card_play.hpp"

namespace kr::dk::ai {

namespace {

// How much a card threatens to win a later trick (the soloist wants it
// gone, the opponents want to keep cards that cannot win).
double danger(const SeatView& v, Card c) { return holdValue(v, c) + 0.01 * v.strength(c); }

Card trickBest(const SeatView& v) { return v.trickCard(v.winningIndex()); }

// The cards of `legal` that do not beat the trick's best card so far.
CardSet losers(const SeatView& v, CardSet legal) {
  const Card top = trickBest(v);
  CardSet out;
  for (Card c : legal)
    if (!v.beats(c, top)) out.add(c);
  return out;
}

// Copies of other cards of the card's class, not yet seen, that beat it.
int higherOut(const SeatView& v, Card c) {
  int n = 0;
  for (Card f : v.classFaces(v.classOf(c)))
    if (v.strength(f) > v.strength(c)) n += v.outstanding(f);
  return n;
}

// The soloist leads only in a compulsory solo: the card most others can beat.
Card soloistLead(const SeatView& v, CardSet legal) {
  return bestBy(legal, [&](Card c) { return higherOut(v, c) - 0.1 * danger(v, c); });
}

// The highest card that still loses the trick; void in the suit led, the most
// dangerous card that loses. When every card wins so far, the lowest, which a
// later player may still beat.
Card soloistFollow(const SeatView& v, CardSet legal) {
  if (const CardSet ducks = losers(v, legal); !ducks.empty())
    return bestBy(ducks, [&](Card c) { return danger(v, c); });
  return bestBy(legal, [&](Card c) { return -static_cast<double>(v.strength(c)); });
}

// The soloist's cards it may play to a trick led with `led`.
CardSet soloistOptions(const SeatView& v, Card led) {
  const CardSet hand = v.shownHand().once();
  const CardSet follow = hand & v.classFaces(v.classOf(led));
  return follow.empty() ? hand : follow;
}

// With the hand open: whether every card the soloist may play beats `top`.
bool forcesSoloist(const SeatView& v, Card led, Card top) {
  for (Card c : soloistOptions(v, led))
    if (!v.beats(c, top)) return false;
  return true;
}

// Leading against the soloist: with the hand open, the highest card that
// still lies under all of the soloist's cards of its class (it keeps the
// lower ones for later); otherwise a low card of a class the soloist may
// hold, as low as possible against the cards still out.
Card opponentLead(const SeatView& v, CardSet legal) {
  if (v.handShown()) {
    CardSet forcing;
    for (Card c : legal)
      if (forcesSoloist(v, c, c)) forcing.add(c);
    if (!forcing.empty()) return bestBy(forcing, [&](Card c) { return static_cast<double>(v.strength(c)); });
  }
  return bestBy(legal, [&](Card c) {
    const int cls = v.classOf(c);
    const int out = v.outstandingIn(cls);
    if (v.isVoid(v.soloist(), cls) || out == 0) return -10.0 - danger(v, c);
    return static_cast<double>(higherOut(v, c)) / out + 0.01 * out;
  });
}

// Following before the soloist: force it when the open hand shows how;
// otherwise keep the trick's best card low (shed the highest card that does
// not raise it, or raise it as little as possible).
Card opponentBeforeSoloist(const SeatView& v, CardSet legal) {
  const Card top = trickBest(v);
  if (v.handShown()) {
    CardSet forcing;
    for (Card c : legal)
      if (forcesSoloist(v, v.led(), v.beats(c, top) ? c : top)) forcing.add(c);
    if (!forcing.empty()) return bestBy(forcing, [&](Card c) { return danger(v, c); });
  }
  if (const CardSet under = losers(v, legal); !under.empty()) return bestBy(under, [&](Card c) { return danger(v, c); });
  return bestBy(legal, [&](Card c) { return -static_cast<double>(v.strength(c)); });
}

// After the soloist: leave its card on top if it is, and shed high cards
// (low ones force it later).
Card opponentAfterSoloist(const SeatView& v, CardSet legal) {
  const bool soloistOnTop = v.trickSeat(v.winningIndex()) == v.soloist();
  if (soloistOnTop)
    if (const CardSet under = losers(v, legal); !under.empty()) return bestBy(under, [&](Card c) { return danger(v, c); });
  return bestBy(legal, [&](Card c) { return danger(v, c); });
}

}  // namespace

bool soloistStillToPlay(const SeatView& v) {
  for (int i = v.trickCount() + 1; i < kSeats; ++i)
    if (v.trickSeat(i) == v.soloist()) return true;
  return false;
}

Card misereCard(const SeatView& v, CardSet legal) {
  const bool leading = v.trickCount() == 0;
  if (v.seat() == v.soloist()) return leading ? soloistLead(v, legal) : soloistFollow(v, legal);
  if (leading) return opponentLead(v, legal);
  return soloistStillToPlay(v) ? opponentBeforeSoloist(v, legal) : opponentAfterSoloist(v, legal);
}

}  // namespace kr::dk::ai
