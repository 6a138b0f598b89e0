#pragma once
// The deal review (issue #32): every decision one player made in a finished
// deal, weighed by the game's analyst from what that seat knew at the moment
// (its observation, ruling ALL-2: no hindsight), each option's value with a
// 95% interval, the chosen option's loss against the best, and a mark. The
// app's review page and `kartenrunde-cli review` both read this module.
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/record.hpp"
#include "review/marks.hpp"

namespace kr {

struct ReviewedOption {
  std::string action;  // the game's action text ("CA", "announce:re", a solo's id)
  std::string takes;   // the action taken now when `action` names a plan; else empty
  double value = 0;    // the seat's expected result after it, in the game's unit
  double low = 0, high = 0;  // 95% interval of `value`
  // Below the best option, measured on the same sampled deals (paired), with
  // its 95% interval; 0 for the best.
  double loss = 0;
  double lossLow = 0, lossHigh = 0;
  long long samples = 0;
};

struct ReviewedDecision {
  int deal = 0;   // 0-based deal of the record
  int index = 0;  // 0-based action of the deal
  int seat = 0;   // seat of the deal
  std::string phase;
  std::string chosen;
  std::string best;    // the option with the highest value
  bool weighed = false;  // the chosen option has a value (else no loss, no mark)
  double loss = 0;       // value(best) - value(chosen), >= 0
  double lossLow = 0, lossHigh = 0;
  // The search tells the chosen option from the best: the loss's interval
  // lies above zero. A decision not told apart is never marked.
  bool toldApart = false;
  Mark mark = Mark::Good;
  std::string reason;     // why the best option is good: the hints' reason id
  int reasonPercent = -1;  // a percentage the reason quotes (Truc), or -1
  double expected = 0;    // value of the chosen option: the seat's outlook after it
  std::vector<ReviewedOption> options;  // best first
};

struct ReviewSummary {
  int decisions = 0;
  int marked = 0;  // inaccuracies, mistakes and blunders
  int inaccuracies = 0, mistakes = 0, blunders = 0;
  double totalLoss = 0;  // over the weighed decisions
};

struct DealReview {
  std::string game;
  int deal = 0;
  int player = 0;  // the match player reviewed
  int seat = 0;    // that player's seat in the deal
  Unit unit = Unit::Points;
  int budgetMs = 0;
  double result = 0;  // the seat's score-sheet change in the deal
  std::vector<ReviewedDecision> decisions;
  ReviewSummary summary() const;
};

struct ReviewConfig {
  int deal = -1;      // -1: the last finished deal
  int player = -1;    // match player; -1: the first seat named "human", else 0
  int budgetMs = -1;  // per decision; -1: the analyst's own
  int samples = 0;    // > 0: this many sampled deals per thread instead (reproducible)
  int onlyAction = -1;  // >= 0: weigh only the decision at this action index of the deal
  std::uint64_t seed = 1;
  const std::atomic<bool>* stop = nullptr;     // cancels between and within decisions
  std::function<void(int done, int total)> progress;  // after each decision
};

// Errors: the record does not replay (the replay's error), `no-such-deal`,
// `deal-unfinished`, `no-such-player`, `no-decision` (the player had no
// choice to make in that deal), `cancelled`.
Expected<DealReview> reviewDeal(const Record& record, const ReviewConfig& config);

}  // namespace kr
