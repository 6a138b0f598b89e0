// The generic searches (paired PIMC, ISMCTS) on the test game Minitrick.
#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <thread>

#include "ai/ismcts.hpp"
#include "ai/pimc.hpp"
#include "ai/self_play.hpp"
#include "support/minitrick.hpp"

using namespace kr;

namespace {

std::unique_ptr<GameState> dealt(const std::vector<std::vector<Card>>& hands) {
  auto state = test::minitrickDeal(hands);  // seat 0 bids first
  REQUIRE(state);
  return state;
}

Card card(const char* text) { return *parseCard(text, DeckStyle::French); }

std::unique_ptr<GameState> winningHand() {
  auto state = dealt({{card("HA"), card("HK"), card("SA"), card("SK")},
                      {card("HT"), card("H9"), card("SQ"), card("SJ")},
                      {card("HQ"), card("HJ"), card("ST"), card("S9")}});
  for (const char* bid : {"pass", "pass", "pass"}) REQUIRE_FALSE(state->applyText(state->toMove(), bid));
  return state;
}

}  // namespace

TEST_CASE("paired PIMC and ISMCTS knock with a hand that wins every trick", "[ai]") {
  const Options options = test::minitrick().defaultOptions();
  const DecisionContext ctx{&test::minitrick(), &options, nullptr, -1};
  auto state = winningHand();
  const auto obs = state->observe(0);
  PimcConfig pimc;
  pimc.samplesPerThread = 300;
  pimc.timeLimited = false;
  const SearchResult p = pimcSearch(*obs, ctx, pimc, 1);
  CHECK(p.samples == 600);
  CHECK(state->actionToString(p.best) == "knock");
  IsmctsConfig ismcts;
  ismcts.iterationsPerThread = 3000;
  ismcts.timeLimited = false;
  const SearchResult t = ismctsSearch(*obs, ctx, ismcts, 1);
  CHECK(t.rollouts == 6000);
  CHECK(state->actionToString(t.best) == "knock");
}

TEST_CASE("pruning PIMC stops once one candidate is left", "[ai]") {
  const Options options = test::minitrick().defaultOptions();
  const DecisionContext ctx{&test::minitrick(), &options, nullptr, -1};
  auto state = winningHand();
  const auto obs = state->observe(0);
  PimcConfig pimc;
  pimc.samplesPerThread = 5000;
  pimc.timeLimited = false;
  pimc.prune = true;
  const SearchResult p = pimcSearch(*obs, ctx, pimc, 1);
  CHECK(state->actionToString(p.best) == "knock");
  // Knocking beats the other candidates on every deal, so they are pruned
  // at the first checks after 16 samples, and each thread stops there.
  CHECK(p.samples < 2 * 100);
  // A stricter threshold needs more samples before it drops a candidate.
  pimc.pruneSigmas = 12;
  const SearchResult strict = pimcSearch(*obs, ctx, pimc, 1);
  CHECK(state->actionToString(strict.best) == "knock");
  CHECK(strict.samples > p.samples);
  CHECK(strict.samples < 2 * 5000);
  pimc.prune = false;
  CHECK(pimcSearch(*obs, ctx, pimc, 1).samples == 2 * 5000);
}

TEST_CASE("PIMC drawing several states per sample rolls out the likely ones", "[ai]") {
  const Options options = test::minitrick().defaultOptions();
  const DecisionContext ctx{&test::minitrick(), &options, nullptr, -1};
  auto state = winningHand();
  const auto obs = state->observe(0);
  // An opponent model that finds half of the deals (by seat 1's hand) a
  // hundred times likelier than the other half.
  auto likely = [](const GameState& s) { return std::hash<std::string>{}(s.observe(1)->serialize()) % 2 == 0; };
  PimcConfig pimc;
  pimc.threads = 1;
  pimc.samplesPerThread = 400;
  pimc.timeLimited = false;
  pimc.weight = [&](const GameState& s, int) { return likely(s) ? 1.0 : 0.01; };
  pimc.labels.assign(obs->legal.begin(), obs->legal.end());
  int rolled = 0, rolledLikely = 0;
  pimc.apply = [&](GameState& s, int seat, int i) {
    if (i == 0) {
      ++rolled;
      rolledLikely += likely(s) ? 1 : 0;
    }
    s.applyUnchecked(seat, pimc.labels[static_cast<std::size_t>(i)], nullptr);
  };
  const SearchResult single = pimcSearch(*obs, ctx, pimc, 5);
  CHECK(rolled == 400);
  CHECK(rolledLikely > 120);  // about half: one state per sample, as sampled
  CHECK(rolledLikely < 280);
  rolled = rolledLikely = 0;
  pimc.statesPerSample = 16;
  const SearchResult resampled = pimcSearch(*obs, ctx, pimc, 5);
  CHECK(rolled == 400);
  CHECK(rolledLikely > 360);  // nearly all: the rollouts go where the model's weight is
  CHECK(state->actionToString(single.best) == "knock");
  CHECK(state->actionToString(resampled.best) == "knock");
}

TEST_CASE("paired PIMC and ISMCTS with fixed work give the same result every time", "[ai]") {
  const Options options = test::minitrick().defaultOptions();
  const DecisionContext ctx{&test::minitrick(), &options, nullptr, -1};
  auto state = winningHand();
  const auto obs = state->observe(0);
  PimcConfig pimc;
  pimc.samplesPerThread = 50;
  pimc.timeLimited = false;
  IsmctsConfig ismcts;
  ismcts.iterationsPerThread = 200;
  ismcts.timeLimited = false;
  const SearchResult p1 = pimcSearch(*obs, ctx, pimc, 9), p2 = pimcSearch(*obs, ctx, pimc, 9);
  const SearchResult t1 = ismctsSearch(*obs, ctx, ismcts, 9), t2 = ismctsSearch(*obs, ctx, ismcts, 9);
  for (std::size_t i = 0; i < p1.values.size(); ++i) CHECK(p1.values[i].mean == p2.values[i].mean);
  for (std::size_t i = 0; i < t1.values.size(); ++i) {
    CHECK(t1.values[i].visits == t2.values[i].visits);
    CHECK(t1.values[i].mean == t2.values[i].mean);
  }
}

TEST_CASE("paired PIMC and ISMCTS stop when cancelled", "[ai]") {
  const Options options = test::minitrick().defaultOptions();
  auto state = winningHand();
  const auto obs = state->observe(0);
  for (int method = 0; method < 2; ++method) {
    std::atomic<bool> stop{false};
    const DecisionContext ctx{&test::minitrick(), &options, &stop, 600000};
    std::thread canceller([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      stop = true;
    });
    const auto start = std::chrono::steady_clock::now();
    const SearchResult r = method == 0 ? pimcSearch(*obs, ctx, PimcConfig{}, 2) : ismctsSearch(*obs, ctx, IsmctsConfig{}, 2);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    canceller.join();
    CHECK(r.cancelled);
    CHECK(ms < 30000);
    CHECK(obs->legal.contains(r.best));
  }
}

TEST_CASE("summaries of decision times give the median", "[ai]") {
  CHECK(summarize({5, 1, 3}).median == 3);
  CHECK(summarize({4, 1, 3, 2}).median == 2.5);
}
