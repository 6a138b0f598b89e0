#pragma once
// Exploitability of "a blueprint plays trick 1, every subgame from the first
// action of trick 2 on is re-solved" (issue #35; docs/ai.md, "Issue #35,
// third round"). Both seats' ranges entering a subgame come from the
// blueprint's new-hands question and trick 1; a perfect-recall best response
// then walks the combined strategy, as evaluateHand walks the table's. The
// blueprint is the table, or a whole hand solved at the score (Subgame from
// the hand's start), or the trunk table (trunk_table.hpp).
#include "best_response.hpp"
#include "games/truc/ai/trunk_table.hpp"
#include "public_tree.hpp"

namespace kr::truc::cfr {

enum class Resolving {
  Blueprint,  // the subgames keep the blueprint: evaluateHand's figure for the table
  Unsafe,     // solved in the blueprint's ranges of both seats
  Safe,       // each seat's strategy re-solved with the re-solving gadget (the table only)
};

struct ResolvedHand {
  double elderBest = 0;
  double dealerBest = 0;
  int subgames = 0;
  long long publicNodes = 0;  // of all subgames built
  SubgameGap own;             // Unsafe: the subgames' own gap, summed
  double exploitability() const { return (elderBest + dealerBest - 1.0) / 2.0; }
};

struct ResolvingConfig {
  Resolving mode = Resolving::Safe;
  int iterations = 50;            // per subgame
  unsigned tricks = kAllTricks;   // as for evaluateHand: where the best responses may leave the strategy
  const Subgame* wholeHand = nullptr;  // the blueprint instead of the table; not with Safe
  // Trick 1 from the trunk table instead, as the re-solving Expert plays it
  // (resolving_player.hpp); with Unsafe only.
  const ai::TrunkTable* trunk = nullptr;
};

ResolvedHand evaluateResolved(int elderScore, int dealerScore, const RoundValues& values, const StrategyFn& table,
                              const ResolvingConfig& config);

}  // namespace kr::truc::cfr
