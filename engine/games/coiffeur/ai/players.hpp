#pragma once
// The Coiffeur computer players the registry offers (engine/ai/player_registry.cpp).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"

namespace kr::coiffeur::ai {

// beginner, heuristic, standard, strong, analyst.
std::vector<std::string> coiffeurPlayerKinds();
// nullptr for a kind it does not know.
std::unique_ptr<Player> makeCoiffeurPlayer(std::string_view kind, const Game& game, std::uint64_t seed);

}  // namespace kr::coiffeur::ai
