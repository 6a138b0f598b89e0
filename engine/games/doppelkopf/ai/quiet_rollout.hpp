#pragma once
// The rollouts of the reference player `uct` in Doppelkopf, as the authors
// of the UCT player play theirs: a random card, never an announcement or a
// reservation. Uniformly random rollouts announce and bid solos at random, a
// noise that costs about 5 points a deal against the rule-based player
// (docs/ai.md, "The reference player uct").
#include "core/game.hpp"

namespace kr::dk::ai {

// A random legal card; any other decision the first legal action (legal
// lists are sorted: cards first, healthy before reservation).
Action quietRollout(const GameState& state, int seat, Rng& rng);

}  // namespace kr::dk::ai
