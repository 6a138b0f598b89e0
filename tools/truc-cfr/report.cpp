#include "report.hpp"

#include <atomic>
#include <iomanip>
#include <thread>

#include "best_response.hpp"
#include "games/truc/ai/strategy_table.hpp"

namespace kr::truc::cfr {

namespace {

struct Row {
  int elder = 0;
  int dealer = 0;
  HandValues table;
  HandValues uniform;
};

}  // namespace

std::vector<std::pair<int, int>> defaultReportScores() {
  return {{0, 0}, {4, 4}, {8, 8}, {0, 8}, {8, 0}, {10, 6}, {6, 10}, {11, 0}, {0, 11}, {11, 11}};
}

void printReport(std::ostream& out, const Solver& solver, const std::vector<std::uint8_t>& bytes,
                 const std::vector<std::pair<int, int>>& scores, int threads) {
  auto decoded = ai::StrategyTable::decode(bytes);
  if (!decoded) {
    out << "table does not decode: " << decoded.error().message() << "\n";
    return;
  }
  const ai::StrategyTable& table = decoded.value();
  const StrategyFn fromTable = [&](ai::InfoKey key) {
    std::array<double, 4> p{};
    if (auto q = table.probabilities(key))
      for (std::size_t s = 0; s < 4; ++s) p[s] = (*q)[s] / double(ai::kProbabilityScale);
    return p;
  };
  const StrategyFn uniform = [](ai::InfoKey) { return std::array<double, 4>{}; };
  std::vector<Row> rows;
  for (auto [e, d] : scores) rows.push_back({e, d, {}, {}});
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < rows.size(); i = next++) {
      rows[i].table = evaluateHand(rows[i].elder, rows[i].dealer, solver.values(), fromTable);
      rows[i].uniform = evaluateHand(rows[i].elder, rows[i].dealer, solver.values(), uniform);
    }
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();

  const RoundValues& v = solver.values();
  // What one point is worth to the elder at a score: winning a one-point hand against losing one.
  auto point = [&](int a, int b) {
    const double win = a + 1 >= kTarget ? 1.0 : v.dealer(a + 1, b);
    const double lose = b + 1 >= kTarget ? 0.0 : v.dealer(a, b + 1);
    return (win - lose) / 2;
  };
  out << std::fixed << std::setprecision(4);
  out << "Round values: elder at 0:0 wins the round with " << v.elder[0][0] << "; one point at 0:0 is worth "
      << point(0, 0) << " of a round.\n\n";
  out << "| scores (elder:dealer) | elder's value, both play the table | best-response elder | best-response dealer "
         "| exploitability (milli-rounds/hand) | in points/hand (at that score) | uniform random (milli-rounds/hand) |\n";
  out << "|---|---|---|---|---|---|---|\n";
  double sum = 0;
  for (const Row& r : rows) {
    const double e = r.table.exploitability();
    sum += e;
    out << "| " << r.elder << ":" << r.dealer << " | " << r.table.elderSelf << " | " << r.table.elderBest << " | "
        << r.table.dealerBest << " | " << std::setprecision(2) << 1000 * e << " | " << std::setprecision(3)
        << e / point(r.elder, r.dealer) << " | " << std::setprecision(1) << 1000 * r.uniform.exploitability()
        << " |\n" << std::setprecision(4);
  }
  out << "\nMean exploitability over these scores: " << std::setprecision(2)
      << 1000 * sum / static_cast<double>(rows.size()) << " milli-rounds per hand.\n";
  if (!rows.empty()) {
    // Where the exploitability comes from: best responses allowed to leave the strategy in one trick only.
    out << "Best response leaving the strategy in one trick only, at " << rows[0].elder << ":" << rows[0].dealer << ":";
    for (unsigned k = 0; k < 3; ++k) {
      const HandValues h = evaluateHand(rows[0].elder, rows[0].dealer, v, fromTable, 1u << k);
      out << " trick " << k + 1 << " " << std::setprecision(2) << 1000 * h.exploitability();
    }
    out << " milli-rounds/hand (the new-hands question counts with trick 1).\n";
  }
  const auto& o = solver.outcomes()[static_cast<std::size_t>(3 * ai::kScoreBuckets + 3)];
  out << std::setprecision(3) << "Outcomes when both have 0..4 points: new hands " << o[kRedeal] << ", all spoilt "
      << o[kNobody] << "; stake 1/2/4/8 won by the elder " << o[kElderPoints] << "/" << o[kElderPoints + 1] << "/"
      << o[kElderPoints + 2] << "/" << o[kElderPoints + 3] << ", by the dealer " << o[kDealerPoints] << "/"
      << o[kDealerPoints + 1] << "/" << o[kDealerPoints + 2] << "/" << o[kDealerPoints + 3] << "\n";
}

}  // namespace kr::truc::cfr
