// How a search level judges its own solos: which solos it searches at the
// reservation (Level::soloSlack) and what its own play of a solo is taken to
// add to the rollouts' result (Level::soloSkill; docs/ai.md, "What the
// rollouts miss in a solo").
#include <catch2/catch.hpp>

#include <algorithm>

#include "dk_support.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/ai/candidates.hpp"
#include "games/doppelkopf/ai/hand_eval.hpp"
#include "games/doppelkopf/ai/levels.hpp"
#include "games/doppelkopf/ai/search_player.hpp"
#include "games/doppelkopf/observation.hpp"

using namespace kr;
using namespace aitest;

namespace {

// A fresh deal (dealer 3, seat 0 bids first) whose seat-0 hand's best solo
// has losers in (low, high].
std::unique_ptr<GameState> dealWithSoloLosers(double low, double high, const Options& options) {
  const dk::Rules rules = dk::Rules::from(options);
  for (std::uint64_t seed = 1;; ++seed) {
    DealSetup setup;
    setup.seed = seed;
    setup.dealer = 3;
    auto state = std::move(game().newDeal(options, setup).value());
    const auto obs = state->observe(0);
    const auto best = dk::ai::bestSolo(static_cast<const dk::DoppelkopfObservation&>(*obs).hand, rules);
    if (best.kind >= 0 && best.losers > low && best.losers <= high) return state;
  }
}

int solosAmong(const dk::ai::Candidates& c) {
  return static_cast<int>(std::count_if(c.labels.begin(), c.labels.end(), [](Action a) { return dk::isSolo(a); }));
}

std::unique_ptr<GameState> playedOut(std::string_view bids, const Options& options) {
  DealSetup setup;
  setup.seed = 5;
  setup.dealer = 3;
  auto state = std::move(game().newDeal(options, setup).value());
  act(*state, bids);
  while (!state->isTerminal()) playLowest(*state);
  return state;
}

}  // namespace

TEST_CASE("the solo slack decides which solos are searched at the reservation", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  const dk::Rules rules = dk::Rules::from(options);
  // The rules' limit is two losers; the default slack searches up to four.
  auto fourAndAHalf = dealWithSoloLosers(4, 5, options);
  const auto obs = fourAndAHalf->observe(0);
  const auto& o = static_cast<const dk::DoppelkopfObservation&>(*obs);
  CHECK(solosAmong(dk::ai::candidatesFor(o, rules, 2.0)) == 0);
  CHECK(solosAmong(dk::ai::candidatesFor(o, rules, 3.0)) >= 1);
  auto three = dealWithSoloLosers(2, 3, options);
  const auto obsThree = three->observe(0);
  CHECK(solosAmong(dk::ai::candidatesFor(static_cast<const dk::DoppelkopfObservation&>(*obsThree), rules, 2.0)) >= 1);
}

TEST_CASE("the soloist's own play counts for the declared soloist only", "[ai][doppelkopf]") {
  const Options options = dkOptions({{"misere", "true"}});
  auto solo = playedOut("reservation healthy healthy healthy solo:queen", options);
  CHECK(dk::ai::soloSkillFor(*solo, 0, 3.0) == 3.0);
  for (int seat = 1; seat < 4; ++seat) CHECK(dk::ai::soloSkillFor(*solo, seat, 3.0) == 0.0);
  // DK-15: a misère is won by ducking, which the rollouts' rules already do.
  auto misere = playedOut("reservation healthy healthy healthy solo:misere", options);
  CHECK(dk::ai::soloSkillFor(*misere, 0, 3.0) == 0.0);
  auto normal = playedOut("healthy healthy healthy healthy", options);
  for (int seat = 0; seat < 4; ++seat) CHECK(dk::ai::soloSkillFor(*normal, seat, 3.0) == 0.0);
}

TEST_CASE("the solo skill raises exactly the searched value of the solos", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  auto state = dealWithSoloLosers(2, 4, options);
  // The same search but for the skill, without pruning, so both roll out
  // every candidate on the same sampled deals.
  dk::ai::Level judging = *dk::ai::findLevel("analyst");
  judging.prune = false;
  judging.soloSlack = 2.0;
  dk::ai::Level plain = judging;
  plain.soloSkill = 0;
  dk::ai::SearchPlayer withSkill(judging, 9), without(plain, 9);
  withSkill.fixSamples(12);
  without.fixSamples(12);
  decide(withSkill, *state, options);
  decide(without, *state, options);
  const auto& a = withSkill.lastSearch().values;
  const auto& b = without.lastSearch().values;
  REQUIRE(a.size() == b.size());
  int solos = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    INFO(a[i].action);
    REQUIRE(a[i].action == b[i].action);
    const bool solo = dk::isSolo(a[i].action);
    solos += solo;
    CHECK(a[i].mean == Approx(b[i].mean + (solo ? judging.soloSkill : 0.0)));
  }
  CHECK(solos >= 1);
}

TEST_CASE("the Analyst searches solos with a loser more than Strong does", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  auto state = dealWithSoloLosers(4, 5, options);
  auto searchedSolos = [&](const char* kind) {
    dk::ai::SearchPlayer player(*dk::ai::findLevel(kind), 4);
    player.fixSamples(4);
    decide(player, *state, options);
    int solos = 0;
    for (const auto& v : player.lastSearch().values) solos += dk::isSolo(v.action);
    return solos;
  };
  CHECK(searchedSolos("strong") == 0);
  CHECK(searchedSolos("analyst") >= 1);
}
