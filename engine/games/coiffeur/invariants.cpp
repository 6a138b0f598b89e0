// CoiffeurState::checkInvariants: what every reachable deal must satisfy.
#include "scoring.hpp"
#include "state.hpp"

namespace kr::coiffeur {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

std::optional<std::string> checkCards(const CoiffeurData& d) {
  const Table& t = d.pub;
  CardSet all;
  int count = 0;
  for (int s = 0; s < t.seats(); ++s) {
    if (d.hands[at(s)].size() != t.handSize() - t.cardsPlayedBy(s)) return "hand-size";
    all |= d.hands[at(s)];
    count += d.hands[at(s)].size();
  }
  for (int i = 0; i < t.playedCount; ++i) all.add(t.played[at(i)]);
  if (count + t.playedCount != kDeckSize || all != fullDeck()) return "cards-not-conserved";
  if (t.playedCount != t.tricksDone * t.seats() + t.trick.count) return "played-count";
  return std::nullopt;
}

std::optional<std::string> checkPoints(const Table& t) {
  int taken = 0, tricks = 0;
  for (int s = 0; s < t.seats(); ++s) {
    taken += t.points[at(s)];
    tricks += t.tricks[at(s)];
  }
  int inTricks = 0;
  for (int i = 0; i < t.tricksDone * t.seats(); ++i) inTricks += cardPoints(t.played[at(i)], t.variant);
  if (t.phase == Phase::Over) inTricks += kLastTrickBonus;
  if (taken != inTricks || tricks != t.tricksDone) return "points-not-in-tricks";
  if (t.phase == Phase::Over && taken != kDealPoints) return "deal-not-157";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> CoiffeurState::checkInvariants() const {
  const Table& t = d_.pub;
  if (auto e = checkCards(d_)) return e;
  if (auto e = checkPoints(t)) return e;
  if (t.phase >= Phase::JokerType) {
    if (t.declarer < 0) return "no-declarer";
    if (!(t.left[at(t.rules.columnOf(t.declarer))] & bitOf(t.contract))) return "contract-already-played";
    if (!(t.rules.contracts() & bitOf(t.contract))) return "contract-not-offered";
  }
  if (t.phase >= Phase::Direction && t.variant.needsDirection() && t.rules.way != Way::Three)
    return "slalom-or-gustav-with-four";  // CJ-4
  if (t.phase == Phase::Over) {
    const ContractScore s = contractScore(t);
    if (s.points != (s.match == MatchKind::Match ? kDealPoints + kMatchBonus : s.cardPoints)) return "match-points";
    int marks = 0;
    for (int v : scoreDeal(t).seatScores) marks += v;
    if (t.rules.way == Way::Three && marks != 0) return "match-marks-not-zero-sum";
  }
  return std::nullopt;
}

}  // namespace kr::coiffeur
