#pragma once
// The report as one JSON object, and as markdown rendered from that object,
// so that both show the same numbers (a saved JSON report renders later).
#include <nlohmann/json.hpp>
#include <ostream>

#include "report.hpp"

namespace kr::truc::cfr {

// {"scores":[{"non_dealer","dealer","exploitability_mr","non_dealer_value",
// "best_response_non_dealer","best_response_dealer","buckets":[x,y],...}],
// "mean_mr","max_mr","buckets":[{"non_dealer_bucket","dealer_bucket",
// "max_mr","mean_mr",...}],...}; exploitability in milli-rounds per hand.
nlohmann::json reportJson(const Report& report);

void printMarkdown(std::ostream& out, const nlohmann::json& report);

}  // namespace kr::truc::cfr
