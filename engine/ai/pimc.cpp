#include "ai/pimc.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

namespace kr {

namespace {

using Clock = std::chrono::steady_clock;

struct Totals {
  std::vector<double> sum;        // weighted values per candidate
  std::vector<double> weight;     // sum of the weights of its samples
  std::vector<long long> visits;  // its samples
  std::vector<char> active;       // not pruned
  // Every counted sample's values (NaN: not rolled out) and weight, for the
  // standard errors of the result.
  std::vector<double> rows;
  std::vector<double> rowWeights;
  long long samples = 0;
  bool cancelled = false;
  bool decided = false;  // a single candidate left
};

// Paired differences between candidates on the same weighted samples.
class Pruner {
 public:
  Pruner(int n, double sigmas) : n_(n), sigmas_(sigmas), pairs_(static_cast<std::size_t>(n * n)) {}

  void add(const std::vector<double>& values, double w, const std::vector<char>& active) {
    for (int i = 0; i < n_; ++i)
      for (int j = i + 1; j < n_; ++j) {
        if (!active[static_cast<std::size_t>(i)] || !active[static_cast<std::size_t>(j)]) continue;
        const double d = values[static_cast<std::size_t>(j)] - values[static_cast<std::size_t>(i)];
        Pair& p = pairs_[static_cast<std::size_t>(i * n_ + j)];
        p.w += w;
        p.w2 += w * w;
        p.wd += w * d;
        p.wd2 += w * d * d;
      }
  }

  // Marks candidates that another active one beats clearly.
  void prune(std::vector<char>& active) const {
    for (int i = 0; i < n_; ++i)
      for (int j = 0; j < n_ && active[static_cast<std::size_t>(i)]; ++j)
        if (j != i && active[static_cast<std::size_t>(j)] && clearlyBetter(j, i)) active[static_cast<std::size_t>(i)] = 0;
  }

