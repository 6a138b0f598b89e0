#include "opponent_model.hpp"

#include "games/dobbm/actions.hpp"
#include "games/dobbm/state.hpp"
#include "hand_eval.hpp"
#include "heuristic.hpp"

namespace kr::dobbm::ai {

namespace {

// Soft, but strong enough that a few consistent deals outweigh the many
// inconsistent ones when the signal is rare (a redouble, a Solo).
constexpr double kMismatch = 0.02;
// A Dobbm declarer's eight cards kept are at least as good as the eight it
// bid with: the rule's bid threshold, without the exchange's gain.
constexpr double kKeptHandForDobbm = kDobbmBid - kExchangeGain;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The cards the seat has played to tricks so far.
CardSet playedBy(const Table& t, int seat) {
  CardSet out;
  const int tricks = t.tricksDone + (t.trick.count > 0 ? 1 : 0);
  for (int k = 0; k < tricks; ++k) {
    const int leader = k < t.tricksDone ? t.leaders[at(k)] : t.leader;
    const int count = k < t.tricksDone ? kSeats : t.trick.count;
    const int i = (seat - leader + kSeats) % kSeats;
    if (i < count) out.add(t.played[at(k * kSeats + i)]);
  }
  return out;
}

class Model {
 public:
  Model(const DobbmData& d, int seat) : d_(d), t_(d.pub), seat_(seat) {}

  double weigh() {
    bids();
    if (t_.declarer >= 0 && t_.phase >= Phase::Doubling) doublings();
    return w_;
  }

 private:
  void check(bool agrees) {
    if (!agrees) w_ *= kMismatch;
  }
  // The seat's hand when it bid or doubled: all of it before any trick.
  CardSet handOf(int s) const { return d_.hands[at(s)] | playedBy(t_, s); }
  bool raises(int s, int doublings) const {
    const bool declarer = s == t_.declarer;
    return heuristicRaises(declarer, t_.contract, doublings, handOf(s), declarer ? d_.discard : CardSet());
  }

  void bids() {
    bool open = true;
    for (int k = 0; k < kSeats; ++k) {
      const int s = t_.bidder(k);
      const Bid b = t_.bids[at(s)];
      if (b == Bid::NotAsked) break;
      // The Dobbm declarer's hand of eight is mixed with the Dobb now.
      const bool exchanged = s == t_.declarer && t_.contract == Contract::Dobbm && t_.phase != Phase::Discard;
      if (s != seat_ && exchanged) check(declarerPoints(handOf(s)) >= kKeptHandForDobbm);
      if (s != seat_ && !exchanged && !(s == t_.declarer && t_.phase == Phase::Discard)) {
        const Action said = b == Bid::Solo ? kSolo : b == Bid::Dobbm ? kDobbm : kPass;
        check(heuristicBid(handOf(s), t_.forced >= 0, open) == said);
      }
      if (b == Bid::Dobbm) open = false;
    }
  }

  // DB-4 turn by turn: the defence (even turns, asked from the declarer's
  // left until one raises) and the declarer (odd turns).
  void doublings() {
    const bool over = t_.phase != Phase::Doubling;
    for (int i = 0; i <= t_.doublings && i < kMaxDoublings; ++i) {
      const bool said = i < t_.doublings;
      if (i % 2 == 1) {
        if (t_.declarer != seat_ && (said || over)) check(raises(t_.declarer, i) == said);
        continue;
      }
      int passers = kSeats - 1;
      if (said) {
        passers = 0;
        while (t_.defender(passers) != t_.doublers[at(i)]) ++passers;
        if (t_.doublers[at(i)] != seat_) check(raises(t_.doublers[at(i)], i));
      } else if (!over) {
        passers = t_.defenceAsked;
      }
      for (int p = 0; p < passers; ++p)
        if (t_.defender(p) != seat_) check(!raises(t_.defender(p), i));
    }
  }

  const DobbmData& d_;
  const Table& t_;
  int seat_;
  double w_ = 1;
};

}  // namespace

double likelihood(const GameState& sampled, int seat) {
  return Model(static_cast<const DobbmState&>(sampled).data(), seat).weigh();
}

}  // namespace kr::dobbm::ai
