#include "best_response.hpp"

#include <limits>

#include "games/dobbm/scoring.hpp"
#include "heuristic.hpp"

namespace kr::dobbm::ai {

namespace {

// Card points range 0..120, so a payment step outweighs any of them.
constexpr int kPaymentWeight = 256;

int searcherValue(const DobbmState& s, int searcher) {
  const int v = declarerValue(s.data());
  return searcher == s.table().declarer ? v : -v;
}

// The others' cards by the rules until the searcher's turn or the end.
void playOthers(DobbmState& s, int searcher, Rng& rng) {
  while (!s.isTerminal() && s.toMove() != searcher) {
    const int mover = s.toMove();
    s.applyUnchecked(mover, heuristicPolicy(s, mover, rng), nullptr);
  }
}

// The best value over the searcher's cards at its turn in `s`.
int bestOver(const DobbmState& s, int searcher, Rng& rng, Action* best) {
  ActionList cards;
  s.legalActions(searcher, cards);
  int top = std::numeric_limits<int>::min();
  for (Action a : cards) {
    DobbmState next = s;
    next.applyUnchecked(searcher, a, nullptr);
    playOthers(next, searcher, rng);
    const int v = next.isTerminal() ? searcherValue(next, searcher) : bestOver(next, searcher, rng, nullptr);
    if (v > top) {
      top = v;
      if (best) *best = a;
    }
  }
  return top;
}

}  // namespace

int declarerValue(const DobbmData& d) {
  const Settlement s = settle(d);
  const int payment = s.difference < 0 ? -s.rounded : s.rounded;
  return payment * kPaymentWeight + s.cardPoints;
}

int bestResponseValue(const DobbmState& state, int searcher) {
  Rng rng(0);  // the rules ignore it
  DobbmState s = state;
  playOthers(s, searcher, rng);
  return s.isTerminal() ? searcherValue(s, searcher) : bestOver(s, searcher, rng, nullptr);
}

Action bestResponseCard(const DobbmState& state, int searcher) {
  Rng rng(0);
  Action best = 0;
  bestOver(state, searcher, rng, &best);
  return best;
}

RolloutPolicy bestResponsePolicy(int tricksLeft, int searcher) {
  return [tricksLeft, searcher](const GameState& state, int seat, Rng& rng) {
    const auto& s = static_cast<const DobbmState&>(state);
    const Table& t = s.table();
    if (seat == searcher && t.phase == Phase::Play && kTricks - t.tricksDone <= tricksLeft)
      return bestResponseCard(s, searcher);
    return heuristicPolicy(state, seat, rng);
  };
}

}  // namespace kr::dobbm::ai
