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
