#include "levels.hpp"

#include <array>

namespace kr::dobbm::ai {

namespace {

// Beginner: the rules with a random card one time in four, never a double
// (beginner.hpp). Standard: a small paired search on one core. Strong: both
// cores and up to 4,000 sampled deals against Standard's 48, the last three
// tricks of its discard and card rollouts solved; its median decision
// (about 15 ms on a quiet machine) is set by that cap, its p95 by the card
// budget. Analyst: more, for hints.
constexpr std::array<Level, 5> kLevels = {{
    {"beginner", false, 0.25, 0, 0, 1, 0},
    {"heuristic", false, 0.0, 0, 0, 1, 0},
    {"standard", true, 0, 100, 200, 1, 48},
    {"strong", true, 0, 350, 600, 2, 2000, 3},
    {"analyst", true, 0, 1200, 2000, 2, 6000, 4},
}};

}  // namespace

const Level* findLevel(std::string_view kind) {
  for (const Level& l : kLevels)
    if (l.kind == kind) return &l;
  return nullptr;
}

}  // namespace kr::dobbm::ai
