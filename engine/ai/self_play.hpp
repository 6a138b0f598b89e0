#pragma once
// Computer players playing deals against each other: the engine of
// `kartenrunde-cli play` and of tournaments.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ai/player.hpp"
#include "core/record.hpp"

namespace kr {

struct SelfPlayConfig {
  const Game* game = nullptr;
  Options options;
  int deals = 100;                 // deals in all, every rotation counted
  std::uint64_t seed = 1;
  std::vector<std::string> seats;  // player kind per match player
  int budgetMs = -1;               // overrides every player's budget when >= 0
  // Duplicate play: every match is played once per rotation of the kinds
  // around the table, with the same deal seeds, so that luck cancels out.
  bool duplicate = false;
  bool keepRecords = false;
};

// Deals a player declared, from the generic result figures: those whose
// "declarer" figure names its seat, and of them the ones it gained from.
struct Declarations {
  int deals = 0;
  int won = 0;  // its score-sheet change was positive
};

// Results of one entry of `seats` (one player kind at one starting seat).
struct SeatStats {
  std::string kind;
  std::vector<double> scores;      // score per deal (score-sheet change)
  std::vector<double> decisionMs;  // time of every decision
  int matches = 0;                 // finished matches played
  int matchesWon = 0;
  std::map<int, Declarations> declared;  // by the deal's "contract" figure (0 when it has none)
};

struct SelfPlayResult {
  std::vector<SeatStats> seats;  // per entry of SelfPlayConfig::seats
  std::vector<Record> records;   // one per match played, when kept
  // Per deal, what makes it the same deal in another run with other kinds:
  // its seed, the rotation of the kinds and the players in its seats. Two
  // runs of one seed compare their kinds deal by deal where the keys agree.
  std::vector<std::string> dealKeys;
  int deals = 0;
  std::optional<Error> failure;
};

SelfPlayResult selfPlay(const SelfPlayConfig& config);

// Summary statistics of a sample.
struct Summary {
  std::size_t n = 0;
  double mean = 0;
  double ciLow = 0;   // 95% confidence interval of the mean (normal approximation)
  double ciHigh = 0;
  double median = 0;
  double p95 = 0;     // 95th percentile
};
Summary summarize(std::vector<double> values);

}  // namespace kr
