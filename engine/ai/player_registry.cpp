#include "ai/player_registry.hpp"

#include "games/coiffeur/ai/players.hpp"
#include "games/dobbm/ai/players.hpp"
#include "games/doppelkopf/ai/players.hpp"
#include "games/truc/ai/players.hpp"

namespace kr {

const std::vector<GamePlayers>& gamePlayers() {
  static const std::vector<GamePlayers> players = {
      {"truc", truc::ai::trucPlayerKinds(), &truc::ai::makeTrucPlayer},
      {"doppelkopf", dk::ai::doppelkopfPlayerKinds(), &dk::ai::makeDoppelkopfPlayer},
      {"coiffeur", coiffeur::ai::coiffeurPlayerKinds(), &coiffeur::ai::makeCoiffeurPlayer},
      {"dobbm", dobbm::ai::dobbmPlayerKinds(), &dobbm::ai::makeDobbmPlayer},
  };
  return players;
}

}  // namespace kr
