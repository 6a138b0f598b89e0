#include "reasons.hpp"

#include <bit>

#include "card_play.hpp"
#include "games/coiffeur/actions.hpp"

namespace kr::coiffeur::ai {

namespace {

std::string contractReason(const Table& t, int seat, Action a) {
  if (a == kPass) return "pass-for-now";
  const bool forced = t.bidRound == 2 || seat == t.forcedSeat;
  const Contract c = contractOf(a);
  if (forced && std::popcount(static_cast<unsigned>(t.left[static_cast<std::size_t>(t.rules.columnOf(seat))])) == 1)
    return "contract-must-name";
  if (isSuitContract(c)) return "contract-trumps";
  switch (c) {
    case Contract::Obenabe: return "contract-high-cards";
    case Contract::Undenufe: return "contract-low-cards";
    case Contract::Slalom:
    case Contract::Gustav: return "contract-both-ways";
    default: return "contract-joker";
  }
}

// The seat knows that `c` wins the trick: it plays last, or no card it has
// not seen would beat `c` (voids aside, which can only help).
bool winsForSure(const SeatView& v, Card c, Suit led, TrickOrder o) {
  if (v.t.trick.count + 1 == v.t.seats()) return true;
  for (Card u : v.unseen().cards())
    if (strength(u, led, o) > strength(c, led, o)) return false;
  return true;
}

std::string cardReason(const Table& t, CardSet hand, int seat, Card c) {
  const SeatView v{t, hand, seat};
  const TrickOrder o = t.order();
  const bool trump = static_cast<int>(c.suit()) == o.trump;
  if (t.trick.count == 0) {
    if (trump && t.sameSide(seat, t.declarer)) return "draw-trumps";
    if (v.isMaster(c, o)) return "cash-master";
    return "lead-long-suit";
  }
  const int w = winningIndex(t.trick, o);
  const int winner = (t.leader + w) % t.seats();
  const Card top = t.trick.cards[static_cast<std::size_t>(w)];
  const Suit led = t.trick.led();
  // Beating the cards so far wins the trick only if nothing later can beat it.
  if (strength(c, led, o) > strength(top, led, o)) return winsForSure(v, c, led, o) ? "win-trick" : "take-lead";
  if (v.allied(winner) && cardPoints(c, t.variant) >= 10) return "smear-points";
  return "play-low";
}

}  // namespace

std::string reasonFor(const Table& t, CardSet hand, int seat, Action a) {
  switch (t.phase) {
    case Phase::Contract: return contractReason(t, seat, a);
    case Phase::JokerType: return "joker-best-type";
    case Phase::Direction: return "start-stronger-way";
    case Phase::Play: return isCardAction(a) ? cardReason(t, hand, seat, Card(a)) : "play-low";
    case Phase::Over: break;
  }
  return "play-low";
}

}  // namespace kr::coiffeur::ai
