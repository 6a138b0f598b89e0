#include "games/truc/ai/subgame.hpp"

#include <algorithm>
#include <cmath>

#include "core/bit_count.hpp"

namespace kr::truc::ai {

namespace {

const std::vector<int>& holdingAt(const PublicNode& n, int seat) { return HandPairs::get().holding(at(n.played, seat)); }

struct TreeSize {
  std::size_t nodes = 0;
  std::size_t children = 0;
  std::size_t hands = 0;    // of the movers, summed over the nodes: legal_
  std::size_t entries = 0;  // hands times their node's actions: regret_ and average_
};

void measure(const PublicNode& s, TreeSize& size) {
  ++size.nodes;
  if (s.over()) return;
  const int seat = s.play.toMove();
  const TakenActions taken = takenActions(s);
  const std::size_t hands = holdingAt(s, seat).size();
  size.children += static_cast<std::size_t>(taken.count);
  size.hands += hands;
  size.entries += hands * static_cast<std::size_t>(taken.count);
  for (int k = 0; k < taken.count; ++k) measure(after(s, at(taken.action, k)), size);
}

}  // namespace

Subgame::Subgame(const PublicNode& root, const RoundValues& values) : values_(values) {
  // Sized first: growing vectors of millions of nodes took most of the build.
  TreeSize size;
  measure(root, size);
  nodes_.reserve(size.nodes);
  states_.reserve(size.nodes);
  children_.reserve(size.children);
  legal_.reserve(size.hands);
  regret_.reserve(size.entries);
  build(root);
  average_.assign(regret_.size(), 0.0);
  current_.assign(regret_.size(), 0.0);
  for (const Node& n : nodes_)
    for (int k = 0; n.seat >= 0 && k < static_cast<int>(at(n.holding, n.seat)->size()); ++k)
      sigmaOf(n, k, regret_, &at(current_, n.offset + k * n.count));
}

int Subgame::build(const PublicNode& s) {
  const int id = static_cast<int>(nodes_.size());
  nodes_.push_back({});
  states_.push_back(s);
  for (int seat = 0; seat < kSeats; ++seat) at(nodes_.back().holding, seat) = &holdingAt(s, seat);
  if (s.over()) {
    nodes_.back().elder = elderValueAt(s, values_);
    return id;
  }
  const int seat = s.play.toMove();
  const std::vector<int>& hands = holdingAt(s, seat);
  const TakenActions taken = takenActions(s);
  std::array<int, kPowers + 1> kids{};
  for (int k = 0; k < taken.count; ++k) at(kids, k) = build(after(s, at(taken.action, k)));
  Node& n = at(nodes_, id);
  n.seat = seat;
  n.firstChild = static_cast<int>(children_.size());
  n.count = taken.count;
  for (int k = 0; k < taken.count; ++k) children_.push_back({at(taken.action, k), at(kids, k)});
  n.legalAt = static_cast<int>(legal_.size());
  for (int h : hands) {
    std::uint16_t mask = 0;
    for (int k = 0; k < taken.count; ++k)
      if (mayTake(s.play, s.remaining(seat, h), at(taken.action, k))) mask = static_cast<std::uint16_t>(mask | (1u << k));
    legal_.push_back(mask);
  }
  n.offset = static_cast<int>(regret_.size());
  regret_.resize(regret_.size() + hands.size() * static_cast<std::size_t>(taken.count), 0.0);
  return id;
}

bool Subgame::legal(const Node& n, int k, int c) const { return (at(legal_, n.legalAt + k) >> c) & 1u; }

void Subgame::sigmaOf(const Node& n, int k, const std::vector<double>& from, double* sigma) const {
  // An illegal child's entry is never updated: it stays 0 in regret_ and average_.
  const double* entry = &at(from, n.offset + k * n.count);
  double total = 0;
  for (int c = 0; c < n.count; ++c) total += sigma[c] = std::max(0.0, entry[c]);
  if (total > 0) {
    for (int c = 0; c < n.count; ++c) sigma[c] /= total;
    return;
  }
  const unsigned mask = at(legal_, n.legalAt + k);
  const double uniform = 1.0 / bitCount(mask);
  for (int c = 0; c < n.count; ++c) sigma[c] = (mask >> c) & 1u ? uniform : 0.0;
}

int Subgame::child(int node, int action) const {
  const Node& n = at(nodes_, node);
  for (int c = 0; c < n.count; ++c)
    if (at(children_, n.firstChild + c).action == action) return at(children_, n.firstChild + c).node;
  return -1;
}

ActionRow Subgame::averageRow(int node, int hand) const {
  const Node& n = at(nodes_, node);
  if (n.seat < 0) return {};  // the end of the hand
  const std::vector<int>& hands = *at(n.holding, n.seat);
  const auto k = std::lower_bound(hands.begin(), hands.end(), hand) - hands.begin();
  if (k == static_cast<long>(hands.size()) || at(hands, static_cast<int>(k)) != hand) return {};
  Sigma sigma{};
  sigmaOf(n, static_cast<int>(k), average_, sigma.data());
  ActionRow row{};
  for (int c = 0; c < n.count; ++c) at(row, at(children_, n.firstChild + c).action) = at(sigma, c);
  return row;
}

Subgame::Discount Subgame::discount(int t) {
  const double before = t - 1;  // the iterations whose regrets are scaled
  const double grown = before * std::sqrt(before);
  return {grown / (grown + 1), static_cast<double>(t) * t};
}

void Subgame::solve(const Ranges& reach, int iterations, int first) {
  HandVector out;
  for (int t = first; t < first + iterations; ++t)
    for (int p = 0; p < kSeats; ++p) cfr(0, p, at(reach, p), at(reach, 1 - p), discount(t), out);
}

void Subgame::solveSafe(int me, const HandVector& reachMe, const HandVector& alternative, int iterations) {
  const int other = 1 - me;
  const std::vector<int>& theirs = holdingAt(states_[0], other);
  HandVector enterRegret{}, stayRegret{}, enter{}, out;
  for (int t = 1; t <= iterations; ++t) {
    for (int j : theirs) {
      const double a = std::max(0.0, at(enterRegret, j)), b = std::max(0.0, at(stayRegret, j));
      at(enter, j) = a + b > 0 ? a / (a + b) : 0.5;
    }
    cfr(0, me, reachMe, enter, discount(t), out);
    cfr(0, other, enter, reachMe, discount(t), out);
    // The gadget's choice per hand of the other seat, by regret matching+.
    for (int j : theirs) {
      const double v = at(enter, j) * at(out, j) + (1 - at(enter, j)) * at(alternative, j);
      at(enterRegret, j) = std::max(0.0, at(enterRegret, j) + at(out, j) - v);
      at(stayRegret, j) = std::max(0.0, at(stayRegret, j) + at(alternative, j) - v);
    }
  }
}

void Subgame::cfr(int id, int p, const HandVector& reachP, const HandVector& reachO, Discount d, HandVector& out) {
  const Node& n = at(nodes_, id);
  if (n.seat < 0) return terminalValues(*at(n.holding, p), *at(n.holding, 1 - p), p == 0 ? n.elder : 1.0 - n.elder, reachO, out);
  const std::vector<int>& hands = *at(n.holding, n.seat);
  const std::vector<int>& mine = *at(n.holding, p);
  const int count = static_cast<int>(hands.size());
  const double* sigma = &at(current_, n.offset);  // hand k's row starts at k * n.count
  for (int i : mine) at(out, i) = 0;
  std::array<HandVector, kPowers + 1> values;  // a child writes only the hands that may take it
  for (int c = 0; c < n.count; ++c) {
    const int child = at(children_, n.firstChild + c).node;
    // Only the mover's fitting hands: below this node nothing reads the others.
    const HandVector& reach = n.seat == p ? reachP : reachO;
    HandVector next;
    for (int k = 0; k < count; ++k) at(next, at(hands, k)) = at(reach, at(hands, k)) * sigma[k * n.count + c];
    if (n.seat == p) {
      cfr(child, p, next, reachO, d, at(values, c));
      for (int k = 0; k < count; ++k)
        if (legal(n, k, c)) at(out, at(hands, k)) += sigma[k * n.count + c] * at(at(values, c), at(hands, k));
    } else {
      // No pruning where the other seat never goes: p's average strategy
      // must keep growing there too, or a best response finds it stale.
      cfr(child, p, reachP, next, d, at(values, c));
      for (int i : mine) at(out, i) += at(at(values, c), i);
    }
  }
  if (n.seat != p) return;
  for (int k = 0; k < count; ++k) {
    const int h = at(hands, k);
    for (int c = 0; c < n.count; ++c) {
      if (!legal(n, k, c)) continue;
      double& r = at(regret_, n.offset + k * n.count + c);
      r = r * (r > 0 ? d.keepPositive : kKeepNegative) + at(at(values, c), h) - at(out, h);
      at(average_, n.offset + k * n.count + c) += d.averageWeight * at(reachP, h) * sigma[k * n.count + c];
    }
    sigmaOf(n, k, regret_, &at(current_, n.offset + k * n.count));
  }
}

void Subgame::walk(int id, int p, unsigned tricks, const HandVector& reachO, const StrategyFn* strategy,
                   HandVector& out) const {
  const Node& n = at(nodes_, id);
  const PublicNode& state = at(states_, id);
  if (n.seat < 0) return terminalValues(state, p, p == 0 ? n.elder : 1.0 - n.elder, reachO, out);
  const bool best = (tricks & (1u << state.play.tricksDone)) != 0;
  const std::vector<int>& hands = *at(n.holding, n.seat);
  const std::vector<int>& mine = *at(n.holding, p);
  const int count = static_cast<int>(hands.size());
  const bool own = n.seat == p;
  // The mover's probabilities per child, unless p best-responds here.
  std::vector<Sigma> sigma(own && best ? 0 : hands.size());
  for (int k = 0; k < static_cast<int>(sigma.size()); ++k) {
    if (!strategy) {
      sigmaOf(n, k, average_, at(sigma, k).data());
      continue;
    }
    const ActionRow row = strategyRow(state.play, n.seat, state.remaining(n.seat, at(hands, k)), *strategy);
    for (int c = 0; c < n.count; ++c) at(at(sigma, k), c) = legal(n, k, c) ? at(row, at(children_, n.firstChild + c).action) : 0.0;
  }
  for (int i : mine) at(out, i) = own && best ? -1.0 : 0.0;  // below any value: the first action sets it
  HandVector value;
  for (int c = 0; c < n.count; ++c) {
    const int child = at(children_, n.firstChild + c).node;
    if (own) {
      walk(child, p, tricks, reachO, strategy, value);
      for (int k = 0; k < count; ++k) {
        if (!legal(n, k, c)) continue;
        const int h = at(hands, k);
        at(out, h) = best ? std::max(at(out, h), at(value, h)) : at(out, h) + at(at(sigma, k), c) * at(value, h);
      }
      continue;
    }
    HandVector next = reachO;
    bool any = false;
    for (int k = 0; k < count; ++k) {
      at(next, at(hands, k)) *= at(at(sigma, k), c);
      any = any || at(next, at(hands, k)) > 0;
    }
    if (!any) continue;  // nothing of the other seat comes here
    walk(child, p, tricks, next, strategy, value);
    for (int i : mine) at(out, i) += at(value, i);
  }
  if (own && best)
    for (int i : mine) at(out, i) = std::max(at(out, i), 0.0);
}

void Subgame::bestResponse(int seat, const HandVector& reachOther, const StrategyFn* strategy, HandVector& out,
                           unsigned tricks) const {
  walk(0, seat, tricks, reachOther, strategy, out);
}

void Subgame::averageValues(int seat, const HandVector& reachOther, HandVector& out) const {
  walk(0, seat, 0, reachOther, nullptr, out);
}

SubgameGap subgameGap(const Subgame& g, const PublicNode& root, const Ranges& reach) {
  const HandPairs& pairs = HandPairs::get();
  SubgameGap r;
  for (int seat = 0; seat < kSeats; ++seat) {
    HandVector best;
    g.bestResponse(seat, at(reach, 1 - seat), nullptr, best);
    for (int i : pairs.holding(at(root.played, seat))) r.gap += at(at(reach, seat), i) * at(best, i);
  }
  for (int i : pairs.holding(at(root.played, 0)))
    for (int j : pairs.holding(at(root.played, 1)))
      r.mass += at(reach[0], i) * at(reach[1], j) * pairs.chance[static_cast<std::size_t>(i * kHands + j)];
  r.gap -= r.mass;
  return r;
}

}  // namespace kr::truc::ai
