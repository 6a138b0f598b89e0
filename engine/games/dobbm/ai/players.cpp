#include "players.hpp"

#include "ai/rule_player.hpp"
#include "beginner.hpp"
#include "heuristic.hpp"
#include "levels.hpp"
#include "search_player.hpp"

namespace kr::dobbm::ai {

std::vector<std::string> dobbmPlayerKinds() { return {"heuristic", "beginner", "standard", "strong", "analyst"}; }

std::unique_ptr<Player> makeDobbmPlayer(std::string_view kind, const Game&, std::uint64_t seed) {
  const Level* level = findLevel(kind);
  if (!level) return nullptr;
  if (level->search) return std::make_unique<SearchPlayer>(*level, seed);
  if (level->mistakeRate > 0) return std::make_unique<BeginnerPlayer>(level->mistakeRate, seed);
  return std::make_unique<RulePlayer>(std::string(level->kind), heuristicChoice, level->mistakeRate, seed);
}

}  // namespace kr::dobbm::ai
