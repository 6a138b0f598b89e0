#include "report.hpp"

#include <algorithm>
#include <atomic>
#include <thread>

#include "resolving.hpp"

namespace kr::truc::cfr {

namespace {

// What one point is worth at a score: winning a one-point hand against losing one.
double pointValue(const RoundValues& v, int a, int b) {
  const double win = a + 1 >= kTarget ? 1.0 : v.dealer(a + 1, b);
  const double lose = b + 1 >= kTarget ? 0.0 : v.dealer(a, b + 1);
  return (win - lose) / 2;
}

double milli(const HandValues& h) { return 1000 * h.exploitability(); }

}  // namespace

std::vector<std::pair<int, int>> allScores() {
  std::vector<std::pair<int, int>> scores;
  for (int a = 0; a < kTarget; ++a)
    for (int b = 0; b < kTarget; ++b) scores.push_back({a, b});
  return scores;
}

Report computeReport(const ai::StrategyTable& table, const RoundValues& values, const ReportConfig& config) {
  Report r;
  r.expert = config.trunk != nullptr;
  r.checksum = config.trunk ? config.trunk->checksum() : table.checksum();
  r.roundValue = values.elder[0][0];
  r.point = pointValue(values, 0, 0);
  for (auto [a, b] : config.scores) {
    ScoreResult s;
    s.nonDealer = a;
    s.dealer = b;
    s.point = pointValue(values, a, b);
    s.resolved = config.trunk && config.trunk->covers(a, b);
    if (config.uniform) s.uniform = HandValues{};
    r.scores.push_back(s);
  }
  const StrategyFn fromTable = tableStrategy(table);
  const StrategyFn uniform = uniformStrategy();
  // One job per evaluation, so that two threads share even a single score's work.
  struct Job {
    HandValues* out;
    int nonDealer;
    int dealer;
    const StrategyFn* strategy;
    unsigned tricks;
  };
  std::vector<Job> jobs;
  for (ScoreResult& s : r.scores) {
    jobs.push_back({&s.table, s.nonDealer, s.dealer, &fromTable, kAllTricks});
    if (s.uniform) jobs.push_back({&*s.uniform, s.nonDealer, s.dealer, &uniform, kAllTricks});
  }
  std::array<HandValues, 3> oneTrick{};
  const bool oneTrickToo = config.oneTrick && !r.scores.empty();
  if (oneTrickToo)
    for (unsigned k = 0; k < 3; ++k)
      jobs.push_back({&oneTrick[k], r.scores[0].nonDealer, r.scores[0].dealer, &fromTable, 1u << k});
  // The Expert re-solves where the table would be read, at the scores its
  // trunk covers (elsewhere it plays the table); the uniform baseline stays as it is.
  auto evaluate = [&](const Job& job) {
    if (!config.trunk || job.strategy != &fromTable || !config.trunk->covers(job.nonDealer, job.dealer))
      return evaluateHand(job.nonDealer, job.dealer, values, *job.strategy, job.tricks);
    ResolvingConfig resolving;
    resolving.mode = Resolving::Unsafe;
    resolving.iterations = config.resolveIterations;
    resolving.tricks = job.tricks;
    resolving.trunk = config.trunk;
    const ResolvedHand resolved = evaluateResolved(job.nonDealer, job.dealer, values, fromTable, resolving);
    return HandValues{resolved.elderBest, resolved.dealerBest, 0};
  };
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < jobs.size(); i = next++) *jobs[i].out = evaluate(jobs[i]);
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < config.threads; ++i) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (oneTrickToo) r.oneTrickMr = std::array<double, 3>{milli(oneTrick[0]), milli(oneTrick[1]), milli(oneTrick[2])};
  return r;
}

std::vector<BucketSummary> bucketSummaries(const Report& report) {
  std::vector<BucketSummary> out;
  for (int x = 0; x < ai::kScoreBuckets; ++x)
    for (int y = 0; y < ai::kScoreBuckets; ++y) {
      BucketSummary b;
      b.nonDealerBucket = x;
      b.dealerBucket = y;
      double sum = 0;
      for (const ScoreResult& s : report.scores) {
        if (ai::scoreBucket(s.nonDealer) != x || ai::scoreBucket(s.dealer) != y) continue;
        const double e = milli(s.table);
        if (b.count == 0 || e > b.maxMr) {
          b.maxMr = e;
          b.maxAt = {s.nonDealer, s.dealer};
        }
        sum += e;
        ++b.count;
      }
      if (b.count == 0) continue;
      b.meanMr = sum / b.count;
      out.push_back(b);
    }
  return out;
}

}  // namespace kr::truc::cfr
