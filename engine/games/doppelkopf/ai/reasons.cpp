#include "reasons.hpp"

#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/bidding.hpp"
#include "misere_play.hpp"

namespace kr::dk::ai {

namespace {

std::string biddingReason(const SeatView& v, Action a) {
  // DK-18: with the kings deciding, both ♣K make the silent solo and the marriage.
  const bool kings = v.rules().kingsDecide;
  if (a == kHealthy)
    return !marriageEligible(v.rules(), v.hand()) ? "normal-game" : kings ? "silent-solo-club-kings" : "silent-solo";
  if (a == kReservation) return "reserve-for-game";
  if (a == kThrowIn) return "throw-in-weak-hand";
  if (isSolo(a) && isMisere(soloContract(a - kSoloBase))) return "misere-low-hand";  // DK-15
  if (isSolo(a)) return v.claimStanding() ? "solo-outbid" : "solo-strong-hand";
  if (isDuel(a)) return "duel-solo-holds";
  if (a == kPass && v.inDuel()) return "duel-give-up";
  if (a == kPass && v.claimStanding()) return "let-solo-stand";
  if (a == kMarriage) return kings ? "marriage-club-kings" : "marriage";
  if (a == kPoverty) return "poverty-few-trumps";
  if (a == kPass) return "pass-lower-game";
  if (a == kAccept) return "accept-poverty-trumps";
  if (a == kDecline) return "decline-poverty-weak";
  if (isGive(a)) return v.rules().normalTrumps().contains(Card(a - kGiveBase)) ? "give-trump" : "give-card";
  if (isReturn(a)) return v.rules().normalTrumps().contains(Card(a - kReturnBase)) ? "return-trump" : "return-plain-card";
  return "best-value";
}

std::string leadReason(const SeatView& v, Card c) {
  if (v.isTrump(c)) return v.alone() ? "draw-trumps" : "lead-trump";
  if (c.rank() == Rank::Ace) return "cash-ace";
  return "lead-low";
}

std::string followReason(const SeatView& v, Card c) {
  const int top = v.winningIndex();
  const Card best = v.trickCard(top);
  if (v.beats(c, best)) {
    if (v.relation(v.trickSeat(top)) == Relation::Partner) return "secure-trick";
    // Beating the cards so far wins the trick only if nothing later can beat
    // it: the seat plays last, or it is a trump no other hand can top.
    const bool sure = v.trickCount() == kSeats - 1 || (v.isTrump(c) && !v.higherOutstanding(c));
    return sure ? "win-trick" : "take-lead";
  }
  if (v.relation(v.trickSeat(top)) == Relation::Partner && cardPoints(c) >= 10) return "smear-points";
  const int led = v.classOf(v.led());
  if (v.classOf(c) == led) return "follow-suit-low";
  // Could have trumped a plain suit but kept the trumps.
  if (led != kTrumpClass && !v.isTrump(c) && v.holding(kTrumpClass) > 0) return "save-trump";
  return "discard-low";
}

// DK-15: the soloist ducks or sheds; the opponents lead low into it, keep
// the trick low before it and shed high cards after it.
std::string misereReason(const SeatView& v, Card c) {
  if (v.seat() == v.soloist()) {
    if (v.trickCount() == 0) return "misere-lead-low";
    if (v.beats(c, v.trickCard(v.winningIndex()))) return "misere-no-escape";
    return v.classOf(c) == v.classOf(v.led()) ? "misere-duck" : "misere-discard-high";
  }
  if (v.trickCount() == 0) return "misere-lead-into-soloist";
  return soloistStillToPlay(v) ? "misere-keep-low" : "misere-shed-high";
}

}  // namespace

std::string reasonFor(const SeatView& v, Action a) {
  if (v.phase() != Phase::Play) return biddingReason(v, a);
  if (isAnnouncement(a)) return "announce-strong-hand";
  if (a == kAnnounceDouble) return "double-strong-hand";
  if (isPigDeclaration(a)) return "schweinchen";
  if (!isCard(a)) return "best-value";
  if (v.misere()) return misereReason(v, Card(a));
  return v.trickCount() == 0 ? leadReason(v, Card(a)) : followReason(v, Card(a));
}

}  // namespace kr::dk::ai
