#pragma once
// Truc's computer players (docs/ai.md, "Truc"):
//   strong    - the re-solving Expert (resolving_player.hpp): trick 1 from the
//               trunk table, the rest of the hand solved afresh from trick 2
//   table     - the strategy table's CFR+ strategy, sampled (bluffs and calls
//               as often as the solution says); the Expert before issue #35,
//               kept for comparisons and for the analyst; not a level
//   heuristic - honest: offers only with strong hands, accepts by hand strength
//   beginner  - a looser honest player that often plays at random
//   analyst   - plays as table and explains hints (analyst.hpp); not a level
// All of them read only the observation (ruling ALL-2).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/player.hpp"
#include "games/truc/truc_state.hpp"

namespace kr::truc::ai {

// Thresholds of the honest players, as chances of winning the hand.
struct HonestStyle {
  double ask = 0.35;        // ask for new hands below this
  double agree = 0.45;      // agree to new hands below this
  double double_ = 0.72;    // offer a double from this
  double remainder = 0.80;  // offer the remainder from this
  double accept = 0.35;     // accept a double from this
  double acceptRemainder = 0.45;
  double noise = 0.0;       // chance of a uniformly random legal action instead
};

class HonestPlayer : public Player {
 public:
  HonestPlayer(std::string kind, HonestStyle style, std::uint64_t seed)
      : kind_(std::move(kind)), style_(style), rng_(seed) {}
  std::string_view kind() const override { return kind_; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;

 private:
  std::string kind_;
  HonestStyle style_;
  Rng rng_;
};

class TablePlayer : public Player {
 public:
  explicit TablePlayer(std::uint64_t seed);
  std::string_view kind() const override { return "table"; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  // Decisions the table did not cover (taken by the heuristic instead).
  long long misses() const { return misses_; }

 private:
  Rng rng_;
  HonestPlayer fallback_;
  long long misses_ = 0;
};

std::vector<std::string> trucPlayerKinds();
std::unique_ptr<Player> makeTrucPlayer(std::string_view kind, const Game& game, std::uint64_t seed);

}  // namespace kr::truc::ai
