// Scoring (CJ-3, CJ-4): Match and reverse Match, the rank marks with a
// drawn tie, the four-player multipliers and the document's final board.
#include <numeric>

#include "games/coiffeur/board.hpp"
#include "games/coiffeur/match.hpp"
#include "games/coiffeur/scoring.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::coiffeur;
using namespace kr::coiffeur::test;

namespace {

// Aces, kings and Obers of every suit: twelve tricks ace-high, none 6-high.
const std::string kTopCards = "RA RK RO AA AK AO BA BK BO SA SK SO";

Rules threePlayers() { return Rules::from(optionsFor("three")); }

}  // namespace

TEST_CASE("a Match: all tricks score 257, two bars, a circle for each other", "[coiffeur][scoring]") {
  Scenario s(optionsFor("three"), {kTopCards}, 2);
  s.act("0:obenabe").playOut();
  const DealResult r = s.state().result();
  CHECK(r.outcome == "match");
  CHECK(r.figure("points") == 257);
  CHECK(r.figure("card-points") == 157);
  CHECK(r.seatScores == std::vector<int>{2, -1, -1});
  CHECK(r.figure("declarer-tricks") == 12);
}

TEST_CASE("a reverse Match: no trick scores 0, two circles, a bar for each other", "[coiffeur][scoring]") {
  Scenario s(optionsFor("three"), {kTopCards}, 2);
  s.act("0:undenufe").playOut();
  const DealResult r = s.state().result();
  CHECK(r.outcome == "reverse-match");
  CHECK(r.figure("points") == 0);
  CHECK(r.seatScores == std::vector<int>{-2, 1, 1});
}

TEST_CASE("a partner team's tricks together make a Match", "[coiffeur][scoring]") {
  // Seats 0 and 2 hold every ace, king, Ober and Under between them.
  Scenario s(optionsFor("four-partners"), {"RA RK RO AA AK AO BA BK BO", "", "SA SK SO RU AU BU SU R9 A9"}, 3);
  s.act("0:obenabe").playOut();
  const DealResult r = s.state().result();
  CHECK(r.figure("declarer-tricks") == 9);
  CHECK(r.outcome == "match");
  CHECK(r.figure("points") == 257);
  CHECK(r.figure("score") == 25 * 5);  // ⌊257 / 10⌋ × 5 for Obenabe
  CHECK(r.seatScores == std::vector<int>{125, 0, 125, 0});
}

TEST_CASE("four players: the tens times the contract's multiplier", "[coiffeur][scoring]") {
  CHECK(multipliedScore(118, Contract::Shields) == 33);  // the document's example
  CHECK(multipliedScore(118, Contract::Acorns) == 11);
  CHECK(multipliedScore(118, Contract::Roses) == 22);
  CHECK(multipliedScore(118, Contract::Bells) == 44);
  CHECK(multipliedScore(99, Contract::Obenabe) == 45);
  CHECK(multipliedScore(40, Contract::Undenufe) == 24);
  CHECK(multipliedScore(157, Contract::Joker1) == 105);
  CHECK(multipliedScore(9, Contract::Joker2) == 0);
  Board board(Rules::from(optionsFor("four-individual")));
  CHECK(board.book(2, Contract::Shields, 118, MatchKind::None, 1) == std::vector<int>{0, 0, 33, 0});
  CHECK(board.total(2) == 33);
}

TEST_CASE("rank marks: the highest gets the contract's bars, the lowest its circles", "[coiffeur][scoring]") {
  Board board(threePlayers());
  CHECK(board.book(0, Contract::Slalom, 90, MatchKind::None, 1) == std::vector<int>{0, 0, 0});
  CHECK(board.book(1, Contract::Slalom, 70, MatchKind::None, 1) == std::vector<int>{0, 0, 0});
  CHECK(board.book(2, Contract::Slalom, 80, MatchKind::None, 1) == std::vector<int>{2, -2, 0});
  CHECK(board.cell(Contract::Slalom, 0).marks == 2);
  CHECK(board.ties().empty());
}

TEST_CASE("a tie for the highest score is broken by drawn cards", "[coiffeur][scoring]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Board board(threePlayers());
    board.book(0, Contract::Gustav, 100, MatchKind::None, seed);
    board.book(1, Contract::Gustav, 60, MatchKind::None, seed);
    const auto delta = board.book(2, Contract::Gustav, 100, MatchKind::None, seed);
    REQUIRE(board.ties().size() == 1);
    const TieBreak& tie = board.ties()[0];
    CHECK(tie.forHighest);
    CHECK(tie.columns == std::vector<int>{0, 2});
    const auto& last = tie.draws.back();
    REQUIRE(last.size() == 2);
    CHECK(last[0].rank() != last[1].rank());
    for (std::size_t i = 0; i + 1 < tie.draws.size(); ++i) CHECK(tie.draws[i][0].rank() == tie.draws[i][1].rank());
    const int top = last[0].rank() > last[1].rank() ? 0 : 2;
    CHECK(tie.order.front() == top);
    CHECK(delta[static_cast<std::size_t>(top)] == 3);
    CHECK(delta[1] == -3);
    CHECK(delta[static_cast<std::size_t>(2 - top)] == 0);
  }
}

TEST_CASE("a three-way tie draws the whole order", "[coiffeur][scoring]") {
  Board board(threePlayers());
  for (int col = 0; col < 3; ++col) board.book(col, Contract::Roses, 52, MatchKind::None, 9);
  REQUIRE(board.ties().size() == 1);
  const TieBreak& tie = board.ties()[0];
  CHECK(tie.order.size() == 3);
  CHECK(board.cell(Contract::Roses, tie.order[0]).marks == 1);
  CHECK(board.cell(Contract::Roses, tie.order[1]).marks == 0);
  CHECK(board.cell(Contract::Roses, tie.order[2]).marks == -1);
}

