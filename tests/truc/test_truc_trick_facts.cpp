// The trick facts the engine gives every seat (Observation::tricks(), issue
// #32): who takes each trick and why, as the table and the deal review show
// them. Ruling TR-3 decides spoilt tricks: equal ranks spoil a trick, which
// belongs to the first seat to win a trick in the hand, earlier or later.
#include "support/trick_facts_check.hpp"
#include "truc_scenario.hpp"

using namespace kr;
using namespace kr::truc;
using namespace kr::truc::test;

namespace {

std::vector<TrickFact> tricksSeenBy(Scenario& s, int seat) { return s.state().observe(seat)->tricks(); }

std::vector<TrickCard> played(int leader, const std::string& text) {
  const auto cs = cards(text);
  return {{leader, cs.at(0)}, {1 - leader, cs.at(1)}};
}

}  // namespace

TEST_CASE("trick facts: the higher card takes the trick; the card led waits for the reply", "[truc][tricks][TR-1]") {
  Scenario s("CA C9 CQ", "HK H7 SQ");
  s.act("0:play 0:CA");
  auto tricks = tricksSeenBy(s, 1);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].cards == std::vector<TrickCard>{{0, cards("CA").front()}});
  CHECK(tricks[0].winner == -1);
  CHECK(tricks[0].winningCard == -1);
  CHECK(tricks[0].why.empty());

  s.act("1:HK");  // the ace is above the king
  s.act("0:C9 1:H7");  // the seven above the nine: seat 1 leads next
  tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 2);
  CHECK(tricks[0].cards == played(0, "CA HK"));
  CHECK(tricks[0].winner == 0);
  CHECK(tricks[0].winningCard == 0);
  CHECK(tricks[0].why == "higher-card");
  CHECK(tricks[0].points == 0);  // Truc counts tricks, not card points
  CHECK(tricks[1].winner == 1);
  CHECK(tricks[1].winningCard == 1);
  CHECK(tricks[1].why == "higher-card");
  CHECK(tricksSeenBy(s, 1) == tricks);
}

TEST_CASE("TR-3 trick facts: a spoilt trick has no owner until a seat wins a trick, then it is that seat's",
          "[truc][tricks][TR-3]") {
  Scenario s("C7 C9 CA", "H7 HJ HQ");
  s.act("0:play 0:C7 1:H7");
  auto tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].cards == played(0, "C7 H7"));
  CHECK(tricks[0].why == "spoilt");
  CHECK(tricks[0].winner == -1);  // nobody has won a trick yet
  CHECK(tricks[0].winningCard == -1);

  s.act("0:C9 1:HJ");  // the dealer wins trick 2 and owns the spoilt trick 1
  tricks = tricksSeenBy(s, 1);
  REQUIRE(tricks.size() == 2);
  CHECK(tricks[0].why == "spoilt");
  CHECK(tricks[0].winner == 1);
  CHECK(tricks[0].winningCard == -1);
  CHECK(tricks[1].winner == 1);
  CHECK(tricks[1].why == "higher-card");
}

TEST_CASE("TR-3 trick facts: three spoilt tricks belong to nobody", "[truc][tricks][TR-3]") {
  Scenario s("C7 C9 CQ", "H7 H9 HQ");
  s.act("0:play 0:C7 1:H7 0:C9 1:H9 0:CQ 1:HQ");
  const auto tricks = tricksSeenBy(s, 0);
  REQUIRE(tricks.size() == 3);
  for (const TrickFact& t : tricks) {
    CHECK(t.why == "spoilt");
    CHECK(t.winner == -1);
  }
}

TEST_CASE("trick facts agree with the tricks taken in random hands", "[truc][tricks]") {
  Rng rng(32);
  for (int d = 0; d < 60; ++d) {
    DealSetup setup;
    setup.seed = rng.next();
    setup.dealer = static_cast<int>(rng.below(2));
    auto made = trucGame().newDeal(trucGame().defaultOptions(), setup);
    REQUIRE(made);
    kr::test::requireTrickFactsMatchPlay(*made.value(), rng);
  }
}
