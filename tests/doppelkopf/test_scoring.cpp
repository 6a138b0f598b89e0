// Winner, game value, extra points and the score sheet: rulings DK-7 to
// DK-10, and the scoring options of DK-11 (Re/Kontra doubling, solo doubled).
// Re are seats 0 and 2 (one ♣Q each) unless said otherwise.
#include <catch2/catch.hpp>

#include "support.hpp"

using namespace dktest;

namespace {

constexpr int kRe = 0, kKontra = 1;

kr::DealResult play(const Rows& rows, std::string_view bids, std::string_view announcements,
                    const kr::Options& o = options()) {
  return scoreRows(rows, bids, announcements, o);
}

constexpr std::string_view kHealthy = "healthy healthy healthy healthy";

const Rows kTie = {
    "DJ SQ D9 HT", "CT CT CK C9", "C9 DT CA CK", "DK DA DJ SJ", "CJ DQ DT D9", "HK HA H9 HA",
    "SA S9 ST SK", "SJ HJ DA HJ", "HQ HT DK DQ", "CQ ST CA SK", "HQ HK CQ CJ", "SQ SA H9 S9",
};
const Rows kExample1 = {
    "ST SK SK ST", "CQ DK HQ HT", "HT DQ CJ HJ", "HJ D9 SQ CJ", "DK DT DA DT", "HA H9 H9 HA",
    "S9 DA CT SA", "C9 CA CK CA", "DJ DJ HQ CT", "HK DQ CK C9", "SQ SJ SJ S9", "SA D9 CQ HK",
};
const Rows kExample2 = {
    "SA DQ SA ST", "D9 SJ CQ HJ", "HJ DA D9 CJ", "CQ HQ HQ DT", "SK DA ST DJ", "CT HK CT CK",
    "DK DK DT HT", "HK CJ S9 HT", "S9 DJ C9 SJ", "SK HA HA H9", "CA SQ CK DQ", "CA SQ C9 H9",
};

}  // namespace

TEST_CASE("DK-7 120:120 goes to Kontra, to Re when only Kontra was announced", "[doppelkopf][DK-7][DK-8]") {
  SECTION("no announcements") {
    const auto r = play(kTie, kHealthy, "");
    CHECK(r.figure("re-card-points") == 120);
    CHECK(r.outcome == "kontra-won");
    CHECK(item(r, "won", kKontra) == 1);
    CHECK(item(r, "against-the-old", kKontra) == 1);
    CHECK(r.seatScores == std::vector<int>{-2, 2, -2, 2});
  }
  SECTION("Kontra announced, Re not") {
    const auto r = play(kTie, kHealthy, "1:announce:kontra");
    CHECK(r.outcome == "re-won");
    CHECK(item(r, "won", kRe) == 1);
    CHECK(item(r, "kontra-said", kRe) == 2);
    CHECK(r.seatScores == std::vector<int>{3, -3, 3, -3});
  }
  SECTION("both announced") {
    const auto r = play(kTie, kHealthy, "0:announce:re 1:announce:kontra");
    CHECK(r.outcome == "kontra-won");
    CHECK(r.figure("re-figure") == -6);
  }
}

TEST_CASE("DK-7 a party whose demand fails loses, whatever its card points", "[doppelkopf][DK-7][DK-8]") {
  const auto r = play(kExample1, kHealthy, "0:announce:re 0:announce:no-90");
  CHECK(r.figure("re-card-points") == 129);
  CHECK(r.outcome == "kontra-won");
  // won 1 + against the old 1 + Re 2 + no 90 said 1
  CHECK(r.figure("game-value") == 5);
  CHECK(r.seatScores == std::vector<int>{-5, 5, -5, 5});
}

TEST_CASE("DK-9 fox: capturing an opponent's diamond ace", "[doppelkopf][DK-9]") {
  const Rows rows = {
      "ST S9 SA S9", "SQ SQ DJ HJ", "C9 CA CA CK", "DK D9 SJ HT", "DJ CJ HQ DQ", "HA HA HK H9",
      "DK HT DA DA", "DT HJ CJ CK", "CQ D9 C9 CT", "HQ DT CQ SK", "SK DQ ST H9", "SA SJ HK CT",
  };
  const auto r = play(rows, kHealthy, "");
  CHECK(r.figure("re-card-points") == 118);
  CHECK(item(r, "fox", kKontra) == 1);  // trick 7: seat 1 takes seat 2's ♦A (its partner's ♦A is no fox)
  CHECK(r.figure("kontra-extra-points") == 1);
  CHECK(r.figure("re-figure") == -3);   // won 1 + against the old 1 + fox 1
}

TEST_CASE("DK-9 Karlchen: the last trick won with the club jack", "[doppelkopf][DK-9]") {
  const Rows rows = {
      "HT SJ CQ DK", "C9 CT CA CK", "DA HJ HJ DK", "SJ DT D9 SQ", "DQ DJ D9 DQ", "SA S9 ST SK",
      "CK HK C9 CT", "SQ DT DA HQ", "CA DJ H9 HQ", "S9 SK CJ SA", "CQ HK HT ST", "H9 HA CJ HA",
  };
  const auto r = play(rows, kHealthy, "");
  CHECK(r.figure("re-card-points") == 183);
  CHECK(item(r, "karlchen", kRe) == 1);
  CHECK(r.figure("re-figure") == 4);  // won 1 + below 90 1 + below 60 1 + Karlchen 1
}

