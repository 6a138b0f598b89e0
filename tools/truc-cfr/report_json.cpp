#include <algorithm>
#include <cstdio>

#include "report_output.hpp"

namespace kr::truc::cfr {

namespace {

std::string hex(std::uint32_t x) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%08x", x);
  return text;
}

nlohmann::json scoreJson(const ScoreResult& s, bool expert) {
  const double e = 1000 * s.table.exploitability();
  nlohmann::json j{{"non_dealer", s.nonDealer},
                   {"dealer", s.dealer},
                   {"exploitability_mr", e},
                   {"best_response_non_dealer", s.table.elderBest},
                   {"best_response_dealer", s.table.dealerBest},
                   {"buckets", {ai::scoreBucket(s.nonDealer), ai::scoreBucket(s.dealer)}}};
  if (!expert) j["non_dealer_value"] = s.table.elderSelf;  // the walk of the re-solving Expert does not measure it
  if (expert) j["re_solved"] = s.resolved;
  if (s.point > 0) j["exploitability_points"] = e / 1000 / s.point;
  if (s.uniform) j["uniform_mr"] = 1000 * s.uniform->exploitability();
  return j;
}

}  // namespace

nlohmann::json reportJson(const Report& report) {
  nlohmann::json scores = nlohmann::json::array();
  double sum = 0;
  double max = 0;
  for (const ScoreResult& s : report.scores) {
    const double e = 1000 * s.table.exploitability();
    sum += e;
    max = scores.empty() ? e : std::max(max, e);
    scores.push_back(scoreJson(s, report.expert));
  }
  nlohmann::json buckets = nlohmann::json::array();
  for (const BucketSummary& b : bucketSummaries(report))
    buckets.push_back({{"non_dealer_bucket", b.nonDealerBucket},
                       {"dealer_bucket", b.dealerBucket},
                       {"max_mr", b.maxMr},
                       {"mean_mr", b.meanMr},
                       {"scores", b.count},
                       {"max_at", {b.maxAt.first, b.maxAt.second}}});
  nlohmann::json j{{"scores", scores},
                   {"mean_mr", report.scores.empty() ? 0.0 : sum / static_cast<double>(report.scores.size())},
                   {"max_mr", max},
                   {"buckets", buckets},
                   {"table", report.source},
                   {"table_checksum", hex(report.checksum)},
                   {"round_value_0_0", report.roundValue},
                   {"point_0_0", report.point}};
  if (report.expert) j["expert"] = true;  // table_checksum is then the trunk table's
  if (report.oneTrickMr && !report.scores.empty())
    j["one_trick"] = {{"non_dealer", report.scores[0].nonDealer},
                      {"dealer", report.scores[0].dealer},
                      {"trick_mr", *report.oneTrickMr}};
  if (report.outcomes) {
    const auto& o = *report.outcomes;
    auto stakes = [&](int first) {
      return nlohmann::json{o[static_cast<std::size_t>(first)], o[static_cast<std::size_t>(first + 1)],
                            o[static_cast<std::size_t>(first + 2)], o[static_cast<std::size_t>(first + 3)]};
    };
    j["outcomes_0_4"] = {{"new_hands", o[kRedeal]},
                         {"all_spoilt", o[kNobody]},
                         {"non_dealer_points_1_2_4_8", stakes(kElderPoints)},
                         {"dealer_points_1_2_4_8", stakes(kDealerPoints)},
                         {"non_dealer_round", o[kElderRound]},
                         {"dealer_round", o[kDealerRound]}};
  }
  return j;
}

}  // namespace kr::truc::cfr
