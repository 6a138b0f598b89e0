// The Doppelkopf endgame solver of the strong levels (endgame.hpp): its
// alpha-beta value equals a plain minimax over every card, a rollout that
// follows its solved line ends with exactly that value.
#include <algorithm>
#include <catch2/catch.hpp>

#include "dk_support.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/ai/endgame.hpp"
#include "games/doppelkopf/play.hpp"
#include "games/doppelkopf/state.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace aitest;

namespace {

const dk::DoppelkopfState& dkState(const GameState& s) { return static_cast<const dk::DoppelkopfState&>(s); }

// Every card (and pig played with its declaration) of every seat, no
// pruning: the reference.
int minimax(const dk::DoppelkopfState& s) {
  if (s.isTerminal()) return dk::ai::reValue(s.deal());
  const int mover = s.toMove();
  ActionList legal;
  s.legalActions(mover, legal);
  const bool re = s.deal().partyOf(mover) == 0;
  int best = re ? -(1 << 28) : 1 << 28;
  for (Action a : legal) {
    if (!dk::isCard(a) && !(dk::isPigDeclaration(a) && dk::playedWithDeclaration(s.deal().rules, a))) continue;
    dk::DoppelkopfState next = s;
    next.applyUnchecked(mover, a, nullptr);
    const int v = minimax(next);
    best = re ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Rule sets with solos, pigs, extras and a misère among the deals.
Options optionsFor(std::uint64_t seed) {
  switch (seed % 3) {
    case 0: return dkOptions();
    case 1: return dkOptions({{"schweinchen", "true"}, {"hyperschweinchen", "true"}, {"fox-last-trick", "two"}});
    default: return dkOptions({{"misere", "true"}, {"queen-jack-solo", "true"}, {"scoring", "leaver"}});
  }
}

// A deal of the rule-based players with `tricksLeft` tricks to play and
// `inTrick` cards of the current trick down; null if it ended before.
std::unique_ptr<GameState> positionWith(std::uint64_t seed, int tricksLeft, int inTrick) {
  const Options options = optionsFor(seed);
  auto state = ruledPosition(seed, (12 - tricksLeft) * 4 + inTrick, options);
  if (state->isTerminal()) return nullptr;
  return state;
}

}  // namespace

TEST_CASE("the Doppelkopf endgame solver's value is the minimax value of the last tricks", "[doppelkopf][ai][endgame]") {
  int solved = 0;
  for (std::uint64_t seed = 1; solved < kr::test::scaled(60); ++seed) {
    const int tricksLeft = 1 + static_cast<int>(seed % 3);
    const auto state = positionWith(seed, tricksLeft, static_cast<int>(seed % 4));
    if (!state) continue;
    INFO("seed " << seed << ", " << tricksLeft << " tricks left: " << state->serialize());
    CHECK(dk::ai::solvedValue(dkState(*state)) == minimax(dkState(*state)));
    ++solved;
  }
}

TEST_CASE("a Doppelkopf rollout in the endgame plays the solved line to the solved value", "[doppelkopf][ai][endgame]") {
  int solved = 0;
  for (std::uint64_t seed = 100; solved < kr::test::scaled(40); ++seed) {
    const auto start = positionWith(seed, 3, 0);
    if (!start) continue;
    INFO("seed " << seed << ": " << start->serialize());
    const auto policy = dk::ai::endgamePolicy(3);
    auto deal = start->clone();
    Rng rng(seed);
    ActionList legal;
    while (!deal->isTerminal()) {
      const int mover = deal->toMove();
      const Action a = policy(*deal, mover, rng);
      deal->legalActions(mover, legal);
      REQUIRE(legal.contains(a));
      deal->applyUnchecked(mover, a, nullptr);
    }
    CHECK(dk::ai::reValue(dkState(*deal).deal()) == dk::ai::solvedValue(dkState(*start)));
    ++solved;
  }
}
