#pragma once
// The computer players each game offers beyond "random". Each game's folder
// adds one entry to player_registry.cpp.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/monte_carlo.hpp"
#include "ai/player.hpp"

namespace kr {

using PlayerFactory = std::unique_ptr<Player> (*)(std::string_view kind, const Game& game, std::uint64_t seed);

struct GamePlayers {
  std::string_view gameId;
  std::vector<std::string> kinds;  // e.g. heuristic, beginner, standard, strong, analyst
  // The kinds a player chooses opponents from, weakest to strongest as the
  // measured ladder of docs/ai.md orders them; a kind that cannot be told
  // apart from the one below it is left out (issue #14).
  std::vector<std::string> levels;
  PlayerFactory make;              // nullptr for a kind it does not know
  // How the reference player `uct` plays on after its tree (uct_player.hpp);
  // empty: uniformly random.
  RolloutPolicy uctRollout;
};

const std::vector<GamePlayers>& gamePlayers();

}  // namespace kr
