#pragma once
// Records for the review tests: a deal of explicit hands, scripted actions
// and the rest played out by a computer player, with seats counted from the
// seat that acts first (relative seat 0), whoever deals in the match.
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"

namespace reviewtest {

struct ScriptedRecord {
  kr::Record record;
  int first = 0;  // the deal seat of relative seat 0
  int seats = 0;
  int seatOf(int relative) const { return (first + relative) % seats; }
  // The action index the script's last action has in the deal.
  int lastScripted = -1;
};

// `hands`: full hands as card text, relative seat 0 first (empty: every hand
// from the seeded deal); the undealt cards follow in deck order. `script`:
// "0:healthy 1:healthy 0:S9 ..." with relative seats. The deal is then
// played to its end by `finisher` kinds at every seat.
ScriptedRecord scriptedRecord(std::string_view game, const kr::Options& options,
                              const std::vector<std::string>& hands, const std::string& script,
                              std::string_view finisher = "heuristic");

// The same record with the script's last action replaced by `action`, and
// the deal played out again from there.
ScriptedRecord withLastAction(std::string_view game, const kr::Options& options,
                              const std::vector<std::string>& hands, const std::string& script,
                              const std::string& action, std::string_view finisher = "heuristic");

// A match of `deals` deals between random players, every deal finished.
kr::Record randomRecord(std::string_view game, const kr::Options& options, std::uint64_t seed, int deals);

}  // namespace reviewtest
