#include "endgame.hpp"

#include "ai/alpha_beta.hpp"
#include "card_play.hpp"
#include "heuristic.hpp"
#include "games/coiffeur/scoring.hpp"

namespace kr::coiffeur::ai {

namespace {

// The declarer's side maximises the points it ends with, the others
// minimise them.
struct DeclarerSide {
  bool maximises(const CoiffeurState& s, int mover) const { return s.table().sameSide(mover, s.table().declarer); }
  void moves(const CoiffeurState& s, int mover, ActionList& out) const { s.legalActions(mover, out); }
  int value(const CoiffeurState& s) const { return contractScore(s.table()).points; }
};

int search(const CoiffeurState& s, int alpha, int beta) { return alphaBeta(s, alpha, beta, DeclarerSide{}); }

}  // namespace

Action solvedCard(const CoiffeurState& s) {
  const Table& t = s.table();
  const int mover = t.turn;
  const bool maximise = t.sameSide(mover, t.declarer);
  ActionList legal;
  s.legalActions(mover, legal);
  // The rule-based card first: among equal values it is kept.
  const Action rule = chooseCard(SeatView{t, s.data().hands[static_cast<std::size_t>(mover)], mover}).index();
  Action best = rule;
  CoiffeurState first = s;
  first.applyUnchecked(mover, rule, nullptr);
  int bestValue = search(first, -1, 1 << 20);
  for (Action a : legal) {
    if (a == rule) continue;
    CoiffeurState next = s;
    next.applyUnchecked(mover, a, nullptr);
    // A window just beyond the best so far: only strictly better cards count.
    const int v = maximise ? search(next, bestValue, 1 << 20) : search(next, -1, bestValue);
    if (maximise ? v > bestValue : v < bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

RolloutPolicy endgamePolicy(int tricksLeft) {
  return [tricksLeft](const GameState& state, int seat, Rng& rng) {
    const auto& s = static_cast<const CoiffeurState&>(state);
    const Table& t = s.table();
    if (t.phase == Phase::Play && t.handSize() - t.tricksDone <= tricksLeft) return solvedCard(s);
    return heuristicPolicy(state, seat, rng);
  };
}

}  // namespace kr::coiffeur::ai
