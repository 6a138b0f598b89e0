#pragma once
// Truc's re-solving Expert (issue #35; docs/ai.md, "Truc"): the trunk table
// (trunk_table.hpp) plays the new-hands question and trick 1; when trick 2
// starts, the rest of the hand is solved afresh (subgame.hpp) in the ranges
// the trunk leaves both seats, and played from that solve. It reads only
// its observation (ruling ALL-2): both ranges follow from the public course.
// At a score the trunk table does not cover it plays the strategy table
// (TablePlayer), the Expert before issue #35.
#include <memory>
#include <optional>
#include <vector>

#include "ai/player.hpp"
#include "games/truc/ai/players.hpp"
#include "games/truc/ai/public_course.hpp"
#include "games/truc/ai/subgame.hpp"
#include "games/truc/ai/trunk_table.hpp"

namespace kr::truc::ai {

class ResolvingPlayer : public Player {
 public:
  static constexpr int kIterations = 30;  // per subgame: docs/ai.md, "Issue #35, fourth round"

  ResolvingPlayer(const TrunkTable& trunk, const RoundValues& values, std::uint64_t seed);
  std::string_view kind() const override { return "strong"; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;

  // The probability of each public action for the seat to move, as the trunk
  // or the subgame gives it; nullopt at a score the trunk does not cover,
  // where neither gives one (the caller falls back to the heuristic) or when
  // the search was stopped.
  std::optional<ActionRow> strategy(const TrucObservation& obs, const PublicCourse& course, const DecisionContext& ctx);

 private:
  // Both roles' ranges where the subgame starts: the chance of each hand
  // taking the trunk's path, widened (widenRanges).
  Ranges rangesAt(const PublicCourse& course, std::size_t rootLength) const;
  const Subgame* subgameFor(const PublicCourse& course, std::size_t rootLength, const DecisionContext& ctx);

  const TrunkTable& trunk_;
  const RoundValues& values_;
  Rng rng_;
  HonestPlayer fallback_;
  TablePlayer table_;  // at the scores the trunk does not cover
  // The hand's subgame, solved once when trick 2 starts and kept for the
  // later decisions in it.
  struct Solved {
    int elderScore = -1;
    int dealerScore = -1;
    std::vector<int> rootPath;
    std::unique_ptr<Subgame> game;
  };
  Solved solved_;
};

}  // namespace kr::truc::ai
