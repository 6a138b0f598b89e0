// The reference player `uct` (ensemble UCT, issue #17) in every game: legal
// answers, decisions that depend on the observation and the seed only (not
// on the number of threads), prompt cancellation, its kind texts, and a
// Doppelkopf position with one clearly better card.
#include <catch2/catch.hpp>

#include <chrono>
#include <set>
#include <thread>

#include "ai/uct_player.hpp"
#include "core/game_registry.hpp"
#include "dk_support.hpp"
#include "games/doppelkopf/ai/quiet_rollout.hpp"
#include "support/scale.hpp"

using namespace kr;

namespace {

constexpr std::array<const char*, 4> kGames = {"doppelkopf", "truc", "coiffeur", "dobbm"};

const Game& gameOf(std::string_view id) {
  for (const Game* g : implementedGames())
    if (g->id() == id) return *g;
  FAIL("no game " << id);
  throw;
}

std::unique_ptr<GameState> newDeal(const Game& game, const Options& options, std::uint64_t seed) {
  DealSetup setup;
  setup.seed = seed;
  auto made = game.newDeal(options, setup);
  REQUIRE(made);
  return std::move(made.value());
}

// A position `steps` random actions into a deal, or null when the deal ends
// before or the seat to move has no choice there.
std::unique_ptr<GameState> position(const Game& game, const Options& options, std::uint64_t seed, int steps) {
  auto state = newDeal(game, options, seed);
  Rng rng(seed);
  ActionList legal;
  for (int i = 0; i < steps && !state->isTerminal(); ++i) {
    state->legalActions(state->toMove(), legal);
    state->applyUnchecked(state->toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))],
                          nullptr);
  }
  if (state->isTerminal() || state->observe(state->toMove())->legal.size() < 2) return nullptr;
  return state;
}

UctConfig small(int threads = 2) {
  UctConfig c;
  c.worlds = 2;
  c.rolloutsPerWorld = 50;
  c.threads = threads;
  return c;
}

void requireSame(const SearchResult& a, const SearchResult& b) {
  CHECK(a.best == b.best);
  REQUIRE(a.values.size() == b.values.size());
  for (std::size_t i = 0; i < a.values.size(); ++i) {
    CHECK(a.values[i].visits == b.values[i].visits);
    CHECK(a.values[i].mean == b.values[i].mean);
  }
}

}  // namespace

TEST_CASE("uct plays every game legally and never acts out of turn", "[ai][uct]") {
  for (const char* id : kGames) {
    const Game& game = gameOf(id);
    const Options options = game.defaultOptions();
    const DecisionContext ctx{&game, &options, nullptr, -1};
    const int deals = kr::test::scaled(3);
    for (int d = 0; d < deals; ++d) {
      auto state = newDeal(game, options, static_cast<std::uint64_t>(40 + d));
      std::vector<std::unique_ptr<Player>> seats;
      for (int s = 0; s < state->seatCount(); ++s)
        seats.push_back(makePlayer(s % 2 == d % 2 ? "uct-2x50" : "random", game, static_cast<std::uint64_t>(s)));
      int uctMoves = 0;
      while (!state->isTerminal()) {
        for (int s = 0; s < state->seatCount(); ++s) {
          if (s == state->toMove() || seats[static_cast<std::size_t>(s)]->kind() != "uct-2x50") continue;
          const auto obs = state->observe(s);
          if (!obs->legal.empty()) CHECK_FALSE(seats[static_cast<std::size_t>(s)]->interject(*obs, ctx));
        }
        const int seat = state->toMove();
        Player& player = *seats[static_cast<std::size_t>(seat)];
        const auto obs = state->observe(seat);
        const Action a = player.choose(*obs, ctx);
        INFO(id << " deal " << d << " seat " << seat << ": " << state->actionToString(a));
        REQUIRE(obs->legal.contains(a));
        REQUIRE_FALSE(state->apply(seat, a));
        if (player.kind() == "uct-2x50" && obs->legal.size() > 1) {
          const auto& search = static_cast<UctPlayer&>(player).lastSearch();
          CHECK(search.samples == 2);
          CHECK(search.rollouts == 100);
          ++uctMoves;
        }
      }
      CHECK(uctMoves > 0);
    }
  }
}

TEST_CASE("uct decides the same for the same seed, on one thread or two", "[ai][uct]") {
  for (const char* id : kGames) {
    const Game& game = gameOf(id);
    const Options options = game.defaultOptions();
    const DecisionContext ctx{&game, &options, nullptr, -1};
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const auto state = position(game, options, seed, static_cast<int>(seed * 3 % 17));
      if (!state) continue;
      const auto obs = state->observe(state->toMove());
      INFO(id << " " << obs->serialize());
      const SearchResult one = uctSearch(*obs, ctx, small(1), seed);
      requireSame(one, uctSearch(*obs, ctx, small(2), seed));
      requireSame(one, uctSearch(*obs, ctx, small(2), seed));
      CHECK(one.rollouts == 100);
      // Players made alike decide alike.
      auto a = makePlayer("uct-2x50", game, seed), b = makePlayer("uct-2x50", game, seed);
      CHECK(a->choose(*obs, ctx) == b->choose(*obs, ctx));
      ++compared;
    }
    CHECK(compared >= 4);
  }
}