TEST_CASE("DK-9 Karlchen captured: an opponent's club jack taken in the last trick", "[doppelkopf][DK-9]") {
  const auto r = play(kKarlchenCapturedRows, kHealthy, "");
  CHECK(r.figure("re-card-points") == 97);
  CHECK(item(r, "karlchen-captured", kKontra) == 1);  // seat 1 takes seat 2's ♣J; seat 1's own ♣J wins nothing
  CHECK(item(r, "karlchen", kKontra) == 0);
  CHECK(r.figure("re-figure") == -3);  // won 1 + against the old 1 + Karlchen captured 1
}

TEST_CASE("DK-9 Doppelkopf: a trick of 40 points or more", "[doppelkopf][DK-9]") {
  const auto r = play(kDoppelkopfTrickRows, kHealthy, "");
  CHECK(r.figure("re-card-points") == 227);
  CHECK(item(r, "doppelkopf", kRe) == 1);
  CHECK(r.figure("re-figure") == 5);  // won 1 + below 90, 60, 30 3 + Doppelkopf 1
}

TEST_CASE("DK-9 DK-10 a fox captured in a solo counts nothing; the soloist scores three times",
          "[doppelkopf][DK-9][DK-10][DK-12]") {
  const Rows rows = {
      "DA D9 HJ DK", "CA CT CA S9", "C9 CK CK HT", "H9 DJ HA H9", "HJ HQ HT SQ", "CQ DT CJ D9",
      "SQ CQ HQ DQ", "ST ST SA SA", "SJ DT DJ HK", "SJ DK DA HK", "DQ SK CJ HA", "C9 SK CT S9",
  };
  const auto r = play(rows, "reservation healthy healthy healthy 0:solo:diamonds", "");
  CHECK(r.figure("re-card-points") == 74);
  CHECK(r.outcome == "kontra-won");
  CHECK(item(r, "fox", kKontra) == 0);
  CHECK(item(r, "doppelkopf", kKontra) == 0);
  CHECK(item(r, "against-the-old", kKontra) == 0);
  CHECK(r.figure("re-figure") == -2);  // won 1 + below 90 1
  CHECK(r.seatScores == std::vector<int>{-6, 2, 2, 2});
}

TEST_CASE("DK-9 DK-11 no fox once Schweinchen is declared", "[doppelkopf][DK-9][DK-11]") {
  const auto o = options({{"schweinchen", "true"}, {"hyperschweinchen", "true"}});
  // Re: seats 0 and 2; seat 3 (Kontra) has the pigs, seat 2 the Hyperschweinchen.
  auto state = deal(o, complete({"CQ", "HT HQ", "D9 D9 DK CQ", "DA DA DQ"}));
  act(*state, kHealthy);
  act(*state, "0:CQ 1:HT 2:DK 3:schweinchen 3:DA 0:CJ 1:HQ 2:hyperschweinchen");
  CHECK(state->toMove() == 2);  // Re took a Kontra ♦A
  playOut(*state);
  const auto r = state->result();
  CHECK(item(r, "fox", kRe) == 0);
  CHECK(item(r, "fox", kKontra) == 0);
}

TEST_CASE("DK-10 the score sheet sums to zero; two against two write the same figure", "[doppelkopf][DK-10]") {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    kr::DealSetup setup;
    setup.seed = seed;
    setup.dealer = static_cast<int>(seed % 4);
    auto state = std::move(game().newDeal(options(), setup).value());
    act(*state, kHealthy);
    playOut(*state);
    const auto r = state->result();
    int sum = 0;
    for (int v : r.seatScores) sum += v;
    CHECK(sum == 0);
    const int f = r.figure("re-figure");
    const bool solo = r.figure("solo") == 1;
    int reSeats = 0;
    for (int v : r.seatScores) reSeats += (f != 0 && v * f > 0) ? 1 : 0;
    if (f != 0) CHECK(reSeats == (solo ? 1 : 2));
  }
}

TEST_CASE("DK-8 DK-11 option Re/Kontra double the value instead of adding 2", "[doppelkopf][DK-8][DK-11]") {
  const auto o = options({{"re-kontra-double", "true"}});
  const auto r = play(kExample2, kHealthy, "0:announce:re 1:announce:kontra 1:announce:no-90", o);
  // won 1 + against the old 1 + below 90 1 + below 60 1 + no 90 said 1 = 5, doubled twice.
  CHECK(item(r, "re-said", kKontra) == 5);
  CHECK(item(r, "kontra-said", kKontra) == 10);
  CHECK(r.figure("game-value") == 20);
  CHECK(r.seatScores == std::vector<int>{-20, 20, -20, 20});
}

TEST_CASE("DK-10 DK-11 option solo value doubled", "[doppelkopf][DK-10][DK-11]") {
  const Rows marriageSolo = {
      "CK CK C9 C9", "DQ DK DA SJ", "HT HT DT DK", "SK ST SA SK", "HJ HQ D9 DA", "SQ DJ SJ HQ",
      "SQ DT CJ D9", "HJ HK DQ HK", "CQ CT DJ H9", "CQ HA ST S9", "CJ CT H9 SA", "CA HA S9 CA",
  };
  const auto r = play(marriageSolo, "reservation healthy healthy healthy 0:marriage", "",
                      options({{"solo-doubled", "true"}}));
  CHECK(item(r, "solo-doubled", kRe) == 3);
  CHECK(r.seatScores == std::vector<int>{18, -6, -6, -6});
  // Not in a game of two against two.
  const auto pair = play(kExample1, kHealthy, "", options({{"solo-doubled", "true"}}));
  CHECK(pair.seatScores == std::vector<int>{1, -1, 1, -1});
}
