#include "reasons.hpp"

#include "card_play.hpp"
#include "games/dobbm/actions.hpp"

namespace kr::dobbm::ai {

namespace {

std::string bidReason(const Table& t, Action a) {
  if (t.forced >= 0) return "must-declare";
  if (a == kSolo) return "bid-solo-strong-hand";
  if (a == kDobbm) return "bid-dobbm-exchange";
  return "pass-weak-hand";
}

std::string discardReason(CardSet hand, Card c) {
  if (isTrump(c)) return "discard-cover-sau";
  if ((hand & suitMask(c.suit())).size() == 1) return "discard-make-void";
  if (cardPoints(c) >= 4) return "discard-bank-points";
  return "discard-low-card";
}

// The seat knows that `c` wins the trick: it plays last, or no card it has
// not seen would beat `c` (voids aside, which can only help).
bool winsForSure(const SeatView& v, Card c, Suit led) {
  if (v.t.trick.count + 1 == kSeats) return true;
  for (Card u : v.unseen().cards())
    if (strength(u, led) > strength(c, led)) return false;
  return true;
}

std::string cardReason(const Table& t, CardSet hand, CardSet discard, int seat, Card c) {
  const SeatView v{t, hand, seat, discard};
  if (t.trick.count == 0) {
    if (isTrump(c) && seat == t.declarer) return "draw-trumps";
    if (v.isMaster(c)) return "cash-master";
    return "lead-long-suit";
  }
  const int w = winningIndex(t.trick);
  const int winner = (t.leader + w) % kSeats;
  const Card top = t.trick.cards[static_cast<std::size_t>(w)];
  const Suit led = t.trick.led();
  if (strength(c, led) > strength(top, led)) {
    if (isTrump(c) && led != kTrump) return "trump-in";
    // Beating the cards so far wins the trick only if nothing later can beat it.
    return winsForSure(v, c, led) ? "win-trick" : "take-lead";
  }
  if (v.allied(winner) && cardPoints(c) >= 10) return "smear-points";
  return "play-low";
}

}  // namespace

std::string reasonFor(const Table& t, CardSet hand, CardSet discard, int seat, Action a) {
  switch (t.phase) {
    case Phase::Bidding: return bidReason(t, a);
    case Phase::Discard: return isCardAction(a) ? discardReason(hand, Card(a)) : "discard-low-card";
    case Phase::Doubling:
      if (a == kPass) return "no-double";
      return seat == t.declarer ? "redouble-strong-hand" : "double-strong-defence";
    case Phase::Play: return isCardAction(a) ? cardReason(t, hand, discard, seat, Card(a)) : "play-low";
    case Phase::Over: break;
  }
  return "play-low";
}

}  // namespace kr::dobbm::ai
