// `review RECORD [--deal N] [--seat S] [--budget-ms N] [--samples N] [--seed S] [--json]`:
// every decision of one player in a finished deal (without --deal: in every
// finished deal) weighed by the game's analyst from that seat's knowledge,
// with the loss of the chosen option and its mark (engine/review).
#include <cstdio>
#include <iostream>

#include "args.hpp"
#include "commands.hpp"
#include "core/match.hpp"
#include "review/deal_review.hpp"
#include "review/review_json.hpp"

namespace kr::cli {

namespace {

void printDecision(const ReviewedDecision& d) {
  std::printf("  #%d %s: %s", d.index, d.phase.c_str(), d.chosen.c_str());
  if (!d.weighed) {
    std::printf("  (not weighed)\n");
    return;
  }
  std::printf("  loss %.2f [%.2f, %.2f]  %s", d.loss, d.lossLow, d.lossHigh, std::string(markId(d.mark)).c_str());
  if (d.mark != Mark::Good) std::printf("  best %s (%s)", d.best.c_str(), d.reason.c_str());
  std::printf("\n");
  for (const ReviewedOption& o : d.options)
    std::printf("      %-14s %8.3f [%8.3f, %8.3f]  loss %.3f\n", o.action.c_str(), o.value, o.low, o.high, o.loss);
}

void printReview(const DealReview& r) {
  const ReviewSummary s = r.summary();
  std::printf("deal %d, player %d (seat %d), result %+g %s: %d decisions, %d marked (%d inaccuracies, %d mistakes, "
              "%d blunders), total loss %.2f\n",
              r.deal, r.player, r.seat, r.result, std::string(unitId(r.unit)).c_str(), s.decisions, s.marked,
              s.inaccuracies, s.mistakes, s.blunders, s.totalLoss);
  for (const ReviewedDecision& d : r.decisions) printDecision(d);
}

// The deals to review: the one asked for, or every finished one in which
// the player had a choice.
std::vector<int> dealsToReview(const Record& record, int asked) {
  if (asked >= 0) return {asked};
  std::vector<int> deals;
  auto match = replayRecord(record);
  const int finished = match ? static_cast<int>(match.value()->sheet().size()) : 0;
  for (int d = 0; d < finished; ++d) deals.push_back(d);
  return deals;
}

}  // namespace

int runReview(int argc, char** argv) {
  auto parsed = Args::parse(argc, argv, 2, {"json"}, {"deal", "seat", "budget-ms", "samples", "seed"});
  if (!parsed) return fail(parsed.error());
  const Args& a = parsed.value();
  if (a.positional().size() != 1) return fail(Error{"missing-argument", "RECORD", "review takes one record file"});
  const std::string path = a.positional()[0];
  auto record = recordFile(path);
  if (!record) return fail(record.error());

  ReviewConfig config;
  auto seat = a.integer("seat", -1, -1, 7);
  auto budget = a.integer("budget-ms", -1, -1, 600000);
  auto seed = a.seed("seed", 1);
  auto deal = a.integer("deal", -1, 0, 1 << 20);
  auto samples = a.integer("samples", 0, 0, 1 << 20);
  for (const auto* e : {&seat, &budget, &deal, &samples})
    if (!*e) return fail(e->error());
  if (!seed) return fail(seed.error());
  config.player = static_cast<int>(seat.value());
  config.budgetMs = static_cast<int>(budget.value());
  config.seed = seed.value();
  config.samples = static_cast<int>(samples.value());

  std::vector<DealReview> reviews;
  const int asked = a.has("deal") ? static_cast<int>(deal.value()) : -1;  // -1: every finished deal
  for (int d : dealsToReview(record.value(), asked)) {
    config.deal = d;
    auto review = reviewDeal(record.value(), config);
    // Without --deal, a deal in which the player had no choice is passed over.
    if (!review && asked < 0 && review.error().code == "no-decision") continue;
    if (!review) return fail(inFile(path, review.error()));
    reviews.push_back(std::move(review.value()));
  }
  if (reviews.empty()) return fail(Error{"no-decision", path, "the player decided nothing in a finished deal"});
  if (a.has("json")) {
    std::cout << reviewsToJson(reviews, reviewEngineVersion());
    return kExitOk;
  }
  for (const DealReview& r : reviews) printReview(r);
  return kExitOk;
}

}  // namespace kr::cli
