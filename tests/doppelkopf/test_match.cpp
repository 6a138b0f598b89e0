// Sessions: dealer rotation, five players (DK-10), void deals (DK-4),
// compulsory solos (DK-5) and Bock deals (DK-11).
#include <catch2/catch.hpp>

#include "games/doppelkopf/match.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

kr::dk::DoppelkopfMatch& dkMatch(const std::unique_ptr<kr::Match>& m) {
  return dynamic_cast<kr::dk::DoppelkopfMatch&>(*m);
}

// Starts the next deal (explicit hands if given), bids, plays it out with
// the lowest legal cards and books it.
void playDeal(kr::Match& match, std::string_view bids, const Hands* hands = nullptr) {
  if (hands) {
    std::vector<std::vector<kr::Card>> cs;
    for (const auto& h : *hands) cs.push_back(cards(h));
    REQUIRE_FALSE(match.startDeal(&cs));
  } else {
    REQUIRE_FALSE(match.startDeal());
  }
  act(*match.current(), bids);
  if (!match.current()->isTerminal()) playOut(*match.current());
  REQUIRE_FALSE(match.concludeDeal());
}

int sum(const std::vector<int>& v) {
  int s = 0;
  for (int x : v) s += x;
  return s;
}

constexpr std::string_view kHealthy = "healthy healthy healthy healthy";

}  // namespace

TEST_CASE("DK-10 option five players: the dealer sits out and writes 0", "[doppelkopf][DK-10][DK-11]") {
  const auto o = options({{"players", "5"}, {"deals", "5"}});
  CHECK(game().playerCount(o) == 5);
  auto match = game().newMatch(o, 7);
  for (int d = 0; d < 5; ++d) {
    REQUIRE_FALSE(match->startDeal());
    const int dealer = match->dealer();
    CHECK(dealer == d);
    std::vector<int> seats;
    for (int i = 1; i <= 4; ++i) seats.push_back((dealer + i) % 5);
    CHECK(match->seatsToPlayers() == seats);
    CHECK(match->current()->toMove() == 0);  // the real dealer's left bids first
    act(*match->current(), kHealthy);
    CHECK(match->current()->toMove() == 0);  // and leads
    playOut(*match->current());
    REQUIRE_FALSE(match->concludeDeal());
    const auto& row = match->sheet().back();
    CHECK(row.deltas[static_cast<std::size_t>(dealer)] == 0);
    CHECK(sum(row.deltas) == 0);
  }
  CHECK(match->finished());
}

TEST_CASE("DK-11 option number of deals: the session ends after them", "[doppelkopf][DK-11]") {
  auto match = game().newMatch(options({{"deals", "3"}}), 1);
  CHECK(game().defaultOptions().get("deals") == 24);
  for (int d = 0; d < 3; ++d) {
    CHECK_FALSE(match->finished());
    CHECK(match->dealer() == d % 4);
    playDeal(*match, kHealthy);
  }
  CHECK(match->finished());
  CHECK(match->startDeal()->code == "match-over");
  CHECK(sum(match->totals()) == 0);
}

TEST_CASE("DK-4 a poverty nobody takes: the next dealer deals, the deal does not count", "[doppelkopf][DK-4]") {
  auto match = game().newMatch(options({{"deals", "2"}}), 3);
  const Hands hands = complete({"", "CA CA CT CT CK SA SA ST ST SK HQ D9", "", ""});
  playDeal(*match, kHealthy);
  CHECK(dkMatch(match).countedDeals() == 1);
  CHECK(match->dealer() == 1);
  // Dealer 1: seat 2 bids first.
  playDeal(*match, "healthy healthy healthy reservation 1:poverty 1:give:HQ 1:give:D9 1:give:SA 2:decline 3:decline 0:decline",
           &hands);
  CHECK(match->sheet().back().result.outcome == "void");
  CHECK(dkMatch(match).countedDeals() == 1);
  CHECK(match->dealer() == 2);
  CHECK_FALSE(match->finished());
}

TEST_CASE("DK-5 DK-11 compulsory solo: the dealer deals again; owed solos close the session", "[doppelkopf][DK-5][DK-11]") {
  auto match = game().newMatch(options({{"compulsory-solo", "true"}, {"deals", "2"}}), 5);
  CHECK(dkMatch(match).owedSolos() == 0b1111);
  // Dealer 0; player 2 reserves and plays its compulsory solo.
  playDeal(*match, "healthy reservation healthy healthy 2:solo:queen");
  CHECK(match->sheet().back().result.figure("compulsory-solo") == 1);
  CHECK(dkMatch(match).owedSolos() == 0b1011);
  CHECK(dkMatch(match).countedDeals() == 0);
  CHECK(match->dealer() == 0);  // the same dealer deals again
  playDeal(*match, kHealthy);
  playDeal(*match, kHealthy);
  CHECK(dkMatch(match).countedDeals() == 2);
  // Three players still owe theirs: each plays it now, leading from the dealer's left.
  for (int expected : {3, 0, 1}) {
    CHECK_FALSE(match->finished());
    REQUIRE_FALSE(match->startDeal());
    kr::GameState& state = *match->current();  // four players: seat = player
    CHECK(state.phase() == "declaration");
    CHECK(state.toMove() == expected);
    CHECK(match->dealer() == (expected + 3) % 4);
    CHECK(why(state, expected, "pass") == "must-declare");
    act(state, std::to_string(expected) + ":solo:jack");
    CHECK(state.toMove() == expected);
    playOut(state);
    REQUIRE_FALSE(match->concludeDeal());
  }
  CHECK(dkMatch(match).owedSolos() == 0);
  CHECK(match->finished());
  CHECK(sum(match->totals()) == 0);
}

