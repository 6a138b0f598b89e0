// The bidding of ruling DB-2 (every sequence), the all-pass rule with four
// and five players (the Stockerl) and the Mussrunde's forced bid (DB-7).
#include "games/dobbm/match.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

using Texts = std::vector<std::string>;

TEST_CASE("the dealer's left bids first; pass, Dobbm or Solo", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {}, "", 1);  // seat 1 deals: seats 2, 3, 0, 1 bid in that order
  CHECK(s.state().phase() == "bidding");
  CHECK(s.state().toMove() == 2);
  CHECK(s.legalTexts(2) == Texts{"pass", "dobbm", "solo"});
  CHECK(s.legalTexts(3).empty());
  CHECK(s.why(3, "pass") == "not-your-turn");
  s.act("2:pass 3:pass 0:pass");
  CHECK(s.state().toMove() == 1);
}

TEST_CASE("DB-2: after a Dobbm only Solo or pass; nobody passes it by", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {});
  s.act("0:dobbm");
  CHECK(s.legalTexts(1) == Texts{"pass", "solo"});
  CHECK(s.why(1, "dobbm") == "only-solo-after-dobbm");
  s.act("1:pass 2:pass 3:pass");
  CHECK(s.table().declarer == 0);
  CHECK(s.table().contract == Contract::Dobbm);
  CHECK(s.state().phase() == "discard");
  CHECK(s.state().toMove() == 0);
  CHECK(s.state().hand(0).size() == 12);  // DB-3: the Dobb taken up
}

TEST_CASE("DB-2: a later Dobbm after passes declares", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {});
  s.act("0:pass 1:pass 2:pass 3:dobbm");
  CHECK(s.table().declarer == 3);
  CHECK(s.state().phase() == "discard");
}

TEST_CASE("DB-2: a Solo ends the bidding at once and beats a Dobbm", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {});
  s.act("0:pass 1:dobbm 2:solo");
  CHECK(s.table().declarer == 2);
  CHECK(s.table().contract == Contract::Solo);
  CHECK(s.table().bids[3] == Bid::NotAsked);  // the fourth is not asked
  CHECK(s.state().phase() == "doubling");     // no exchange in a Solo
  CHECK(s.state().toMove() == 3);             // the declarer's left
  CHECK(s.state().hand(2).size() == 8);
}

TEST_CASE("DB-2: the first bidder's Solo ends it", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {});
  s.act("0:solo");
  CHECK(s.table().declarer == 0);
  CHECK(s.state().phase() == "doubling");
}

TEST_CASE("DB-2: the last bidder may overcall a Dobbm with a Solo", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {});
  s.act("0:dobbm 1:pass 2:pass 3:solo");
  CHECK(s.table().declarer == 3);
  CHECK(s.table().contract == Contract::Solo);
}

TEST_CASE("DB-2: all pass with four players: no play, the same dealer", "[dobbm][bidding]") {
  Scenario s(optionsFor(), {});
  s.act("0:pass 1:pass 2:pass 3:pass");
  REQUIRE(s.state().isTerminal());
  const DealResult r = s.state().result();
  CHECK(r.outcome == "all-passed");
  CHECK(r.seatScores == std::vector<int>{0, 0, 0, 0});

  auto match = dobbmGame().newMatch(optionsFor(), 3);
  const int dealer = match->dealer();
  REQUIRE_FALSE(match->startDeal());
  for (int i = 0; i < 4; ++i) REQUIRE_FALSE(match->current()->applyText(match->current()->toMove(), "pass"));
  REQUIRE_FALSE(match->concludeDeal());
  CHECK(match->dealer() == dealer);
  CHECK(match->totals() == std::vector<int>{0, 0, 0, 0});
  CHECK(static_cast<DobbmMatch&>(*match).playedDeals() == 0);
}

TEST_CASE("DB-2: all pass with five players: the Stockerl to the next dealer", "[dobbm][bidding]") {
  auto match = dobbmGame().newMatch(optionsFor(5), 3);
  const int dealer = match->dealer();
  REQUIRE_FALSE(match->startDeal());
  const std::vector<int> seats = match->seatsToPlayers();
  CHECK(seats[0] == (dealer + 1) % 5);  // the dealer sits out
  for (int i = 0; i < 4; ++i) REQUIRE_FALSE(match->current()->applyText(match->current()->toMove(), "pass"));
  REQUIRE_FALSE(match->concludeDeal());
  const int next = (dealer + 1) % 5;
  CHECK(match->dealer() == next);
  for (int p = 0; p < 5; ++p) CHECK(match->totals()[static_cast<std::size_t>(p)] == (p == next ? 40 : -10));
  const ScoreRow& row = match->sheet().back();
  CHECK(row.result.outcome == "all-passed");
  CHECK(row.result.items == std::vector<ScoreItem>{{"stockerl", 0, 40}});
}

TEST_CASE("DB-7: in the Mussrunde the dealer's left must declare and nobody else bids", "[dobbm][bidding]") {
  Scenario s(optionsFor(4, true, true), {}, "", 3, {{"forced", 0}});
  CHECK(s.legalTexts(0) == Texts{"dobbm", "solo"});
  CHECK(s.why(0, "pass") == "mussrunde-must-declare");
  CHECK(s.why(1, "solo") == "mussrunde-others-do-not-bid");
  s.act("0:dobbm");
  CHECK(s.table().declarer == 0);
  CHECK(s.state().phase() == "discard");
  CHECK(s.table().bids[1] == Bid::NotAsked);
}

TEST_CASE("the forced seat must be the dealer's left", "[dobbm][bidding]") {
  DealSetup setup;
  setup.dealer = 3;
  setup.context["forced"] = 2;
  CHECK_FALSE(dobbmGame().newDeal(optionsFor(), setup));
  setup.context = {{"owed", 1}};
  CHECK_FALSE(dobbmGame().newDeal(optionsFor(), setup));
}
