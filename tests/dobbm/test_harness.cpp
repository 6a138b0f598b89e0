// The generic self-test harness (engine/core/selftest.hpp) over 20,000
// random Dobbm deals with random options (four and five players, rounding,
// Mussrunde, session lengths, open-ended sessions ended at random): clones,
// records, legality, observations and samples at every step, and Dobbm's invariants (cards conserved, 120
// points, the Sau rule, alternating doublings, multiplier, zero sum).
#include <catch2/catch.hpp>

#include "core/selftest.hpp"
#include "games/dobbm/game.hpp"
#include "support/harness.hpp"

using namespace kr;
using namespace kr::dobbm;

namespace {

void runPart(std::uint64_t seed) { kr::test::requireHarnessPart(dobbmGame(), seed, 5000, 30); }

}  // namespace

TEST_CASE("the harness passes 5000 random Dobbm deals: part 1 of 4", "[dobbm][harness]") { runPart(1); }
TEST_CASE("the harness passes 5000 random Dobbm deals: part 2 of 4", "[dobbm][harness]") { runPart(2); }
TEST_CASE("the harness passes 5000 random Dobbm deals: part 3 of 4", "[dobbm][harness]") { runPart(3); }
TEST_CASE("the harness passes 5000 random Dobbm deals: part 4 of 4", "[dobbm][harness]") { runPart(4); }

TEST_CASE("random options always draw a session that ends", "[dobbm][harness]") {
  Rng rng(42);
  for (int m = 0; m < kr::test::scaled(40); ++m) {
    const Options o = randomOptions(dobbmGame(), rng);
    auto match = dobbmGame().newMatch(o, rng.next());
    ActionList legal;
    int deals = 0;
    while (!match->finished()) {
      REQUIRE(++deals < 500);
      REQUIRE_FALSE(match->startDeal());
      GameState& deal = *match->current();
      while (!deal.isTerminal()) {
        deal.legalActions(deal.toMove(), legal);
        deal.applyUnchecked(deal.toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], nullptr);
      }
      REQUIRE_FALSE(match->concludeDeal());
      // An open-ended session (deals 0) ends when the players say so (DB-7).
      if (match->endable() && deals >= 10) REQUIRE_FALSE(match->endSession());
    }
    int sum = 0;
    for (int v : match->totals()) sum += v;
    CHECK(sum == 0);
  }
}
