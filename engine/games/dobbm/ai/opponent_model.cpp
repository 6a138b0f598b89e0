#include "opponent_model.hpp"

#include <algorithm>

#include "games/dobbm/actions.hpp"
#include "games/dobbm/state.hpp"
#include "hand_eval.hpp"
#include "heuristic.hpp"

namespace kr::dobbm::ai {

namespace {

// Soft, since people bid differently: the search keeps a deal that the
// rules would not have bid or doubled so one time in fifty.
constexpr double kMismatch = 0.02;
// A card the rules would not have played: searching players leave the rules'
// card about half the time, often for an equal one, so a card says less
// than a bid (Doppelkopf's Strong uses the same factor).
constexpr double kCardMismatch = 0.5;
// A Dobbm declarer's twelve cards (kept, played and discarded) are its hand
// of eight and the Dobb: how many ways to split off four as the Dobb are
// tried to estimate the chance that its hand of eight bid Dobbm.
constexpr int kDobbSplits = 24;

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
  // Uniform samples give the Dobbm declarer twelve random cards, far weaker
  // than what a bidder and its exchange hold; a defence that believed them
  // would double into a redouble. The weight is the share of the ways to
  // take four of the twelve as the Dobb that leave a hand of eight the
  // rules bid Dobbm with (DB-2, DB-3), estimated from random splits.
  void weighBidWithDobb(int s, bool open) {
    const CardSet twelve = handOf(s) | d_.discard;
    std::array<Card, 12> cards{};
    int n = 0;
    for (Card c : twelve)
      if (n < 12) cards[at(n++)] = c;
    if (n != 12) return;
    Rng rng(twelve.bits());  // the same sample always weighs the same
    int bids = 0;
    for (int k = 0; k < kDobbSplits; ++k) {
      CardSet hand = twelve;
      for (int i = 0; i < kDobbSize; ++i) {  // a partial Fisher-Yates draw of the Dobb
        const int j = i + static_cast<int>(rng.below(static_cast<std::uint32_t>(n - i)));
        std::swap(cards[at(i)], cards[at(j)]);
        hand.remove(cards[at(i)]);
      }
      if (heuristicBid(hand, t_.forced >= 0, open) == kDobbm) ++bids;
    }
    w_ *= std::max(kMismatch, static_cast<double>(bids) / kDobbSplits);
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
      if (s != seat_ && exchanged) weighBidWithDobb(s, open);
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

double playLikelihood(const GameState& sampled, int seat) {
  const auto& state = static_cast<const DobbmState&>(sampled);
  const DobbmData& d = state.data();
  const Table& t = d.pub;
  if (t.phase != Phase::Play || t.playedCount == 0) return 1;
  // The sampled deal as it stood at the first lead (DB-5): every hand with
  // the cards it has played since, no trick taken.
  DobbmData start = d;
  for (int p = 0; p < kSeats; ++p) start.hands[at(p)] = d.hands[at(p)] | playedBy(t, p);
  Table& first = start.pub;
  first.tricksDone = 0;
  first.trick = Trick{};
  first.playedCount = 0;
  first.points = {};
  first.tricks = {};
  first.leader = first.turn = t.declarer;
  DobbmState replay(state.game(), start);
  double w = 1;
  for (int i = 0; i < t.playedCount; ++i) {
    const int player = replay.table().turn;
    const Action card = t.played[at(i)].index();
    if (player != seat) {
      const DobbmData& now = replay.data();
      const CardSet discard = player == t.declarer ? now.discard : CardSet();
      if (heuristicAction(now.pub, now.hands[at(player)], discard, player) != card) w *= kCardMismatch;
    }
    replay.applyUnchecked(player, card, nullptr);
  }
  return w;
}

}  // namespace kr::dobbm::ai
