#pragma once
// What the search compares at a Doppelkopf decision. Mostly the legal
// actions; at the reservation each game the hand could lead to is its own
// candidate (a reservation followed by that declaration), and solos with
// far too many losers are left out so the time goes to the real choices.
#include <vector>

#include "core/action.hpp"
#include "core/game.hpp"
#include "games/doppelkopf/observation.hpp"

namespace kr::dk::ai {

struct Candidates {
  std::vector<Action> labels;  // reported action per candidate
  // Per candidate: the game declared after a reservation (0: a plain action).
  std::vector<Action> declarations;
  // The action to take now for candidate i.
  Action actionOf(int i) const;
};

// `soloSlack`: how many losers more than the rules' own limit a solo may
// have and still be simulated.
Candidates candidatesFor(const DoppelkopfObservation& obs, const Rules& rules, double soloSlack);

// Applies candidate i of `c` for `seat`: a plain action, or a reservation
// and, when the seat is asked, its declaration (the others bid by the rules).
void applyCandidate(const Candidates& c, GameState& state, int seat, int i);

}  // namespace kr::dk::ai
