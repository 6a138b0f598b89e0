#include "best_response.hpp"

#include <algorithm>
#include <vector>

namespace kr::truc::cfr {

namespace {

constexpr int kHands = 120;   // multisets of three powers
constexpr int kOffer = kPowers;  // a turn's public actions: powers 0..7, then the offer
using Vec = std::array<double, kHands>;
using Row = std::array<double, kPowers + 1>;

template <class A>
auto& at(A& a, int i) {
  return a[static_cast<std::size_t>(i)];
}

double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}

// Every hand of three powers, and the chance of each pair (non-dealer's, dealer's).
struct Tables {
  std::array<PowerHand, kHands> hand{};
  std::vector<double> chance;
  Tables() : chance(kHands * kHands, 0.0) {
    for (int i = 0; i < kHands; ++i) at(hand, i) = ai::multisetAt(kHandSize, i);
    const double all = choose(kDeckSize, kHandSize) * choose(kDeckSize - kHandSize, kHandSize);
    for (int i = 0; i < kHands; ++i)
      for (int j = 0; j < kHands; ++j) {
        double ways = 1;
        for (int p = 0; p < kPowers; ++p) {
          const int a = ai::countOf(at(hand, i), p);
          const int b = ai::countOf(at(hand, j), p);
          ways *= choose(kCopies, a) * choose(kCopies - a, b);
        }
        at(chance, i * kHands + j) = ways / all;
      }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

bool holds(PowerHand hand, PowerHand played) {
  for (int p = 0; p < kPowers; ++p)
    if (ai::countOf(hand, p) < ai::countOf(played, p)) return false;
  return true;
}

// A node of the public tree: the course of the hand and the powers each seat played.
struct Public {
  TrucPlay play;
  std::array<PowerHand, kSeats> played{};
  bool redeal = false;
};

// The public action `a` at a node: 0/1 of a yes/no question, a power or the offer in a turn.
Public next(const Public& n, int a) {
  Public c = n;
  TrucPlay& p = c.play;
  if (p.phase == Phase::NewHands && !p.asked) {
    a == 0 ? p.ask() : p.decline();
  } else if (p.phase == Phase::NewHands) {
    if (a == 0) {
      p.agree();
      c.redeal = true;
    } else {
      p.refuse();
    }
  } else if (p.phase == Phase::Answer) {
    a == 0 ? p.accept() : p.refuse();
  } else if (a == kOffer) {
    p.offer();
  } else {
    at(c.played, p.mover) = ai::withCard(at(c.played, p.mover), a);
    p.play(a);
  }
  return c;
}

// The strategy's probability of each public action for a hand's remaining
// powers; a set it does not hold is played uniformly.
Row strategyRow(const TrucPlay& play, int seat, PowerHand remaining, const StrategyFn& strategy) {
  const auto sigma = strategy(*ai::infoKey(play, seat, remaining));
  Row row{};
  if (play.phase != Phase::Play) {
    const double sum = sigma[0] + sigma[1];
    row[0] = sum > 0 ? sigma[0] / sum : 0.5;
    row[1] = sum > 0 ? sigma[1] / sum : 0.5;
    return row;
  }
  const auto options = ai::turnOptions(play, remaining);
  double sum = 0;
  for (int s = 0; s < options.powers; ++s) sum += at(row, at(options.power, s)) = at(sigma, s);
  if (options.offer) sum += row[kOffer] = sigma[ai::kOfferSlot];
  const int n = options.powers + (options.offer ? 1 : 0);
  for (int s = 0; s < options.powers; ++s) at(row, at(options.power, s)) = sum > 0 ? at(row, at(options.power, s)) / sum : 1.0 / n;
  if (options.offer) row[kOffer] = sum > 0 ? row[kOffer] / sum : 1.0 / n;
  return row;
}

class Walker {
 public:
  Walker(int me, bool best, unsigned tricks, const RoundValues& values, const StrategyFn& strategy)
      : me_(me), best_(best), tricks_(tricks), values_(values), strategy_(strategy) {}

  // The values of `me_`'s hands at the node, chance included; `reach` is the
  // reach of each hand of the other seat.
  void walk(const Public& n, const Vec& reach, Vec& out) {
    out.fill(0.0);
    if (n.redeal || n.play.phase == Phase::Over) return terminal(n, reach, out);
    const Tables& t = tables();
    const int seat = n.play.toMove();
    // The best responder leaves the strategy only in the tricks allowed.
    const bool best = best_ && (tricks_ & (1u << n.play.tricksDone)) != 0;
    std::vector<int> actions = {0, 1};
    if (n.play.phase == Phase::Play) {
      actions.clear();
      for (int p = 0; p < kPowers; ++p) actions.push_back(p);
      if (n.play.mayOffer()) actions.push_back(kOffer);
    }
    // Each hand of the seat still possible here, and its remaining powers.
    std::array<int, kHands> remaining{};
    remaining.fill(-1);
    std::vector<Row> prob(kHands);
    for (int h = 0; h < kHands; ++h) {
      if (!holds(at(t.hand, h), at(n.played, seat)) || (seat != me_ && at(reach, h) <= 0)) continue;
      at(remaining, h) = at(t.hand, h) - at(n.played, seat);
      if (seat != me_ || !best) at(prob, h) = strategyRow(n.play, seat, static_cast<PowerHand>(at(remaining, h)), strategy_);
    }
    auto can = [&](int h, int a) {
      if (at(remaining, h) < 0) return false;
      return n.play.phase != Phase::Play || a == kOffer || ai::countOf(static_cast<PowerHand>(at(remaining, h)), a) > 0;
    };
    if (seat == me_ && best) out.fill(-1.0);  // below any value: the first action sets it
    Vec child{};
    for (int a : actions) {
      if (seat == me_) {
        bool any = false;
        for (int h = 0; h < kHands && !any; ++h) any = can(h, a);
        if (!any) continue;
        walk(next(n, a), reach, child);
        for (int h = 0; h < kHands; ++h)
          if (can(h, a)) at(out, h) = best ? std::max(at(out, h), at(child, h)) : at(out, h) + at(at(prob, h), a) * at(child, h);
        continue;
      }
      Vec nextReach{};
      bool any = false;
      for (int h = 0; h < kHands; ++h) {
        if (can(h, a)) at(nextReach, h) = at(reach, h) * at(at(prob, h), a);
        any = any || at(nextReach, h) > 0;
      }
      if (!any) continue;
      walk(next(n, a), nextReach, child);
      for (int h = 0; h < kHands; ++h) at(out, h) += at(child, h);
    }
    if (seat == me_ && best)
      for (double& o : out) o = std::max(o, 0.0);  // hands this node cannot hold
  }

 private:
  void terminal(const Public& n, const Vec& reach, Vec& out) const {
    const Tables& t = tables();
    Node end;
    end.play = n.play;
    end.redeal = n.redeal;
    const double elder = elderValue(end, values_);
    const double u = me_ == 0 ? elder : 1.0 - elder;
    std::vector<int> others;
    for (int j = 0; j < kHands; ++j)
      if (at(reach, j) > 0) others.push_back(j);
    for (int i = 0; i < kHands; ++i) {
      if (!holds(at(t.hand, i), at(n.played, me_))) continue;
      double sum = 0;
      for (int j : others) sum += at(t.chance, me_ == 0 ? i * kHands + j : j * kHands + i) * at(reach, j);
      at(out, i) = u * sum;
    }
  }

  int me_;
  bool best_;
  unsigned tricks_;
  const RoundValues& values_;
  const StrategyFn& strategy_;
};

double total(const Vec& v) {
  double s = 0;
  for (double x : v) s += x;
  return s;
}

}  // namespace

HandValues evaluateHand(int elderScore, int dealerScore, const RoundValues& values, const StrategyFn& strategy,
                        unsigned tricks) {
  Public start;
  start.play = TrucPlay::start(1, elderScore, dealerScore);
  Vec ones;
  ones.fill(1.0);
  HandValues r;
  Vec out{};
  Walker(0, true, tricks, values, strategy).walk(start, ones, out);
  r.elderBest = total(out);
  Walker(1, true, tricks, values, strategy).walk(start, ones, out);
  r.dealerBest = total(out);
  Walker(0, false, tricks, values, strategy).walk(start, ones, out);
  r.elderSelf = total(out);
  return r;
}

}  // namespace kr::truc::cfr
