// The trick facts the engine gives every seat (Observation::tricks(), issue
// #32): who won each trick, why and its card points (DB-1: hearts always
// trump; DB-5: follow suit, else trump), as the tables and the deal review
// show them.
#include "scenario.hpp"
#include "support/trick_facts_check.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

// Seat 1 holds acorns, seat 2 no acorns but hearts, seat 3 neither (as in
// test_play.cpp); seat 0 plays a Solo and leads.
Scenario soloScenario() {
  Scenario s(optionsFor(),
             {"A9 AT LU LO LK LA B9 BT", "AO AK AU A8 H7 BU BO BK", "H6 H8 H9 HT HU HO HK BA",
              "L6 L7 L8 L9 LT B6 B7 B8"},
             "A6 A7 AA HA");
  s.act("0:solo 1:pass 2:pass 3:pass");
  return s;
}

std::vector<TrickFact> tricksSeenBy(const Scenario& s, int seat) { return s.state().observe(seat)->tricks(); }

std::vector<TrickCard> played(int leader, const std::string& text) {
  std::vector<TrickCard> out;
  for (Card c : cards(text)) out.push_back({(leader + static_cast<int>(out.size())) % kSeats, c});
  return out;
}

}  // namespace

TEST_CASE("trick facts: the running trick has no winner; a lone heart on a plain lead has trumped",
          "[dobbm][tricks][DB-5]") {
  Scenario s = soloScenario();
  s.act("0:A9 1:AK");
  auto tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].cards == played(0, "A9 AK"));
  CHECK(tricks[0].winner == -1);
  CHECK(tricks[0].winningCard == -1);
  CHECK(tricks[0].why.empty());

  s.act("2:H6 3:LT");
  tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].cards == played(0, "A9 AK H6 LT"));
  CHECK(tricks[0].winner == 2);
  CHECK(tricks[0].winningCard == 2);
  CHECK(tricks[0].points == 14);  // 0 + 4 + 0 + 10
  CHECK(tricks[0].why == "trumped");
  for (int seat = 1; seat < kSeats; ++seat) CHECK(tricksSeenBy(s, seat) == tricks);
}

TEST_CASE("trick facts: the highest of the suit led, the highest heart on a heart lead", "[dobbm][tricks][DB-1]") {
  Scenario s = soloScenario();
  s.act("0:A9 1:AK 2:H6 3:LT");
  s.act("2:BA 3:B6 0:BT 1:BK");  // seat 2 leads the bells Sau
  s.act("2:H8 3:L6 0:LA 1:H7");  // hearts led: seats 3 and 0 have none
  const auto tricks = tricksSeenBy(s, 1);
  REQUIRE(tricks.size() == 3);
  CHECK(tricks[1].cards == played(2, "BA B6 BT BK"));
  CHECK(tricks[1].winner == 2);
  CHECK(tricks[1].winningCard == 0);
  CHECK(tricks[1].points == 25);  // 11 + 0 + 10 + 4
  CHECK(tricks[1].why == "highest-of-suit");
  CHECK(tricks[2].winner == 2);
  CHECK(tricks[2].points == 11);  // the acorns Sau discarded by seat 0
  CHECK(tricks[2].why == "highest-trump");
}

TEST_CASE("trick facts: a deal's tricks hold the card points each seat took", "[dobbm][tricks][DB-1]") {
  Scenario s = soloScenario();
  s.playOut();
  const auto tricks = tricksSeenBy(s, 3);
  REQUIRE(tricks.size() == static_cast<std::size_t>(kTricks));
  std::array<int, kSeats> points{};
  for (const TrickFact& t : tricks) points[static_cast<std::size_t>(t.winner)] += t.points;
  CHECK(points == s.table().points);
}

TEST_CASE("trick facts agree with the tricks taken in random deals", "[dobbm][tricks]") {
  Rng rng(32);
  for (int d = 0; d < 40; ++d) {
    DealSetup setup;
    setup.seed = rng.next();
    auto made = dobbmGame().newDeal(optionsFor(), setup);
    REQUIRE(made);
    kr::test::requireTrickFactsMatchPlay(*made.value(), rng);
  }
}
