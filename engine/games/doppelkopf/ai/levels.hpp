#pragma once
// The Doppelkopf computer players by kind: how each level decides and its
// time budget per decision (docs/ai.md, "Doppelkopf").
#include <string_view>

#include "inference.hpp"

namespace kr::dk::ai {

enum class Method {
  Rules,    // the rule-based player, no search
  Pimc,     // paired perfect-information Monte Carlo (the levels)
  Ismcts,   // information-set MCTS (measured against Pimc, not offered)
};

struct Level {
  std::string_view kind;
  Method method = Method::Rules;
  double mistakeRate = 0;  // rules: chance of a random card
  bool announces = true;   // rules: makes announcements
  int budgetMs = 0;        // search: time per decision (--budget-ms overrides)
  int threads = 1;         // search: root-parallel workers
  int samplesCap = 0;      // search: sampled deals per thread and decision, whatever the time (0: none)
  bool inference = false;  // search: weighs sampled deals by the opponent model (inference.hpp)
  bool prune = false;      // search: drops clearly worse candidates early (PimcConfig::prune)
  int endgameTricks = 0;   // search: rollouts solve the last tricks exactly (endgame.hpp)
  double pruneSigmas = 3;  // search: how clearly a candidate must lose to be dropped
  int statesPerSample = 1;  // search with inference: sampled deals weighed per rollout deal (PimcConfig)
  InferenceModel model{};   // search with inference: how far the other seats are taken to follow the rules
  // Bidding: how many losers more than the rules' limit a solo may have and
  // still be searched, and the points the seat's own play of a solo is taken
  // to gain over the rules' play that the rollouts assume (docs/ai.md,
  // "What the rollouts miss in a solo").
  double soloSlack = 2.0;
  double soloSkill = 0;
};

// The offered kinds (heuristic, beginner, standard, strong, analyst) and the
// measurement kinds (strong-ismcts, strong-plain, strong-endgame,
// analyst-model); nullptr for another kind.
const Level* findLevel(std::string_view kind);

}  // namespace kr::dk::ai
