#pragma once
// Alpha-beta over the last tricks of a full (sampled) deal between two
// sides, the declarer's maximising and the others minimising: the exact
// endgame inside each sampled world, as the best trick-game programs play
// it. Every trick game's solver shares it; a game supplies its position
// type (copyable, with toMove, legalActions, applyUnchecked, isTerminal) and
// a Side:
//   bool maximises(const State&, int mover)  the mover is on the declarer's side
//   void moves(const State&, int mover, ActionList&)  the actions to try, in order
//   int value(const State&)  the declarer's side's value of a finished deal
// and, to follow solved lines in rollouts (followSolvedLine):
//   P position(const State&)  a copyable snapshot that identifies the position
//   bool same(const P&, const P&)
#include <algorithm>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

#include "core/action.hpp"

namespace kr {

// A line of play, kept in a fixed array: every node of a solve that follows
// lines holds one, and a heap vector there cost the Dobbm search a sixth of
// its time in allocation.
using SolvedLine = ActionList;

// The value under best play by both sides from `s`. `line` receives the best
// play from here when the value lies inside the window (as it does along the
// principal line of a full window).
template <class State, class Side>
int alphaBeta(const State& s, int alpha, int beta, const Side& side, SolvedLine* line = nullptr) {
  if (s.isTerminal()) return side.value(s);
  const int mover = s.toMove();
  const bool maximise = side.maximises(s, mover);
  ActionList moves;
  side.moves(s, mover, moves);
  int best = maximise ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  std::optional<SolvedLine> rest;  // only where a line is wanted: a plain solve pays nothing
  if (line) rest.emplace();
  for (Action a : moves) {
    State next = s;
    next.applyUnchecked(mover, a, nullptr);
    if (rest) rest->clear();
    const int v = alphaBeta(next, alpha, beta, side, rest ? &*rest : nullptr);
    if (maximise ? v <= best : v >= best) continue;
    best = v;
    const bool insideWindow = maximise ? v > alpha : v < beta;
    if (insideWindow && line) {
      line->clear();
      line->push(a);
      for (Action r : *rest) line->push(r);
    }
    if (maximise) alpha = std::max(alpha, v);
    else beta = std::min(beta, v);
    if (alpha >= beta) break;
  }
  return best;
}

// The action of the seat to move when a rollout plays the solved line from
// here: the deal of a rollout is one line, searched once and followed by
// every seat. Each thread keeps the positions of its last line, so the
// solver runs once per rollout instead of once per card.
template <class State, class Side>
Action followSolvedLine(const State& s, const Side& side, int below, int above) {
  using Position = std::decay_t<decltype(side.position(s))>;
  struct Cache {
    std::vector<Position> positions;  // before each action of the line
    SolvedLine actions;
  };
  thread_local Cache cached;
  for (std::size_t i = 0; i < cached.positions.size(); ++i)
    if (side.same(cached.positions[i], side.position(s))) return cached.actions[static_cast<int>(i)];
  cached.actions.clear();
  alphaBeta(s, below, above, side, &cached.actions);
  cached.positions.clear();
  State walk = s;
  for (Action a : cached.actions) {
    cached.positions.push_back(side.position(walk));
    walk.applyUnchecked(walk.toMove(), a, nullptr);
  }
  return cached.actions[0];
}

}  // namespace kr
