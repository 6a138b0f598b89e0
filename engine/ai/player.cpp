#include "player.hpp"

namespace kr {

Action RandomPlayer::choose(const Observation& obs, const DecisionContext&) {
  return obs.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(obs.legal.size())))];
}

std::optional<Action> RandomPlayer::interject(const Observation& obs, const DecisionContext&) {
  if (obs.legal.empty() || rng_.unit() >= 0.02) return std::nullopt;
  return obs.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(obs.legal.size())))];
}

std::vector<std::string> playerKinds(const Game&) { return {"random"}; }

std::unique_ptr<Player> makePlayer(std::string_view kind, const Game&, std::uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlayer>(seed);
  return nullptr;
}

}  // namespace kr
