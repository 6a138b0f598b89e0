// Measurements, not tests (hidden: run with `kr_dobbm_tests "[.dobbm-measure]"`):
// how fast an Analyst search with a ten-minute budget, no sample cap and no
// pruning returns after its stop flag is set 100 ms into the decision, at
// bids and in the play.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

#include "ai/player.hpp"
#include "core/match.hpp"
#include "games/dobbm/ai/heuristic.hpp"
#include "games/dobbm/ai/levels.hpp"
#include "games/dobbm/ai/search_player.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;
using Clock = std::chrono::steady_clock;

TEST_CASE("cancellation latency of the Analyst", "[.dobbm-measure]") {
  const Options o = optionsFor();
  std::vector<double> latencies;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto match = dobbmGame().newMatch(o, seed);
    REQUIRE_FALSE(match->startDeal());
    GameState& state = *match->current();
    // Odd seeds: a position in the play, reached by the rule-based players.
    Rng rng(seed);
    while (seed % 2 && !state.isTerminal() && state.cardsPlayed() < 9) {
      const int mover = state.toMove();
      state.applyUnchecked(mover, ai::heuristicPolicy(state, mover, rng), nullptr);
    }
    if (state.isTerminal()) continue;
    const auto obs = state.observe(state.toMove());
    if (obs->legal.size() < 2) continue;
    // The Analyst without its sample cap and, as in a review, without
    // pruning, so that only the flag ends the search: in the play its
    // pruning settles many decisions in well under 100 ms.
    ai::Level unbounded = *ai::findLevel("analyst");
    unbounded.samplesCap = 0;
    ai::SearchPlayer analyst(unbounded, seed);
    std::atomic<bool> stop{false};
    DecisionContext ctx{&dobbmGame(), &o, &stop, 600'000};
    ctx.review = true;
    Clock::time_point flagged;
    std::thread canceller([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      flagged = Clock::now();
      stop = true;
    });
    const Action a = analyst.choose(*obs, ctx);
    const auto returned = Clock::now();
    canceller.join();
    CHECK(obs->legal.contains(a));
    CHECK(analyst.lastSearch().cancelled);
    latencies.push_back(std::chrono::duration<double, std::milli>(returned - flagged).count());
  }
  std::sort(latencies.begin(), latencies.end());
  REQUIRE_FALSE(latencies.empty());
  std::printf("cancellation: %zu positions, median %.2f ms, max %.2f ms\n", latencies.size(),
              latencies[latencies.size() / 2], latencies.back());
}
