#pragma once
// The Dobbm computer players the registry offers (engine/ai/player_registry.cpp).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"

namespace kr::dobbm::ai {

// beginner, heuristic, standard, strong, analyst.
std::vector<std::string> dobbmPlayerKinds();
// nullptr for a kind it does not know.
std::unique_ptr<Player> makeDobbmPlayer(std::string_view kind, const Game& game, std::uint64_t seed);

}  // namespace kr::dobbm::ai
