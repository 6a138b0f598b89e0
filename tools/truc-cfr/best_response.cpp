#include "best_response.hpp"

#include <algorithm>


namespace kr::truc::cfr {

namespace {

using Vec = HandVector;
using Row = ActionRow;
using Public = PublicNode;

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
    if (n.over()) return terminal(n, reach, out);
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
      at(m.remaining, k) = n.remaining(seat, h);
      if (!mine || !best || self_) at(m.row, k) = strategyRow(n.play, seat, at(m.remaining, k), strategy_);
    }
    const int actions = publicActions(n.play);
    auto can = [&](int k, int a) { return mayTake(n.play, at(m.remaining, k), a); };
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
        walk(after(n, a), reach, child);
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
      walk(after(n, a), nextReach, child);
      for (int h : myHands) {
        at(out.best, h) += at(child.best, h);
        if (self_) at(out.self, h) += at(child.self, h);
      }
    }
    if (mine && best)
      for (int h : myHands) at(out.best, h) = std::max(at(out.best, h), 0.0);  // a hand without an action here
  }

 private:
  void terminal(const Public& n, const Vec& reach, Values& out) const {
    const double elder = elderValueAt(n, values_);
    terminalValues(n, me_, me_ == 0 ? elder : 1.0 - elder, reach, out.best);
    if (self_)
      for (int i : pairs_.holding(at(n.played, me_))) at(out.self, i) = at(out.best, i);
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
  const Public start = handStart(elderScore, dealerScore);
  const Vec ones = everyHand()[0];
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
