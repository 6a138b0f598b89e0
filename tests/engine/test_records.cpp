#include <catch2/catch.hpp>

#include "ai/self_play.hpp"
#include "core/record.hpp"
#include "support/minitrick.hpp"

using namespace kr;
using kr::test::lookupWithMinitrick;
using kr::test::minitrick;

namespace {

// A finished match of minitrick played by random players, as a record.
Record playedRecord(std::uint64_t seed) {
  Record record{&minitrick(), minitrick().defaultOptions(), seed, {"a", "b", "c"}, {}};
  auto match = minitrick().newMatch(record.options, seed);
  Rng rng(seed);
  while (!match->finished()) {
    REQUIRE_FALSE(match->startDeal());
    record.deals.emplace_back();
    GameState& state = *match->current();
    ActionList legal;
    while (!state.isTerminal()) {
      const int seat = state.toMove();
      state.legalActions(seat, legal);
      const Action a = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
      recordAction(record, seat, state, a);
      REQUIRE_FALSE(state.apply(seat, a));
    }
    REQUIRE_FALSE(match->concludeDeal());
  }
  return record;
}

Error loadError(const std::string& text) {
  auto r = parseRecord(text, lookupWithMinitrick);
  if (!r) return r.error();
  auto m = replayRecord(r.value());
  REQUIRE_FALSE(m.ok());
  return m.error();
}

std::string replace(std::string text, const std::string& from, const std::string& to) {
  const auto pos = text.find(from);
  REQUIRE(pos != std::string::npos);
  return text.replace(pos, from.size(), to);
}

}  // namespace

TEST_CASE("a record writes, parses and replays to the same score sheet", "[records]") {
  const Record record = playedRecord(11);
  const std::string text = writeRecord(record);
  auto parsed = parseRecord(text, lookupWithMinitrick);
  REQUIRE(parsed.ok());
  CHECK(parsed.value().deals == record.deals);
  CHECK(parsed.value().seats == record.seats);
  CHECK(writeRecord(parsed.value()) == text);
  auto match = replayRecord(parsed.value());
  REQUIRE(match.ok());
  CHECK(match.value()->finished());
  CHECK(match.value()->sheet().size() == 6);
  int sum = 0;
  for (int t : match.value()->totals()) sum += t;
  CHECK(sum == 0);  // minitrick is zero-sum
}

TEST_CASE("a record with an explicit deal replays that deal", "[records]") {
  const std::string text = R"({"format": "kartenrunde-record", "version": 1, "game": "minitrick",
    "options": {"knock-allowed": false}, "seed": "5", "seats": ["x", "y", "z"],
    "deals": [{"hands": [["HA","HK","HQ","HJ"],["HT","H9","SA","SK"],["SQ","SJ","ST","S9"]],
               "actions": [{"seat":1,"action":"pass"},{"seat":2,"action":"double"},{"seat":0,"action":"pass"},
                           {"seat":1,"action":"HT"}]}]})";
  auto parsed = parseRecord(text, lookupWithMinitrick);
  REQUIRE(parsed.ok());
  CHECK_FALSE(parsed.value().options.flag("knock-allowed"));
  auto match = replayRecord(parsed.value());
  REQUIRE(match.ok());
  const GameState* state = match.value()->current();
  REQUIRE(state);
  CHECK(state->hand(0).size() == 4);
  CHECK(state->hand(1).size() == 3);
  CHECK(state->toMove() == 2);
}

TEST_CASE("loading names what is wrong and where", "[records]") {
  const std::string good = writeRecord(playedRecord(3));
  CHECK(loadError("{").code == "bad-json");
  CHECK(loadError("[]").detail.find("JSON object") != std::string::npos);
  CHECK(loadError(replace(good, "\"version\": 1", "\"version\": 9")).where == "version");
  CHECK(loadError(replace(good, "\"game\": \"minitrick\"", "\"game\": \"skat\"")).where == "game");
  CHECK(loadError(replace(good, "\"seed\": \"3\"", "\"seed\": \"-3\"")).where == "seed");
  CHECK(loadError(replace(good, "\"knock-allowed\": true", "\"knock-allowed\": 3")).where == "options.knock-allowed");
  CHECK(loadError(replace(good, "\"knock-allowed\": true", "\"knock\": true")).where == "options.knock");
  CHECK(loadError(replace(good, "\"seats\": [", "\"seats\": [\"extra\",")).where == "seats");

  // An illegal action names its deal and index, and the reason.
  Record record = playedRecord(3);
  record.deals[1].actions[5].seat = (record.deals[1].actions[5].seat + 1) % 3;
  const Error e = loadError(writeRecord(record));
  CHECK(e.code == "illegal-action");
  CHECK(e.where == "deals[1].actions[5]");

  record = playedRecord(3);
  record.deals[0].actions[4].action = "XX";
  CHECK(loadError(writeRecord(record)).code == "unknown-action");

  record = playedRecord(3);
  record.deals[0].actions.pop_back();
  CHECK(loadError(writeRecord(record)).where == "deals[0].actions");

  const std::string badCard = R"({"format": "kartenrunde-record", "version": 1, "game": "minitrick", "seed": "5",
    "seats": ["x", "y", "z"], "deals": [{"hands": [["HA","HK","HQ","ZZ"]], "actions": []}]})";
  const Error c = loadError(badCard);
  CHECK(c.where == "deals[0].hands[0][3]");
  const std::string wrongDeal = R"({"format": "kartenrunde-record", "version": 1, "game": "minitrick", "seed": "5",
    "seats": ["x", "y", "z"], "deals": [{"hands": [["HA","HA","HQ","HJ"],["HT","H9","SA","SK"],["SQ","SJ","ST","S9"]], "actions": []}]})";
  CHECK(loadError(wrongDeal).code == "bad-deal");
}

TEST_CASE("a saved game in progress replays to the same position", "[records]") {
  Record record = playedRecord(21);
  record.deals[2].actions.resize(7);
  record.deals.resize(3);
  auto match = replayRecord(parseRecord(writeRecord(record), lookupWithMinitrick).value());
  REQUIRE(match.ok());
  CHECK(match.value()->sheet().size() == 2);
  REQUIRE(match.value()->current());
  CHECK_FALSE(match.value()->current()->isTerminal());
}
