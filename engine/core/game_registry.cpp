#include "game_registry.hpp"

namespace kr {

const std::vector<const Game*>& implementedGames() {
  static const std::vector<const Game*> games = {};
  return games;
}

}  // namespace kr
