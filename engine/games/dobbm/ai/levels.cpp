#include "levels.hpp"

#include <array>

namespace kr::dobbm::ai {

namespace {

// Beginner: the rules with a random card one time in four, never a double
// (beginner.hpp). Standard: a small paired search on one core. Strong: both
// cores and up to 2,000 sampled deals per thread against Standard's 48,
// its samples in play weighed by the cards the others have played, and its
// own cards in the rollouts' last four tricks the best against the rules;
// most of its decisions end when pruning has settled them (median 8 to
// 12 ms, p95 under 100 ms against three rule-based players). Analyst: more,
// for hints (issue #35, docs/ai.md "Dobbm").
constexpr std::array<Level, 5> kLevels = {{
    {.kind = "beginner", .mistakeRate = 0.25},
    {.kind = "heuristic"},
    {.kind = "standard", .search = true, .budgetMs = 100, .bidBudgetMs = 200, .threads = 1, .samplesCap = 48},
    {.kind = "strong", .search = true, .budgetMs = 350, .bidBudgetMs = 600, .threads = 2, .samplesCap = 2000,
     .playModel = true, .bestResponseTricks = 4},
    {.kind = "analyst", .search = true, .budgetMs = 1200, .bidBudgetMs = 2000, .threads = 2, .samplesCap = 6000,
     .playModel = true, .bestResponseTricks = 4},
}};

}  // namespace

const Level* findLevel(std::string_view kind) {
  for (const Level& l : kLevels)
    if (l.kind == kind) return &l;
  return nullptr;
}

}  // namespace kr::dobbm::ai