TEST_CASE("a tie for the lowest score is drawn too", "[coiffeur][scoring]") {
  Board board(threePlayers());
  board.book(0, Contract::Obenabe, 20, MatchKind::None, 3);
  board.book(1, Contract::Obenabe, 20, MatchKind::None, 3);
  board.book(2, Contract::Obenabe, 120, MatchKind::None, 3);
  REQUIRE(board.ties().size() == 1);
  CHECK_FALSE(board.ties()[0].forHighest);
  CHECK(board.cell(Contract::Obenabe, 2).marks == 2);
  CHECK(board.cell(Contract::Obenabe, board.ties()[0].order.back()).marks == -2);
  CHECK(board.cell(Contract::Obenabe, board.ties()[0].order.front()).marks == 0);
}

TEST_CASE("the document's final board comes out as 3, -7, 4", "[coiffeur][scoring][board]") {
  // Taro, Jiro, Hanako; the rows in the document's order (♠ ♥ ♦ ♣ = acorns, bells, shields, roses).
  struct Row {
    Contract c;
    std::array<int, 3> points;
  };
  const std::array<Row, 10> rows = {{{Contract::Acorns, {52, 105, 89}},
                                     {Contract::Bells, {22, 44, 122}},
                                     {Contract::Shields, {96, 98, 62}},
                                     {Contract::Roses, {257, 102, 67}},
                                     {Contract::Obenabe, {123, 0, 88}},
                                     {Contract::Undenufe, {92, 33, 48}},
                                     {Contract::Slalom, {89, 103, 92}},
                                     {Contract::Gustav, {120, 61, 122}},
                                     {Contract::Joker1, {108, 132, 102}},
                                     {Contract::Joker2, {150, 55, 257}}}};
  Board board(threePlayers());
  std::array<int, 3> sums{};
  for (const Row& row : rows)
    for (int col = 0; col < 3; ++col) {
      const int p = row.points[static_cast<std::size_t>(col)];
      const MatchKind kind = p == 257 ? MatchKind::Match : p == 0 ? MatchKind::Reverse : MatchKind::None;
      const auto delta = board.book(col, row.c, p, kind, 1);
      for (int k = 0; k < 3; ++k) sums[static_cast<std::size_t>(k)] += delta[static_cast<std::size_t>(k)];
    }
  CHECK(board.finished());
  CHECK(board.ties().empty());
  CHECK(board.total(0) == 3);
  CHECK(board.total(1) == -7);
  CHECK(board.total(2) == 4);
  CHECK(sums == std::array<int, 3>{3, -7, 4});
  // The Match row as drawn: Taro III and o, Jiro oooo, Hanako o and III.
  CHECK(board.matchBars(0) == 3);
  CHECK(board.matchCircles(0) == 1);
  CHECK(board.matchBars(1) == 0);
  CHECK(board.matchCircles(1) == 4);
  CHECK(board.matchBars(2) == 3);
  CHECK(board.matchCircles(2) == 1);
  // A few cells of the marks columns.
  CHECK(board.cell(Contract::Acorns, 0).marks == -1);
  CHECK(board.cell(Contract::Obenabe, 1).marks == -2);
  CHECK(board.cell(Contract::Gustav, 2).marks == 3);
  CHECK(board.cell(Contract::Joker1, 1).marks == 3);
  CHECK(board.cell(Contract::Shields, 0).marks == 0);
}

TEST_CASE("a whole three-player match books the board and the sheet alike", "[coiffeur][match]") {
  for (const char* way : {"three", "four-partners", "four-individual"}) {
    const Options o = optionsFor(way);
    const Rules rules = Rules::from(o);
    auto match = coiffeurGame().newMatch(o, 11);
    auto& m = static_cast<CoiffeurMatch&>(*match);
    Rng rng(3);
    int deals = 0;
    std::vector<int> dealers;
    while (!m.finished()) {
      REQUIRE_FALSE(m.startDeal());
      dealers.push_back(m.current()->toMove() >= 0 ? static_cast<const CoiffeurState*>(m.current())->table().dealer : -1);
      ActionList legal;
      while (!m.current()->isTerminal()) {
        m.current()->legalActions(m.current()->toMove(), legal);
        REQUIRE_FALSE(m.current()->apply(m.current()->toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
      }
      // The board the table previews at the deal's end is the one booked.
      const Board preview = m.boardAfter(m.current()->result());
      REQUIRE_FALSE(m.concludeDeal());
      for (int col = 0; col < rules.columns(); ++col) CHECK(preview.total(col) == m.board().total(col));
      CHECK(preview.ties().size() == m.board().ties().size());
      ++deals;
    }
    INFO(way);
    CHECK(deals == rules.dealsPerMatch());
    CHECK(deals == (rules.way == Way::Three ? 30 : rules.partners() ? 16 : 32));
    for (std::size_t i = 1; i < dealers.size(); ++i)
      CHECK(dealers[i] == (dealers[i - 1] + 1) % rules.seats());  // the deal moves to the right
    for (int p = 0; p < rules.seats(); ++p) CHECK(m.totals()[static_cast<std::size_t>(p)] == m.board().total(rules.columnOf(p)));
    if (rules.way == Way::Three) {
      int sum = 0;
      for (int col = 0; col < 3; ++col) sum += m.board().total(col);
      CHECK(sum == 0);  // every mark has its counter-mark
    }
    CHECK(m.startDeal()->code == "match-over");
  }
}
