#include "levels.hpp"

#include <array>

namespace kr::dobbm::ai {

namespace {

// Beginner: the rules with a random action one time in four. Standard: a
// small paired search on one core. Strong: both cores, capped so that a
// decision stays well under a second. Analyst: more time, for hints.
constexpr std::array<Level, 5> kLevels = {{
    {"beginner", false, 0.25, 0, 0, 1, 0},
    {"heuristic", false, 0.0, 0, 0, 1, 0},
    {"standard", true, 0, 100, 200, 1, 48},
    {"strong", true, 0, 350, 600, 2, 300},
    {"analyst", true, 0, 1200, 2000, 2, 1500},
}};

}  // namespace

const Level* findLevel(std::string_view kind) {
  for (const Level& l : kLevels)
    if (l.kind == kind) return &l;
  return nullptr;
}

}  // namespace kr::dobbm::ai
