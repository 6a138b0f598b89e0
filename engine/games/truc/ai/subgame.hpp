#pragma once
// One public subgame of a Truc hand (issue #35: re-solving from trick 2), as
// an explicit tree solved by full-width discounted CFR over (public node,
// hand): every hand of both seats at once, exact card removal, no sampling.
// The values are chance-weighted counterfactual values: a hand's chance of
// winning the round, weighted by the chance of the deal and the other
// seat's reach (public_tree.hpp's terminalValues).
#include <cstdint>
#include <vector>

#include "games/truc/ai/public_tree.hpp"

namespace kr::truc::ai {

class Subgame {
 public:
  Subgame(const PublicNode& root, const RoundValues& values);
  std::size_t size() const { return nodes_.size(); }

  // Discounted CFR (Brown and Sandholm, AAAI 2019; alpha 1.5, beta 0,
  // gamma 2) with alternating updates, each seat entering with the reach
  // given per hand; `first` > 1 continues a solve. At the whole hand of 11:11
  // it leaves a gap of 0.18 milli-rounds after 50 iterations where CFR+ with
  // linear averages left 1.24 (docs/ai.md, "Issue #35, fourth round").
  void solve(const Ranges& reach, int iterations, int first = 1);

  // Safe re-solving (Burch, Johanson and Bowling's re-solving gadget): `me`
  // enters with its reach; each hand j of the other seat may take
  // `alternative[j]` (what it could get against the blueprint here) instead
  // of entering, so the result gives no hand of the other seat more than the
  // blueprint did. Only `me`'s strategy is meant to be used afterwards.
  void solveSafe(int me, const HandVector& reachMe, const HandVector& alternative, int iterations);

  // The values of `seat`'s hands when it best-responds against `strategy`
  // (null: the average strategy solved here), the other seat entering with
  // `reachOther`. `tricks` (kAllTricks): where `seat` may leave the
  // strategy.
  void bestResponse(int seat, const HandVector& reachOther, const StrategyFn* strategy, HandVector& out,
                    unsigned tricks = kAllTricks) const;
  // The solved strategy, read by node: the root is node 0; `child` is -1
  // where no hand takes `action`; averageRow gives the mover's average
  // probability per public action for hand `hand` (of HandPairs).
  int child(int node, int action) const;
  ActionRow averageRow(int node, int hand) const;

  // The values of `seat`'s hands when both seats play the average strategy.
  void averageValues(int seat, const HandVector& reachOther, HandVector& out) const;

 private:
  // Kept small: the solver's walks read every node twice per iteration (the
  // public state, read only by the best response, is in states_).
  struct Node {
    int seat = -1;       // the seat to move, -1 at the end of the hand
    double elder = 0;    // at the end: the elder's value
    int firstChild = 0;  // in children_
    int count = 0;       // public actions taken by some hand here
    int offset = 0;      // regret_/average_: the mover's holding x count
    int legalAt = 0;     // legal_: one mask of children per hand of the mover's holding
    std::array<const std::vector<int>*, kSeats> holding{};  // each seat's hands that fit
  };
  struct Child {
    int action;
    int node;
  };
  using Sigma = std::array<double, kPowers + 1>;  // per child of a node
  // Iteration t's discounting: before it adds its regrets, the positive ones
  // so far are kept at (t-1)^1.5 / ((t-1)^1.5 + 1) and the negative ones at
  // half; its share of the average strategy weighs t².
  struct Discount {
    double keepPositive;
    double averageWeight;
  };
  static constexpr double kKeepNegative = 0.5;
  static Discount discount(int t);

  int build(const PublicNode& s);
  bool legal(const Node& n, int k, int c) const;
  // Regret matching on `from` (regret_ or average_) for the k-th hand of the
  // mover's holding, one entry per child.
  void sigmaOf(const Node& n, int k, const std::vector<double>& from, double* sigma) const;
  void cfr(int id, int p, const HandVector& reachP, const HandVector& reachO, Discount d, HandVector& out);
  void walk(int id, int p, unsigned tricks, const HandVector& reachO, const StrategyFn* strategy,
            HandVector& out) const;

  const RoundValues& values_;
  std::vector<Node> nodes_;
  std::vector<PublicNode> states_;  // per node
  std::vector<Child> children_;
  std::vector<std::uint16_t> legal_;  // computed once: the inner loops ask it for every hand and child
  std::vector<double> regret_;
  std::vector<double> average_;
  // Regret matching on regret_, kept as the regrets change: both seats' walks
  // read it, and each seat's regrets change only in its own.
  std::vector<double> current_;
};

// What both best responses gain within a subgame over its total, the
// chance-weighted mass of the hand pairs entering it: zero at an equilibrium.
struct SubgameGap {
  double gap = 0;
  double mass = 0;
};
SubgameGap subgameGap(const Subgame& g, const PublicNode& root, const Ranges& reach);

}  // namespace kr::truc::ai
