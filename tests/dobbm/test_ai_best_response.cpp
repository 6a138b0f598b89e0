// The strong levels' last tricks (best_response.hpp): the searcher's best
// line against the rules is no worse than the rules' own line, and for the
// declarer no worse than best play by both sides (a plain minimax over
// every card); a rollout that follows it ends with its value; it counts a
// Match for the defence.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "core/match.hpp"
#include "games/dobbm/ai/best_response.hpp"
#include "games/dobbm/ai/heuristic.hpp"
#include "scenario.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

// Every card of every seat, the declarer maximising and the defenders
// minimising: best play by both sides.
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

// The seat's value (as bestResponseValue counts it) when everyone plays by
// the rules.
int rulesValue(DobbmState s, int seat) {
  Rng rng(0);
  while (!s.isTerminal()) {
    const int mover = s.toMove();
    s.applyUnchecked(mover, ai::heuristicPolicy(s, mover, rng), nullptr);
  }
  const int v = ai::declarerValue(s.data());
  return seat == s.table().declarer ? v : -v;
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

TEST_CASE("the best reply to the rules beats their own line, and for the declarer best play by both",
          "[dobbm][ai][best-response]") {
  int positions = 0, better = 0;
  // At least 20 positions even in the sanitizer builds: among a handful the
  // rules may always have played the best line already.
  for (std::uint64_t seed = 300; positions < kr::test::scaled(40, 20); ++seed) {
    // Up to three tricks: the plain minimax grows too fast beyond.
    const int tricksLeft = 1 + static_cast<int>(seed % 3);
    const auto state = positionWith(seed, tricksLeft, static_cast<int>(seed % kSeats), seed % 5 != 0);
    if (!state) continue;
    INFO("seed " << seed << ", " << tricksLeft << " tricks left");
    for (int seat = 0; seat < kSeats; ++seat) {
      const int best = ai::bestResponseValue(*state, seat);
      const int rules = rulesValue(*state, seat);
      CHECK(best >= rules);
      better += best > rules;
      if (seat == state->table().declarer) CHECK(best >= minimax(*state));
    }
    ++positions;
  }
  // Not every position leaves the rules a better line, but some must.
  CHECK(better > 0);
}

TEST_CASE("a rollout of the best reply to the rules ends with its value", "[dobbm][ai][best-response]") {
  int played = 0;
  for (std::uint64_t seed = 400; played < kr::test::scaled(30); ++seed) {
    const auto start = positionWith(seed, 4, static_cast<int>(seed % kSeats), true);
    if (!start) continue;
    const int searcher = static_cast<int>(seed / 2 % kSeats);
    INFO("seed " << seed << ", searcher " << searcher);
    const auto policy = ai::bestResponsePolicy(4, searcher);
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
    const int v = ai::declarerValue(deal.data());
    CHECK((searcher == deal.table().declarer ? v : -v) == ai::bestResponseValue(*start, searcher));
    ++played;
  }
}

TEST_CASE("the best reply counts a Match for the defence", "[dobbm][ai][best-response]") {
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
  for (int seat = 0; seat < kSeats; ++seat)
    CHECK(ai::bestResponseValue(s.state(), seat) == (seat == 0 ? -60 * 256 : 60 * 256));
}

TEST_CASE("best reply speed", "[.dobbm-measure]") {
  using Clock = std::chrono::steady_clock;
  for (int tricksLeft : {3, 4, 5}) {
    double total = 0, worst = 0;
    int n = 0;
    for (std::uint64_t seed = 1; n < 200; ++seed) {
      const auto state = positionWith(seed, tricksLeft, 0, true);
      if (!state) continue;
      const auto t0 = Clock::now();
      (void)ai::bestResponseValue(*state, state->toMove());
      const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
      total += us;
      worst = std::max(worst, us);
      ++n;
    }
    std::printf("%d tricks left: mean %.1f us, worst %.1f us over %d positions\n", tricksLeft, total / n, worst, n);
  }
}
