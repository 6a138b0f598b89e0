// Every offered Doppelkopf level, at every seat, over random deals with
// random rule options: each answer is legal, and the deals reach every
// bidding phase (poverty exchange included), announcements and pigs.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "ai/player.hpp"
#include "core/selftest.hpp"
#include "dk_support.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/ai/search_player.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace aitest;

namespace {

// A table of four players of one kind; searches get a fixed, small number
// of samples or rollouts so the test measures nothing and runs fast.
std::vector<std::unique_ptr<Player>> table(const std::string& kind, std::uint64_t seed) {
  std::vector<std::unique_ptr<Player>> seats;
  for (int s = 0; s < 4; ++s) {
    // The reference player `uct` at its own setting (10,000 rollouts a
    // move) would make this test slow, most of all under the sanitizers.
    auto p = makePlayer(kind == "uct" ? "uct-1x8" : kind, game(), seed + static_cast<std::uint64_t>(s));
    REQUIRE(p);
    if (auto* search = dynamic_cast<dk::ai::SearchPlayer*>(p.get())) search->fixSamples(2);
    seats.push_back(std::move(p));
  }
  return seats;
}

// What a deal went through: its phases and the kinds of actions taken.
struct Seen {
  std::set<std::string> phases;
  int announcements = 0;
  int pigs = 0;
};

void playDeal(std::vector<std::unique_ptr<Player>>& seats, GameState& state, const Options& options, Seen& seen) {
  playOut(state, options, [&](int seat) -> Player& { return *seats[static_cast<std::size_t>(seat)]; },
          [&](const GameState& before, Action a) {
            seen.phases.insert(std::string(before.phase()));
            seen.announcements += dk::isAnnouncement(a);
            seen.pigs += a == dk::kSchweinchen || a == dk::kHyperschweinchen;
          });
}

}  // namespace

TEST_CASE("every level answers legally in every phase with random options", "[ai][doppelkopf]") {
  std::vector<std::string> kinds = playerKinds(game());
  kinds.push_back("strong-ismcts");   // the measured alternative method (docs/ai.md)
  kinds.push_back("strong-endgame");  // rollouts that solve the last tricks (docs/ai.md)
  REQUIRE(kinds.size() >= 6);
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    const std::string& kind = kinds[k];
    // Search tables cost more per deal than the rules.
    const bool rules = kind == "random" || kind == "heuristic" || kind == "beginner";
    const int deals = kr::test::scaled(rules ? 400 : 24);
    Rng rng(1000 + k);
    Seen seen;
    for (int i = 0; i < deals; ++i) {
      const Options options = randomOptions(game(), rng);
      auto seats = table(kind, rng.next());
      DealSetup setup;
      setup.seed = rng.next();
      setup.dealer = i % 4;
      auto made = game().newDeal(options, setup);
      REQUIRE(made);
      INFO(kind << " deal " << i);
      playDeal(seats, *made.value(), options, seen);
    }
    INFO(kind);
    CHECK(seen.phases.count("play") == 1);
    CHECK(seen.phases.count("reservation") == 1);
    // Bidding beyond "healthy" and the rarer phases need enough deals.
    if (deals >= 300) CHECK(seen.phases.count("declaration") == 1);
    // The rules declare and take poverties and announce (the Beginner never
    // announces; random play rarely gets a poverty taken). The search levels
    // meet poverty in the test below.
    if (kind == "heuristic" && deals >= 300) {
      CHECK(seen.phases.count("poverty-return") == 1);
      CHECK(seen.announcements > 0);
      CHECK(seen.pigs > 0);
    }
  }
}

TEST_CASE("every level returns poverty cards legally, the rules plain cards first", "[ai][doppelkopf]") {
  // Seat 0 passes its three trumps; seat 1, rich in trumps, takes them.
  const Options options = dkOptions();
  const std::array<std::string, 4> hands = {"D9 DK HJ CA CA CT S9 SK ST H9 HK HA",  //
                                            "HT HT CQ SQ SQ HQ HQ DQ DQ CJ SA SA",  //
                                            "CQ CJ SJ HJ DJ DJ DA DA DT CK ST HA",  //
                                            "D9 DK DT SJ C9 C9 CK CT S9 SK H9 HK"};
  for (const std::string& kind : playerKinds(game())) {
    auto state = dealOf(hands, options);
    act(*state, "reservation healthy healthy healthy poverty give:D9 give:DK give:HJ accept");
    REQUIRE(std::string(state->phase()) == "poverty-return");
    auto seats = table(kind, 5);
    std::string returned;
    int returns = 0;
    const DecisionContext ctx{&game(), &options, nullptr, -1};
    while (std::string(state->phase()) == "poverty-return") {
      const auto obs = state->observe(state->toMove());
      const Action a = seats[1]->choose(*obs, ctx);
      INFO(kind);
      REQUIRE(obs->legal.contains(a));
      returned += state->actionToString(a) + " ";
      ++returns;
      REQUIRE_FALSE(state->apply(state->toMove(), a));
    }
    INFO(kind << " returned " << returned);
    CHECK(returns == 3);
    // The rules give back the two plain aces and the weakest trump.
    if (kind == "heuristic" || kind == "beginner") CHECK(returned == "return:SA return:SA return:D9 ");
    Seen seen;
    playDeal(seats, *state, options, seen);
  }
}
