#pragma once
// One part of a game's random-play harness (engine/core/selftest.hpp):
// deals with random options, every step checked; a game's test file splits
// its deals into parts that ctest runs side by side.
#include <catch2/catch.hpp>

#include "core/selftest.hpp"
#include "support/scale.hpp"

namespace kr::test {

inline void requireHarnessPart(const Game& game, std::uint64_t seed, int deals, int minActionsPerDeal,
                               int sampleEvery = 4) {
  SelfTestConfig config;
  config.deals = scaled(deals);
  config.seed = seed;
  config.sampleEvery = sampleEvery;
  config.samplesPerCheck = 1;
  config.recordEvery = everyNthWhenScaled(4);
  const SelfTestReport report = runSelfTest(game, config);
  INFO((report.failure ? report.failure->message() : std::string("ok")));
  REQUIRE_FALSE(report.failure);
  CHECK(report.deals == config.deals);
  CHECK(report.actions > static_cast<long long>(config.deals) * minActionsPerDeal);
  CHECK(report.samplesThatDiffered > report.samples / 2);
}

}  // namespace kr::test
