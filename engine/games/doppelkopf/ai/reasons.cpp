#include "reasons.hpp"

#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/bidding.hpp"

namespace kr::dk::ai {

namespace {

std::string biddingReason(const SeatView& v, Action a) {
  if (a == kHealthy) return marriageEligible(v.rules(), v.hand()) ? "silent-solo" : "normal-game";
  if (a == kReservation) return "reserve-for-game";
  if (a == kThrowIn) return "throw-in-weak-hand";
  if (isSolo(a)) return "solo-strong-hand";
  if (a == kMarriage) return "marriage";
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
  if (v.beats(c, best)) return v.relation(v.trickSeat(top)) == Relation::Partner ? "secure-trick" : "win-trick";
  if (v.relation(v.trickSeat(top)) == Relation::Partner && cardPoints(c) >= 10) return "smear-points";
  const int led = v.classOf(v.led());
  if (v.classOf(c) == led) return "follow-suit-low";
  // Could have trumped a plain suit but kept the trumps.
  if (led != kTrumpClass && !v.isTrump(c) && v.holding(kTrumpClass) > 0) return "save-trump";
  return "discard-low";
}

}  // namespace

std::string reasonFor(const SeatView& v, Action a) {
  if (v.phase() != Phase::Play) return biddingReason(v, a);
  if (isAnnouncement(a)) return "announce-strong-hand";
  if (isPigDeclaration(a)) return "schweinchen";
  if (!isCard(a)) return "best-value";
  return v.trickCount() == 0 ? leadReason(v, Card(a)) : followReason(v, Card(a));
}

}  // namespace kr::dk::ai
