#pragma once
// CFR+ over Truc's abstract information sets (games/truc/ai/abstraction.hpp),
// with chance sampled: each iteration deals one hand at scores drawn from a
// pair of score buckets and walks every action of both seats.
//
// Information sets never span two unordered pairs of score buckets, so the
// ten pairs are solved independently, each from its own random stream: the
// result does not depend on the number of threads. Between phases the round
// values (round_values.hpp) are re-estimated from the outcomes the current
// strategies produce, and the averages start again.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "hand_game.hpp"

namespace kr::truc::cfr {

struct SolverConfig {
  std::uint64_t seed = 1;
  long long iterations = 1000;  // of the last phase, per ordered pair of score buckets
  int phases = 2;               // the earlier ones, a quarter as long, estimate the round values
  int threads = 2;
};

class Solver {
 public:
  explicit Solver(SolverConfig config);

  void run(const std::function<void(const std::string&)>& progress = {});

  // The average strategy over the slots of the decision (Turn: 4, others:
  // 2); false when the information set was never reached.
  bool average(ai::InfoKey key, std::array<double, 4>& out) const;
  const RoundValues& values() const { return values_; }
  // A hash of every regret and average: equal runs give equal fingerprints.
  std::uint64_t fingerprint() const;
  const OutcomeTable& outcomes() const { return outcomes_; }

 private:
  struct Table {
    int width = 2;
    std::vector<float> regret;
    std::vector<float> sum;
  };
  using Stats = std::array<double, kOutcomes>;

  void trainPair(int group, int phase);
  double walk(const Node& n, int traverser, double reachSelf, double reachOther, float weight, Stats* stats);
  Table& table(Decision d) { return tables_[static_cast<std::size_t>(d)]; }

  SolverConfig config_;
  std::array<Table, ai::kDecisionKinds> tables_;
  RoundValues values_;
  OutcomeTable outcomes_{};
  std::array<Stats, 16> stats_{};
};

// Score buckets never share information sets across the ten unordered
// pairs; `pairsOf` lists the ordered (elder, dealer) pairs of one.
constexpr int kGroups = 10;
std::vector<std::pair<int, int>> pairsOf(int group);

// The current strategy of regret matching: positive regrets, normalised
// over the legal slots; uniform when none is positive.
void regretMatching(const float* regret, const Moves& m, std::array<double, 4>& sigma);

}  // namespace kr::truc::cfr
