#include "games/truc/ai/option_values.hpp"

#include "ai/pimc.hpp"
#include "games/truc/ai/players.hpp"
#include "games/truc/ai/round_values.hpp"

namespace kr::truc::ai {

namespace {
constexpr int kReviewBudgetMs = 400;  // Truc's tree is tiny: this settles most options
}  // namespace

double roundChanceAfter(const GameState& finished, int seat) {
  const auto& state = static_cast<const TrucState&>(finished);
  const DealResult r = state.result();
  const auto own = static_cast<std::size_t>(seat);
  const auto other = static_cast<std::size_t>(1 - seat);
  return RoundValues::raceChance(state.play().score[own] + r.seatScores[own],
                                 state.play().score[other] + r.seatScores[other]);
}

SearchResult weighOptions(const Observation& obs, const DecisionContext& ctx, std::uint64_t seed) {
  PimcConfig config;
  config.budgetMs = kReviewBudgetMs;
  config.samplesPerThread = ctx.samples;
  config.timeLimited = ctx.samples == 0;
  // Both seats play on as the Expert does; each rollout step decides from
  // that seat's own observation of the sampled hand.
  config.rollout = [](const GameState& state, int seat, Rng& rng) {
    TablePlayer player(rng.next());
    return player.choose(*state.observe(seat), DecisionContext{&state.game(), nullptr, nullptr, -1});
  };
  config.value = roundChanceAfter;
  return pimcSearch(obs, ctx, config, seed);
}

}  // namespace kr::truc::ai
