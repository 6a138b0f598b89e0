// The Doppelkopf search levels: decisions that depend on the observation
// only, legal answers in every phase, prompt cancellation, hints.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <thread>

#include "ai/hint.hpp"
#include "dk_support.hpp"
#include "games/doppelkopf/ai/levels.hpp"
#include "games/doppelkopf/ai/search_player.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace aitest;

namespace {

constexpr std::array<const char*, 6> kSearchKinds = {"standard", "strong", "analyst", "analyst-model", "strong-ismcts", "strong-endgame"};

std::unique_ptr<dk::ai::SearchPlayer> searcher(const char* kind, int samples, std::uint64_t seed = 3) {
  auto p = std::make_unique<dk::ai::SearchPlayer>(*dk::ai::findLevel(kind), seed);
  p->fixSamples(samples);
  return p;
}

}  // namespace

TEST_CASE("search decisions do not change when the hidden cards are dealt differently", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  const int positions = kr::test::scaled(40);
  Rng rng(23);
  int compared = 0;
  for (int i = 0; i < positions; ++i) {
    const int cards = static_cast<int>(rng.below(50)) - 2;
    auto truth = ruledPosition(static_cast<std::uint64_t>(500 + i), cards, options, static_cast<int>(rng.below(12)));
    if (truth->isTerminal()) continue;
    const int seat = truth->toMove();
    const auto obs = truth->observe(seat);
    if (obs->legal.size() < 2) continue;
    // A second true state with the same observation: the other hands redealt
    // consistently with everything this seat knows.
    auto other = game().sample(*obs, options, rng);
    REQUIRE(other);
    REQUIRE(other->observe(seat)->serialize() == obs->serialize());
    for (const char* kind : kSearchKinds) {
      INFO(kind << " at " << obs->serialize());
      auto a = searcher(kind, 6);
      auto b = searcher(kind, 6);
      CHECK(decide(*a, *truth, options) == decide(*b, *other, options));
      CHECK(a->lastSearch().values.size() == b->lastSearch().values.size());
      for (std::size_t k = 0; k < a->lastSearch().values.size(); ++k)
        CHECK(a->lastSearch().values[k].mean == b->lastSearch().values[k].mean);
    }
    ++compared;
  }
  CHECK(compared > positions / 3);
}

TEST_CASE("search levels answer with legal actions in every phase and option set", "[ai][doppelkopf]") {
  const std::vector<Options> sets = {
      dkOptions(), dkOptions({{"schweinchen", "true"}, {"hyperschweinchen", "true"}}),
      dkOptions({{"without-nines", "true"}, {"king-solo", "true"}}),
      dkOptions({{"schweinchen", "true"}, {"pigs-before-play", "true"}, {"announce-on-own-turn", "true"}})};
  const int deals = kr::test::scaled(8);
  for (int i = 0; i < deals; ++i) {
    const Options& options = sets[static_cast<std::size_t>(i) % sets.size()];
    auto player = searcher(kSearchKinds[static_cast<std::size_t>(i) % kSearchKinds.size()], 2);
    DealSetup setup;
    setup.seed = static_cast<std::uint64_t>(77 + i);
    auto state = std::move(game().newDeal(options, setup).value());
    playOut(*state, options, [&](int) -> Player& { return *player; });
  }
}

TEST_CASE("a search with a huge budget stops when the stop flag is set", "[ai][doppelkopf]") {
  // Correctness, not timing: with a ten-minute budget the search must return
  // a legal action, report the cancellation, and have sampled only a small
  // part of what the budget allows. The latency itself is measured by
  // `kr_dk_ai_tool cancel` (docs/ai.md).
  const Options options = dkOptions();
  for (const char* kind : {"strong", "analyst", "strong-ismcts"}) {
    auto state = ruledPosition(42, 0, options);
    const auto obs = state->observe(state->toMove());
    REQUIRE(obs->legal.size() > 1);
    std::atomic<bool> stop{false};
    const DecisionContext ctx{&game(), &options, &stop, 600000};
    dk::ai::SearchPlayer player(*dk::ai::findLevel(kind), 5);
    std::thread canceller([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      stop = true;
    });
    const auto started = std::chrono::steady_clock::now();
    const Action a = player.choose(*obs, ctx);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    canceller.join();
    INFO(kind << " searched " << ms << " ms, " << player.lastSearch().samples << " samples");
    CHECK(obs->legal.contains(a));
    // Pruning may settle the decision before the flag is set (one candidate
    // left); otherwise the flag ended the search.
    CHECK((player.lastSearch().cancelled || player.lastSearch().decided));
    // Far less work than the budget allows: under what ten seconds of the
    // same search do (a tenth of a second, times 100), not ten minutes.
    dk::ai::SearchPlayer reference(*dk::ai::findLevel(kind), 5);
    const DecisionContext tenth{&game(), &options, nullptr, 100};
    (void)reference.choose(*obs, tenth);
    CHECK(player.lastSearch().samples < 100 * std::max<long long>(1, reference.lastSearch().samples));
  }
}

TEST_CASE("a search told to stop before it starts returns a legal action at once", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  for (const char* kind : {"strong", "analyst", "strong-ismcts"}) {
    auto state = ruledPosition(42, 5, options);
    const auto obs = state->observe(state->toMove());
    REQUIRE(obs->legal.size() > 1);
    const std::atomic<bool> stop{true};
    const DecisionContext ctx{&game(), &options, &stop, 600000};
    dk::ai::SearchPlayer player(*dk::ai::findLevel(kind), 5);
    INFO(kind);
    CHECK(obs->legal.contains(player.choose(*obs, ctx)));
    CHECK(player.lastSearch().cancelled);
    CHECK(player.lastSearch().rollouts == 0);
  }
}

TEST_CASE("the analyst explains its recommendation", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  auto analyst = makePlayer("analyst", game(), 8);
  auto* source = dynamic_cast<HintSource*>(analyst.get());
  REQUIRE(source != nullptr);
  for (int cards : {-1, 0, 5, 21}) {
    auto state = ruledPosition(900 + static_cast<std::uint64_t>(cards + 1), cards, options, 2);
    if (state->isTerminal()) continue;
    const auto obs = state->observe(state->toMove());
    const DecisionContext ctx{&game(), &options, nullptr, 30};
    const Hint hint = source->hint(*obs, ctx);
    CHECK(obs->legal.contains(hint.action));
    CHECK_FALSE(hint.reasonId.empty());
    CHECK_FALSE(hint.values.empty());
  }
}