 private:
  struct Pair {
    double w = 0, w2 = 0, wd = 0, wd2 = 0;
  };
  bool clearlyBetter(int j, int i) const {
    const Pair& p = pairs_[static_cast<std::size_t>(std::min(i, j) * n_ + std::max(i, j))];
    if (p.w <= 0) return false;
    const double samples = p.w * p.w / p.w2;  // effective sample size
    if (samples < 16) return false;
    const double mean = (j > i ? 1 : -1) * p.wd / p.w;
    const double variance = std::max(0.0, p.wd2 / p.w - mean * mean);
    return mean - sigmas_ * std::sqrt(variance / samples) > 0.01;
  }
  int n_;
  double sigmas_;
  std::vector<Pair> pairs_;
};

// A weighted mean's standard error: the weighted variance over the
// effective sample size (Kish).
struct WeightedMoments {
  double w = 0, w2 = 0, wx = 0, wx2 = 0;
  void add(double x, double weight) {
    w += weight;
    w2 += weight * weight;
    wx += weight * x;
    wx2 += weight * x * x;
  }
  double stdError() const {
    if (w <= 0 || w2 <= 0) return -1;
    const double n = w * w / w2;
    if (n < 2) return -1;
    const double mean = wx / w;
    const double variance = std::max(0.0, wx2 / w - mean * mean) * n / (n - 1);
    return std::sqrt(variance / n);
  }
};

// Fills each value's standard error and its paired gap to `best` from the
// samples every thread kept.
void addStandardErrors(SearchResult& result, const std::vector<Totals>& totals, int n, int best) {
  for (int i = 0; i < n; ++i) {
    WeightedMoments own, gap;
    for (const Totals& t : totals)
      for (std::size_t r = 0; r < t.rowWeights.size(); ++r) {
        const double* row = &t.rows[r * static_cast<std::size_t>(n)];
        const double w = t.rowWeights[r];
        if (std::isnan(row[i])) continue;
        own.add(row[i], w);
        if (!std::isnan(row[best])) gap.add(row[best] - row[i], w);
      }
    ActionValue& v = result.values[static_cast<std::size_t>(i)];
    v.stdError = own.stdError();
    v.gapStdError = i == best ? 0 : gap.stdError();
  }
}

bool stopped(const DecisionContext& ctx) { return ctx.stop && ctx.stop->load(std::memory_order_relaxed); }

struct WeightedState {
  std::unique_ptr<GameState> state;  // null: every state drawn was impossible under the model
  double weight = 0;
  bool exhausted = false;  // the sampler gave up
};

// One sample: a single state with its weight, or, with statesPerSample > 1,
// one of that many states picked in proportion to its weight (a weighted
// reservoir of one) with their mean weight, which keeps the weighted means
// unbiased.
WeightedState drawSample(const Observation& obs, const DecisionContext& ctx, const PimcConfig& config, Rng& rng) {
  WeightedState out;
  const int draws = config.weight ? std::max(1, config.statesPerSample) : 1;
  double total = 0;
  for (int k = 0; k < draws; ++k) {
    auto sampled = config.sample ? config.sample(obs, *ctx.options, rng) : ctx.game->sample(obs, *ctx.options, rng);
    if (!sampled) {
      out.exhausted = true;
      return out;
    }
    const double w = config.weight ? config.weight(*sampled, obs.seat) : 1.0;
    if (w <= 0) continue;
    total += w;
    if (draws == 1 || rng.unit() * total < w) out.state = std::move(sampled);
  }
  out.weight = total / draws;
  return out;
}

}  // namespace

double seatScore(const GameState& state, int seat) {
  return state.result().seatScores[static_cast<std::size_t>(seat)];
}

SearchResult pimcSearch(const Observation& obs, const DecisionContext& ctx, const PimcConfig& config,
                        std::uint64_t seed) {
  std::vector<Action> labels = config.labels;
  if (labels.empty()) labels.assign(obs.legal.begin(), obs.legal.end());
  const int n = static_cast<int>(labels.size());
  SearchResult result;
  for (Action a : labels) result.values.push_back({a, 0, 0});
  result.best = labels.empty() ? 0 : labels[0];
  if (n <= 1) return result;

  const int budgetMs = ctx.budgetMs >= 0 ? ctx.budgetMs : config.budgetMs;
  const auto deadline = Clock::now() + std::chrono::milliseconds(budgetMs);
  const int threads = std::max(1, config.threads);
  const bool timed = config.timeLimited || config.samplesPerThread <= 0;
  std::vector<Totals> totals(static_cast<std::size_t>(threads));
  std::atomic<bool> decided{false};

  auto worker = [&](int index) {
    Rng rng(deriveSeed(seed, static_cast<std::uint64_t>(index)));
    Totals& t = totals[static_cast<std::size_t>(index)];
    t.sum.assign(static_cast<std::size_t>(n), 0.0);
    t.weight.assign(static_cast<std::size_t>(n), 0.0);
    t.visits.assign(static_cast<std::size_t>(n), 0);
    t.active.assign(static_cast<std::size_t>(n), 1);
    std::vector<double> values(static_cast<std::size_t>(n));
    Pruner pruner(config.prune ? n : 0, config.pruneSigmas);
    for (;;) {
      if (config.samplesPerThread > 0 && t.samples >= config.samplesPerThread) return;
      if (timed && t.samples > 0 && Clock::now() >= deadline) return;
      // Another thread's decision ends a timed search only: with fixed work
      // the result must not depend on the threads' timing.
      if (timed && decided.load(std::memory_order_relaxed)) return;
      const WeightedState drawn = drawSample(obs, ctx, config, rng);
      if (drawn.exhausted) return;
      if (!drawn.state) {
        ++t.samples;  // impossible under the model: spent, but counts nothing
        continue;
      }
      const GameState* sampled = drawn.state.get();
      const double w = drawn.weight;
      // A sample counts only when every candidate got its rollout.
      for (int i = 0; i < n; ++i) {
        if (!t.active[static_cast<std::size_t>(i)]) continue;
        if (stopped(ctx)) {
          t.cancelled = true;
          return;
        }
        auto state = sampled->clone();
        if (config.apply) config.apply(*state, obs.seat, i);
        else state->applyUnchecked(obs.seat, labels[static_cast<std::size_t>(i)], nullptr);
        while (!state->isTerminal()) {
          const int mover = state->toMove();
          state->applyUnchecked(mover, config.rollout(*state, mover, rng), nullptr);
        }
        values[static_cast<std::size_t>(i)] = config.value(*state, obs.seat);
      }
      for (std::size_t i = 0; i < values.size(); ++i) {
        t.rows.push_back(t.active[i] ? values[i] : std::nan(""));
        if (!t.active[i]) continue;
        t.sum[i] += w * values[i];
        t.weight[i] += w;
        ++t.visits[i];
      }
      t.rowWeights.push_back(w);
      ++t.samples;
      if (config.prune) {
        pruner.add(values, w, t.active);
        if (t.samples % 8 == 0) {
          pruner.prune(t.active);
          // One candidate left: more samples could not change the choice,
          // so every thread stops.
          if (std::count(t.active.begin(), t.active.end(), 1) == 1) {
            t.decided = true;
            decided.store(true, std::memory_order_relaxed);
            return;
          }
        }
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& t : pool) t.join();

  for (const Totals& t : totals) {
    result.samples += t.samples;
    result.cancelled = result.cancelled || t.cancelled;
    result.decided = result.decided || t.decided;
  }
  // The best mean among the candidates still in the race in some thread;
  // when a thread's pruning settled the decision, its one candidate.
  const Totals* decider = nullptr;
  for (const Totals& t : totals)
    if (t.decided && !decider) decider = &t;
  double bestMean = -1e300;
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    double sum = 0, weight = 0;
    bool contender = false;
    ActionValue& v = result.values[k];
    for (const Totals& t : totals) {
      if (t.sum.empty()) continue;
      sum += t.sum[k];
      weight += t.weight[k];
      v.visits += t.visits[k];
      contender = contender || t.active[k];
    }
    if (decider) contender = decider->active[k];
    result.rollouts += v.visits;
    v.mean = weight > 0 ? sum / weight : 0;
    if (contender && weight > 0 && v.mean > bestMean) {
      bestMean = v.mean;
      result.best = v.action;
      result.bestIndex = i;
    }
  }
  addStandardErrors(result, totals, n, result.bestIndex);
  return result;
}

}  // namespace kr
