#include "levels.hpp"

#include <array>

namespace kr::dk::ai {

namespace {

// The opponent model measured on the searching levels' own play
// (`kr_dk_ai_tool agree`, docs/ai.md, "Inference").
constexpr InferenceModel kMeasuredModel{0.02, 0.33, 0.8};

// The Analyst's solo judgement (docs/ai.md, "What the rollouts miss in a
// solo"): it searches solos with up to five losers, one more than Strong, and
// counts its own play of a solo 3 points above the rules' play that its
// rollouts assume (measured: +3.56 in a solo over the normal game for hands
// of at most four losers, +2.12 for 4.5 to 7, at 30 ms).
constexpr double kAnalystSoloSlack = 3.0;
constexpr double kAnalystSoloSkill = 3.0;

// Beginner: the rules with a random card one time in four and no
// announcements. Standard: a small search on one core. Strong: the full
// search on both cores. Analyst: Strong with more time, which it spends on
// dropping a candidate only at four standard errors, not three, so that it
// more rarely drops the best one by chance, and with the solo judgement above.
constexpr std::array<Level, 9> kLevels = {{
    {"heuristic", Method::Rules, 0.0, true, 0, 1, 0, false, false},
    {"beginner", Method::Rules, 0.25, false, 0, 1, 0, false, false},
    {"standard", Method::Pimc, 0, true, 150, 1, 60, false, false},
    {"strong", Method::Pimc, 0, true, 700, 2, 0, true, true},
    {"analyst", Method::Pimc, 0, true, 1500, 2, 0, true, true, 0, 4, 1, {}, kAnalystSoloSlack, kAnalystSoloSkill},
    // For the measurements in docs/ai.md only: ISMCTS instead of paired PIMC,
    // Strong without inference and pruning, and Strong with the endgame
    // solver, at Strong's budget.
    {"strong-ismcts", Method::Ismcts, 0, true, 700, 2, 0, false, false},
    {"strong-plain", Method::Pimc, 0, true, 700, 2, 0, false, false},
    // Strong whose rollouts solve the last two tricks exactly (endgame.hpp):
    // no stronger than Strong at equal time (docs/ai.md), so not Strong itself.
    {"strong-endgame", Method::Pimc, 0, true, 700, 2, 0, true, true, 2},
    // The Analyst (before its solo judgement) with the measured opponent
    // model, each rolled-out deal picked among four weighed ones: not told
    // apart from the Analyst at its own budget (docs/ai.md), so a
    // measurement kind.
    {"analyst-model", Method::Pimc, 0, true, 1500, 2, 0, true, true, 0, 4, 4, kMeasuredModel},
}};

}  // namespace

const Level* findLevel(std::string_view kind) {
  for (const Level& l : kLevels)
    if (l.kind == kind) return &l;
  return nullptr;
}

}  // namespace kr::dk::ai
