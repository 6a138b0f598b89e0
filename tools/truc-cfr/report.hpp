#pragma once
// The generator's report: exploitability of a strategy table, or of the
// re-solving Expert, at round scores (best_response.hpp, resolving.hpp),
// summed up per pair of score buckets. The
// renderings are in report_output.hpp.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "best_response.hpp"
#include "games/truc/ai/resolving_player.hpp"
#include "games/truc/ai/trunk_table.hpp"

namespace kr::truc::cfr {

// Every round score pair (non-dealer, dealer) the table covers: 12 x 12.
std::vector<std::pair<int, int>> allScores();

struct ReportConfig {
  std::vector<std::pair<int, int>> scores = allScores();  // (non-dealer, dealer)
  bool uniform = false;  // also measure uniformly random play, for scale (as long again)
  bool oneTrick = true;  // at the first score, best responses leaving the strategy in one trick only
  int threads = 1;
  // The re-solving Expert instead of the table: trick 1 from this trunk
  // table, every subgame from trick 2 re-solved (resolving.hpp, unsafe).
  const ai::TrunkTable* trunk = nullptr;
  int resolveIterations = ai::ResolvingPlayer::kIterations;
};

struct ScoreResult {
  int nonDealer = 0;
  int dealer = 0;
  HandValues table;
  std::optional<HandValues> uniform;
  double point = 0;  // one point to either side at this score, in rounds won
  bool resolved = false;  // the Expert's trunk covers this score (else the Expert plays the table there)
};

struct BucketSummary {
  int nonDealerBucket = 0;
  int dealerBucket = 0;
  int count = 0;  // score pairs reported in this pair of buckets
  double meanMr = 0;
  double maxMr = 0;
  std::pair<int, int> maxAt;
};

struct Report {
  std::string source;  // "built-in" or "generated"
  bool expert = false;  // the re-solving Expert (ReportConfig::trunk) rather than the table
  std::uint32_t checksum = 0;
  double roundValue = 0;  // W(0, 0)
  double point = 0;       // one point at 0:0, in rounds won
  std::vector<ScoreResult> scores;
  // At the first score: a best response allowed to leave the strategy in one trick only.
  std::optional<std::array<double, 3>> oneTrickMr;
  // The solver's outcome frequencies when both have 0..4 points (after a solver run).
  std::optional<std::array<double, kOutcomes>> outcomes;
};

Report computeReport(const ai::StrategyTable& table, const RoundValues& values, const ReportConfig& config);

// Per pair of score buckets with at least one reported score, in bucket order.
std::vector<BucketSummary> bucketSummaries(const Report& report);

}  // namespace kr::truc::cfr
