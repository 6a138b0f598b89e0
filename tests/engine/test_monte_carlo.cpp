#include <catch2/catch.hpp>

#include <thread>

#include "ai/monte_carlo.hpp"
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

}  // namespace

TEST_CASE("Monte Carlo search takes the trick that wins the deal", "[ai]") {
  // Seat 0 holds the top hearts; seat 1 must follow hearts with ♥T later.
  auto state = dealt({{card("HA"), card("HK"), card("SA"), card("SK")},
                      {card("HT"), card("H9"), card("SQ"), card("SJ")},
                      {card("HQ"), card("HJ"), card("ST"), card("S9")}});
  for (const char* bid : {"pass", "pass", "pass"}) REQUIRE_FALSE(state->applyText(state->toMove(), bid));
  const Options options = test::minitrick().defaultOptions();
  DecisionContext ctx{&test::minitrick(), &options, nullptr, -1};
  MonteCarloConfig config;
  config.maxIterations = 4000;
  config.budgetMs = 5000;
  auto obs = state->observe(0);
  const SearchResult r = monteCarloSearch(*obs, ctx, config, 1);
  CHECK(r.rollouts >= 4000);
  // Any card of seat 0 wins; knocking first is worth one more stake.
  CHECK(state->actionToString(r.best) == "knock");
}

TEST_CASE("the search stops at once when cancelled", "[ai]") {
  auto state = dealt({{card("HA"), card("HK"), card("SA"), card("SK")},
                      {card("HT"), card("H9"), card("SQ"), card("SJ")},
                      {card("HQ"), card("HJ"), card("ST"), card("S9")}});
  const Options options = test::minitrick().defaultOptions();
  std::atomic<bool> stop{false};
  DecisionContext ctx{&test::minitrick(), &options, &stop, 60000};
  MonteCarloConfig config;
  auto obs = state->observe(0);
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    stop = true;
  });
  const auto start = std::chrono::steady_clock::now();
  const SearchResult r = monteCarloSearch(*obs, ctx, config, 2);
  const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  canceller.join();
  CHECK(r.cancelled);
  CHECK(ms < 30000);  // far below the 60 s budget: the stop flag ended it
  CHECK(obs->legal.contains(r.best));
}

TEST_CASE("the decision depends only on the observation", "[ai]") {
  // Two deals that seat 0 cannot tell apart: the other hands swapped.
  auto a = dealt({{card("HA"), card("HK"), card("SA"), card("SK")},
                  {card("HT"), card("H9"), card("SQ"), card("SJ")},
                  {card("HQ"), card("HJ"), card("ST"), card("S9")}});
  auto b = dealt({{card("HA"), card("HK"), card("SA"), card("SK")},
                  {card("HQ"), card("HJ"), card("ST"), card("S9")},
                  {card("HT"), card("H9"), card("SQ"), card("SJ")}});
  REQUIRE(a->observe(0)->serialize() == b->observe(0)->serialize());
  const Options options = test::minitrick().defaultOptions();
  DecisionContext ctx{&test::minitrick(), &options, nullptr, -1};
  MonteCarloConfig config;
  config.threads = 1;
  config.maxIterations = 500;
  config.budgetMs = 60000;
  const SearchResult ra = monteCarloSearch(*a->observe(0), ctx, config, 77);
  const SearchResult rb = monteCarloSearch(*b->observe(0), ctx, config, 77);
  CHECK(ra.best == rb.best);
  for (std::size_t i = 0; i < ra.values.size(); ++i) CHECK(ra.values[i].mean == rb.values[i].mean);
}
