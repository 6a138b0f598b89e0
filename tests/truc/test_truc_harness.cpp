// The generic self-test harness (engine/core/selftest.hpp) over 100,000
// random hands: clones, records, legality, observations, samples and Truc's
// own invariants (cards conserved, stakes, the remainder) at every step.
#include <catch2/catch.hpp>

#include "core/selftest.hpp"
#include "games/truc/truc_game.hpp"
#include "support/scale.hpp"

using namespace kr;

namespace {

void runPart(std::uint64_t seed) {
  SelfTestConfig config;
  config.deals = kr::test::scaled(25000);
  config.seed = seed;
  config.sampleEvery = 16;  // every step keeps the rule checks; samples less often
  config.samplesPerCheck = 1;
  config.recordEvery = kr::test::everyNthWhenScaled(4);
  const SelfTestReport report = runSelfTest(truc::trucGame(), config);
  INFO((report.failure ? report.failure->message() : std::string("ok")));
  REQUIRE_FALSE(report.failure);
  CHECK(report.deals == config.deals);
  CHECK(report.actions > config.deals * 5);
  CHECK(report.samplesThatDiffered > report.samples / 2);
}

}  // namespace

// Four parts of 25,000 hands, so ctest can run them side by side.
TEST_CASE("the harness passes 25000 random Truc hands: part 1 of 4", "[truc][harness]") { runPart(1); }
TEST_CASE("the harness passes 25000 random Truc hands: part 2 of 4", "[truc][harness]") { runPart(2); }
TEST_CASE("the harness passes 25000 random Truc hands: part 3 of 4", "[truc][harness]") { runPart(3); }
TEST_CASE("the harness passes 25000 random Truc hands: part 4 of 4", "[truc][harness]") { runPart(4); }
