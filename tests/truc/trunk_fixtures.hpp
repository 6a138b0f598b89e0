#pragma once
// Trunk tables for the tests (issue #35): even weights everywhere, the
// trunk's shape without a strategy's weight, and one score replaced.
#include <cstdint>
#include <vector>

#include "games/truc/ai/trunk_table.hpp"

namespace kr::truc::test {

// Every score's rows with even weights, elder-major as trunkBytes wants them.
inline std::vector<std::vector<std::uint8_t>> evenTrunkRows() {
  std::vector<std::vector<std::uint8_t>> rows;
  for (int score = 0; score < ai::kTrunkScores; ++score)
    rows.push_back(ai::trunkRows(ai::TrunkShape(score / kTarget, score % kTarget), [](int, int) {
      ai::ActionRow even{};
      even.fill(1.0);
      return even;
    }));
  return rows;
}

inline const ai::TrunkTable& evenTrunk() {
  static const ai::TrunkTable table = ai::TrunkTable::decode(ai::trunkBytes(evenTrunkRows())).value();
  return table;
}

}  // namespace kr::truc::test
