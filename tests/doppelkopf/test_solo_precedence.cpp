// Several solo claims (ruling DK-16: first, last, by type, bidding up) and
// the game choices of DK-18 that decide parties and the order of the lower
// games (kings decide, poverty below marriage).
#include <catch2/catch.hpp>

#include "games/doppelkopf/match.hpp"
#include "games/doppelkopf/observation.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

const kr::dk::DoppelkopfObservation& view(const std::unique_ptr<kr::Observation>& o) {
  return dynamic_cast<const kr::dk::DoppelkopfObservation&>(*o);
}

using Strings = std::vector<std::string>;

// Seats 1, 2 and 3 reserve; none of them holds a lower game.
std::unique_ptr<kr::GameState> threeClaimants(std::string_view precedence) {
  auto state = deal(options({{"solo-precedence", precedence}}), complete({"", "", "", ""}));
  act(*state, "healthy reservation reservation reservation");
  return state;
}

// The solos a seat may claim now, without the prefix.
Strings solosOf(const kr::GameState& state, int seat) {
  Strings out;
  for (const auto& a : legalTexts(state, seat))
    if (a.rfind("solo:", 0) == 0) out.push_back(a.substr(5));
  return out;
}

}  // namespace

TEST_CASE("DK-16 solo precedence first (default): the first claim from the dealer's left plays", "[doppelkopf][DK-16]") {
  auto state = threeClaimants("first");
  act(*state, "1:solo:clubs");
  CHECK(state->phase() == "play");
  CHECK(state->result().figure("declarer") == 1);
}

TEST_CASE("DK-16 solo precedence last: every claimant is asked, the last claim plays", "[doppelkopf][DK-16]") {
  auto state = threeClaimants("last");
  act(*state, "1:solo:queen");
  CHECK(state->phase() == "declaration");
  CHECK(view(state->observe(0)).pendingSolo == 1);
  // A later claimant may name any solo, or let the claim stand.
  CHECK(solosOf(*state, 2).size() == 7);
  CHECK(legal(*state, 2, "pass"));
  act(*state, "2:solo:diamonds 3:pass");
  CHECK(state->phase() == "play");
  CHECK(state->result().figure("declarer") == 2);
  CHECK(view(state->observe(0)).contract == static_cast<int>(kr::dk::Contract::DiamondSolo));
  CHECK(state->toMove() == 0);  // the dealer's left leads as usual
  CHECK(state->checkInvariants().value_or("") == "");
}

TEST_CASE("DK-16 by type: each later claim must be a higher type; the soloist leads and the dealer stays",
          "[doppelkopf][DK-16]") {
  auto state = threeClaimants("by-type");
  act(*state, "1:solo:spades");
  // Above spades: clubs, then king (off), queen-jack (off), queen, jack, fleshless.
  CHECK(solosOf(*state, 2) == Strings{"clubs", "queen", "jack", "fleshless"});
  CHECK(why(*state, 2, "solo:hearts") == "solo-type-not-higher");
  act(*state, "2:solo:queen");
  CHECK(solosOf(*state, 3) == Strings{"jack", "fleshless"});
  act(*state, "3:solo:jack");
  CHECK(state->phase() == "play");
  const auto r = state->result();
  CHECK(r.figure("declarer") == 3);
  CHECK(r.figure("dealer-stays") == 1);
  CHECK(state->toMove() == 3);  // the soloist leads
  playOut(*state);
  CHECK(state->checkInvariants().value_or("") == "");
}

TEST_CASE("DK-16 by type: a session keeps its dealer after such a solo, and the deal counts", "[doppelkopf][DK-16]") {
  auto match = game().newMatch(options({{"solo-precedence", "by-type"}, {"deals", "3"}}), 5);
  auto& m = dynamic_cast<kr::dk::DoppelkopfMatch&>(*match);
  REQUIRE_FALSE(m.startDeal());
  CHECK(m.dealer() == 0);
  act(*m.current(), "reservation healthy healthy healthy 1:solo:queen");
  playOut(*m.current());
  REQUIRE_FALSE(m.concludeDeal());
  CHECK(m.dealer() == 0);
  CHECK(m.countedDeals() == 1);
}

