#pragma once
// The Dobbm computer players by kind and how each decides.
#include <string_view>

namespace kr::dobbm::ai {

struct Level {
  std::string_view kind;
  bool search = false;     // false: the rule-based player
  double mistakeRate = 0;  // rules: chance of a random legal action
  int budgetMs = 0;        // search: time per decision (--budget-ms overrides)
  int bidBudgetMs = 0;     // search: time for the bid, the discard and the doubling
  int threads = 1;
  int samplesCap = 0;      // search: sampled deals per thread and decision (0: none)
  int endgameTricks = 0;   // search: rollouts solve the last tricks exactly (endgame.hpp)
};

// beginner, heuristic, standard, strong, analyst; nullptr for another kind.
const Level* findLevel(std::string_view kind);

}  // namespace kr::dobbm::ai
