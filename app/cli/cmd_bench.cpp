// `bench --game G [--seconds S] [--json]`: random complete deals on one thread.
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "core/game.hpp"

namespace kr::cli {

int runBench(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {"json"}, {"game", "seconds", "seed", "options"});
  if (!args) return fail(args.error());
  auto game = gameArg(args.value());
  if (!game) return fail(game.error());
  auto options = optionsArg(args.value(), *game.value());
  if (!options) return fail(options.error());
  auto seconds = args.value().integer("seconds", 5, 1, 3600);
  if (!seconds) return fail(seconds.error());
  auto seed = args.value().seed("seed", 1);
  if (!seed) return fail(seed.error());

  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const auto until = start + std::chrono::seconds(seconds.value());
  Rng rng(seed.value());
  long long deals = 0;
  long long cards = 0;
  ActionList legal;
  DealSetup setup;
  while (Clock::now() < until) {
    for (int batch = 0; batch < 256; ++batch) {
      setup.seed = rng.next();
      auto made = game.value()->newDeal(options.value(), setup);
      if (!made) return fail(made.error());
      GameState& state = *made.value();
      while (!state.isTerminal()) {
        const int seat = state.toMove();
        state.legalActions(seat, legal);
        state.applyUnchecked(seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], nullptr);
      }
      cards += state.cardsPlayed();
      ++deals;
    }
  }
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  const double dps = static_cast<double>(deals) / elapsed;
  const double cps = static_cast<double>(cards) / elapsed;
  if (args.value().has("json")) {
    std::cout << nlohmann::json{{"game", std::string(game.value()->id())}, {"seconds", elapsed},
                                {"deals", deals}, {"deals_per_second", dps}, {"card_plays_per_second", cps}}
                     .dump(2)
              << "\n";
  } else {
    std::cout << game.value()->id() << ": " << deals << " random deals in " << elapsed << " s: " << dps
              << " deals/s, " << cps << " card plays/s (one thread)\n";
  }
  return kExitOk;
}

}  // namespace kr::cli
