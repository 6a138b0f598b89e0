// The endgame solver of the strong levels (endgame.hpp): its alpha-beta
// value equals a plain minimax over every card, and a rollout that follows
// its solved line ends with exactly that value.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "core/match.hpp"
#include "games/dobbm/ai/endgame.hpp"
#include "games/dobbm/ai/heuristic.hpp"
#include "scenario.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

// Every card of every seat, no pruning: the reference.
int minimax(const DobbmState& s) {
  if (s.isTerminal()) return ai::declarerValue(s.data());
  const Table& t = s.table();
  ActionList legal;
  s.legalActions(t.turn, legal);
  const bool declarer = t.turn == t.declarer;
  int best = declarer ? -(1 << 20) : 1 << 20;
  for (Action a : legal) {
    DobbmState next = s;
    next.applyUnchecked(t.turn, a, nullptr);
    const int v = minimax(next);
    best = declarer ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// A deal of the rule-based players, stopped with `tricksLeft` tricks to play
// and `inTrick` cards of the current trick down; null if all passed.
std::unique_ptr<DobbmState> positionWith(std::uint64_t seed, int tricksLeft, int inTrick, bool roundToFive) {
  const Options o = optionsFor(4, roundToFive);
  auto match = dobbmGame().newMatch(o, seed);
  REQUIRE_FALSE(match->startDeal());
  auto state = match->current()->clone();
  Rng rng(seed);
  const int stopAt = (kTricks - tricksLeft) * kSeats + inTrick;
  while (!state->isTerminal() && state->cardsPlayed() < stopAt) {
    const int mover = state->toMove();
    state->applyUnchecked(mover, ai::heuristicPolicy(*state, mover, rng), nullptr);
  }
  if (state->isTerminal()) return nullptr;
  return std::unique_ptr<DobbmState>(static_cast<DobbmState*>(state.release()));
}

}  // namespace

TEST_CASE("the endgame solver's value is the minimax value of the last tricks", "[dobbm][ai][endgame]") {
  int solved = 0;
  for (std::uint64_t seed = 1; solved < kr::test::scaled(40); ++seed) {
    const int tricksLeft = 1 + static_cast<int>(seed % 3);
    const auto state = positionWith(seed, tricksLeft, static_cast<int>(seed % kSeats), seed % 5 != 0);
    if (!state) continue;
    INFO("seed " << seed << ", " << tricksLeft << " tricks left");
    CHECK(ai::solvedValue(*state) == minimax(*state));
    ++solved;
  }
}

TEST_CASE("a rollout in the endgame plays the solved line to the solved value", "[dobbm][ai][endgame]") {
  int solved = 0;
  for (std::uint64_t seed = 100; solved < kr::test::scaled(30); ++seed) {
    const auto start = positionWith(seed, 3, 0, true);
    if (!start) continue;
    INFO("seed " << seed);
    const auto policy = ai::endgamePolicy(3);
    DobbmState deal = *start;
    Rng rng(seed);
    ActionList legal;
    while (!deal.isTerminal()) {
      const int mover = deal.toMove();
      const Action a = policy(deal, mover, rng);
      deal.legalActions(mover, legal);
      REQUIRE(legal.contains(a));
      deal.applyUnchecked(mover, a, nullptr);
    }
    CHECK(ai::declarerValue(deal.data()) == ai::solvedValue(*start));
    ++solved;
  }
}

TEST_CASE("the solver counts a Match for the defence", "[dobbm][ai][endgame]") {
  // The Solo declarer (seat 0) holds no heart and no Sau, seat 1 eight
  // hearts: whatever anyone plays, the defence takes every trick and with
  // them the Dobb (DB-6): 0 card points, 60 short.
  Scenario s(optionsFor(), {"AU A9 A8 A7 LU L9 L8 L7", "HA HK HO HU HT H9 H8 H7"});
  s.act("0:solo 1:pass 2:pass 3:pass");
  while (s.table().phase == Phase::Doubling) s.act(std::to_string(s.state().toMove()) + ":pass");
  Rng rng(1);
  while (s.state().cardsPlayed() < (kTricks - 3) * kSeats) {
    const int mover = s.state().toMove();
    s.state().applyUnchecked(mover, ai::heuristicPolicy(s.state(), mover, rng), nullptr);
  }
  CHECK(ai::solvedValue(s.state()) == -60 * 256);
}

TEST_CASE("endgame solver speed", "[.dobbm-measure]") {
  using Clock = std::chrono::steady_clock;
  for (int tricksLeft : {3, 4, 5}) {
    double total = 0, worst = 0;
    int n = 0;
    for (std::uint64_t seed = 1; n < 200; ++seed) {
      const auto state = positionWith(seed, tricksLeft, 0, true);
      if (!state) continue;
      const auto t0 = Clock::now();
      (void)ai::solvedValue(*state);
      const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
      total += us;
      worst = std::max(worst, us);
      ++n;
    }
    std::printf("%d tricks left: mean %.1f us, worst %.1f us over %d positions\n", tricksLeft, total / n, worst, n);
  }
}
