#pragma once
// A real hand as a path through the public tree (public_tree.hpp): the
// seats become roles (the elder is seat 0 there), the actions since the last
// new hands become public actions, and a card becomes its power. The
// re-solving Expert reads the trunk table and finds its subgame by it.
#include <optional>
#include <vector>

#include "games/truc/ai/public_tree.hpp"
#include "games/truc/truc_state.hpp"

namespace kr::truc::ai {

struct PublicCourse {
  int elderSeat = 0;  // the real seat of the elder (role 0)
  int elderScore = 0;
  int dealerScore = 0;
  std::vector<int> path;  // public actions from the hand's start
  PublicNode node;        // where they lead

  int roleOf(int seat) const { return seat == elderSeat ? 0 : 1; }
};

// nullopt when the log holds an action the public tree does not know at its
// place (a log that is not this hand's).
std::optional<PublicCourse> publicCourse(const TrucObservation& obs);

// The engine's action for public action `a` at `node`, for a seat holding
// `hand` (a card of the power, for a card); -1 when there is none.
Action engineAction(const PublicNode& node, int a, CardSet hand);

}  // namespace kr::truc::ai
