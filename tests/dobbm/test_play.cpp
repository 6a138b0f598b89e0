// The discard of ruling DB-3 (the Sau rule allowed and refused), the follow
// rules of DB-5, a Solo's Dobb counting for its declarer, and what the
// observations hide (ALL-2) and the sampler keeps.
#include "games/dobbm/discard.hpp"
#include "games/dobbm/sampler.hpp"
#include "games/dobbm/scoring.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

using Texts = std::vector<std::string>;

namespace {

// Seat 0 holds three Sau and the Herz-Sau; the Dobb brings low cards.
Scenario discardScenario() {
  Scenario s(optionsFor(), {"LA AA BA HA H7 H6 L6 A6"}, "L7 A7 B7 B6");
  s.act("0:dobbm 1:pass 2:pass 3:pass");
  return s;
}

// Four full hands: seat 1 holds acorns, seat 2 none but hearts, seat 3
// neither acorns nor hearts. The Dobb holds two Sau (22 points).
Scenario followScenario() {
  return Scenario(optionsFor(),
                  {"A9 AT LU LO LK LA B9 BT", "AO AK AU A8 H7 BU BO BK", "H6 H8 H9 HT HU HO HK BA",
                   "L6 L7 L8 L9 LT B6 B7 B8"},
                  "A6 A7 AA HA");
}

}  // namespace

TEST_CASE("DB-3: one Sau goes with one other heart", "[dobbm][discard]") {
  Scenario s = discardScenario();
  CHECK(s.legal(0, "LA"));
  s.act("0:LA 0:H7 0:L6 0:A6");
  CHECK(s.state().phase() == "doubling");
  CHECK(s.state().data().discard == cardSet("LA H7 L6 A6"));
  CHECK(s.state().hand(0).size() == 8);
}

TEST_CASE("DB-3: two Sau go with two other hearts", "[dobbm][discard]") {
  Scenario s = discardScenario();
  s.act("0:LA 0:AA");
  CHECK(s.legalTexts(0) == Texts{"H6", "H7"});  // both slots left must be hearts
  s.act("0:H6 0:H7");
  CHECK(validDiscard(s.state().data().discard));
}

TEST_CASE("DB-3: a Sau without a heart is refused", "[dobbm][discard]") {
  Scenario s = discardScenario();
  s.act("0:LA 0:L6 0:A6");
  CHECK(s.why(0, "L7") == "sau-needs-trump");
  CHECK(s.legalTexts(0) == Texts{"H6", "H7"});
  const Explanation e = s.state().whyIllegal(0, card("L7").index());
  CHECK(std::find(e.cards.begin(), e.cards.end(), card("LA")) != e.cards.end());
}

TEST_CASE("DB-3: at most two Sau", "[dobbm][discard]") {
  Scenario s = discardScenario();
  s.act("0:LA 0:AA");
  CHECK(s.why(0, "BA") == "at-most-two-sau");
}

TEST_CASE("DB-3: the Herz-Sau needs another heart", "[dobbm][discard]") {
  Scenario s = discardScenario();
  s.act("0:HA 0:L6 0:A6");
  CHECK(s.why(0, "B6") == "sau-needs-trump");
  s.act("0:H7");
  CHECK(s.state().phase() == "doubling");
  CHECK_FALSE(validDiscard(cardSet("HA L6 A6 B6")));
  CHECK(validDiscard(cardSet("HA HT LK AO")));
  CHECK_FALSE(validDiscard(cardSet("HA LA H9 A6")));
  CHECK(validDiscard(cardSet("LA AA HU H6")));
}

TEST_CASE("DB-3: the discard counts for the declarer", "[dobbm][discard]") {
  Scenario s = discardScenario();
  s.act("0:LA 0:H7 0:L6 0:A6 1:pass 2:pass 3:pass");
  s.playOut();
  const DealResult r = s.state().result();
  CHECK(r.figure("extra-points") == 11);
  if (r.figure("match") != 2) CHECK(r.figure("card-points") == s.table().points[0] + 11);
}

