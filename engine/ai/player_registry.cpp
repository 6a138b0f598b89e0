#include "ai/player_registry.hpp"

#include "games/coiffeur/ai/players.hpp"
#include "games/dobbm/ai/players.hpp"
#include "games/doppelkopf/ai/players.hpp"
#include "games/doppelkopf/ai/quiet_rollout.hpp"
#include "games/truc/ai/players.hpp"

namespace kr {

const std::vector<GamePlayers>& gamePlayers() {
  // Levels: the analyst is Strong with more time (hints), not a separate
  // opponent. Each offered level beat the one below it (docs/ai.md).
  static const std::vector<GamePlayers> players = {
      {"truc", truc::ai::trucPlayerKinds(), {"beginner", "heuristic", "strong"}, &truc::ai::makeTrucPlayer, {}},
      {"doppelkopf", dk::ai::doppelkopfPlayerKinds(), {"beginner", "heuristic", "standard", "strong"},
       &dk::ai::makeDoppelkopfPlayer, &dk::ai::quietRollout},
      {"coiffeur", coiffeur::ai::coiffeurPlayerKinds(), {"beginner", "heuristic", "standard", "strong"},
       &coiffeur::ai::makeCoiffeurPlayer, {}},
      {"dobbm", dobbm::ai::dobbmPlayerKinds(), {"beginner", "heuristic", "standard", "strong"}, &dobbm::ai::makeDobbmPlayer, {}},
  };
  return players;
}

}  // namespace kr
