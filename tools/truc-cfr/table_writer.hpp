#pragma once
// Turns the solver's average strategy into the engine's table
// (games/truc/ai/strategy_table.hpp): probabilities in 255ths, and only the
// information sets the strategy itself can reach (whatever the opponent
// does), since the player never finds itself anywhere else.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solver.hpp"

namespace kr::truc::cfr {

struct TableStats {
  std::array<std::uint32_t, ai::kDecisionKinds> stored{};
  std::uint32_t unvisited = 0;  // reachable sets the solver never trained (left out)
};

std::vector<std::uint8_t> buildTable(const Solver& solver, int threads, TableStats& stats);

// The generated C++ source holding the table as base64 and the round values
// it was solved with, in decimals that read back as the same doubles.
// The start of a generated C++ source holding `bytes`: where they come
// from, `header` included, and in an anonymous namespace of kr::truc::ai
// the base64 text (kBase64, lines of 120) and kChunks, its one chunk.
std::string generatedSource(const std::vector<std::uint8_t>& bytes, const std::string& command, const std::string& header);

std::string tableSource(const std::vector<std::uint8_t>& bytes, const RoundValues& values, const std::string& command);

}  // namespace kr::truc::cfr
