#include "card_play.hpp"

#include <cmath>

#include "misere_play.hpp"

namespace kr::dk::ai {

namespace {

// Extra points (fox, Karlchen) exist only when nobody plays alone (DK-9).
bool extrasCount(const SeatView& v) {
  const Contract c = v.contract();
  const bool partnerGame = c == Contract::Normal || c == Contract::Marriage || c == Contract::Poverty;
  return partnerGame && !v.alone();
}

bool isFox(const SeatView& v, Card c) { return c == kDiamondAce && extrasCount(v) && !v.pigsDeclared(); }

// Chance that `seat` holds no card of a class, from how many of the class
// are out among the cards this seat cannot see (each hidden card equally
// likely anywhere).
double voidChance(const SeatView& v, int seat, int cls) {
  if (v.isVoid(seat, cls)) return 1.0;
  int unseen = 0;
  for (int s = 0; s < kSeats; ++s)
    if (s != v.seat()) unseen += v.rules().handSize() - v.cardsPlayedBy(s);
  const int held = v.rules().handSize() - v.cardsPlayedBy(seat);
  const int out = v.outstandingIn(cls);
  if (out <= 0 || unseen <= 0) return 1.0;
  return std::pow(1.0 - static_cast<double>(out) / unseen, held);
}

// Whether a later seat may beat `c` in the trick in progress.
bool mayBeat(const SeatView& v, int seat, Card c) {
  const int ledClass = v.trickCount() > 0 ? v.classOf(v.led()) : v.classOf(c);
  if (v.isTrump(c)) {
    if (v.isVoid(seat, kTrumpClass)) return false;
    // A seat still holding the plain suit led must follow it.
    if (ledClass != kTrumpClass && voidChance(v, seat, ledClass) < 0.2) return false;
    return v.higherOutstanding(c);
  }
  if (!v.isVoid(seat, ledClass) && v.higherOutstanding(c)) return true;
  if (v.isVoid(seat, kTrumpClass)) return false;
  return voidChance(v, seat, ledClass) >= 0.2;
}

// Cost of giving a card away to the opponents.
double throwCost(const SeatView& v, Card c) {
  double cost = cardPoints(c) + 0.8 * holdValue(v, c);
  if (isFox(v, c)) cost += 8;
  // Emptying a short plain suit lets the trumps take it later.
  const int cls = v.classOf(c);
  if (cls != kTrumpClass && v.holding(cls) == 1 && v.holding(kTrumpClass) > 0) cost -= 1.5;
  return cost;
}

// Gain from giving a card to a partner's safe trick.
double smearGain(const SeatView& v, Card c) {
  return cardPoints(c) + (isFox(v, c) ? 6 : 0) - 0.8 * holdValue(v, c);
}

// Cost of winning with a card: the trick power spent; its points count for
// the winner when nobody can still beat it, against it otherwise.
double winCost(const SeatView& v, Card c, bool last) {
  const bool certain = last || (v.isTrump(c) && !v.higherOutstanding(c));
  (void)certain;
  return holdValue(v, c) - 0.4 * cardPoints(c) + (isFox(v, c) ? 4 : 0);
}

Card cheapestThrow(const SeatView& v, CardSet legal) {
  return bestBy(legal, [&](Card c) { return -throwCost(v, c); });
}

Card cheapestWinner(const SeatView& v, CardSet winners, bool last) {
  return bestBy(winners, [&](Card c) { return -winCost(v, c, last); });
}

// Plain aces no one can beat yet, that the other three should follow.
CardSet safeAces(const SeatView& v, CardSet legal) {
  CardSet out;
  for (Card c : legal) {
    if (v.isTrump(c) || c.rank() != Rank::Ace || v.higherOutstanding(c)) continue;
    if (v.timesLed(v.classOf(c)) > 0 && v.hand().count(c) < 2) continue;
    if (safeFromLater(v, c)) out.add(c);
  }
  return out;
}

CardSet ofClass(const SeatView& v, CardSet cards, bool trumps) {
  CardSet out;
  for (Card c : cards)
    if (v.isTrump(c) == trumps) out.add(c);
  return out;
}

Card strongest(const SeatView& v, CardSet cards) {
  return bestBy(cards, [&](Card c) { return static_cast<double>(v.strength(c)); });
}

Card leadAsSoloist(const SeatView& v, CardSet legal) {
  const CardSet trumps = ofClass(v, legal, true);
  const bool theyHaveTrumps = v.outstandingIn(kTrumpClass) > 0;
  if (!trumps.empty() && theyHaveTrumps) {
    const Card top = strongest(v, trumps);
    if (!v.higherOutstanding(top)) return top;
  }
  if (const CardSet aces = safeAces(v, legal); !aces.empty()) return aces.first();
  // Draw the defenders' trumps while holding more than they do.
  if (!trumps.empty() && theyHaveTrumps && v.holding(kTrumpClass) >= v.outstandingIn(kTrumpClass) / 2)
    return strongest(v, trumps);
  const CardSet plain = ofClass(v, legal, false);
  return cheapestThrow(v, plain.empty() ? legal : plain);
}

// A low card of the suit this seat holds most of: the soloist must spend trumps.
Card leadAgainstSoloist(const SeatView& v, CardSet legal) {
  if (const CardSet aces = safeAces(v, legal); !aces.empty()) return aces.first();
  const CardSet plain = ofClass(v, legal, false);
  if (plain.empty()) return cheapestThrow(v, legal);
  int longest = -1;
  for (Card c : plain)
    if (longest < 0 || v.holding(v.classOf(c)) > v.holding(longest)) longest = v.classOf(c);
  CardSet suit;
  for (Card c : plain)
    if (v.classOf(c) == longest) suit.add(c);
  return cheapestThrow(v, suit);
}

Card leadInPartnerGame(const SeatView& v, CardSet legal) {
  if (const CardSet aces = safeAces(v, legal); !aces.empty()) {
    // The ace of the shortest suit first: the suit then empties sooner.
    return bestBy(aces, [&](Card c) { return -static_cast<double>(v.holding(v.classOf(c))); });
  }
  const CardSet trumps = ofClass(v, legal, true);
  const CardSet plain = ofClass(v, legal, false);
  // Re leads trumps (its partner holds the other ♣Q and many trumps with it).
  if (!trumps.empty() && (plain.empty() || (v.party() == 0 && trumps.size() >= 3))) {
    const Card top = strongest(v, trumps);
    if (!v.higherOutstanding(top) && v.outstandingIn(kTrumpClass) > 0) return top;
    return cheapestThrow(v, trumps);
  }
  // A low card of a suit a known partner can trump, else the cheapest plain card.
  for (Card c : plain)
    for (int s = 0; s < kSeats; ++s)
      if (s != v.seat() && v.relation(s) == Relation::Partner && v.isVoid(s, v.classOf(c)) &&
          !v.isVoid(s, kTrumpClass))
        return cheapestThrow(v, plain & v.classFaces(v.classOf(c)));
  return cheapestThrow(v, plain.empty() ? legal : plain);
}

// The marriage player leads a card someone else can beat: its winner
// becomes the partner (DK-3), and winning three tricks alone is a solo.
Card leadForPartner(const SeatView& v, CardSet legal) {
  // DK-18: only a trick led with a trump (or only a plain one) may find him.
  const bool trumpFinds = v.rules().marriageFinds == Rules::MarriageFinds::TrumpTrick;
  CardSet beatable;
  for (Card c : ofClass(v, legal, trumpFinds))
    if (v.higherOutstanding(c)) beatable.add(c);
  return beatable.empty() ? leadInPartnerGame(v, legal) : cheapestThrow(v, beatable);
}

// Following while looking for a partner: whoever else wins is the partner,
// so the trick gets points but not the marriage player's winner.
Card followForPartner(const SeatView& v, CardSet legal) {
  CardSet losers;
  const Card top = v.trickCard(v.winningIndex());
  for (Card c : legal)
    if (!v.beats(c, top)) losers.add(c);
  if (losers.empty()) return cheapestThrow(v, legal);
  return bestBy(losers, [&](Card c) { return smearGain(v, c); });
}

Card lead(const SeatView& v, CardSet legal) {
  if (v.declaredMarriage()) return leadForPartner(v, legal);
  if (v.alone()) return leadAsSoloist(v, legal);
  const bool againstSolo = isDeclaredSolo(v.contract()) || v.partnersKnown() == 2;
  if (againstSolo) return leadAgainstSoloist(v, legal);
  return leadInPartnerGame(v, legal);
}

Card follow(const SeatView& v, CardSet legal) {
  if (v.declaredMarriage()) return followForPartner(v, legal);
  const int bestIndex = v.winningIndex();
  const Card top = v.trickCard(bestIndex);
  const Relation holder = v.relation(v.trickSeat(bestIndex));
  const bool last = v.trickCount() == kSeats - 1;
  const int points = v.trickPoints();
  CardSet winners, safeWinners;
  for (Card c : legal) {
    if (!v.beats(c, top)) continue;
    winners.add(c);
    if (last || safeFromLater(v, c)) safeWinners.add(c);
  }
  if (holder == Relation::Partner) {
    if (last || safeFromLater(v, top)) return bestBy(legal, [&](Card c) { return smearGain(v, c); });
    // Secure a rich trick the partner might lose.
    if (!safeWinners.empty() && points >= 10) return cheapestWinner(v, safeWinners, last);
    return cheapestThrow(v, legal);
  }
  if (!safeWinners.empty()) {
    const Card c = cheapestWinner(v, safeWinners, last);
    if (points + cardPoints(c) >= 4 || holdValue(v, c) <= 6 || (last && (points >= 3 || holdValue(v, c) <= 8)))
      return c;
  } else if (!winners.empty() && points >= 12) {
    // No safe winner: on a rich trick, go high and hope.
    const Card c = strongest(v, winners);
    if (holdValue(v, c) < 14) return c;
  }
  return cheapestThrow(v, legal);
}

}  // namespace

double holdValue(const SeatView& v, Card c) {
  if (v.isTrump(c)) {
    double value;
    if (!v.higherOutstanding(c)) {
      value = 14;
    } else {
      // 51 is the lowest trump strength of a game, 63 the highest below pigs.
      const double rank = std::clamp((v.strength(c) - 51) / 12.0, 0.0, 1.0);
      value = 3 + 9 * rank;
    }
    if (c == kClubJack && extrasCount(v) && v.tricksLeft() <= 4) value += 4;  // a Karlchen chance
    return value;
  }
  const bool top = !v.higherOutstanding(c);
  if (c.rank() == Rank::Ace) return top && v.timesLed(v.classOf(c)) == 0 ? 9 : 4;
  if (top) return 6;
  return c.rank() == Rank::Ten ? 2 : 1;
}

bool safeFromLater(const SeatView& v, Card c) {
  for (int i = v.trickCount() + 1; i < kSeats; ++i) {
    const int seat = v.trickSeat(i);
    if (v.relation(seat) == Relation::Partner) continue;
    if (mayBeat(v, seat, c)) return false;
  }
  return true;
}

Card chooseCard(const SeatView& v, CardSet legal) {
  if (legal.size() == 1) return legal.first();
  if (v.misere()) return misereCard(v, legal);  // DK-15
  return v.trickCount() == 0 ? lead(v, legal) : follow(v, legal);
}

}  // namespace kr::dk::ai
