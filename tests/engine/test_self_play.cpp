#include <catch2/catch.hpp>

#include <set>

#include "ai/self_play.hpp"

using namespace kr;

TEST_CASE("summaries give the mean, a 95% interval and the 95th percentile", "[self-play]") {
  std::vector<double> values;
  for (int i = 1; i <= 100; ++i) values.push_back(i);
  const Summary s = summarize(values);
  CHECK(s.n == 100);
  CHECK(s.mean == Approx(50.5));
  CHECK(s.ciLow == Approx(50.5 - 1.96 * 29.0115 / 10).epsilon(1e-4));
  CHECK(s.ciHigh == Approx(50.5 + 1.96 * 29.0115 / 10).epsilon(1e-4));
  CHECK(s.p95 == 95);
  CHECK(summarize({}).n == 0);
}

#include "support/minitrick.hpp"

TEST_CASE("self-play plays whole matches and counts every seat", "[self-play]") {
  SelfPlayConfig config;
  config.game = &test::minitrick();
  config.options = config.game->defaultOptions();
  config.deals = 60;
  config.seed = 9;
  config.seats = {"random", "random", "random"};
  config.keepRecords = true;
  const SelfPlayResult result = selfPlay(config);
  REQUIRE_FALSE(result.failure);
  CHECK(result.deals == 60);
  REQUIRE(result.seats.size() == 3);
  for (const auto& seat : result.seats) CHECK(seat.scores.size() == 60);
  CHECK(result.records.size() == 10);  // minitrick matches have 6 deals
  for (std::size_t d = 0; d < 60; ++d) {
    double sum = 0;
    for (const auto& seat : result.seats) sum += seat.scores[d];
    CHECK(sum == 0);  // zero-sum game
  }
  // Every kept record replays to the same totals.
  auto replayed = replayRecord(parseRecord(writeRecord(result.records[0]), test::lookupWithMinitrick).value());
  REQUIRE(replayed.ok());
  CHECK(replayed.value()->finished());
}

TEST_CASE("duplicate play deals every match once per rotation of the seats", "[self-play]") {
  SelfPlayConfig config;
  config.game = &test::minitrick();
  config.options = config.game->defaultOptions();
  config.deals = 36;
  config.seed = 4;
  config.seats = {"random", "random", "random"};
  config.duplicate = true;
  config.keepRecords = true;
  const SelfPlayResult result = selfPlay(config);
  REQUIRE_FALSE(result.failure);
  REQUIRE(result.records.size() == 6);
  // Rotations of one match share the match seed, so the first deal's cards are the same.
  CHECK(result.records[0].seed == result.records[1].seed);
  CHECK(result.records[1].seed == result.records[2].seed);
  CHECK(result.records[2].seed != result.records[3].seed);
  for (const auto& seat : result.seats) CHECK(seat.matches == 6);
  // Deal keys: one per deal; a match's rotations share the deal seeds and
  // differ in the rotation, so every key is distinct (minitrick: 6 deals a match).
  REQUIRE(result.dealKeys.size() == 36);
  auto seedOf = [](const std::string& key) { return key.substr(0, key.find('/')); };
  CHECK(seedOf(result.dealKeys[0]) == seedOf(result.dealKeys[6]));
  CHECK(result.dealKeys[0] != result.dealKeys[6]);
  CHECK(seedOf(result.dealKeys[0]) != seedOf(result.dealKeys[1]));
  CHECK(std::set(result.dealKeys.begin(), result.dealKeys.end()).size() == 36);
  int won = 0;
  for (const auto& seat : result.seats) won += seat.matchesWon;
  CHECK(won <= 6);
}

TEST_CASE("unknown player kinds are refused with the seat named", "[self-play]") {
  SelfPlayConfig config;
  config.game = &test::minitrick();
  config.options = config.game->defaultOptions();
  config.seats = {"random", "genius", "random"};
  const SelfPlayResult result = selfPlay(config);
  REQUIRE(result.failure);
  CHECK(result.failure->where == "seats[1]");
  config.seats = {"random"};
  CHECK(selfPlay(config).failure->code == "bad-seats");
}
