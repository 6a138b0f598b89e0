#include "model_sampler.hpp"

#include "declarer_model.hpp"
#include "games/dobbm/game.hpp"
#include "games/dobbm/state.hpp"
#include "opponent_model.hpp"

namespace kr::dobbm::ai {

std::unique_ptr<GameState> ModelSampler::operator()(const Observation& obs, const Options& options, Rng& rng) {
  ++drawn;
  std::unique_ptr<GameState> likeliest;
  double best = -1;
  for (int k = 0; k < kModelTries; ++k) {
    auto sampled = dobbmGame().sample(obs, options, rng);
    if (!sampled) break;
    auto& s = static_cast<DobbmState&>(*sampled);
    s = DobbmState(s.game(), withRuleDiscard(s.data(), obs.seat));
    const double w = likelihood(s, obs.seat);
    if (rng.unit() < w) {
      ++kept;
      return sampled;
    }
    if (w > best) {
      best = w;
      likeliest = std::move(sampled);
    }
  }
  return likeliest;
}

double ModelSampler::keptShare() const {
  const int n = drawn.load();
  return n > 0 ? static_cast<double>(kept.load()) / n : 1.0;
}

}  // namespace kr::dobbm::ai