TEST_CASE("DK-16 bidding up: the later claimant takes the solo with no 90, the holder takes it back, and so on",
          "[doppelkopf][DK-16]") {
  auto state = deal(options({{"solo-precedence", "bidding-up"}}), complete({"", "", "", ""}));
  act(*state, "healthy reservation reservation healthy");
  act(*state, "1:solo:queen");
  CHECK(state->phase() == "declaration");
  // Seat 2's claim says no 90; seat 1 holds by saying no 90 too, or gives up.
  act(*state, "2:solo:jack");
  CHECK(state->toMove() == 1);
  CHECK(legalTexts(*state, 1) == Strings{"pass", "duel:no-90"});
  CHECK(why(*state, 1, "duel:no-60") == "duel-next-level-or-pass");
  act(*state, "1:duel:no-90");
  CHECK(legalTexts(*state, 2) == Strings{"pass", "duel:no-60"});
  act(*state, "2:duel:no-60 1:pass");
  // Seat 2 plays its jack solo with Re, no 90 and no 60 said.
  CHECK(state->phase() == "play");
  const auto seen = view(state->observe(0));
  CHECK(seen.declarer == 2);
  CHECK(seen.contract == static_cast<int>(kr::dk::Contract::JackSolo));
  CHECK(seen.level[0] == 3);
  CHECK(seen.level[1] == 0);
  CHECK(state->toMove() == 0);
  CHECK(state->checkInvariants().value_or("") == "");
  playOut(*state);  // the lowest cards: the soloist misses its no 60
  const auto r = state->result();
  CHECK(r.figure("re-level") == 3);
  CHECK(state->checkInvariants().value_or("") == "");
}

TEST_CASE("DK-16 bidding up: whoever matches schwarz keeps the solo; nobody can claim over it", "[doppelkopf][DK-16]") {
  auto state = threeClaimants("bidding-up");
  act(*state, "1:solo:queen 2:solo:jack 1:duel:no-90 2:duel:no-60 1:duel:no-60 2:duel:no-30 1:duel:no-30");
  act(*state, "2:duel:schwarz 1:duel:schwarz");
  // The duel is over at schwarz; seat 3 may only let the claim stand.
  CHECK(state->phase() == "declaration");
  CHECK(legalTexts(*state, 3) == Strings{"pass"});
  CHECK(why(*state, 3, "solo:fleshless") == "solo-cannot-be-outbid");
  act(*state, "3:pass");
  const auto seen = view(state->observe(3));
  CHECK(seen.declarer == 1);
  CHECK(seen.contract == static_cast<int>(kr::dk::Contract::QueenSolo));
  CHECK(seen.level[0] == 5);
  CHECK(state->checkInvariants().value_or("") == "");
}

TEST_CASE("DK-16 bidding up: a third claimant duels with the holder from the level reached", "[doppelkopf][DK-16]") {
  auto state = threeClaimants("bidding-up");
  act(*state, "1:solo:queen 2:solo:jack 1:pass");
  // Seat 2 now holds at no 90; seat 3's claim says no 60.
  act(*state, "3:solo:fleshless");
  CHECK(legalTexts(*state, 2) == Strings{"pass", "duel:no-60"});
  act(*state, "2:pass");
  CHECK(view(state->observe(0)).declarer == 3);
  CHECK(view(state->observe(0)).level[0] == 3);
}

TEST_CASE("DK-18 kings decide: the club kings make Re, both of them a silent solo or a marriage", "[doppelkopf][DK-18]") {
  const auto kings = options({{"kings-decide", "true"}});
  SECTION("one club king each") {
    auto state = deal(kings, complete({"CK CQ", "CQ", "CK", ""}));
    act(*state, "healthy healthy healthy healthy");
    CHECK(view(state->observe(0)).ownParty == 0);
    CHECK(view(state->observe(1)).ownParty == 1);  // a club queen no longer makes Re
    CHECK(view(state->observe(2)).ownParty == 0);
    CHECK(legal(*state, 2, "announce:re"));
    playOut(*state);
    CHECK(state->checkInvariants().value_or("") == "");
  }
  SECTION("both club kings: a marriage may be declared, both club queens are nothing special") {
    auto state = deal(kings, complete({"CK CK", "CQ CQ", "", ""}));
    act(*state, "reservation reservation healthy healthy");
    CHECK(legalTexts(*state, 0).back() == "pass");      // the holder of both ♣K may wait for marriage
    CHECK(why(*state, 1, "marriage") == "not-your-turn");
    act(*state, "0:pass");
    CHECK(why(*state, 1, "marriage") == "needs-both-club-kings");
  }
  SECTION("both club kings and healthy: a silent solo") {
    auto state = deal(kings, complete({"CK CK", "", "", ""}));
    act(*state, "healthy healthy healthy healthy");
    playOut(*state);
    CHECK(state->result().figure("silent-solo") == 1);
  }
}

