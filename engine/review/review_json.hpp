#pragma once
// Deal reviews as JSON (docs/cli.md, "review"): what `kartenrunde-cli
// review --json` prints and what the app keeps beside a record, so that a
// saved review opens at once. `engine` names the engine version that
// weighed the decisions; a review of another version is computed again.
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "review/deal_review.hpp"

namespace kr {

// Names what weighed a review: raised whenever the analysts or the review
// change what they say, so that a kept review of an older one is redone.
std::string_view reviewEngineVersion();

std::string reviewsToJson(const std::vector<DealReview>& reviews, std::string_view engineVersion);
// Errors name the field that is missing or of the wrong type (`bad-review`).
Expected<std::vector<DealReview>> reviewsFromJson(std::string_view json, std::string* engineVersion = nullptr);

}  // namespace kr
