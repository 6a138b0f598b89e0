#pragma once
// The implemented games. Each game's folder under engine/games adds itself
// to game_registry.cpp; the test-only game stays out of it.
#include <vector>

namespace kr {
class Game;
const std::vector<const Game*>& implementedGames();
}  // namespace kr
