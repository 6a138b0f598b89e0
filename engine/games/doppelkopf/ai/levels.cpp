#include "levels.hpp"

#include <array>

namespace kr::dk::ai {

namespace {

// Beginner: the rules with a random card one time in four and no
// announcements. Standard: a small search on one core. Strong: the full
// search on both cores. Analyst: Strong with more time, for hints.
constexpr std::array<Level, 10> kLevels = {{
    {"heuristic", Method::Rules, 0.0, true, 0, 1, 0, false, false},
    {"beginner", Method::Rules, 0.25, false, 0, 1, 0, false, false},
    {"standard", Method::Pimc, 0, true, 150, 1, 60, false, false},
    {"strong", Method::Pimc, 0, true, 700, 2, 0, true, true},
    {"analyst", Method::Pimc, 0, true, 1500, 2, 0, true, true},
    // For the measurements in docs/ai.md only: ISMCTS instead of paired PIMC,
    // and Strong without inference and pruning, at Strong's budget.
    {"strong-ismcts", Method::Ismcts, 0, true, 700, 2, 0, false, false},
    {"strong-plain", Method::Pimc, 0, true, 700, 2, 0, false, false},
    {"strong-e2", Method::Pimc, 0, true, 700, 2, 0, true, true, 2},
    {"strong-e3", Method::Pimc, 0, true, 700, 2, 0, true, true, 3},
    {"strong-e4", Method::Pimc, 0, true, 700, 2, 0, true, true, 4},
}};

}  // namespace

const Level* findLevel(std::string_view kind) {
  for (const Level& l : kLevels)
    if (l.kind == kind) return &l;
  return nullptr;
}

}  // namespace kr::dk::ai
