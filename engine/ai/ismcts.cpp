#include "ai/ismcts.hpp"

#include <chrono>
#include <cmath>
#include <thread>

namespace kr {

namespace {

using Clock = std::chrono::steady_clock;

struct Node {
  Action action = 0;
  int mover = -1;  // the seat that chose `action`
  double sum = 0;  // of that seat's values
  int visits = 0;
  int available = 0;  // iterations in which `action` was legal here
  std::vector<int> children;
};

struct Tree {
  std::vector<Node> nodes = std::vector<Node>(1);
  long long iterations = 0;
  bool cancelled = false;

  int child(int node, Action a) const {
    for (int c : nodes[static_cast<std::size_t>(node)].children)
      if (nodes[static_cast<std::size_t>(c)].action == a) return c;
    return -1;
  }
  int add(int parent, Action a, int mover) {
    const int index = static_cast<int>(nodes.size());
    Node n;
    n.action = a;
    n.mover = mover;
    n.available = 1;
    nodes.push_back(std::move(n));
    nodes[static_cast<std::size_t>(parent)].children.push_back(index);
    return index;
  }
};

class Worker {
 public:
  Worker(const Observation& obs, const DecisionContext& ctx, const IsmctsConfig& config, Tree& tree, Rng rng)
      : obs_(obs), ctx_(ctx), config_(config), tree_(tree), rng_(rng) {}

  // One iteration; false when no state could be sampled.
  bool iterate() {
    auto state = ctx_.game->sample(obs_, *ctx_.options, rng_);
    if (!state) return false;
    path_.assign(1, 0);
    int node = 0;
    while (!state->isTerminal()) {
      const int mover = state->toMove();
      state->legalActions(mover, legal_);
      untried_.clear();
      for (Action a : legal_) {
        const int c = tree_.child(node, a);
        if (c < 0) untried_.push(a);
        else ++tree_.nodes[static_cast<std::size_t>(c)].available;
      }
      if (!untried_.empty()) {
        const Action a = untried_[static_cast<int>(rng_.below(static_cast<std::uint32_t>(untried_.size())))];
        path_.push_back(tree_.add(node, a, mover));
        state->applyUnchecked(mover, a, nullptr);
        break;
      }
      node = select(node);
      path_.push_back(node);
      state->applyUnchecked(mover, tree_.nodes[static_cast<std::size_t>(node)].action, nullptr);
    }
    while (!state->isTerminal()) {
      const int mover = state->toMove();
      state->applyUnchecked(mover, config_.rollout(*state, mover, rng_), nullptr);
    }
    values_.assign(static_cast<std::size_t>(state->seatCount()), 0.0);
    for (int s = 0; s < state->seatCount(); ++s) values_[static_cast<std::size_t>(s)] = config_.value(*state, s);
    for (std::size_t i = 1; i < path_.size(); ++i) {
      Node& n = tree_.nodes[static_cast<std::size_t>(path_[i])];
      n.sum += values_[static_cast<std::size_t>(n.mover)];
      ++n.visits;
    }
    ++tree_.nodes[0].visits;
    ++tree_.iterations;
    return true;
  }

 private:
  // UCB over the children whose actions are legal in this sample.
  int select(int node) const {
    int best = -1;
    double top = -1e300;
    for (Action a : legal_) {
      const int c = tree_.child(node, a);
      const Node& n = tree_.nodes[static_cast<std::size_t>(c)];
      const double mean = n.sum / n.visits / config_.valueScale;
      const double score = mean + config_.exploration * std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
      if (score > top) {
        top = score;
        best = c;
      }
    }
    return best;
  }

  const Observation& obs_;
  const DecisionContext& ctx_;
  const IsmctsConfig& config_;
  Tree& tree_;
  Rng rng_;
  std::vector<int> path_;
  std::vector<double> values_;
  ActionList legal_, untried_;
};

}  // namespace

SearchResult ismctsSearch(const Observation& obs, const DecisionContext& ctx, const IsmctsConfig& config,
                          std::uint64_t seed) {
  SearchResult result;
  for (Action a : obs.legal) result.values.push_back({a, 0, 0});
  result.best = obs.legal[0];
  if (obs.legal.size() <= 1) return result;
  const int budgetMs = ctx.budgetMs >= 0 ? ctx.budgetMs : config.budgetMs;
  const auto deadline = Clock::now() + std::chrono::milliseconds(budgetMs);
  const int threads = std::max(1, config.threads);
  const bool timed = config.timeLimited || config.iterationsPerThread <= 0;
  std::vector<Tree> trees(static_cast<std::size_t>(threads));

  auto run = [&](int index) {
    Tree& tree = trees[static_cast<std::size_t>(index)];
    Worker worker(obs, ctx, config, tree, Rng(deriveSeed(seed, static_cast<std::uint64_t>(index))));
    for (;;) {
      if (ctx.stop && ctx.stop->load(std::memory_order_relaxed)) {
        tree.cancelled = true;
        return;
      }
      if (config.iterationsPerThread > 0 && tree.iterations >= config.iterationsPerThread) return;
      if (timed && tree.iterations > 0 && (tree.iterations & 7) == 0 && Clock::now() >= deadline) return;
      if (!worker.iterate()) return;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
  run(0);
  for (auto& t : pool) t.join();

  std::vector<double> sums(result.values.size(), 0.0);
  for (const Tree& tree : trees) {
    result.rollouts += tree.iterations;
    result.cancelled = result.cancelled || tree.cancelled;
    for (int c : tree.nodes[0].children) {
      const Node& n = tree.nodes[static_cast<std::size_t>(c)];
      for (std::size_t i = 0; i < result.values.size(); ++i)
        if (result.values[i].action == n.action) {
          result.values[i].visits += n.visits;
          sums[i] += n.sum;
        }
    }
  }
  result.samples = result.rollouts;
  long long most = -1;
  for (std::size_t i = 0; i < result.values.size(); ++i) {
    ActionValue& v = result.values[i];
    v.mean = v.visits ? sums[i] / static_cast<double>(v.visits) : 0;
    if (v.visits > most) {
      most = v.visits;
      result.best = v.action;
      result.bestIndex = static_cast<int>(i);
    }
  }
  return result;
}

}  // namespace kr
