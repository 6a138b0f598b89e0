#include "ai/uct_player.hpp"

#include "games/doppelkopf/actions.hpp"

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

Action quietDoppelkopfRollout(const GameState& state, int seat, Rng& rng) {
  ActionList legal;
  state.legalActions(seat, legal);
  int cards = 0;
  while (cards < legal.size() && dk::isCard(legal[cards])) ++cards;
  return cards > 0 ? legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(cards)))] : legal[0];
}

Action UctPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  last_ = uctSearch(obs, ctx, config_, rng_.next());
  return last_.best;
}

std::unique_ptr<Player> makeUctPlayer(std::string_view kind, const Game& game, std::uint64_t seed) {
  auto config = parseUctKind(kind);
  if (!config) return nullptr;
  // Uniformly random rollouts announce and bid solos at random, a noise that
  // costs about 5 points a deal against the heuristic (docs/ai.md).
  if (game.id() == "doppelkopf") config->rollout = quietDoppelkopfRollout;
  return std::make_unique<UctPlayer>(std::string(kind), *config, seed);
}

}  // namespace kr
