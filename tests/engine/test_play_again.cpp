// "Play this deal again" and deals started from a seed (issue #14), for
// every game: the same cards come again, the record keeps the tries and
// replays them, and nothing is booked twice.
#include <catch2/catch.hpp>

#include "core/catalog.hpp"
#include "core/session.hpp"

using namespace kr;

namespace {

std::vector<std::vector<Card>> handsOf(const GameState& deal) {
  std::vector<std::vector<Card>> hands;
  for (int s = 0; s < deal.seatCount(); ++s) hands.push_back(deal.hand(s));
  return hands;
}

// Plays random legal actions until the current deal is over.
void finishDeal(Session& session, Rng& rng) {
  ActionList legal;
  while (!session.deal()->isTerminal()) {
    GameState& deal = *session.deal();
    deal.legalActions(deal.toMove(), legal);
    REQUIRE_FALSE(session.act(deal.toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
  }
}

Session started(const Game& game, std::uint64_t seed, std::optional<std::uint64_t> dealSeed = std::nullopt) {
  std::vector<std::string> seats(static_cast<std::size_t>(game.playerCount(game.defaultOptions())), "random");
  seats[0] = "human";
  auto session = Session::start(game, game.defaultOptions(), seed, seats, dealSeed);
  REQUIRE(session.ok());
  return std::move(session.value());
}

}  // namespace

TEST_CASE("a finished deal is dealt again, as before or with two hands exchanged", "[session][play-again]") {
  for (const char* id : {"doppelkopf", "truc", "coiffeur", "dobbm"}) {
    INFO(id);
    const Game& game = *findGame(id);
    Session session = started(game, 41);
    const auto dealt = handsOf(*session.deal());
    const auto undealt = session.deal()->undealt();
    const std::uint64_t seed = session.match().currentDealSeed();
    Rng rng(7);

    CHECK(session.playAgain()->code == "deal-not-over");
    finishDeal(session, rng);
    CHECK(session.playAgain(0, 99)->code == "bad-seat");
    CHECK(session.playAgain(0, -1)->code == "bad-seat");

    // As before: the same cards at the same seats, nothing played.
    REQUIRE_FALSE(session.playAgain());
    CHECK(handsOf(*session.deal()) == dealt);
    CHECK(session.deal()->undealt() == undealt);
    CHECK(session.deal()->cardsPlayed() == 0);
    CHECK(session.match().currentDealSeed() == seed);
    CHECK(session.match().sheet().empty());

    // Seat 0 takes seat 1's cards and seat 1 seat 0's; the rest as dealt.
    finishDeal(session, rng);
    REQUIRE_FALSE(session.playAgain(0, 1));
    auto exchanged = dealt;
    std::swap(exchanged[0], exchanged[1]);
    CHECK(handsOf(*session.deal()) == exchanged);
    CHECK(session.deal()->undealt() == undealt);

    // The record keeps both finished tries and replays all three; only the
    // last try is booked (a save of a finished deal books it when loaded).
    finishDeal(session, rng);
    auto resumed = Session::load(session.save());
    REQUIRE(resumed.ok());
    const RecordedDeal& first = resumed.value().record().deals[0];
    CHECK(first.earlier.size() == 2);
    CHECK(first.earlier[0].hands.empty());  // shuffled from the seed
    CHECK(first.earlier[1].hands.empty());
    CHECK(first.hands == exchanged);
    REQUIRE_FALSE(session.nextDeal());
    CHECK(session.match().sheet().size() == 1);
    CHECK(resumed.value().match().sheet().size() == 1);
    CHECK(resumed.value().match().totals() == session.match().totals());
  }
}

TEST_CASE("a deal started from a seed deals the cards that seed dealt", "[session][play-again]") {
  for (const char* id : {"doppelkopf", "truc", "coiffeur", "dobbm"}) {
    INFO(id);
    const Game& game = *findGame(id);
    const Session original = started(game, 5);
    const std::uint64_t seed = original.match().currentDealSeed();
    const Session again = started(game, 77, seed);
    CHECK(again.match().currentDealSeed() == seed);
    CHECK(handsOf(*again.deal()) == handsOf(*original.deal()));
    CHECK(again.record().deals[0].seed == seed);
    auto resumed = Session::load(again.save());
    REQUIRE(resumed.ok());
    CHECK(resumed.value().deal()->serialize() == again.deal()->serialize());
  }
}

TEST_CASE("a record's earlier tries are checked like deals", "[session][play-again][records]") {
  const Game& game = *findGame("truc");
  Session session = started(game, 3);
  Rng rng(1);
  finishDeal(session, rng);
  REQUIRE_FALSE(session.playAgain());
  Record record = session.record();

  Record unfinished = record;
  unfinished.deals[0].earlier[0].actions.pop_back();
  auto e = Session::load(writeRecord(unfinished));
  REQUIRE_FALSE(e.ok());
  CHECK(e.error().code == "bad-record");
  CHECK(e.error().where == "deals[0].earlier[0].actions");

  Record illegal = record;
  illegal.deals[0].earlier[0].actions[0].action = "no-such-action";
  e = Session::load(writeRecord(illegal));
  REQUIRE_FALSE(e.ok());
  CHECK(e.error().where == "deals[0].earlier[0].actions[0]");

  std::string text = writeRecord(record);
  const std::string from = "\"earlier\": [";
  REQUIRE(text.find(from) != std::string::npos);
  text.replace(text.find(from), from.size(), "\"earlier\": [{\"seed\": \"-5\", \"actions\": []},");
  e = Session::load(text);
  REQUIRE_FALSE(e.ok());
  CHECK(e.error().where == "deals[0].earlier[0].seed");
}
