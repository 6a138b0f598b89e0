#include "endgame.hpp"

#include <algorithm>
#include <vector>

#include "games/dobbm/scoring.hpp"
#include "heuristic.hpp"

namespace kr::dobbm::ai {

namespace {

// Card points range 0..120, so a payment step outweighs any of them.
constexpr int kPaymentWeight = 256;
constexpr int kBelowAll = -(1 << 20);
constexpr int kAboveAll = 1 << 20;

using Line = std::vector<Action>;

bool declarerMoves(const Table& t) { return t.turn == t.declarer; }

// Alpha-beta; `line` receives the best play from here when the value lies
// inside the window (as it does along the principal line of a full window).
int search(const DobbmState& s, int alpha, int beta, Line* line) {
  if (s.isTerminal()) return declarerValue(s.data());
  const int mover = s.table().turn;
  const bool maximise = declarerMoves(s.table());
  ActionList legal;
  s.legalActions(mover, legal);
  int best = maximise ? kBelowAll : kAboveAll;
  Line rest;
  for (Action a : legal) {
    DobbmState next = s;
    next.applyUnchecked(mover, a, nullptr);
    rest.clear();
    const int v = search(next, alpha, beta, line ? &rest : nullptr);
    const bool improves = maximise ? v > best : v < best;
    if (!improves) continue;
    best = v;
    const bool insideWindow = maximise ? v > alpha : v < beta;
    if (insideWindow && line) {
      line->assign(1, a);
      line->insert(line->end(), rest.begin(), rest.end());
    }
    if (maximise) alpha = std::max(alpha, v);
    else beta = std::min(beta, v);
    if (alpha >= beta) break;
  }
  return best;
}

// The deal of a rollout is one solved line, played by every seat; each
// thread keeps the positions of its last line, so the solver runs once per
// rollout instead of once per card.
bool samePosition(const DobbmData& a, const DobbmData& b) {
  const Table& x = a.pub;
  const Table& y = b.pub;
  return a.hands == b.hands && a.dobb == b.dobb && a.discard == b.discard && x.declarer == y.declarer &&
         x.contract == y.contract && x.doublings == y.doublings && x.rules.roundToFive == y.rules.roundToFive &&
         x.playedCount == y.playedCount &&
         std::equal(x.played.begin(), x.played.begin() + x.playedCount, y.played.begin());
}

struct SolvedLine {
  std::vector<DobbmData> positions;  // before each action of the line
  Line actions;
};

Action followSolvedLine(const DobbmState& s) {
  thread_local SolvedLine cached;
  for (std::size_t i = 0; i < cached.positions.size(); ++i)
    if (samePosition(cached.positions[i], s.data())) return cached.actions[i];
  cached.actions.clear();
  search(s, kBelowAll, kAboveAll, &cached.actions);
  cached.positions.clear();
  DobbmState walk = s;
  for (Action a : cached.actions) {
    cached.positions.push_back(walk.data());
    walk.applyUnchecked(walk.table().turn, a, nullptr);
  }
  return cached.actions.front();
}

}  // namespace

int declarerValue(const DobbmData& d) {
  const Settlement s = settle(d);
  const int payment = s.difference < 0 ? -s.rounded : s.rounded;
  return payment * kPaymentWeight + s.cardPoints;
}

int solvedValue(const DobbmState& s) { return search(s, kBelowAll, kAboveAll, nullptr); }

RolloutPolicy endgamePolicy(int tricksLeft) {
  return [tricksLeft](const GameState& state, int seat, Rng& rng) {
    const auto& s = static_cast<const DobbmState&>(state);
    const Table& t = s.table();
    if (t.phase == Phase::Play && kTricks - t.tricksDone <= tricksLeft) return followSolvedLine(s);
    return heuristicPolicy(state, seat, rng);
  };
}

}  // namespace kr::dobbm::ai
