#include "levels.hpp"

#include <array>

namespace kr::coiffeur::ai {

namespace {

// Beginner: the rules with a random action one time in four. Standard: a
// small search on one core over the five most appealing contracts. Strong:
// the full search on both cores over twelve, its rollouts solving the last
// three tricks exactly. Analyst: Strong with more time and four solved
// tricks, for hints.
constexpr std::array<Level, 5> kLevels = {{
    {"beginner", false, 0.25, 0, 0, 1, 0, 0, 0},
    {"heuristic", false, 0.0, 0, 0, 1, 0, 0, 0},
    {"standard", true, 0, 120, 200, 1, 48, 5, 0},
    {"strong", true, 0, 450, 800, 2, 400, 12, 3},
    {"analyst", true, 0, 1200, 2000, 2, 1500, 30, 4},
}};

}  // namespace

const Level* findLevel(std::string_view kind) {
  for (const Level& l : kLevels)
    if (l.kind == kind) return &l;
  return nullptr;
}

}  // namespace kr::coiffeur::ai
