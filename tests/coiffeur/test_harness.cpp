// The generic self-test harness (engine/core/selftest.hpp) over 20,000
// random Coiffeur deals with random options (every way to play, the Buur
// option): clones, records, legality, observations and samples at every
// step, and Coiffeur's invariants (cards conserved, 157 points, Match
// points, zero-sum Match marks). Then whole matches: the board's sums and
// every contract named once per player or team.
#include <catch2/catch.hpp>

#include "core/selftest.hpp"
#include "games/coiffeur/game.hpp"
#include "games/coiffeur/match.hpp"
#include "games/coiffeur/state.hpp"
#include "support/harness.hpp"
#include "support/play_with.hpp"

using namespace kr;
using namespace kr::coiffeur;

namespace {

void runPart(std::uint64_t seed) { kr::test::requireHarnessPart(coiffeurGame(), seed, 5000, 36); }

}  // namespace

TEST_CASE("the harness passes 5000 random Coiffeur deals: part 1 of 4", "[coiffeur][harness]") { runPart(1); }
TEST_CASE("the harness passes 5000 random Coiffeur deals: part 2 of 4", "[coiffeur][harness]") { runPart(2); }
TEST_CASE("the harness passes 5000 random Coiffeur deals: part 3 of 4", "[coiffeur][harness]") { runPart(3); }
TEST_CASE("the harness passes 5000 random Coiffeur deals: part 4 of 4", "[coiffeur][harness]") { runPart(4); }

TEST_CASE("random matches: each contract once per column, the board adds up", "[coiffeur][harness]") {
  Rng rng(42);
  const int matches = kr::test::scaled(60);
  for (int m = 0; m < matches; ++m) {
    const Options o = randomOptions(coiffeurGame(), rng);
    const Rules rules = Rules::from(o);
    auto match = coiffeurGame().newMatch(o, rng.next());
    auto& cm = static_cast<CoiffeurMatch&>(*match);
    std::vector<std::vector<int>> named(static_cast<std::size_t>(rules.columns()), std::vector<int>(kContracts, 0));
    while (!cm.finished()) {
      REQUIRE_FALSE(cm.startDeal());
      GameState& deal = *cm.current();
      kr::test::playRandomDeal(deal, rng);
      const auto& t = static_cast<const CoiffeurState&>(deal).table();
      ++named[static_cast<std::size_t>(rules.columnOf(t.declarer))][static_cast<std::size_t>(t.contract)];
      REQUIRE_FALSE(cm.concludeDeal());
    }
    const Board& board = cm.board();
    for (int col = 0; col < rules.columns(); ++col) {
      for (int c = 0; c < kContracts; ++c) {
        const bool offered = rules.contracts() & (1U << c);
        CHECK(named[static_cast<std::size_t>(col)][static_cast<std::size_t>(c)] == (offered ? 1 : 0));
        CHECK(board.played(static_cast<Contract>(c), col) == offered);
      }
      int sum = rules.way == Way::Three ? board.matchBars(col) - board.matchCircles(col) : 0;
      for (int c = 0; c < kContracts; ++c) sum += board.cell(static_cast<Contract>(c), col).marks;
      CHECK(sum == board.total(col));
    }
    for (int p = 0; p < rules.seats(); ++p)
      CHECK(cm.totals()[static_cast<std::size_t>(p)] == board.total(rules.columnOf(p)));
    if (rules.way == Way::Three) CHECK(board.total(0) + board.total(1) + board.total(2) == 0);
  }
}
