#include <iomanip>
#include <sstream>
#include <string>

#include "report_output.hpp"

namespace kr::truc::cfr {

namespace {

// "0–4", "5–8", "9–10", "11": the scores of a bucket.
std::string bucketScores(int bucket) {
  int low = -1;
  int high = -1;
  for (int s = 0; s < kTarget; ++s)
    if (ai::scoreBucket(s) == bucket) {
      if (low < 0) low = s;
      high = s;
    }
  return low == high ? std::to_string(low) : std::to_string(low) + "–" + std::to_string(high);
}

std::string scorePair(const nlohmann::json& pair) {
  return std::to_string(pair[0].get<int>()) + ":" + std::to_string(pair[1].get<int>());
}

void scoreTable(std::ostream& out, const nlohmann::json& scores) {
  const bool uniform = !scores.empty() && scores[0].contains("uniform_mr");
  out << "| scores (non-dealer:dealer) | non-dealer's value, both play the table | best response as non-dealer "
         "| best response as dealer | exploitability (milli-rounds/hand) | in points/hand (at that score) |"
      << (uniform ? " uniform random play (milli-rounds/hand) |" : "") << "\n"
      << "|---|---|---|---|---|---|" << (uniform ? "---|" : "") << "\n";
  for (const auto& s : scores) {
    out << "| " << s["non_dealer"].get<int>() << ":" << s["dealer"].get<int>()
        << (s.contains("re_solved") && !s["re_solved"].get<bool>() ? " (the table)" : "") << " | "
        << std::setprecision(4);
    if (s.contains("non_dealer_value")) out << s["non_dealer_value"].get<double>();
    else out << "–";  // the re-solving Expert: not measured
    out << " | " << s["best_response_non_dealer"].get<double>() << " | "
        << s["best_response_dealer"].get<double>() << " | " << std::setprecision(2)
        << s["exploitability_mr"].get<double>() << " | " << std::setprecision(3);
    if (s.contains("exploitability_points")) out << s["exploitability_points"].get<double>();
    out << " |";
    if (uniform) out << " " << std::setprecision(1) << s["uniform_mr"].get<double>() << " |";
    out << "\n";
  }
}

void bucketTable(std::ostream& out, const nlohmann::json& buckets) {
  out << "| non-dealer's scores | dealer's scores | score pairs | mean (milli-rounds/hand) | max | max at |\n"
      << "|---|---|---|---|---|---|\n";
  for (const auto& b : buckets)
    out << "| " << bucketScores(b["non_dealer_bucket"].get<int>()) << " | "
        << bucketScores(b["dealer_bucket"].get<int>()) << " | " << b["scores"].get<int>() << " | "
        << std::setprecision(1) << b["mean_mr"].get<double>() << " | " << b["max_mr"].get<double>() << " | "
        << scorePair(b["max_at"]) << " |\n";
}

}  // namespace

void printMarkdown(std::ostream& out, const nlohmann::json& r) {
  out << std::fixed << std::setprecision(4);
  if (r.value("expert", false))
    out << "The re-solving Expert: trick 1 from the trunk table (" << r["table"].get<std::string>() << ", FNV-1a "
        << r["table_checksum"].get<std::string>() << "), every subgame from trick 2 re-solved";
  else
    out << "Table: " << r["table"].get<std::string>() << " (FNV-1a " << r["table_checksum"].get<std::string>() << ")";
  out << ". Round values: the non-dealer at 0:0 wins the round with " << r["round_value_0_0"].get<double>()
      << "; one point at 0:0 is worth " << r["point_0_0"].get<double>() << " of a round.\n\n";
  scoreTable(out, r["scores"]);
  out << "\nOver these " << r["scores"].size() << " scores: mean " << std::setprecision(2) << r["mean_mr"].get<double>()
      << ", max " << r["max_mr"].get<double>() << " milli-rounds per hand.\n\n"
      << "Per pair of score buckets:\n\n";
  bucketTable(out, r["buckets"]);
  if (r.contains("one_trick")) {
    const auto& t = r["one_trick"];
    out << "\nBest response leaving the strategy in one trick only, at " << t["non_dealer"].get<int>() << ":"
        << t["dealer"].get<int>() << ":" << std::setprecision(2);
    for (std::size_t k = 0; k < t["trick_mr"].size(); ++k)
      out << (k ? "," : "") << " trick " << k + 1 << " " << t["trick_mr"][k].get<double>();
    out << " milli-rounds/hand (the new-hands question counts with trick 1).\n";
  }
  if (r.contains("outcomes_0_4")) {
    const auto& o = r["outcomes_0_4"];
    auto stakes = [](const nlohmann::json& x) {
      std::ostringstream text;
      text << std::fixed << std::setprecision(3);
      for (std::size_t k = 0; k < x.size(); ++k) text << (k ? "/" : "") << x[k].get<double>();
      return text.str();
    };
    out << std::setprecision(3) << "Outcomes when both have 0..4 points: new hands " << o["new_hands"].get<double>()
        << ", all spoilt " << o["all_spoilt"].get<double>() << "; stake 1/2/4/8 won by the non-dealer "
        << stakes(o["non_dealer_points_1_2_4_8"]) << ", by the dealer " << stakes(o["dealer_points_1_2_4_8"]) << "\n";
  }
}

}  // namespace kr::truc::cfr
