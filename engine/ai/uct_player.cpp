#include "ai/uct_player.hpp"

namespace kr {

namespace {

// A whole number from 1 to `most`, digits only, no leading zero.
std::optional<int> count(std::string_view text, int most) {
  if (text.empty() || text.size() > 7 || text[0] == '0') return std::nullopt;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (value > most) return std::nullopt;
  return value;
}

}  // namespace

std::optional<UctConfig> parseUctKind(std::string_view kind) {
  if (kind == "uct") return UctConfig{};
  constexpr std::string_view prefix = "uct-";
  if (!kind.starts_with(prefix)) return std::nullopt;
  const std::string_view setting = kind.substr(prefix.size());
  const auto x = setting.find('x');
  if (x == std::string_view::npos) return std::nullopt;
  // Caps keep a tree (one node per rollout) and the loop over worlds sane.
  const auto worlds = count(setting.substr(0, x), 100000);
  const auto rollouts = count(setting.substr(x + 1), 1000000);
  if (!worlds || !rollouts) return std::nullopt;
  UctConfig config;
  config.worlds = *worlds;
  config.rolloutsPerWorld = *rollouts;
  return config;
}

Action UctPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  last_ = uctSearch(obs, ctx, config_, rng_.next());
  return last_.best;
}

std::unique_ptr<Player> makeUctPlayer(std::string_view kind, const RolloutPolicy& rollout, std::uint64_t seed) {
  auto config = parseUctKind(kind);
  if (!config) return nullptr;
  if (rollout) config->rollout = rollout;
  return std::make_unique<UctPlayer>(std::string(kind), *config, seed);
}

}  // namespace kr
