#include "bidding_rules.hpp"

#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/bidding.hpp"
#include "hand_eval.hpp"

namespace kr::dk::ai {

namespace {

// Worth of a plain card to its holder in the poverty exchange.
double plainWorth(const CardMultiset& hand, const Rules& rules, Card c) {
  const int suitCards = countIn(hand, suitMask(c.suit()) - rules.normalTrumps());
  const double rank = c.rank() == Rank::Ace ? 5 : c.rank() == Rank::Ten ? 2 : c.rank() == Rank::King ? 1 : 0;
  return rank + 0.3 * suitCards;  // short suits go first: a void can be trumped
}

// The card of `legal` (give or return actions) worth least to keep:
// plain cards first, then the weakest trump.
Action cheapestPass(const CardMultiset& hand, const Rules& rules, const ActionList& legal, Action base) {
  const TrumpTable& t = rules.table(Contract::Normal);
  Action pick = legal[0];
  double low = 1e9;
  for (Action a : legal) {
    const Card c(a - base);
    const double worth = t.trumps.contains(c) ? 20.0 + t.strength[c.face] : plainWorth(hand, rules, c);
    if (worth < low) {
      low = worth;
      pick = a;
    }
  }
  return pick;
}

Action declaration(const SeatView& v, const ActionList& legal) {
  const Action plan = plannedGame(v);
  if (legal.contains(plan)) return plan;
  if (legal.contains(kPass)) return kPass;  // the planned lower game comes in a later round
  // A solo is due (compulsory, or the only thing left): the one with fewest
  // losers, or a misère the hand is fit for (DK-15).
  const Action solo = dueSolo(v.hand(), v.rules());
  if (legal.contains(solo)) return solo;
  for (Action a : {kMarriage, kPoverty})
    if (legal.contains(a)) return a;
  return legal[0];
}

}  // namespace

Action dueSolo(const CardMultiset& hand, const Rules& rules) {
  const SoloChoice solo = bestSolo(hand, rules);
  const int misere = misereKindFor(hand, rules);
  if (misere >= 0 && solo.losers > kSoloLosers) return kSoloBase + misere;
  return kSoloBase + solo.kind;
}

bool acceptsPoverty(const CardMultiset& hand, const Rules& rules) {
  return normalTrumpCount(hand, rules) >= 7 && partnerGameStrength(hand, rules) >= 11;
}

Action plannedGame(const SeatView& v) {
  const CardMultiset& hand = v.hand();
  const Rules& rules = v.rules();
  const SoloChoice solo = bestSolo(hand, rules);
  if (v.forcedSolo()) return dueSolo(hand, rules);
  if (marriageEligible(rules, hand)) {
    // Both ♣Q: a silent solo hides what a declared diamond solo shows.
    const double silent = soloLosers(hand, Contract::DiamondSolo, rules);
    if (solo.losers + 1 <= silent && solo.losers <= kSoloLosers) return kSoloBase + solo.kind;
    return silent <= kSilentSoloLosers ? kHealthy : kMarriage;
  }
  if (solo.kind >= 0 && solo.losers <= kSoloLosers) return kSoloBase + solo.kind;
  // DK-15: a hand of low cards plays a misère rather than a poor partner game.
  if (const int misere = misereKindFor(hand, rules); misere >= 0) return kSoloBase + misere;
  if (povertyEligible(rules, hand)) return kPoverty;
  return kHealthy;
}

// DK-14: a hand with no game of its own and little to give a partner.
bool throwsIn(const SeatView& v) {
  return plannedGame(v) == kHealthy && partnerGameStrength(v.hand(), v.rules()) < kThrowInStrength;
}

Action biddingAction(const SeatView& v, const ActionList& legal) {
  switch (v.phase()) {
    case Phase::Reservation:
      if (legal.contains(kThrowIn) && throwsIn(v)) return kThrowIn;
      return plannedGame(v) == kHealthy ? kHealthy : kReservation;
    case Phase::Declaration: return declaration(v, legal);
    case Phase::PovertyGive: return cheapestPass(v.hand(), v.rules(), legal, kGiveBase);
    case Phase::PovertyOffer: return acceptsPoverty(v.hand(), v.rules()) ? kAccept : kDecline;
    case Phase::PovertyReturn: return cheapestPass(v.hand(), v.rules(), legal, kReturnBase);
    default: return legal[0];
  }
}

}  // namespace kr::dk::ai
