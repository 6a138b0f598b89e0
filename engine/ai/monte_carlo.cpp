#include "ai/monte_carlo.hpp"

#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

namespace kr {

namespace {

using Clock = std::chrono::steady_clock;

struct Stats {
  std::vector<double> sum;
  std::vector<long long> visits;
  long long total = 0;
};

// UCB1 over the root actions; unvisited actions first.
int pickAction(const Stats& s, double exploration) {
  int best = 0;
  double bestScore = -1e300;
  for (std::size_t i = 0; i < s.visits.size(); ++i) {
    if (s.visits[i] == 0) return static_cast<int>(i);
    const double n = static_cast<double>(s.visits[i]);
    const double score = s.sum[i] / n + exploration * std::sqrt(std::log(static_cast<double>(s.total)) / n);
    if (score > bestScore) {
      bestScore = score;
      best = static_cast<int>(i);
    }
  }
  return best;
}

double rolloutValue(GameState& state, int seat, const RolloutPolicy& policy, Rng& rng) {
  while (!state.isTerminal()) {
    const int mover = state.toMove();
    state.applyUnchecked(mover, policy(state, mover, rng), nullptr);
  }
  return state.result().seatScores[static_cast<std::size_t>(seat)];
}

}  // namespace

Action randomRollout(const GameState& state, int seat, Rng& rng) {
  ActionList legal;
  state.legalActions(seat, legal);
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

SearchResult monteCarloSearch(const Observation& obs, const DecisionContext& ctx, const MonteCarloConfig& config,
                              std::uint64_t seed) {
  SearchResult result;
  const int actions = obs.legal.size();
  result.best = obs.legal[0];
  for (Action a : obs.legal) result.values.push_back({a, 0, 0});
  if (actions == 1) return result;

  const int budgetMs = ctx.budgetMs >= 0 ? ctx.budgetMs : config.budgetMs;
  const auto deadline = Clock::now() + std::chrono::milliseconds(budgetMs);
  const int threads = std::max(1, config.threads);
  std::vector<Stats> perThread(static_cast<std::size_t>(threads));
  std::atomic<long long> iterations{0};
  std::atomic<bool> cancelled{false};

  auto worker = [&](int index) {
    Rng rng(deriveSeed(seed, static_cast<std::uint64_t>(index)));
    Stats& stats = perThread[static_cast<std::size_t>(index)];
    stats.sum.assign(static_cast<std::size_t>(actions), 0.0);
    stats.visits.assign(static_cast<std::size_t>(actions), 0);
    // Scores are normalised on the fly so that the exploration constant
    // means the same in every game.
    double spread = 1.0;
    for (;;) {
      if (ctx.stop && ctx.stop->load(std::memory_order_relaxed)) {
        cancelled = true;
        return;
      }
      if (config.maxIterations > 0 && iterations.load(std::memory_order_relaxed) >= config.maxIterations) return;
      if ((stats.total & 7) == 0 && Clock::now() >= deadline && stats.total >= actions) return;
      auto state = ctx.game->sample(obs, *ctx.options, rng);
      if (!state) return;
      const int i = pickAction(stats, config.exploration * spread);
      state->applyUnchecked(obs.seat, obs.legal[i], nullptr);
      const double value = rolloutValue(*state, obs.seat, config.rollout, rng);
      spread = std::max(spread, std::abs(value));
      stats.sum[static_cast<std::size_t>(i)] += value;
      ++stats.visits[static_cast<std::size_t>(i)];
      ++stats.total;
      iterations.fetch_add(1, std::memory_order_relaxed);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& t : pool) t.join();

  double bestMean = -1e300;
  for (int i = 0; i < actions; ++i) {
    auto& v = result.values[static_cast<std::size_t>(i)];
    double sum = 0;
    for (const auto& s : perThread) {
      if (s.visits.empty()) continue;
      v.visits += s.visits[static_cast<std::size_t>(i)];
      sum += s.sum[static_cast<std::size_t>(i)];
    }
    v.mean = v.visits ? sum / static_cast<double>(v.visits) : -1e300;
    result.rollouts += v.visits;
    if (v.visits && v.mean > bestMean) {
      bestMean = v.mean;
      result.best = v.action;
      result.bestIndex = i;
    }
  }
  result.samples = result.rollouts;  // one sampled state per rollout
  result.cancelled = cancelled;
  return result;
}

Action MonteCarloPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  return monteCarloSearch(obs, ctx, config_, rng_.next()).best;
}

}  // namespace kr