TEST_CASE("DK-18 poverty below marriage: the marriage round comes first", "[doppelkopf][DK-18][DK-4][DK-3]") {
  // Seat 0: both ♣Q. Seat 1: two trumps only.
  const Hands hands = complete({"CQ CQ HT HT SQ SQ HQ DQ CJ SJ HJ DJ", "CA CA CT CT CK SA SA ST ST SK HQ D9", "", ""});
  SECTION("without the option poverty wins") {
    auto state = deal(options(), hands);
    act(*state, "reservation reservation healthy healthy 0:pass 1:pass 0:pass 1:poverty");
    CHECK(state->phase() == "poverty-give");
  }
  SECTION("with it the marriage is declared before the poverty is asked") {
    auto state = deal(options({{"poverty-below-marriage", "true"}}), hands);
    act(*state, "reservation reservation healthy healthy 0:pass 1:pass");
    CHECK(legalTexts(*state, 0) == Strings{"marriage"});
    act(*state, "0:marriage");
    CHECK(state->phase() == "play");
    CHECK(view(state->observe(2)).contract == static_cast<int>(kr::dk::Contract::Marriage));
  }
  SECTION("every reservation is asked about marriage, so being asked shows nothing; the poor one passes") {
    // Dealer 0: seat 1 (poverty) is asked before seat 0 (marriage).
    auto state = deal(options({{"poverty-below-marriage", "true"}}), hands, 0);
    act(*state, "1:reservation 2:healthy 3:healthy 0:reservation 1:pass 0:pass");
    CHECK(state->toMove() == 1);
    CHECK(legalTexts(*state, 1) == Strings{"pass"});
    act(*state, "1:pass");
    CHECK(legalTexts(*state, 0) == Strings{"marriage"});
    act(*state, "0:marriage");
    CHECK(state->phase() == "play");
  }
  SECTION("a poor player with both club queens may pass the marriage round for its poverty") {
    auto state = deal(options({{"poverty-below-marriage", "true"}}),
                      complete({"CQ CQ CA CA CT CT CK CK SA SA ST ST", "HA HA HK HK H9 H9 SK SK S9 S9 DA D9", "", ""}));
    act(*state, "reservation reservation healthy healthy 0:pass 1:pass");
    CHECK(legalTexts(*state, 0) == Strings{"marriage", "pass"});
    act(*state, "0:pass 1:pass");
    CHECK(legalTexts(*state, 0) == Strings{"poverty"});
    act(*state, "0:poverty");
    CHECK(state->phase() == "poverty-give");
  }
}

TEST_CASE("DK-16 with DK-15: the misères take their places among the types, and stay out of a bidding-up duel",
          "[doppelkopf][DK-16][DK-15]") {
  SECTION("by type: the misère ranks above clubs and below the king solo, misère ouvert above everything") {
    auto state = deal(options({{"solo-precedence", "by-type"}, {"misere", "true"}, {"misere-ouvert", "true"},
                               {"king-solo", "true"}}),
                      complete({"", "", "", ""}));
    act(*state, "healthy reservation reservation reservation 1:solo:clubs");
    CHECK(legal(*state, 2, "solo:misere"));
    act(*state, "2:solo:misere");
    CHECK(why(*state, 3, "solo:clubs") == "solo-type-not-higher");
    CHECK(solosOf(*state, 3) == Strings{"queen", "jack", "king", "fleshless", "misere-ouvert"});
    act(*state, "3:solo:misere-ouvert");
    CHECK(view(state->observe(0)).contract == static_cast<int>(kr::dk::Contract::MisereOuvertSolo));
    CHECK(state->toMove() == 3);
  }
  SECTION("bidding up: a misère cannot be named over a standing solo, and its holder can only give way") {
    const auto both = options({{"solo-precedence", "bidding-up"}, {"misere", "true"}});
    auto state = deal(both, complete({"", "", "", ""}));
    act(*state, "healthy reservation reservation reservation 1:solo:queen");
    CHECK(why(*state, 2, "solo:misere") == "solo-cannot-be-outbid");
    auto misere = deal(both, complete({"", "", "", ""}));
    act(*misere, "healthy reservation reservation healthy 1:solo:misere 2:solo:jack");
    CHECK(legalTexts(*misere, 1) == Strings{"pass"});
    act(*misere, "1:pass");
    CHECK(view(misere->observe(0)).declarer == 2);
    CHECK(view(misere->observe(0)).level[0] == 2);
    CHECK(misere->checkInvariants().value_or("") == "");
  }
}
