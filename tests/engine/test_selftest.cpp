#include <catch2/catch.hpp>

#include "core/selftest.hpp"
#include "support/minitrick.hpp"
#include "support/scale.hpp"

using namespace kr;

TEST_CASE("the generic harness passes minitrick with every check on", "[harness]") {
  SelfTestConfig config;
  config.deals = test::scaled(600);
  config.seed = GENERATE(take(2, random(1, 1000000)));
  config.lookup = test::lookupWithMinitrick;
  config.samplesPerCheck = 3;
  INFO("seed " << config.seed);
  const SelfTestReport report = runSelfTest(test::minitrick(), config);
  INFO((report.failure ? report.failure->message() : std::string("ok")));
  REQUIRE_FALSE(report.failure);
  CHECK(report.deals == config.deals);
  CHECK(report.actions > config.deals * 15);
  // The sampler really varies the hidden cards, so equal observations prove
  // the observation does not depend on them.
  CHECK(report.samplesThatDiffered > report.samples / 4);
}
