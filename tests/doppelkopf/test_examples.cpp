// The rule document's four worked examples (例1-例4), played as complete
// deals that reach the examples' card points and announcements. Re are
// seats 0 and 2 (one ♣Q each); no extra points arise in these deals. The
// same deals scored with DK-20's leaver scoring show how it differs.
#include <catch2/catch.hpp>

#include "support.hpp"

using namespace dktest;

namespace {

constexpr int kRe = 0, kKontra = 1;

const Rows kExample1 = {
    "ST SK SK ST", "CQ DK HQ HT", "HT DQ CJ HJ", "HJ D9 SQ CJ", "DK DT DA DT", "HA H9 H9 HA",
    "S9 DA CT SA", "C9 CA CK CA", "DJ DJ HQ CT", "HK DQ CK C9", "SQ SJ SJ S9", "SA D9 CQ HK",
};
const Rows kExample3 = {
    "D9 DT SJ DJ", "DT SQ CQ DQ", "SK SK SA S9", "S9 C9 CK CT", "HA HK C9 HA", "DJ SQ HJ DA",
    "CQ HJ DK CJ", "H9 SA DK DA", "DQ SJ HQ HT", "H9 CK HQ D9", "ST CA CA CJ", "HK CT ST HT",
};
constexpr std::string_view kExample3Announcements =
    "1:announce:kontra 1:announce:no-90 3:announce:no-60 1:announce:no-30";
const Rows kExample4 = {
    "HA SQ HK HA", "CK CT C9 CA", "CJ DJ CQ CJ", "S9 C9 CA CK", "HJ DQ SJ DK", "CQ SQ DT HJ",
    "HT HT DA DK", "DA DT D9 H9", "HQ SJ DQ HK", "DJ SA D9 H9", "HQ CT SK ST", "ST SK SA S9",
};
constexpr std::string_view kExample4Announcements =
    "0:announce:re 2:announce:no-90 0:announce:no-60 3:announce:kontra 1:announce:no-90";

kr::DealResult playExample(const Rows& rows, std::string_view announcements, const kr::Options& o = options()) {
  auto state = deal(o, handsFromRows(rows));
  act(*state, "healthy healthy healthy healthy");
  act(*state, announcements);
  playRows(*state, rows);
  REQUIRE(state->isTerminal());
  REQUIRE_FALSE(state->checkInvariants());
  return state->result();
}

}  // namespace

TEST_CASE("DK-7 DK-8 example 1: no announcements, Re 129 : Kontra 111, Re scores 1", "[doppelkopf][DK-7][DK-8]") {
  const auto r = playExample(kExample1, "");
  CHECK(r.figure("re-card-points") == 129);
  CHECK(r.figure("kontra-card-points") == 111);
  CHECK(r.outcome == "re-won");
  CHECK(item(r, "won", kRe) == 1);
  CHECK(itemCount(r) == 1);
  CHECK(r.figure("re-figure") == 1);
  CHECK(r.seatScores == std::vector<int>{1, -1, 1, -1});
}

TEST_CASE("DK-7 DK-8 example 2: Re; Kontra and no 90; Re 54 : Kontra 186, defenders score 9",
          "[doppelkopf][DK-7][DK-8]") {
  const Rows rows = {
      "SA DQ SA ST", "D9 SJ CQ HJ", "HJ DA D9 CJ", "CQ HQ HQ DT", "SK DA ST DJ", "CT HK CT CK",
      "DK DK DT HT", "HK CJ S9 HT", "S9 DJ C9 SJ", "SK HA HA H9", "CA SQ CK DQ", "CA SQ C9 H9",
  };
  const auto r = playExample(rows, "0:announce:re 1:announce:kontra 1:announce:no-90");
  CHECK(r.figure("re-card-points") == 54);
  CHECK(r.figure("kontra-card-points") == 186);
  CHECK(r.outcome == "kontra-won");
  // won 1 + against the old 1 + below 90 1 + below 60 1 + Re 2 + Kontra 2 + no 90 said 1 = 9
  CHECK(item(r, "won", kKontra) == 1);
  CHECK(item(r, "against-the-old", kKontra) == 1);
  CHECK(item(r, "below-90", kKontra) == 1);
  CHECK(item(r, "below-60", kKontra) == 1);
  CHECK(item(r, "re-said", kKontra) == 2);
  CHECK(item(r, "kontra-said", kKontra) == 2);
  CHECK(item(r, "no-90-said", kKontra) == 1);
  CHECK(itemCount(r) == 7);
  CHECK(r.figure("game-value") == 9);
  CHECK(r.figure("re-figure") == -9);
  CHECK(r.seatScores == std::vector<int>{-9, 9, -9, 9});
}

TEST_CASE("DK-7 DK-8 example 3: Kontra to no 30 fails; Re 70 : Kontra 170, Re scores 7",
          "[doppelkopf][DK-7][DK-8]") {
  const auto r = playExample(kExample3, kExample3Announcements);
  CHECK(r.figure("re-card-points") == 70);
  CHECK(r.figure("kontra-card-points") == 170);
  CHECK(r.outcome == "re-won");
  // won 1 + Kontra 2 + no 90, 60, 30 said 3 + reached 60 against no 30 1 = 7
  CHECK(item(r, "won", kRe) == 1);
  CHECK(item(r, "kontra-said", kRe) == 2);
  CHECK(item(r, "no-90-said", kRe) == 1);
  CHECK(item(r, "no-60-said", kRe) == 1);
  CHECK(item(r, "no-30-said", kRe) == 1);
  CHECK(item(r, "reached-60-against-no-30", kRe) == 1);
  CHECK(itemCount(r) == 6);
  CHECK(r.figure("re-figure") == 7);
  CHECK(r.seatScores == std::vector<int>{7, -7, 7, -7});
}

