#include "endgame.hpp"

#include <algorithm>
#include <vector>

#include "ai/alpha_beta.hpp"
#include "games/dobbm/scoring.hpp"
#include "heuristic.hpp"

namespace kr::dobbm::ai {

namespace {

// Card points range 0..120, so a payment step outweighs any of them.
constexpr int kPaymentWeight = 256;
constexpr int kBelowAll = -(1 << 20);
constexpr int kAboveAll = 1 << 20;

// The declarer maximises what it is paid; the three defenders, who pay
// alike, minimise it. A position is the cards and the play so far.
struct DeclarerSide {
  bool maximises(const DobbmState& s, int mover) const { return mover == s.table().declarer; }
  void moves(const DobbmState& s, int mover, ActionList& out) const { s.legalActions(mover, out); }
  int value(const DobbmState& s) const { return declarerValue(s.data()); }
  const DobbmData& position(const DobbmState& s) const { return s.data(); }
  bool same(const DobbmData& a, const DobbmData& b) const {
    const Table& x = a.pub;
    const Table& y = b.pub;
    return a.hands == b.hands && a.dobb == b.dobb && a.discard == b.discard && x.declarer == y.declarer &&
           x.contract == y.contract && x.doublings == y.doublings && x.rules.roundToFive == y.rules.roundToFive &&
           x.playedCount == y.playedCount &&
           std::equal(x.played.begin(), x.played.begin() + x.playedCount, y.played.begin());
  }
};

}  // namespace

int declarerValue(const DobbmData& d) {
  const Settlement s = settle(d);
  const int payment = s.difference < 0 ? -s.rounded : s.rounded;
  return payment * kPaymentWeight + s.cardPoints;
}

int solvedValue(const DobbmState& s) { return alphaBeta(s, kBelowAll, kAboveAll, DeclarerSide{}); }

RolloutPolicy endgamePolicy(int tricksLeft) {
  return [tricksLeft](const GameState& state, int seat, Rng& rng) {
    const auto& s = static_cast<const DobbmState&>(state);
    const Table& t = s.table();
    if (t.phase == Phase::Play && kTricks - t.tricksDone <= tricksLeft)
      return followSolvedLine(s, DeclarerSide{}, kBelowAll, kAboveAll);
    return heuristicPolicy(state, seat, rng);
  };
}

}  // namespace kr::dobbm::ai
