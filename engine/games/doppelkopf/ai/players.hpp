#pragma once
// The Doppelkopf computer players the registry offers (engine/ai/player_registry.cpp).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"

namespace kr::dk::ai {

// heuristic, beginner, standard, strong, analyst.
std::vector<std::string> doppelkopfPlayerKinds();
// nullptr for a kind it does not know.
std::unique_ptr<Player> makeDoppelkopfPlayer(std::string_view kind, const Game& game, std::uint64_t seed);

}  // namespace kr::dk::ai
