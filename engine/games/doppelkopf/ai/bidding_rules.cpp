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

// DK-16: a bidding-up duel is kept while the solo should still make the level said.
Action duelAnswer(const SeatView& v, const ActionList& legal) {
  const double losers = soloLosers(v.hand(), soloContract(v.duelKind()), v.rules());
  for (Action a : legal)
    if (isDuel(a) && duelLimit(losers) >= a - kDuelBase) return a;
  return kPass;
}

// DK-16: another seat's solo claim stands. Claim over it with the best solo
// that may (a higher type; in a duel, one good for the next level), or let it stand.
Action outbidOrPass(const SeatView& v, const ActionList& legal) {
  Action best = kPass;
  double fewest = kSoloLosers;
  for (Action a : legal) {
    if (!isSolo(a) || isMisere(soloContract(a - kSoloBase))) continue;
    const double losers = soloLosers(v.hand(), soloContract(a - kSoloBase), v.rules());
    const bool duel = v.rules().soloPrecedence == Rules::SoloPrecedence::BiddingUp;
    if (losers <= fewest && (!duel || duelLimit(losers) > v.duelLevel())) {
      fewest = losers;
      best = a;
    }
  }
  return best == kPass && !legal.contains(kPass) ? legal[0] : best;
}

Action declaration(const SeatView& v, const ActionList& legal) {
  if (v.inDuel()) return duelAnswer(v, legal);
  const Action plan = plannedGame(v);
  if (v.claimStanding() && isSolo(plan) && !isMisere(soloContract(plan - kSoloBase))) return outbidOrPass(v, legal);
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

int duelLimit(double losers) {
  if (losers <= 0.0) return 5;
  if (losers <= 0.5) return 4;
  if (losers <= 1.0) return 3;
  if (losers <= 1.5) return 2;
  return 1;
}

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
