#include "best_response.hpp"

#include <algorithm>

#include "hand_pairs.hpp"

namespace kr::truc::cfr {

namespace {

constexpr int kOffer = kPowers;  // a turn's public actions: powers 0..7, then the offer
using Vec = std::array<double, kHands>;
using Row = std::array<double, kPowers + 1>;

template <class A>
auto& at(A& a, int i) {
  return a[static_cast<std::size_t>(i)];
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

// The hands of the seat to move that a node follows: their remaining powers
// and, where the strategy plays them, its probabilities.
struct Movers {
  int count = 0;
  std::array<int, kHands> hand;
  std::array<PowerHand, kHands> remaining;
  std::array<Row, kHands> row;
};

// What a walk returns for each hand of `me_`: its value when it best-responds
// and, if the walker tracks it, when it plays the strategy too (both walks
// follow the same public tree, so one walk serves both).
struct Values {
  Vec best;
  Vec self;
};

// Vectors over the 120 hands hold meaningful entries only for the hands
// that fit the powers played so far (HandPairs::holding): a node reads and
// writes only those, so nothing is cleared on the way down.
class Walker {
 public:
  Walker(int me, bool self, unsigned tricks, const RoundValues& values, const StrategyFn& strategy)
      : me_(me), self_(self), tricks_(tricks), values_(values), strategy_(strategy), pairs_(HandPairs::get()) {}

  // The values of `me_`'s hands at the node, chance included; `reach` is the
  // reach of each hand of the other seat.
  void walk(const Public& n, const Vec& reach, Values& out) {
    if (n.redeal || n.play.phase == Phase::Over) return terminal(n, reach, out);
    const int seat = n.play.toMove();
    const bool mine = seat == me_;
    // The best responder leaves the strategy only in the tricks allowed.
    const bool best = (tricks_ & (1u << n.play.tricksDone)) != 0;
    const std::vector<int>& holding = pairs_.holding(at(n.played, seat));
    const std::vector<int>& myHands = mine ? holding : pairs_.holding(at(n.played, me_));
    Movers m;
    for (int h : holding) {
      if (!mine && at(reach, h) <= 0) continue;
      const int k = m.count++;
      at(m.hand, k) = h;
      at(m.remaining, k) = static_cast<PowerHand>(at(pairs_.hand, h) - at(n.played, seat));
      if (!mine || !best || self_) at(m.row, k) = strategyRow(n.play, seat, at(m.remaining, k), strategy_);
    }
    const bool turn = n.play.phase == Phase::Play;
    const int actions = turn ? kPowers + (n.play.mayOffer() ? 1 : 0) : 2;
    auto can = [&](int k, int a) { return !turn || a == kOffer || ai::countOf(at(m.remaining, k), a) > 0; };
    const double start = mine && best ? -1.0 : 0.0;  // below any value: the first action sets it
    for (int h : myHands) {
      at(out.best, h) = start;
      if (self_) at(out.self, h) = 0.0;
    }
    Values child;
    Vec nextReach;
    for (int a = 0; a < actions; ++a) {
      if (mine) {
        bool any = false;
        for (int k = 0; k < m.count && !any; ++k) any = can(k, a);
        if (!any) continue;
        walk(next(n, a), reach, child);
        for (int k = 0; k < m.count; ++k) {
          if (!can(k, a)) continue;
          const int h = at(m.hand, k);
          if (best)
            at(out.best, h) = std::max(at(out.best, h), at(child.best, h));
          else
            at(out.best, h) += at(at(m.row, k), a) * at(child.best, h);
          if (self_) at(out.self, h) += at(at(m.row, k), a) * at(child.self, h);
        }
        continue;
      }
      // Hands of the other seat that cannot be here (any more) reach with 0.
      for (int h : holding) at(nextReach, h) = 0.0;
      bool any = false;
      for (int k = 0; k < m.count; ++k) {
        if (!can(k, a)) continue;
        const int h = at(m.hand, k);
        at(nextReach, h) = at(reach, h) * at(at(m.row, k), a);
        any = any || at(nextReach, h) > 0;
      }
      if (!any) continue;
      walk(next(n, a), nextReach, child);
      for (int h : myHands) {
        at(out.best, h) += at(child.best, h);
        if (self_) at(out.self, h) += at(child.self, h);
      }
    }
    if (mine && best)
      for (int h : myHands) at(out.best, h) = std::max(at(out.best, h), 0.0);  // a hand without an action here
  }

 private:
  // The value is u times the chance-weighted reach of the other seat's
  // hands: one scalar per terminal, one sum per hand of `me_`.
  void terminal(const Public& n, const Vec& reach, Values& out) const {
    Node end;
    end.play = n.play;
    end.redeal = n.redeal;
    const double elder = elderValue(end, values_);
    const double u = me_ == 0 ? elder : 1.0 - elder;
    std::array<int, kHands> others;
    int count = 0;
    for (int j : pairs_.holding(at(n.played, 1 - me_)))
      if (at(reach, j) > 0) at(others, count++) = j;
    for (int i : pairs_.holding(at(n.played, me_))) {
      // The chance of a pair is symmetric in the two hands: row i serves either seat.
      const double* chance = &pairs_.chance[static_cast<std::size_t>(i * kHands)];
      double sum = 0;
      for (int c = 0; c < count; ++c) sum += chance[at(others, c)] * at(reach, at(others, c));
      at(out.best, i) = u * sum;
      if (self_) at(out.self, i) = u * sum;
    }
  }

  int me_;
  bool self_;
  unsigned tricks_;
  const RoundValues& values_;
  const StrategyFn& strategy_;
  const HandPairs& pairs_;
};

double total(const Vec& v) {
  double s = 0;
  for (double x : v) s += x;
  return s;
}

}  // namespace

StrategyFn tableStrategy(const ai::StrategyTable& table) {
  return [&table](ai::InfoKey key) {
    std::array<double, 4> p{};
    if (auto q = table.probabilities(key))
      for (std::size_t s = 0; s < 4; ++s) p[s] = (*q)[s] / double(ai::kProbabilityScale);
    return p;
  };
}

StrategyFn uniformStrategy() {
  return [](ai::InfoKey) { return std::array<double, 4>{}; };
}

HandValues evaluateHand(int elderScore, int dealerScore, const RoundValues& values, const StrategyFn& strategy,
                        unsigned tricks) {
  Public start;
  start.play = TrucPlay::start(1, elderScore, dealerScore);
  Vec ones;
  ones.fill(1.0);
  HandValues r;
  Values out;
  Walker(0, true, tricks, values, strategy).walk(start, ones, out);
  r.elderBest = total(out.best);
  r.elderSelf = total(out.self);
  Walker(1, false, tricks, values, strategy).walk(start, ones, out);
  r.dealerBest = total(out.best);
  return r;
}

}  // namespace kr::truc::cfr