TEST_CASE("DK-7 DK-8 example 4: both demands fail, a draw; Re 175 : Kontra 65, Re scores 1",
          "[doppelkopf][DK-7][DK-8]") {
  const auto r = playExample(kExample4, kExample4Announcements);
  CHECK(r.figure("re-card-points") == 175);
  CHECK(r.figure("kontra-card-points") == 65);
  CHECK(r.outcome == "draw");
  CHECK(item(r, "reached-120-against-no-90", kRe) == 1);
  CHECK(itemCount(r) == 1);
  CHECK(r.figure("re-figure") == 1);
  CHECK(r.seatScores == std::vector<int>{1, -1, 1, -1});
}

TEST_CASE("DK-20 leaver scoring, example 3 both ways: Kontra's failed no 90, 60, 30 score for Re as if true",
          "[doppelkopf][DK-20][DK-8]") {
  const auto standard = playExample(kExample3, kExample3Announcements);
  const auto leaver = playExample(kExample3, kExample3Announcements, options({{"scoring", "leaver"}}));
  CHECK(leaver.outcome == "re-won");
  // Standard: won 1 + Kontra 2 + no 90, 60, 30 said 3 + reached 60 against no 30 1 = 7.
  CHECK(standard.figure("re-figure") == 7);
  // Leaver: no "reached" item; Re (70 points) scores Kontra's no 90, 60, 30
  // as if Re had stayed below them: won 1 + Kontra 2 + said 3 + 3 = 9.
  CHECK(item(leaver, "reached-60-against-no-30", kRe) == 0);
  CHECK(item(leaver, "failed-no-90", kRe) == 1);
  CHECK(item(leaver, "failed-no-60", kRe) == 1);
  CHECK(item(leaver, "failed-no-30", kRe) == 1);
  CHECK(item(leaver, "below-90", kRe) == 0);  // Kontra took 170: nothing real below
  // The point against the old ones follows the real winner, Re: none.
  CHECK(item(leaver, "against-the-old", kKontra) == 0);
  CHECK(itemCount(leaver) == 8);
  CHECK(leaver.figure("re-figure") == 9);
  CHECK(leaver.seatScores == std::vector<int>{9, -9, 9, -9});
}

TEST_CASE("DK-20 leaver scoring, example 4 both ways: in a draw each side scores the other's failed announcements",
          "[doppelkopf][DK-20][DK-8]") {
  const auto standard = playExample(kExample4, kExample4Announcements);
  const auto leaver = playExample(kExample4, kExample4Announcements, options({{"scoring", "leaver"}}));
  CHECK(leaver.outcome == "draw");
  // Standard: Re reached 120 against Kontra's no 90: Re +1.
  CHECK(standard.figure("re-figure") == 1);
  // Leaver: Kontra's failed no 90 gives Re 1 (Kontra really took only 65:
  // the plain "below 90"); Re's failed no 90 and no 60 give Kontra 2. Kontra +1.
  CHECK(item(leaver, "below-90", kRe) == 1);
  CHECK(item(leaver, "failed-no-90", kKontra) == 1);
  CHECK(item(leaver, "failed-no-60", kKontra) == 1);
  CHECK(itemCount(leaver) == 3);
  CHECK(leaver.figure("re-figure") == -1);
  CHECK(leaver.seatScores == std::vector<int>{-1, 1, -1, 1});
}

TEST_CASE("DK-20 leaver scoring: Re's failed no 90 scores for Kontra, with the point against the old ones",
          "[doppelkopf][DK-20][DK-8]") {
  const auto standard = playExample(kExample1, "0:announce:re 0:announce:no-90");
  const auto leaver = playExample(kExample1, "0:announce:re 0:announce:no-90", options({{"scoring", "leaver"}}));
  // Re took 129, so Kontra (111) wins; it never reached 120.
  // Standard: won 1 + against the old 1 + Re 2 + no 90 said 1 = 5.
  CHECK(standard.figure("re-figure") == -5);
  // Leaver: the same and Re's no 90 as if Kontra had stayed below 90: 6.
  CHECK(item(leaver, "failed-no-90", kKontra) == 1);
  CHECK(item(leaver, "against-the-old", kKontra) == 1);
  CHECK(leaver.figure("re-figure") == -6);
}

TEST_CASE("DK-20 leaver scoring: only the party that said no 90 first may go below it",
          "[doppelkopf][DK-20][DK-6]") {
  auto state = deal(options({{"scoring", "leaver"}}), handsFromRows(kExample4));
  act(*state, "healthy healthy healthy healthy");
  act(*state, kExample4Announcements);  // Re said no 90 first, then Kontra
  CHECK(why(*state, 1, "announce:no-60") == "opponents-said-no-90-first");
  CHECK_FALSE(legal(*state, 3, "announce:no-60"));
  CHECK(legal(*state, 0, "announce:no-30"));  // Re goes on
  CHECK_FALSE(state->checkInvariants());
  auto plain = deal(options(), handsFromRows(kExample4));
  act(*plain, "healthy healthy healthy healthy");
  act(*plain, kExample4Announcements);
  CHECK(legal(*plain, 1, "announce:no-60"));  // standard scoring allows it
}
