// Parties and bidding: rulings DK-2 and DK-5, and the options that add or
// remove game types (poverty, suit solos, fleshless, compulsory solo).
#include <catch2/catch.hpp>

#include "games/doppelkopf/observation.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

const kr::dk::DoppelkopfObservation& view(const std::unique_ptr<kr::Observation>& o) {
  return dynamic_cast<const kr::dk::DoppelkopfObservation&>(*o);
}

using Strings = std::vector<std::string>;

// Seat 0: both ♣Q and plenty of trumps. Seat 1: two trumps only.
Hands marriageAndPoverty() {
  return complete({"CQ CQ HT HT SQ SQ HQ DQ CJ SJ HJ DJ", "CA CA CT CT CK SA SA ST ST SK HQ D9", "", ""});
}

}  // namespace

TEST_CASE("DK-2 the two players dealt a club queen are Re and know it", "[doppelkopf][DK-2]") {
  auto state = deal(options(), complete({"CQ", "", "CQ", ""}));
  CHECK(state->phase() == "reservation");
  CHECK(state->toMove() == 0);  // from the dealer's left (DK-5)
  act(*state, "healthy healthy healthy healthy");
  CHECK(state->phase() == "play");
  CHECK(state->toMove() == 0);
  for (int s = 0; s < 4; ++s) CHECK(view(state->observe(s)).ownParty == (s % 2 == 0 ? 0 : 1));
  CHECK(legal(*state, 2, "announce:re"));
  CHECK(legal(*state, 3, "announce:kontra"));
  CHECK(why(*state, 1, "announce:re") == "wrong-party");
  playOut(*state);
  const auto r = state->result();
  CHECK(r.figure("solo") == 0);
  CHECK(r.seatScores[0] == r.seatScores[2]);
  CHECK(r.seatScores[1] == -r.seatScores[0]);
}

TEST_CASE("DK-2 both club queens and healthy: a silent solo, scored as a solo, not told", "[doppelkopf][DK-2][DK-10]") {
  auto state = deal(options(), complete({"CQ CQ", "", "", ""}));
  act(*state, "healthy healthy healthy healthy");
  const auto seen = view(state->observe(1));
  CHECK(seen.contract == 0);   // a normal game in public
  CHECK(seen.declarer == -1);
  CHECK(seen.ownParty == 1);   // no club queen: Kontra
  CHECK(view(state->observe(0)).ownParty == 0);
  playOut(*state);
  const auto r = state->result();
  CHECK(r.figure("solo") == 1);
  CHECK(r.figure("silent-solo") == 1);
  CHECK(r.figure("re-extra-points") == 0);
  CHECK(r.figure("kontra-extra-points") == 0);
  const int f = r.figure("re-figure");
  CHECK(f != 0);
  CHECK(r.seatScores == std::vector<int>{3 * f, -f, -f, -f});
  CHECK(item(r, "against-the-old", 1) == 0);  // never against a soloist
}

TEST_CASE("DK-5 a single reservation names its game at once", "[doppelkopf][DK-5]") {
  auto state = deal(options(), marriageAndPoverty());
  act(*state, "reservation healthy healthy healthy");
  CHECK(state->phase() == "declaration");
  CHECK(legalTexts(*state, 0) == Strings{"solo:diamonds", "solo:clubs", "solo:spades", "solo:hearts", "solo:queen",
                                          "solo:jack", "solo:fleshless", "marriage"});
  auto poor = deal(options(), marriageAndPoverty());
  act(*poor, "healthy reservation healthy healthy");
  CHECK(legalTexts(*poor, 1) == Strings{"solo:diamonds", "solo:clubs", "solo:spades", "solo:hearts", "solo:queen",
                                         "solo:jack", "solo:fleshless", "poverty"});
  CHECK(why(*poor, 1, "marriage") == "needs-both-club-queens");
  CHECK(why(*poor, 1, "pass") == "must-declare");
}

TEST_CASE("DK-5 with several reservations the first solo from dealer's left wins", "[doppelkopf][DK-5]") {
  auto state = deal(options(), complete({"", "", "", ""}));
  act(*state, "healthy reservation reservation reservation");
  // Asked for solos from the dealer's left: seat 1 first.
  CHECK(state->toMove() == 1);
  act(*state, "solo:jack");
  CHECK(state->phase() == "play");
  CHECK(state->result().figure("declarer") == 1);
  CHECK(state->toMove() == 0);  // a voluntary solo: the dealer's left leads
}

