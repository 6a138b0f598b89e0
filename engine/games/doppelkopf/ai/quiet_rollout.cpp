#include "quiet_rollout.hpp"

#include "games/doppelkopf/actions.hpp"

namespace kr::dk::ai {

Action quietRollout(const GameState& state, int seat, Rng& rng) {
  ActionList legal;
  state.legalActions(seat, legal);
  int cards = 0;
  while (cards < legal.size() && isCard(legal[cards])) ++cards;
  return cards > 0 ? legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(cards)))] : legal[0];
}

}  // namespace kr::dk::ai
