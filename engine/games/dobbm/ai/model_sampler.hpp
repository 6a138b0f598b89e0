#pragma once
// Deals for the search that follow the opponent model. Weighing uniform
// samples fails when what the others said is rare (a Solo, a redouble): few
// of 50 or 500 uniform deals explain it, and the many that do not outweigh
// them together, so a defence would double a Solo it believes weak. Instead
// each uniform sample is kept with the chance the model gives it (rejection
// sampling, exact for the model), the declarer's discard chosen as the rules
// would (declarer_model.hpp).
#include <atomic>
#include <memory>

#include "core/game.hpp"

namespace kr::dobbm::ai {

// Uniform samples tried per returned one (a Solo hand is about one in a
// hundred); when none is kept, the likeliest of them is returned.
constexpr int kModelTries = 256;

// Counts how many returned samples the model kept; shared by the search's
// threads.
struct ModelSampler {
  std::atomic<int> drawn{0};
  std::atomic<int> kept{0};

  std::unique_ptr<GameState> operator()(const Observation& obs, const Options& options, Rng& rng);
  // The share of returned samples that explain what the others said.
  double keptShare() const;
};

}  // namespace kr::dobbm::ai
