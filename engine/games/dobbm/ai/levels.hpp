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
  bool playModel = false;  // search: samples in play weighed by the others' cards (opponent_model.hpp)
  // search: its own cards in the rollouts' last tricks best against the
  // rules (best_response.hpp; 0: the rules throughout)
  int bestResponseTricks = 0;
};

// beginner, heuristic, standard, strong, analyst; nullptr for another kind.
const Level* findLevel(std::string_view kind);

}  // namespace kr::dobbm::ai
