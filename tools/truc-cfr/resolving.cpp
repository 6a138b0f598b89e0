#include "resolving.hpp"

#include <algorithm>

namespace kr::truc::cfr {

namespace {

// Walks the blueprint's part of the hand with both seats' reaches; returns
// each seat's best-response values (seat s's weighted by the other seat's reach).
class ResolvingWalk {
 public:
  ResolvingWalk(int elderScore, int dealerScore, const RoundValues& values, const StrategyFn& table,
                const ResolvingConfig& config)
      : elderScore_(elderScore), dealerScore_(dealerScore), values_(values), table_(table), config_(config) {}

  // `id`: the node in the whole-hand blueprint, if there is one.
  void walk(const PublicNode& n, int id, const Ranges& reach, Ranges& best) {
    if (n.over()) {
      const double elder = elderValueAt(n, values_);
      terminalValues(n, 0, elder, reach[1], best[0]);
      terminalValues(n, 1, 1.0 - elder, reach[0], best[1]);
      return;
    }
    // A whole-hand blueprint kept in the subgames is walked on to the end.
    const bool keepWhole = config_.wholeHand && config_.mode == Resolving::Blueprint;
    if (n.play.tricksDone >= 1 && !keepWhole) return subgame(n, reach, best);
    const HandPairs& pairs = HandPairs::get();
    const int s = n.play.toMove();
    const std::vector<int>& hands = pairs.holding(at(n.played, s));
    const std::vector<int>& others = pairs.holding(at(n.played, 1 - s));
    // The mover best-responds where allowed, else plays the blueprint.
    const bool deviate = (config_.tricks & (1u << n.play.tricksDone)) != 0;
    for (int h : hands) at(best[s], h) = deviate ? -1.0 : 0.0;  // -1: below any value, the first action sets it
    for (int h : others) at(best[1 - s], h) = 0.0;
    std::vector<ActionRow> rows(hands.size());
    for (std::size_t k = 0; k < hands.size(); ++k)
      rows[k] = config_.trunk      ? config_.trunk->row(elderScore_, dealerScore_, path_, hands[k]).value_or(ActionRow{})
                : config_.wholeHand ? config_.wholeHand->averageRow(id, hands[k])
                                    : strategyRow(n.play, s, n.remaining(s, hands[k]), table_);
    for (int a = 0; a < publicActions(n.play); ++a) {
      const int childId = config_.wholeHand ? config_.wholeHand->child(id, a) : -1;
      if (config_.wholeHand && childId < 0) continue;  // no hand takes it
      Ranges next = reach;
      bool any = false;
      for (std::size_t k = 0; k < hands.size(); ++k) {
        const bool ok = mayTake(n.play, n.remaining(s, hands[k]), a);
        any = any || ok;
        at(next[s], hands[k]) = ok ? at(reach[s], hands[k]) * at(rows[k], a) : 0.0;
      }
      if (!any) continue;
      Ranges child;
      path_.push_back(a);
      walk(after(n, a), childId, next, child);
      path_.pop_back();
      for (std::size_t k = 0; k < hands.size(); ++k) {
        const int h = hands[k];
        if (!mayTake(n.play, n.remaining(s, h), a)) continue;
        at(best[s], h) = deviate ? std::max(at(best[s], h), at(child[s], h)) : at(best[s], h) + at(rows[k], a) * at(child[s], h);
      }
      for (int h : others) at(best[1 - s], h) += at(child[1 - s], h);
    }
    for (int h : hands) at(best[s], h) = std::max(at(best[s], h), 0.0);
  }

  ResolvedHand result;

 private:
  void subgame(const PublicNode& n, const Ranges& reach, Ranges& best) {
    ++result.subgames;
    if (config_.mode != Resolving::Safe) {
      Subgame g(n, values_);
      result.publicNodes += static_cast<long long>(g.size());
      const StrategyFn* kept = config_.mode == Resolving::Blueprint ? &table_ : nullptr;
      if (config_.mode == Resolving::Unsafe) {
        Ranges entering = reach;  // as the Expert does
        widenRanges(n, entering);
        g.solve(entering, config_.iterations);
        const SubgameGap gap = subgameGap(g, n, reach);
        result.own.gap += gap.gap;
        result.own.mass += gap.mass;
      }
      for (int seat = 0; seat < kSeats; ++seat) g.bestResponse(seat, reach[1 - seat], kept, best[seat], config_.tricks);
      return;
    }
    // Each seat's strategy is re-solved apart, against the other's best response.
    for (int me = 0; me < kSeats; ++me) {
      Subgame g(n, values_);
      result.publicNodes += static_cast<long long>(g.size());
      const int other = 1 - me;
      HandVector alternative;
      g.bestResponse(other, reach[me], &table_, alternative);
      g.solveSafe(me, reach[me], alternative, config_.iterations);
      g.bestResponse(other, reach[me], nullptr, best[other], config_.tricks);
    }
  }

  const int elderScore_;
  const int dealerScore_;
  const RoundValues& values_;
  const StrategyFn& table_;
  const ResolvingConfig& config_;
  std::vector<int> path_;  // public actions from the hand's start to the node walked
};

}  // namespace

ResolvedHand evaluateResolved(int elderScore, int dealerScore, const RoundValues& values, const StrategyFn& table,
                              const ResolvingConfig& config) {
  ResolvingWalk walk(elderScore, dealerScore, values, table, config);
  Ranges best;
  walk.walk(handStart(elderScore, dealerScore), 0, everyHand(), best);
  ResolvedHand r = walk.result;
  for (double x : best[0]) r.elderBest += x;
  for (double x : best[1]) r.dealerBest += x;
  return r;
}

}  // namespace kr::truc::cfr
