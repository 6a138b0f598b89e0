#include "game_registry.hpp"

#include "games/coiffeur/game.hpp"
#include "games/dobbm/game.hpp"
#include "games/doppelkopf/game.hpp"
#include "games/truc/truc_game.hpp"

namespace kr {

const std::vector<const Game*>& implementedGames() {
  static const std::vector<const Game*> games = {&dk::doppelkopf(), &truc::trucGame(), &coiffeur::coiffeurGame(),
                                                   &dobbm::dobbmGame()};
  return games;
}

}  // namespace kr
