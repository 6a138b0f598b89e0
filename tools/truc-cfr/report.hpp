#pragma once
// The generator's report: exploitability of the encoded table at several
// round scores, against a uniformly random strategy for scale.
#include <cstdint>
#include <ostream>
#include <utility>
#include <vector>

#include "solver.hpp"

namespace kr::truc::cfr {

// Round scores (elder, dealer) the report covers by default.
std::vector<std::pair<int, int>> defaultReportScores();

void printReport(std::ostream& out, const Solver& solver, const std::vector<std::uint8_t>& table,
                 const std::vector<std::pair<int, int>>& scores, int threads);

}  // namespace kr::truc::cfr
