#include <catch2/catch.hpp>

#include "core/session.hpp"
#include "support/minitrick.hpp"

using namespace kr;

namespace {

// Plays random legal actions until `steps` actions were made or the match ended.
void playRandomly(Session& session, int steps, Rng& rng) {
  ActionList legal;
  for (int i = 0; i < steps; ++i) {
    GameState* deal = session.deal();
    if (!deal) return;
    if (deal->isTerminal()) {
      REQUIRE_FALSE(session.nextDeal());
      continue;
    }
    deal->legalActions(deal->toMove(), legal);
    REQUIRE_FALSE(session.act(deal->toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
  }
}

}  // namespace

TEST_CASE("a session saved after any action resumes at the same position", "[session]") {
  auto session = Session::start(test::minitrick(), test::minitrick().defaultOptions(), 99, {"human", "random", "random"});
  REQUIRE(session.ok());
  Rng rng(5);
  for (int round = 0; round < 12; ++round) {
    playRandomly(session.value(), static_cast<int>(rng.below(9)), rng);
    const std::string saved = session.value().save();
    auto resumed = Session::load(saved, test::lookupWithMinitrick);
    REQUIRE(resumed.ok());
    CHECK(resumed.value().save() == saved);
    CHECK(resumed.value().match().totals() == session.value().match().totals());
    REQUIRE((resumed.value().deal() == nullptr) == (session.value().deal() == nullptr));
    if (session.value().deal()) CHECK(resumed.value().deal()->serialize() == session.value().deal()->serialize());
  }
}

TEST_CASE("a session refuses illegal actions and records nothing for them", "[session]") {
  auto session = Session::start(test::minitrick(), test::minitrick().defaultOptions(), 1, {"a", "b", "c"});
  REQUIRE(session.ok());
  const std::string before = session.value().save();
  const int other = (session.value().deal()->toMove() + 1) % 3;
  auto e = session.value().act(other, 100);
  REQUIRE(e);
  CHECK(e->code == "illegal-action");
  CHECK(session.value().save() == before);
  CHECK(session.value().nextDeal()->code == "deal-not-over");
}

TEST_CASE("a corrupt save is refused with the reason, never half-loaded", "[session]") {
  CHECK(Session::load("{\"format\":", test::lookupWithMinitrick).error().code == "bad-json");
  CHECK(Session::load("", test::lookupWithMinitrick).error().code == "bad-json");
  auto session = Session::start(test::minitrick(), test::minitrick().defaultOptions(), 1, {"a", "b"});
  CHECK(session.error().code == "bad-seats");
}

TEST_CASE("take back: the seat's last decision and what followed it are undone and counted", "[session][review]") {
  const Game& game = test::minitrick();
  auto started = Session::start(game, game.defaultOptions(), 21, {"human", "random", "random"});
  REQUIRE(started.ok());
  Session& s = started.value();
  CHECK(s.takeBack(0)->code == "nothing-to-take-back");
  // A few actions, the human's among them.
  int humanActions = 0;
  std::vector<RecordedAction> beforeHumansLast;
  for (int step = 0; step < 7 && !s.deal()->isTerminal(); ++step) {
    const int seat = s.deal()->toMove();
    if (seat == 0) {
      beforeHumansLast = s.record().deals.back().actions;
      ++humanActions;
    }
    REQUIRE_FALSE(s.act(seat, s.deal()->observe(seat)->legal[0]));
  }
  REQUIRE(humanActions > 0);
  const std::string stateBefore = [&] {
    Record r = s.record();
    r.deals.back().actions = beforeHumansLast;
    auto m = replayRecord(r);
    REQUIRE(m.ok());
    return m.value()->current()->serialize();
  }();
  REQUIRE_FALSE(s.takeBack(0));
  CHECK(s.record().deals.back().actions == beforeHumansLast);
  CHECK(s.record().deals.back().takeBacks == 1);
  CHECK(s.deal()->serialize() == stateBefore);
  // The record says so, and reads back.
  auto loaded = Session::load(s.save(), test::lookupWithMinitrick);
  REQUIRE(loaded.ok());
  CHECK(loaded.value().record().deals.back().takeBacks == 1);
  CHECK(s.save().find("\"take-backs\": 1") != std::string::npos);
}

TEST_CASE("try again from here: the finished deal is dealt again at an earlier step, the try kept", "[session][review]") {
  const Game& game = test::minitrick();
  auto started = Session::start(game, game.defaultOptions(), 34, {"human", "random", "random"});
  REQUIRE(started.ok());
  Session& s = started.value();
  CHECK(s.tryAgainFrom(0)->code == "deal-not-over");
  while (!s.deal()->isTerminal()) {
    const int seat = s.deal()->toMove();
    REQUIRE_FALSE(s.act(seat, s.deal()->observe(seat)->legal[0]));
  }
  const RecordedTry finished = s.record().deals.back();
  const int steps = static_cast<int>(finished.actions.size());
  CHECK(s.tryAgainFrom(steps)->code == "bad-index");
  CHECK(s.tryAgainFrom(-1)->code == "bad-index");

  // The position after `from` actions, as the finished try had it.
  const int from = steps / 2;
  Record expected = s.record();
  expected.deals.back().actions.resize(static_cast<std::size_t>(from));
  auto replayed = replayRecord(expected);
  REQUIRE(replayed.ok());

  REQUIRE_FALSE(s.tryAgainFrom(from));
  CHECK_FALSE(s.deal()->isTerminal());
  CHECK(s.deal()->serialize() == replayed.value()->current()->serialize());
  CHECK(static_cast<int>(s.record().deals.back().actions.size()) == from);
  REQUIRE(s.record().deals.back().earlier.size() == 1);
  CHECK(s.record().deals.back().earlier.front() == finished);
  // The players go on from there, and the record reads back.
  const int seat = s.deal()->toMove();
  const auto legal = s.deal()->observe(seat)->legal;
  REQUIRE_FALSE(s.act(seat, legal[legal.size() - 1]));
  auto loaded = Session::load(s.save(), test::lookupWithMinitrick);
  REQUIRE(loaded.ok());
  CHECK(loaded.value().save() == s.save());
}