TEST_CASE("DK-5 solo beats poverty beats marriage", "[doppelkopf][DK-5][DK-4][DK-3]") {
  SECTION("a later solo beats an earlier marriage") {
    auto state = deal(options(), marriageAndPoverty());
    act(*state, "reservation healthy reservation healthy");
    CHECK(legalTexts(*state, 0).back() == "pass");  // the marriage player may let solos pass
    act(*state, "0:pass 2:solo:queen");
    CHECK(state->phase() == "play");
    CHECK(state->result().figure("declarer") == 2);
  }
  SECTION("poverty beats marriage") {
    auto state = deal(options(), marriageAndPoverty());
    act(*state, "reservation reservation healthy healthy");
    act(*state, "0:pass 1:pass");
    // Poverty round: the marriage player is asked first and passes.
    CHECK(legalTexts(*state, 0) == Strings{"pass"});
    act(*state, "0:pass");
    CHECK(legalTexts(*state, 1) == Strings{"poverty"});
    act(*state, "1:poverty");
    CHECK(state->phase() == "poverty-give");
  }
  SECTION("marriage comes last") {
    auto state = deal(options({{"poverty", "false"}}), marriageAndPoverty());
    act(*state, "reservation reservation healthy healthy");
    act(*state, "0:pass");
    CHECK(why(*state, 1, "pass") == "must-declare");  // no poverty without the option
    act(*state, "1:solo:fleshless");
    CHECK(state->result().figure("declarer") == 1);
    auto marriage = deal(options(), marriageAndPoverty());
    act(*marriage, "reservation healthy healthy healthy 0:marriage");
    CHECK(marriage->phase() == "play");
  }
}

TEST_CASE("DK-4 DK-11 option poverty off: no poverty offered", "[doppelkopf][DK-4][DK-11]") {
  auto state = deal(options({{"poverty", "false"}}), marriageAndPoverty());
  act(*state, "healthy reservation healthy healthy");
  CHECK(why(*state, 1, "poverty") == "option-off");
}

TEST_CASE("DK-11 DK-12 options suit solos and fleshless solo off", "[doppelkopf][DK-11][DK-12]") {
  auto state = deal(options({{"suit-solos", "false"}, {"fleshless-solo", "false"}}), complete({"", "", "", ""}));
  act(*state, "reservation healthy healthy healthy");
  CHECK(legalTexts(*state, 0) == Strings{"solo:queen", "solo:jack", "marriage"});
  CHECK(why(*state, 0, "solo:diamonds") == "option-off");
  CHECK(why(*state, 0, "solo:hearts") == "option-off");
  CHECK(why(*state, 0, "solo:fleshless") == "option-off");
}

TEST_CASE("DK-5 DK-11 compulsory solo: beats a voluntary one and its soloist leads", "[doppelkopf][DK-5][DK-11]") {
  const auto o = options({{"compulsory-solo", "true"}});
  // Seat 2 still owes its compulsory solo, seat 0 does not.
  auto state = deal(o, complete({"", "", "", ""}), 3, {{"owed-solos", 0b0100}});
  act(*state, "reservation healthy reservation healthy");
  CHECK(state->toMove() == 2);  // asked before seat 0
  act(*state, "2:solo:spades");
  CHECK(state->toMove() == 2);  // the compulsory soloist leads
  playOut(*state);
  CHECK(state->result().figure("compulsory-solo") == 1);
  // A solo by a seat that owes nothing is voluntary; the dealer's left leads.
  auto lust = deal(o, complete({"", "", "", ""}), 3, {{"owed-solos", 0b0100}});
  act(*lust, "reservation healthy healthy healthy 0:solo:spades");
  CHECK(lust->toMove() == 0);
  playOut(*lust);
  CHECK(lust->result().figure("compulsory-solo") == 0);
  auto late = deal(o, complete({"", "", "", ""}), 0, {{"owed-solos", 0b0001}});
  act(*late, "healthy healthy healthy reservation 0:solo:queen");
  CHECK(late->toMove() == 0);  // leads although the dealer's left is seat 1
  // Without the option, nobody owes anything.
  auto off = deal(options(), complete({"", "", "", ""}), 0, {{"owed-solos", 0b0001}});
  act(*off, "healthy healthy healthy reservation 0:solo:queen");
  CHECK(off->toMove() == 1);
}
