#include "ai/uct.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace kr {

namespace {

struct Node {
  Action action = 0;
  int mover = -1;     // the seat that chose `action` (-1: the root)
  int visits = 0;
  double sum = 0;     // of that seat's scores
  int children = 0;
  int firstChild = -1;
  int nextSibling = -1;
};

// The perfect-information tree of one sampled world.
class Tree {
 public:
  Tree(const GameState& world, const UctConfig& config, Rng& rng)
      : world_(world), config_(config), rng_(rng), nodes_(1) {}  // the root

  // Selection by UCB1 down to a node with an untried action, which is
  // added; then the rollout policy plays to the end; then the backup.
  void rollout() {
    auto state = world_.clone();
    path_.assign(1, 0);
    int node = 0;
    bool added = false;
    while (!state->isTerminal()) {
      const int mover = state->toMove();
      if (added) {
        state->applyUnchecked(mover, config_.rollout(*state, mover, rng_), nullptr);
        continue;
      }
      state->legalActions(mover, legal_);
      // The world is fixed, so a node's legal actions never change: it is
      // fully expanded once it has a child for each.
      if (at(node).children < legal_.size()) {
        const Action a = untried(node);
        node = addChild(node, a, mover);
        added = true;
      } else {
        node = select(node);
      }
      path_.push_back(node);
      state->applyUnchecked(mover, at(node).action, nullptr);
    }
    const std::vector<int> scores = state->result().seatScores;
    for (int i : path_) {
      Node& n = at(i);
      ++n.visits;
      if (n.mover >= 0) n.sum += scores[static_cast<std::size_t>(n.mover)];
    }
  }

  const Node& nodeAt(int i) const { return nodes_[static_cast<std::size_t>(i)]; }

 private:
  Node& at(int i) { return nodes_[static_cast<std::size_t>(i)]; }

  // A uniformly random legal action without a child yet.
  Action untried(int node) {
    untried_.clear();
    for (Action a : legal_) {
      bool tried = false;
      for (int c = at(node).firstChild; c >= 0 && !tried; c = at(c).nextSibling) tried = at(c).action == a;
      if (!tried) untried_.push(a);
    }
    return untried_[static_cast<int>(rng_.below(static_cast<std::uint32_t>(untried_.size())))];
  }

  int addChild(int parent, Action a, int mover) {
    const int index = static_cast<int>(nodes_.size());
    Node child;
    child.action = a;
    child.mover = mover;
    child.nextSibling = at(parent).firstChild;
    nodes_.push_back(child);
    at(parent).firstChild = index;
    ++at(parent).children;
    return index;
  }

  // UCB1: the child's mean score for its mover plus the exploration term.
  int select(int node) const {
    const double logVisits = std::log(static_cast<double>(nodeAt(node).visits));
    int best = -1;
    double top = 0;
    for (int c = nodeAt(node).firstChild; c >= 0; c = nodeAt(c).nextSibling) {
      const Node& n = nodeAt(c);
      const double score = n.sum / n.visits + config_.exploration * std::sqrt(logVisits / n.visits);
      if (best < 0 || score > top) {
        top = score;
        best = c;
      }
    }
    return best;
  }

  const GameState& world_;
  const UctConfig& config_;
  Rng& rng_;
  std::vector<Node> nodes_;
  std::vector<int> path_;
  ActionList legal_, untried_;
};

// The root statistics of the worlds one thread searched, per obs.legal index.
struct Totals {
  std::vector<long long> visits;
  std::vector<double> sums;
  long long rollouts = 0;
  long long worlds = 0;
  bool cancelled = false;
};

bool stopped(const DecisionContext& ctx) { return ctx.stop && ctx.stop->load(std::memory_order_relaxed); }

}  // namespace

SearchResult uctSearch(const Observation& obs, const DecisionContext& ctx, const UctConfig& config,
                       std::uint64_t seed) {
  SearchResult result;
  for (Action a : obs.legal) result.values.push_back({a, 0, 0});
  result.best = obs.legal[0];
  if (obs.legal.size() <= 1) return result;

  const std::size_t n = result.values.size();
  const int threads = std::clamp(config.threads, 1, std::max(1, config.worlds));
  std::vector<Totals> totals(static_cast<std::size_t>(threads));
  std::atomic<int> nextWorld{0};

  auto work = [&](int index) {
    Totals& t = totals[static_cast<std::size_t>(index)];
    t.visits.assign(n, 0);
    t.sums.assign(n, 0.0);
    for (int w = nextWorld++; w < config.worlds; w = nextWorld++) {
      // World w draws from its own stream, whichever thread searches it.
      Rng rng(deriveSeed(seed, static_cast<std::uint64_t>(w)));
      const auto world = ctx.game->sample(obs, *ctx.options, rng);
      // The search is for the seat to move; a world where another seat
      // moves says nothing about its choice.
      if (!world || world->toMove() != obs.seat) continue;
      ++t.worlds;
      Tree tree(*world, config, rng);
      for (int r = 0; r < config.rolloutsPerWorld; ++r) {
        if (stopped(ctx)) {
          t.cancelled = true;
          break;
        }
        tree.rollout();
        ++t.rollouts;
      }
      for (int c = tree.nodeAt(0).firstChild; c >= 0; c = tree.nodeAt(c).nextSibling) {
        const Node& child = tree.nodeAt(c);
        for (std::size_t i = 0; i < n; ++i)
          if (result.values[i].action == child.action) {
            t.visits[i] += child.visits;
            t.sums[i] += child.sum;
          }
      }
      if (t.cancelled) return;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& t : pool) t.join();

  // Scores are whole points, so the sums are exact whatever the order of
  // the threads' totals.
  long long most = 0;
  for (std::size_t i = 0; i < n; ++i) {
    ActionValue& v = result.values[i];
    double sum = 0;
    for (const Totals& t : totals) {
      v.visits += t.visits[i];
      sum += t.sums[i];
    }
    v.mean = v.visits ? sum / static_cast<double>(v.visits) : 0;
    if (v.visits > most) {
      most = v.visits;
      result.best = v.action;
      result.bestIndex = static_cast<int>(i);
    }
  }
  for (const Totals& t : totals) {
    result.rollouts += t.rollouts;
    result.samples += t.worlds;
    result.cancelled = result.cancelled || t.cancelled;
  }
  return result;
}

}  // namespace kr
