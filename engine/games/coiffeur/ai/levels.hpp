#pragma once
// The Coiffeur computer players by kind and how each decides (docs/ai.md,
// "Coiffeur").
#include <string_view>

namespace kr::coiffeur::ai {

struct Level {
  std::string_view kind;
  bool search = false;     // false: the rule-based player
  double mistakeRate = 0;  // rules: chance of a random legal action
  int budgetMs = 0;        // search: time per card (--budget-ms overrides)
  int contractBudgetMs = 0;  // search: time for the contract choice
  int threads = 1;
  int samplesCap = 0;      // search: sampled deals per thread and decision (0: none)
  int shortlist = 0;       // search: contract plans compared, the most appealing first
  int endgameTricks = 0;   // search: rollouts solve the last tricks exactly (endgame.hpp)
};

// beginner, heuristic, standard, strong, analyst; nullptr for another kind.
const Level* findLevel(std::string_view kind);

}  // namespace kr::coiffeur::ai
