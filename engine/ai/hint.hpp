#pragma once
// Hints for the human player: the action a strong search recommends, a
// short reason id the UI words ("win-trick", "smear-points", "save-trump",
// "announce-strong-hand" ...), and what the search thought of each option.
#include <string>
#include <vector>

#include "ai/monte_carlo.hpp"

namespace kr {

struct Hint {
  Action action = 0;
  std::string reasonId;
  // A percentage the reason's words quote (Truc: the chance to win the
  // hand); -1 when the reason needs none.
  int reasonPercent = -1;
  std::vector<ActionValue> values;  // mean score-sheet points per option searched
};

// Implemented by the players that can explain a decision (the Analyst).
class HintSource {
 public:
  virtual ~HintSource() = default;
  virtual Hint hint(const Observation& obs, const DecisionContext& ctx) = 0;
};

}  // namespace kr
