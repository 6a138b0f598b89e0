#pragma once
// Dobbm's rule options as a typed struct (docs/engine.md: games copy
// options once per deal, never looking them up by string in hot loops).
#include <vector>

#include "core/options.hpp"

namespace kr::dobbm {

struct Rules {
  int players = 4;         // DB-2: four, or five with the dealer sitting out
  bool roundToFive = true;  // DB-6: the difference is rounded up to a multiple of 5
  bool mussrunde = false;  // DB-7: the session closes with the compulsory round
  int deals = 24;          // DB-7: deals played before the session ends (or the Mussrunde starts); 0: open-ended

  bool sittingOut() const { return players == 5; }
  // Players who pay or are paid by the declarer: the three defenders, and
  // with five the dealer who sat out (DB-6).
  int payers() const { return players - 1; }

  static Rules from(const Options& options);
};

const std::vector<OptionSpec>& dobbmOptionSpecs();

}  // namespace kr::dobbm
