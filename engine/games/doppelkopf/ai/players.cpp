#include "players.hpp"

#include "heuristic.hpp"
#include "levels.hpp"
#include "search_player.hpp"

namespace kr::dk::ai {

std::vector<std::string> doppelkopfPlayerKinds() { return {"heuristic", "beginner", "standard", "strong", "analyst"}; }

std::unique_ptr<Player> makeDoppelkopfPlayer(std::string_view kind, const Game&, std::uint64_t seed) {
  const Level* level = findLevel(kind);
  if (!level) return nullptr;
  if (level->method != Method::Rules) return std::make_unique<SearchPlayer>(*level, seed);
  return std::make_unique<HeuristicPlayer>(level->kind, level->mistakeRate, level->announces, seed);
}

}  // namespace kr::dk::ai
