#include "player.hpp"

#include "ai/player_registry.hpp"
#include "ai/uct_player.hpp"

namespace kr {

Action RandomPlayer::choose(const Observation& obs, const DecisionContext&) {
  return obs.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(obs.legal.size())))];
}

std::optional<Action> RandomPlayer::interject(const Observation& obs, const DecisionContext&) {
  if (obs.legal.empty() || rng_.unit() >= 0.02) return std::nullopt;
  return obs.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(obs.legal.size())))];
}

std::vector<std::string> playerKinds(const Game& game) {
  // The reference player `uct` right after `random`: the app's hint takes
  // the last kind as the strongest, and `uct` is no level of the app.
  std::vector<std::string> kinds = {"random", "uct"};
  for (const auto& entry : gamePlayers())
    if (entry.gameId == game.id()) kinds.insert(kinds.end(), entry.kinds.begin(), entry.kinds.end());
  return kinds;
}

std::vector<std::string> opponentLevels(const Game& game) {
  for (const auto& entry : gamePlayers())
    if (entry.gameId == game.id()) return entry.levels;
  return {};
}

std::string analystKind(const Game& game) {
  const auto kinds = playerKinds(game);
  for (const std::string& k : kinds)
    if (k == "analyst") return k;
  return kinds.back();  // never empty: random and uct are always there
}

std::unique_ptr<Player> makePlayer(std::string_view kind, const Game& game, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  for (const auto& entry : gamePlayers())
    if (entry.gameId == game.id()) {
      if (auto player = makeUctPlayer(kind, entry.uctRollout, seed)) return player;
      if (auto player = entry.make(kind, game, seed)) return player;
    }
  return nullptr;
}

}  // namespace kr
