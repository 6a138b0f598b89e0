#include "ai/player_registry.hpp"

namespace kr {

const std::vector<GamePlayers>& gamePlayers() {
  static const std::vector<GamePlayers> players = {};
  return players;
}

}  // namespace kr