TEST_CASE("uct decisions do not change when the hidden cards are dealt differently", "[ai][uct]") {
  for (const char* id : kGames) {
    const Game& game = gameOf(id);
    const Options options = game.defaultOptions();
    const DecisionContext ctx{&game, &options, nullptr, -1};
    Rng rng(5);
    int compared = 0;
    for (std::uint64_t seed = 20; seed < 32; ++seed) {
      const auto truth = position(game, options, seed, static_cast<int>(seed * 5 % 19));
      if (!truth) continue;
      const int seat = truth->toMove();
      const auto obs = truth->observe(seat);
      // A second true state with the same observation: the other hands
      // redealt consistently with everything this seat knows.
      const auto other = game.sample(*obs, options, rng);
      REQUIRE(other);
      REQUIRE(other->observe(seat)->serialize() == obs->serialize());
      INFO(id << " " << obs->serialize());
      auto a = makePlayer("uct-2x50", game, 3), b = makePlayer("uct-2x50", game, 3);
      CHECK(a->choose(*obs, ctx) == b->choose(*other->observe(seat), ctx));
      requireSame(static_cast<UctPlayer&>(*a).lastSearch(), static_cast<UctPlayer&>(*b).lastSearch());
      compared += other->serialize() != truth->serialize();
    }
    CHECK(compared >= 3);
  }
}

TEST_CASE("uct with a huge setting stops when the stop flag is set", "[ai][uct]") {
  const Options options = aitest::dkOptions();
  const auto state = aitest::ruledPosition(42, 0, options);
  const auto obs = state->observe(state->toMove());
  REQUIRE(obs->legal.size() > 1);
  std::atomic<bool> stop{false};
  const DecisionContext ctx{&aitest::game(), &options, &stop, -1};
  auto player = makePlayer("uct-100000x1000000", aitest::game(), 5);
  REQUIRE(player);
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop = true;
  });
  const auto started = std::chrono::steady_clock::now();
  const Action a = player->choose(*obs, ctx);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  canceller.join();
  const SearchResult& search = static_cast<UctPlayer&>(*player).lastSearch();
  INFO("searched " << ms << " ms, " << search.rollouts << " rollouts");
  CHECK(obs->legal.contains(a));
  CHECK(search.cancelled);
  CHECK(search.rollouts > 0);
  CHECK(search.samples <= 2);  // still in the first world of each thread
  CHECK(ms < 30000);           // correctness, not timing (sanitizer builds are slow)
}

TEST_CASE("uct kind texts", "[ai][uct]") {
  const auto paper = parseUctKind("uct");
  REQUIRE(paper);
  CHECK(paper->worlds == 10);
  CHECK(paper->rolloutsPerWorld == 1000);
  const auto small = parseUctKind("uct-3x7");
  REQUIRE(small);
  CHECK(small->worlds == 3);
  CHECK(small->rolloutsPerWorld == 7);
  CHECK(parseUctKind("uct-100000x1000000"));
  for (const char* bad : {"uct-0x5", "uct-3x", "uctx", "uct-3x7x1", "uct-", "uct-x7", "uct-3x0", "uct-03x7",
                          "uct-+3x7", "uct-3X7", "uct-3x7 ", "uct-100001x1", "uct-1x1000001", "UCT"}) {
    INFO(bad);
    CHECK_FALSE(parseUctKind(bad));
    CHECK_FALSE(makePlayer(bad, aitest::game(), 1));
  }
  for (const char* id : kGames) {
    const Game& game = gameOf(id);
    auto player = makePlayer("uct-3x7", game, 1);
    REQUIRE(player);
    CHECK(player->kind() == "uct-3x7");
    const auto kinds = playerKinds(game);
    REQUIRE(kinds.size() >= 3);
    CHECK(kinds[1] == "uct");  // right after random, never the last (the app's hint kind)
    const auto levels = opponentLevels(game);
    CHECK(std::find(levels.begin(), levels.end(), "uct") == levels.end());
  }
}

TEST_CASE("uct's Doppelkopf rollouts play random cards and never announce or reserve", "[ai][uct][doppelkopf]") {
  using namespace aitest;
  const Options options = dkOptions();
  Rng rng(9);
  std::set<std::string> played;
  for (int i = 0; i < 60; ++i) {
    const auto state = ruledPosition(static_cast<std::uint64_t>(300 + i), i % 3 == 0 ? -1 : i % 44, options, i % 5);
    if (state->isTerminal()) continue;
    const int seat = state->toMove();
    ActionList legal;
    state->legalActions(seat, legal);
    const Action a = dk::ai::quietRollout(*state, seat, rng);
    const std::string text = state->actionToString(a);
    INFO(state->phase() << ": " << text);
    REQUIRE(legal.contains(a));
    if (state->phase() == "play") CHECK(parseCard(text, DeckStyle::French));
    if (state->phase() == "reservation") CHECK(text == "healthy");
    played.insert(text);
  }
  CHECK(played.size() > 20);  // random cards, not always the first
}

TEST_CASE("uct keeps the Karlchen for the last trick it is sure to win", "[ai][uct][doppelkopf]") {
  // Both last tricks are seat 0's either way, but only ♠A first scores the
  // Karlchen: one point more in every world.
  using namespace aitest;
  const Options options = dkOptions();
  auto state = karlchenPosition(options);
  const auto obs = state->observe(0);
  REQUIRE(obs->legal.size() == 2);
  auto player = makePlayer("uct-4x200", game(), 1);
  CHECK(decide(*player, *state, options) == "SA");
  const SearchResult& search = static_cast<UctPlayer&>(*player).lastSearch();
  const auto valueOf = [&](const char* card) {
    for (const ActionValue& v : search.values)
      if (state->actionToString(v.action) == card) return v;
    FAIL("no " << card);
    return ActionValue{};
  };
  // Exact values: whatever the others hold and play, the difference is the Karlchen.
  CHECK(valueOf("SA").mean == Approx(valueOf("CJ").mean + 1));
  CHECK(valueOf("SA").visits > valueOf("CJ").visits);
}
