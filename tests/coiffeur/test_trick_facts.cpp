// The trick facts the engine gives every seat (Observation::tricks(), issue
// #32): who won each trick, why and its points, the last trick's 5 included
// (CJ-1, CJ-2), as the tables and the deal review show them.
#include "games/coiffeur/tricks.hpp"
#include "scenario.hpp"
#include "support/trick_facts_check.hpp"

using namespace kr;
using namespace kr::coiffeur;
using namespace kr::coiffeur::test;

namespace {

std::vector<TrickFact> tricksSeenBy(Scenario& s, int seat) { return s.state().observe(seat)->tricks(); }

std::vector<TrickCard> played(int leader, const std::string& text, int seats = 3) {
  std::vector<TrickCard> out;
  for (Card c : cards(text)) out.push_back({(leader + static_cast<int>(out.size())) % seats, c});
  return out;
}

}  // namespace

TEST_CASE("trick facts in a trump contract: highest of the suit, highest trump, trumped", "[coiffeur][tricks][CJ-2]") {
  // Seat 2 deals, seat 0 names acorns and leads.
  Scenario s(optionsFor("three"), {"RK AU RO", "RA AA RU", "R9 A9 A6"}, 2);
  s.act("0:acorns 0:RK 1:RA");
  auto tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].cards == played(0, "RK RA"));
  CHECK(tricks[0].winner == -1);
  CHECK(tricks[0].winningCard == -1);
  CHECK(tricks[0].why.empty());

  s.act("2:R9");                 // roses: the ace wins
  s.act("1:AA 2:A9 0:AU");       // trump lead: the Under above the nine
  s.act("0:RO 1:RU 2:A6");       // roses led, seat 2 trumps with the six
  tricks = tricksSeenBy(s, 1);
  REQUIRE(tricks.size() == 3);
  CHECK(tricks[0].cards == played(0, "RK RA R9"));
  CHECK(tricks[0].winner == 1);
  CHECK(tricks[0].winningCard == 1);
  CHECK(tricks[0].points == 15);  // 4 + 11 + 0
  CHECK(tricks[0].why == "highest-of-suit");
  CHECK(tricks[1].winner == 0);
  CHECK(tricks[1].winningCard == 2);
  CHECK(tricks[1].points == 45);  // 11 + 14 + 20
  CHECK(tricks[1].why == "highest-trump");
  CHECK(tricks[2].winner == 2);
  CHECK(tricks[2].points == 5);  // 3 + 2 + 0
  CHECK(tricks[2].why == "trumped");
  for (int seat : {0, 2}) CHECK(tricksSeenBy(s, seat) == tricks);
}

TEST_CASE("CJ-1 trick facts in Undenufe: the lowest of the suit wins", "[coiffeur][tricks][CJ-1]") {
  Scenario s(optionsFor("three"), {"R7", "RA", "R6"}, 2);
  s.act("0:undenufe 0:R7 1:RA 2:R6");
  const auto tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].winner == 2);
  CHECK(tricks[0].winningCard == 2);
  CHECK(tricks[0].points == 11);  // the ace
  CHECK(tricks[0].why == "lowest-of-suit");
}

TEST_CASE("trick facts: the last trick counts 5 more, the deal's tricks 157", "[coiffeur][tricks][CJ-1]") {
  for (const std::string contract : {"acorns", "undenufe"}) {
    INFO(contract);
    Scenario s(optionsFor("three"), {}, 2);
    s.act("0:" + contract).playOut();
    const auto tricks = tricksSeenBy(s, 0);
    REQUIRE(tricks.size() == 12);
    const TrickFact& last = tricks.back();
    int inCards = 0;
    for (const TrickCard& p : last.cards) inCards += cardPoints(p.card, s.table().variant);
    CHECK(last.points == inCards + kLastTrickBonus);
    CHECK(last.winner == s.table().lastWinner);
    int total = 0;
    std::array<int, kMaxSeats> perSeat{};
    for (const TrickFact& t : tricks) {
      total += t.points;
      perSeat[static_cast<std::size_t>(t.winner)] += t.points;
    }
    CHECK(total == kDealPoints);
    CHECK(perSeat == s.table().points);
  }
}

TEST_CASE("trick facts agree with the tricks taken in random deals", "[coiffeur][tricks]") {
  Rng rng(32);
  for (const char* way : {"three", "four-partners"}) {
    for (int d = 0; d < 20; ++d) {
      DealSetup setup;
      setup.seed = rng.next();
      auto made = coiffeurGame().newDeal(optionsFor(way), setup);
      REQUIRE(made);
      kr::test::requireTrickFactsMatchPlay(*made.value(), rng);
    }
  }
}