TEST_CASE("DB-5: follow suit, else trump, else any card; the declarer leads", "[dobbm][play]") {
  Scenario s = followScenario();
  s.act("0:solo 1:pass 2:pass 3:pass");
  CHECK(s.state().phase() == "play");
  CHECK(s.state().toMove() == 0);
  s.act("0:A9");
  CHECK(s.legalTexts(1) == Texts{"A8", "AU", "AO", "AK"});
  CHECK(s.why(1, "H7") == "must-follow-suit");
  s.act("1:AK");
  CHECK(s.legalTexts(2).size() == 7);  // the hearts
  CHECK(s.why(2, "BA") == "must-trump");
  s.act("2:H6");
  CHECK(s.legalTexts(3).size() == 8);
  s.act("3:LT");
  CHECK(s.table().tricks[2] == 1);  // the lowest heart wins
  CHECK(s.table().points[2] == 14);
  CHECK(s.state().toMove() == 2);
}

TEST_CASE("DB-3: a Solo's unseen Dobb counts for the declarer", "[dobbm][play]") {
  Scenario s = followScenario();
  s.act("0:solo 1:pass 2:pass 3:pass");
  CHECK(s.state().hand(0).size() == 8);
  s.playOut();
  const DealResult r = s.state().result();
  CHECK(r.figure("extra-points") == 22);
  CHECK(std::find(r.items.begin(), r.items.end(), ScoreItem{"dobb-points", 0, 22}) != r.items.end());
  if (r.figure("match") != 2) CHECK(r.figure("card-points") == s.table().points[0] + 22);
  CHECK(r.figure("card-points") + r.figure("defence-points") == 120);
}

TEST_CASE("ALL-2: the Dobb and the discard stay hidden; the declarer knows its discard", "[dobbm][observation]") {
  Scenario s = discardScenario();
  s.act("0:LA 0:H7 0:L6");
  const auto mine = s.state().observe(0);
  const auto theirs = s.state().observe(1);
  CHECK(static_cast<const DobbmObservation&>(*mine).discard == cardSet("LA H7 L6"));
  CHECK(static_cast<const DobbmObservation&>(*theirs).discard.empty());
  CHECK(static_cast<const DobbmObservation&>(*theirs).pub.discarded == 3);
  // Samples for a defender: a discard the declarer could still complete, never the defender's cards.
  Rng rng(3);
  int differed = 0;
  for (int i = 0; i < 50; ++i) {
    auto sampled = dobbmGame().sample(*theirs, optionsFor(), rng);
    REQUIRE(sampled);
    const auto& d = static_cast<const DobbmState&>(*sampled).data();
    CHECK(completable(d.hands[0], d.discard));
    CHECK(d.discard.size() == 3);
    CHECK(sampled->observe(1)->serialize() == theirs->serialize());
    differed += d.discard != s.state().data().discard;
  }
  CHECK(differed > 0);
}

TEST_CASE("the sampler keeps the voids shown and redeals a Solo's Dobb", "[dobbm][observation]") {
  Scenario s = followScenario();
  s.act("0:solo 1:pass 2:pass 3:pass 0:A9 1:AK 2:H6 3:LT");
  const auto obs = s.state().observe(0);
  Rng rng(8);
  int dobbDiffered = 0;
  for (int i = 0; i < 50; ++i) {
    auto sampled = dobbmGame().sample(*obs, optionsFor(), rng);
    REQUIRE(sampled);
    const auto& d = static_cast<const DobbmState&>(*sampled).data();
    CHECK((d.hands[2] & suitMask(Suit::S0)).empty());
    CHECK((d.hands[3] & (suitMask(Suit::S0) | trumps())).empty());
    CHECK(d.dobb.size() == 4);
    dobbDiffered += d.dobb != s.state().data().dobb;
  }
  CHECK(dobbDiffered > 0);  // even the Solo declarer has not seen it
}

TEST_CASE("deals are determined by the seed: 8 cards each in fours, 4 in the Dobb", "[dobbm][deal]") {
  DealSetup setup;
  setup.seed = 77;
  setup.dealer = 1;
  auto a = dobbmGame().newDeal(optionsFor(), setup);
  auto b = dobbmGame().newDeal(optionsFor(), setup);
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a.value()->serialize() == b.value()->serialize());
  const auto& d = static_cast<const DobbmState&>(*a.value()).data();
  for (const CardSet& h : d.hands) CHECK(h.size() == 8);
  CHECK(d.dobb.size() == 4);
  CHECK(pointsOf(fullDeck()) == 120);
}
