// DobbmState::checkInvariants: what every reachable deal must satisfy.
#include <cstdlib>

#include "discard.hpp"
#include "scoring.hpp"
#include "state.hpp"

namespace kr::dobbm {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

std::optional<std::string> checkCards(const DobbmData& d) {
  const Table& t = d.pub;
  CardSet all = d.dobb | d.discard;
  int count = d.dobb.size() + d.discard.size();
  for (int s = 0; s < kSeats; ++s) {
    if (d.hands[at(s)].size() != t.handSize(s)) return "hand-size";
    all |= d.hands[at(s)];
    count += d.hands[at(s)].size();
  }
  for (int i = 0; i < t.playedCount; ++i) all.add(t.played[at(i)]);
  if (count + t.playedCount != kDeckSize || all != fullDeck()) return "cards-not-conserved";
  if (t.playedCount != t.tricksDone * kSeats + t.trick.count) return "played-count";
  const bool taken = t.contract == Contract::Dobbm;
  if (d.dobb.size() != (taken ? 0 : kDobbSize)) return "dobb-size";
  if (d.discard.size() != (taken ? t.discarded : 0)) return "discard-size";
  // DB-3: the Sau rule, and a partial discard that can still be completed.
  if (taken && t.discarded == kDobbSize && !validDiscard(d.discard)) return "discard-breaks-sau-rule";
  if (t.phase == Phase::Discard && !completable(d.hands[at(t.declarer)], d.discard)) return "discard-not-completable";
  return std::nullopt;
}

std::optional<std::string> checkPoints(const DobbmData& d) {
  const Table& t = d.pub;
  int taken = 0, tricks = 0;
  for (int s = 0; s < kSeats; ++s) {
    taken += t.points[at(s)];
    tricks += t.tricks[at(s)];
  }
  int inTricks = 0;
  for (int i = 0; i < t.tricksDone * kSeats; ++i) inTricks += cardPoints(t.played[at(i)]);
  if (taken != inTricks || tricks != t.tricksDone) return "points-not-in-tricks";
  if (pointsOf(fullDeck()) != kDealPoints) return "deck-not-120";
  if (t.phase == Phase::Over && t.declarer >= 0 && taken + pointsOf(d.dobb | d.discard) != kDealPoints)
    return "deal-not-120";
  return std::nullopt;
}

std::optional<std::string> checkBidding(const Table& t) {
  int last = -1;
  for (int k = 0; k < kSeats; ++k) {
    const Bid b = t.bids[at(t.bidder(k))];
    if (b == Bid::Dobbm || b == Bid::Solo) last = t.bidder(k);
  }
  if (t.phase != Phase::Bidding && last != t.declarer) return "declarer-not-last-bidder";
  if ((t.declarer < 0) != (t.contract == Contract::None)) return "contract-without-declarer";
  if (t.forced >= 0 && t.phase != Phase::Bidding && t.declarer != t.forced) return "mussrunde-declarer";
  return std::nullopt;
}

std::optional<std::string> checkDoubling(const Table& t) {
  if (t.doublings < 0 || t.doublings > kMaxDoublings) return "doublings-out-of-range";
  if (t.doublings > 0 && t.phase < Phase::Doubling) return "doubled-too-early";
  // DB-4: the defence doubles first, then the sides alternate.
  for (int i = 0; i < t.doublings; ++i)
    if ((t.doublers[at(i)] == t.declarer) != (i % 2 == 1)) return "doublings-do-not-alternate";
  return std::nullopt;
}

std::optional<std::string> checkSettlement(const DobbmData& d) {
  const Table& t = d.pub;
  if (t.phase != Phase::Over) return std::nullopt;
  const DealResult r = scoreDeal(d);
  int sum = r.figure("sitting-out");
  for (int v : r.seatScores) sum += v;
  if (sum != 0) return "not-zero-sum";
  if (t.declarer < 0) return std::nullopt;
  const int expected = (t.contract == Contract::Solo ? 2 : 1) << t.doublings;
  if (r.figure("multiplier") != expected) return "multiplier-inconsistent";
  const Settlement s = settle(d);
  if (std::abs(s.amount) != s.rounded * expected) return "amount-inconsistent";
  if (s.match == MatchKind::Defence && s.rounded < kHalf) return "match-below-60";
  if (t.rules.roundToFive && s.rounded % 5 != 0) return "not-rounded";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> DobbmState::checkInvariants() const {
  if (auto e = checkCards(d_)) return e;
  if (auto e = checkPoints(d_)) return e;
  if (auto e = checkBidding(d_.pub)) return e;
  if (auto e = checkDoubling(d_.pub)) return e;
  if (auto e = checkSettlement(d_)) return e;
  return std::nullopt;
}

}  // namespace kr::dobbm
