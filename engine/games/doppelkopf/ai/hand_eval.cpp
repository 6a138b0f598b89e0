#include "hand_eval.hpp"

#include <algorithm>
#include <array>
#include <functional>

#include "games/doppelkopf/bidding.hpp"

namespace kr::dk::ai {

namespace {

// The strengths of a game's trump copies, strongest first: a fixed array,
// since every bid of every rollout weighs each kind of solo.
struct TrumpCopies {
  std::array<int, 2 * kFaceCount> strength{};
  int count = 0;
  void add(int s) { strength[static_cast<std::size_t>(count++)] = s; }
  int at(int i) const { return strength[static_cast<std::size_t>(i)]; }
  void sortStrongestFirst() { std::sort(strength.begin(), strength.begin() + count, std::greater<>()); }
};

// The trump copies split into this hand's and the others'.
void trumpCopies(const CardMultiset& hand, const TrumpTable& t, const Rules& rules, TrumpCopies& mine,
                 TrumpCopies& others) {
  for (Card c : t.trumps) {
    const int own = hand.count(c);
    for (int k = 0; k < rules.copies(c); ++k) (k < own ? mine : others).add(t.strength[c.face]);
  }
  mine.sortStrongestFirst();
  others.sortStrongestFirst();
}

// Trump rounds the soloist loses leading from the top: the defenders win a
// round when their best trump beats the soloist's (ties go to the leader),
// and otherwise throw their three lowest.
int trumpRoundsLost(const TrumpCopies& mine, const TrumpCopies& others) {
  int lost = 0;
  int first = 0, last = others.count;  // the defenders' trumps still out: [first, last)
  for (int top = 0; top < mine.count && first < last; ++top) {
    if (others.at(first) > mine.at(top)) {
      ++lost;
      ++first;  // their best, with their two lowest
      last -= std::min(2, last - first);
    } else {
      last -= std::min(3, last - first);
    }
  }
  return lost;
}

// Plain cards that lose: those not covered by aces (and by tens behind both
// aces), at most three rounds per suit before the others run out.
double plainLosers(const CardMultiset& hand, const TrumpTable& t) {
  double losers = 0;
  for (int s = 0; s < kSuitCount; ++s) {
    const CardSet faces = t.plain[static_cast<std::size_t>(s)];
    const int n = countIn(hand, faces);
    if (n == 0) continue;
    const Card ace(static_cast<Suit>(s), Rank::Ace), ten(static_cast<Suit>(s), Rank::Ten);
    const int aces = faces.contains(ace) ? hand.count(ace) : 0;
    const int tens = faces.contains(ten) ? hand.count(ten) : 0;
    const int winners = aces + (aces == 2 ? tens : 0);
    losers += std::max(0, std::min(n, 3) - winners);
    // Long suits lose more once the others are void and trump.
    if (n > 3) losers += 0.5 * (n - 3);
  }
  return losers;
}

}  // namespace

double soloLosers(const CardMultiset& hand, Contract contract, const Rules& rules) {
  const TrumpTable& t = rules.table(contract);
  TrumpCopies mine, others;
  trumpCopies(hand, t, rules, mine, others);
  double losers = trumpRoundsLost(mine, others) + plainLosers(hand, t);
  // Too few trumps to draw the defenders' leaves them ruffing plain cards.
  const int shortfall = others.count / 3 - mine.count;
  if (others.count > 0 && shortfall > 0) losers += shortfall;
  return losers;
}

SoloChoice bestSolo(const CardMultiset& hand, const Rules& rules) {
  SoloChoice best;
  for (int k = 0; k < kSoloKinds; ++k) {
    if (!soloAllowed(rules, k) || isMisere(soloContract(k))) continue;
    const double l = soloLosers(hand, soloContract(k), rules);
    if (l < best.losers) best = {k, l};
  }
  return best;
}

namespace {

// A trump's share of the misère risk by its rank among the normal trumps
// (0 the lowest, ♦9; 12 the top trump): the queens and the top trump win
// whenever trumps are led and nothing lower is left.
double trumpRisk(int rank) {
  if (rank < 4) return 0.1 * rank;
  if (rank < 8) return 0.5 + 0.2 * (rank - 4);
  if (rank < 12) return 1.8 + 0.4 * (rank - 8);
  return 3.5;
}

// A plain suit's share: its ace wins the first round unless trumped, a ten
// once the aces are gone, a singleton cannot duck at all.
double suitRisk(const CardMultiset& hand, CardSet faces) {
  double risk = 0;
  const int n = countIn(hand, faces);
  for (Card c : hand.once() & faces) {
    const double each = c.rank() == Rank::Ace ? 2.5 : c.rank() == Rank::Ten ? 1.2 : c.rank() == Rank::King ? 0.4 : 0;
    risk += each * hand.count(c);
  }
  if (n == 1) risk *= 1.3;
  return risk;
}

}  // namespace

double misereRisk(const CardMultiset& hand, const Rules& rules) {
  const TrumpTable& t = rules.table(Contract::MisereSolo);
  double risk = 0;
  int lowest = 255;
  for (Card c : t.trumps) lowest = std::min<int>(lowest, t.strength[c.face]);
  for (Card c : hand.once() & t.trumps) risk += trumpRisk(t.strength[c.face] - lowest) * hand.count(c);
  for (int s = 0; s < kSuitCount; ++s) {
    // The table's plain faces include ranks outside the deck (diamonds: only those).
    const CardSet faces = t.plain[static_cast<std::size_t>(s)] & rules.deck();
    if (faces.empty()) continue;
    // A void lets dangerous cards go when the suit is led.
    risk += countIn(hand, faces) == 0 ? -0.4 : suitRisk(hand, faces);
  }
  return std::max(0.0, risk);
}

int misereKindFor(const CardMultiset& hand, const Rules& rules) {
  constexpr int misere = soloKind(Contract::MisereSolo);
  constexpr int ouvert = soloKind(Contract::MisereOuvertSolo);
  const double risk = misereRisk(hand, rules);
  if (soloAllowed(rules, ouvert) && risk <= kMisereOuvertRisk) return ouvert;
  if (soloAllowed(rules, misere) && risk <= kMisereRisk) return misere;
  return -1;
}

int normalTrumpCount(const CardMultiset& hand, const Rules& rules) { return countIn(hand, rules.normalTrumps()); }

double partnerGameStrength(const CardMultiset& hand, const Rules& rules) {
  const TrumpTable& t = rules.table(Contract::Normal);
  double score = 0;
  for (Card c : hand.once() & t.trumps) {
    const int copies = hand.count(c);
    const int s = t.strength[c.face];
    // Strength 63 is the Dulle (64 the Joker above it, DK-17), 59..62 the
    // queens, 55..58 the jacks.
    const double value = s >= 63 ? 2.0 : s >= 61 ? 1.6 : s >= 59 ? 1.2 : s >= 55 ? 0.9 : 0.6;
    score += value * copies;
  }
  for (int s = 0; s < kSuitCount; ++s) {
    const CardSet faces = t.plain[static_cast<std::size_t>(s)];
    if (faces.empty()) continue;
    const int n = countIn(hand, faces);
    const Card ace(static_cast<Suit>(s), Rank::Ace);
    const int aces = hand.count(ace);
    if (rules.deck().contains(ace) && faces.contains(ace)) score += aces > 0 ? (n <= 3 ? 1.3 : 0.8) + 0.5 * (aces - 1) : 0;
    if (n == 0) score += 0.8;  // a void lets the trumps take the suit's tricks
  }
  return score;
}

}  // namespace kr::dk::ai
