// The settlement of ruling DB-6 (rounding on and off, exactly 60, a Solo,
// a Match, five players), the doubling of DB-4 with three redoubles, and the
// session: the declarer deals next (DB-1), the zero-sum sheet with five
// players, the Mussrunde (DB-7).
#include <numeric>

#include "games/dobbm/match.hpp"
#include "games/dobbm/scoring.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

using Texts = std::vector<std::string>;

namespace {

// A finished deal of declarer seat 0 made up for the arithmetic: its tricks'
// points and count, the discard or Dobb, the doublings (defence first).
DobbmData finished(const Options& o, Contract c, int trickPoints, int tricks, const std::string& extra, int doublings = 0) {
  DobbmData d;
  Table& t = d.pub;
  t.rules = Rules::from(o);
  t.phase = Phase::Over;
  t.declarer = 0;
  t.contract = c;
  t.tricksDone = kTricks;
  t.points = {trickPoints, 120 - pointsOf(cardSet(extra)) - trickPoints, 0, 0};
  t.tricks = {tricks, kTricks - tricks, 0, 0};
  t.doublings = doublings;
  for (int i = 0; i < doublings; ++i) t.doublers[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(i % 2 == 0 ? 1 : 0);
  (c == Contract::Solo ? d.dobb : d.discard) = cardSet(extra);
  if (c == Contract::Dobbm) t.discarded = 4;
  return d;
}

std::vector<std::string> itemIds(const DealResult& r) {
  std::vector<std::string> ids;
  for (const ScoreItem& i : r.items) ids.push_back(i.id);
  return ids;
}

int itemPoints(const DealResult& r, const std::string& id) {
  for (const ScoreItem& i : r.items)
    if (i.id == id) return i.points;
  FAIL("no item " << id);
  return 0;
}

}  // namespace

TEST_CASE("DB-6: the difference from 60 is rounded up to fives", "[dobbm][scoring]") {
  CHECK(roundUpToFive(0) == 0);
  CHECK(roundUpToFive(1) == 5);
  CHECK(roundUpToFive(5) == 5);
  CHECK(roundUpToFive(6) == 10);
  CHECK(roundUpToFive(60) == 60);
  // 56 in tricks and a Sau in the discard: 67, seven over, ten each.
  const DealResult on = scoreDeal(finished(optionsFor(), Contract::Dobbm, 56, 5, "LA H6 A6 B6"));
  CHECK(on.outcome == "declarer-won");
  CHECK(on.figure("card-points") == 67);
  CHECK(on.figure("difference") == 7);
  CHECK(itemPoints(on, "rounding") == 10);
  CHECK(on.seatScores == std::vector<int>{30, -10, -10, -10});
}

TEST_CASE("DB-6: without rounding the exact difference is paid", "[dobbm][scoring]") {
  const DealResult off = scoreDeal(finished(optionsFor(4, false), Contract::Dobbm, 56, 5, "LA H6 A6 B6"));
  CHECK(off.seatScores == std::vector<int>{21, -7, -7, -7});
  CHECK(itemIds(off) == Texts{"trick-points", "discard-points", "card-points", "difference", "stake"});
}

TEST_CASE("DB-6: a declarer below 60 pays each other player", "[dobbm][scoring]") {
  // The rules text's example: 47 in tricks and 5 in the discard, 52: ten each.
  const DealResult r = scoreDeal(finished(optionsFor(), Contract::Dobbm, 47, 3, "LU LO A6 H6"));
  CHECK(r.outcome == "declarer-lost");
  CHECK(r.figure("difference") == -8);
  CHECK(r.seatScores == std::vector<int>{-30, 10, 10, 10});
}

TEST_CASE("DB-6: exactly 60, nobody pays", "[dobbm][scoring]") {
  const DealResult r = scoreDeal(finished(optionsFor(), Contract::Dobbm, 49, 4, "LA H6 A6 B6"));
  CHECK(r.outcome == "even");
  CHECK(r.figure("card-points") == 60);
  CHECK(r.seatScores == std::vector<int>{0, 0, 0, 0});
}

TEST_CASE("DB-6: a defence Match takes the discard too; the declarer pays 60", "[dobbm][scoring]") {
  const DealResult r = scoreDeal(finished(optionsFor(), Contract::Dobbm, 0, 0, "LA HT A6 B6"));
  CHECK(r.figure("match") == 2);
  CHECK(r.figure("card-points") == 0);
  CHECK(std::find(r.items.begin(), r.items.end(), ScoreItem{"match", kDefence, 21}) != r.items.end());
  CHECK(r.seatScores == std::vector<int>{-180, 60, 60, 60});
  // The declarer's Match: all 120, sixty from each.
  const DealResult mine = scoreDeal(finished(optionsFor(), Contract::Solo, 99, 8, "LA HT A6 B6"));
  CHECK(mine.figure("match") == 1);
  CHECK(mine.seatScores == std::vector<int>{360, -120, -120, -120});
}

TEST_CASE("DB-6: the rules text's five-player Solo with a double and a redouble", "[dobbm][scoring]") {
  // 58 in tricks, the Dobb 9: 67; 10 rounded, x2 Solo, x2 double, x2 redouble: 80 each.
  const DealResult r = scoreDeal(finished(optionsFor(5), Contract::Solo, 58, 4, "LO AU BK H8", 2));
  CHECK(itemIds(r) == Texts{"trick-points", "dobb-points", "card-points", "difference", "rounding", "solo", "double",
                            "redouble", "stake", "sitting-out"});
  CHECK(itemPoints(r, "solo") == 20);
  CHECK(itemPoints(r, "double") == 40);
  CHECK(itemPoints(r, "redouble") == 80);
  CHECK(r.figure("multiplier") == 8);
  CHECK(r.seatScores == std::vector<int>{320, -80, -80, -80});
  CHECK(r.figure("sitting-out") == -80);  // the dealer who sat out pays too
  const DealResult exact = scoreDeal(finished(optionsFor(5, false), Contract::Solo, 58, 4, "LO AU BK H8", 2));
  CHECK(exact.seatScores[0] == 224);
}

TEST_CASE("DB-4: a double and three redoubles, the defence speaking by turns", "[dobbm][doubling]") {
  Scenario s(optionsFor(), {"LA AA BA HA H7 H6 L6 A6"}, "L7 A7 B7 B6");
  s.act("0:dobbm 1:pass 2:pass 3:pass 0:LA 0:H7 0:L6 0:A6");
  CHECK(s.state().toMove() == 1);  // the declarer's left first
  CHECK(s.legalTexts(1) == Texts{"pass", "double"});
  s.act("1:pass 2:double");
  CHECK(s.state().toMove() == 0);
  CHECK(s.legalTexts(0) == Texts{"pass", "redouble"});
  CHECK(s.why(0, "double") == "already-doubled");
  s.act("0:redouble");
  CHECK(s.state().toMove() == 1);  // the defence again from the declarer's left
  s.act("1:pass 2:pass 3:redouble 0:redouble 1:pass 2:pass 3:pass");
  CHECK(s.state().phase() == "play");
  CHECK(s.state().toMove() == 0);
  CHECK(s.table().doublings == 4);
  CHECK(s.table().multiplier() == 16);
  s.playOut();
  const DealResult r = s.state().result();
  CHECK(r.figure("multiplier") == 16);
  std::vector<ScoreItem> doubles;
  for (const ScoreItem& i : r.items)
    if (i.id == "double" || i.id == "redouble") doubles.push_back(i);
  REQUIRE(doubles.size() == 4);
  CHECK(doubles[0].party == 2);
  CHECK(doubles[1].party == 0);
  CHECK(doubles[2].party == 3);
  CHECK(doubles[3].party == 0);
  CHECK(std::abs(r.figure("amount")) == r.figure("rounded") * 16);
}

TEST_CASE("DB-4: the declarer's pass ends the doubling; the redoubles stop at the cap", "[dobbm][doubling]") {
  Scenario s(optionsFor(), {});
  s.act("0:solo 1:double 0:pass");
  CHECK(s.state().phase() == "play");
  CHECK(s.table().multiplier() == 4);  // Solo x2, double x2

  Scenario t(optionsFor(), {});
  t.act("0:solo 1:double");
  for (int i = 1; i < kMaxDoublings; ++i) t.act(i % 2 == 1 ? "0:redouble" : "1:redouble");
  CHECK(t.table().doublings == kMaxDoublings);
  CHECK(t.state().phase() == "play");
}

TEST_CASE("DB-1: the declarer deals the next deal", "[dobbm][match]") {
  auto match = dobbmGame().newMatch(optionsFor(), 11);
  Rng rng(5);
  REQUIRE_FALSE(match->startDeal());
  GameState& deal = *match->current();
  const int bidder = deal.toMove();
  REQUIRE_FALSE(deal.applyText(bidder, "solo"));
  playRandomDeal(deal, rng);
  REQUIRE_FALSE(match->concludeDeal());
  CHECK(match->dealer() == match->sheet().back().players[static_cast<std::size_t>(bidder)]);
}

TEST_CASE("five players: the dealer sits out, pays like a defender, the sheet is zero-sum", "[dobbm][match]") {
  auto match = dobbmGame().newMatch(optionsFor(5, true, false, 40), 21);
  Rng rng(6);
  int sawSittingOut = 0;
  while (!match->finished()) {
    const int dealer = match->dealer();
    REQUIRE_FALSE(match->startDeal());
    const auto seats = match->seatsToPlayers();
    CHECK(std::find(seats.begin(), seats.end(), dealer) == seats.end());
    playRandomDeal(*match->current(), rng);
    REQUIRE_FALSE(match->concludeDeal());
    const ScoreRow& row = match->sheet().back();
    int sum = 0;
    for (int v : row.deltas) sum += v;
    CHECK(sum == 0);
    CHECK(row.deltas[static_cast<std::size_t>(dealer)] == row.result.figure("sitting-out"));
    sawSittingOut += row.result.figure("sitting-out") != 0;
    const int declarer = row.result.figure("declarer", -1);
    if (declarer >= 0) CHECK(match->dealer() == seats[static_cast<std::size_t>(declarer)]);
    int total = 0;
    for (int v : match->totals()) total += v;
    CHECK(total == 0);
  }
  CHECK(static_cast<DobbmMatch&>(*match).playedDeals() == 40);
  CHECK(sawSittingOut > 0);
}

TEST_CASE("DB-7: the Mussrunde: each player declares once from the dealer's left, then the end", "[dobbm][match]") {
  for (int players : {4, 5}) {
    auto match = dobbmGame().newMatch(optionsFor(players, true, true, 3), 31);
    auto& dm = static_cast<DobbmMatch&>(*match);
    Rng rng(7);
    std::vector<int> declarers;
    int guard = 0;
    while (!match->finished() && ++guard < 200) {
      const bool closing = dm.closing();
      REQUIRE_FALSE(match->startDeal());
      const auto seats = match->seatsToPlayers();
      GameState& deal = *match->current();
      if (closing) {
        ActionList legal;
        deal.legalActions(deal.toMove(), legal);
        CHECK_FALSE(legal.contains(100));  // no pass
      }
      playRandomDeal(deal, rng);
      REQUIRE_FALSE(match->concludeDeal());
      const int declarer = match->sheet().back().result.figure("declarer", -1);
      if (closing) {
        REQUIRE(declarer >= 0);
        declarers.push_back(seats[static_cast<std::size_t>(declarer)]);
      }
    }
    CHECK(match->finished());
    CHECK(dm.playedDeals() == 3);
    std::sort(declarers.begin(), declarers.end());
    std::vector<int> everyone(static_cast<std::size_t>(players));
    std::iota(everyone.begin(), everyone.end(), 0);
    CHECK(declarers == everyone);
  }
}