TEST_CASE("DK-11 option Bock: triggers queue double deals", "[doppelkopf][DK-11]") {
  const Rows tie = {
      "DJ SQ D9 HT", "CT CT CK C9", "C9 DT CA CK", "DK DA DJ SJ", "CJ DQ DT D9", "HK HA H9 HA",
      "SA S9 ST SK", "SJ HJ DA HJ", "HQ HT DK DQ", "CQ ST CA SK", "HQ HK CQ CJ", "SQ SA H9 S9",
  };
  const Hands hands = handsFromRows(tie);
  auto match = game().newMatch(options({{"bock", "true"}, {"deals", "12"}}), 9);
  // Three ordinary deals first: then player 3 deals and seat 0 leads, as the rows need.
  for (int d = 0; d < 3; ++d) playDeal(*match, kHealthy);
  const int before = dkMatch(match).bockDealsLeft();
  CHECK(before == 0);
  std::vector<std::vector<kr::Card>> cs;
  for (const auto& h : hands) cs.push_back(cards(h));
  REQUIRE_FALSE(match->startDeal(&cs));
  act(*match->current(), kHealthy);
  act(*match->current(), "0:announce:re 1:announce:kontra");
  playRows(*match->current(), tie);
  REQUIRE_FALSE(match->concludeDeal());
  // 120:120 and both Re and Kontra said: two triggers, four deals each.
  CHECK(match->sheet().back().multiplier == 1);
  CHECK(dkMatch(match).bockDealsLeft() == 8);
  playDeal(*match, kHealthy);
  const auto& row = match->sheet().back();
  CHECK(row.multiplier == 2);
  for (std::size_t p = 0; p < 4; ++p) CHECK(row.deltas[p] == 2 * row.result.seatScores[p]);
  CHECK(dkMatch(match).bockDealsLeft() >= 7);  // 7, or more if this deal triggered again
}

TEST_CASE("DK-21 each Bock trigger is an option", "[doppelkopf][DK-21]") {
  // 120:120 with Re and Kontra said (Kontra wins: Re lost after announcing),
  // and trick 6 holds four plain hearts.
  const Rows tie = {
      "DJ SQ D9 HT", "CT CT CK C9", "C9 DT CA CK", "DK DA DJ SJ", "CJ DQ DT D9", "HK HA H9 HA",
      "SA S9 ST SK", "SJ HJ DA HJ", "HQ HT DK DQ", "CQ ST CA SK", "HQ HK CQ CJ", "SQ SA H9 S9",
  };
  const auto bockAfter = [&](std::initializer_list<std::pair<std::string_view, std::string_view>> set) {
    auto o = options({{"bock", "true"}, {"deals", "12"}});
    for (const auto& [id, value] : set) REQUIRE_FALSE(o.setText(id, value));
    auto match = game().newMatch(o, 9);
    // Three ordinary deals first: then player 3 deals and seat 0 leads, as the rows need.
    for (int d = 0; d < 3; ++d) playDeal(*match, kHealthy);
    const int before = dkMatch(match).bockDealsLeft();
    std::vector<std::vector<kr::Card>> cs;
    for (const auto& h : handsFromRows(tie)) cs.push_back(cards(h));
    REQUIRE_FALSE(match->startDeal(&cs));
    act(*match->current(), kHealthy);
    act(*match->current(), "0:announce:re 1:announce:kontra");
    playRows(*match->current(), tie);
    REQUIRE_FALSE(match->concludeDeal());
    // The deal itself uses up one Bock deal if the first three queued some.
    return dkMatch(match).bockDealsLeft() - (before > 0 ? before - 1 : 0);
  };
  CHECK(bockAfter({}) == 8);  // 120:120 and Re/Kontra said, four deals each
  CHECK(bockAfter({{"bock-120", "false"}}) == 4);
  CHECK(bockAfter({{"bock-re-kontra", "false"}}) == 4);
  CHECK(bockAfter({{"bock-120", "false"}, {"bock-re-kontra", "false"}}) == 0);
  CHECK(bockAfter({{"bock-lost-announcement", "true"}}) == 12);
  CHECK(bockAfter({{"bock-heart-trick", "true"}}) == 12);
}
