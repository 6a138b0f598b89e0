// `bench --game G [--seconds S] [--json]`: on one thread, random complete
// deals per second, then sampled full states per second (the AI's inner loop:
// game.sample() on observations taken at random points of random deals).
// Doppelkopf's deals are also set against the speed-of-light reference
// (bench_reference.hpp): the share says how much of a deal's time the
// engine's machinery beyond the bare play costs.
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "args.hpp"
#include "bench_reference.hpp"
#include "commands.hpp"
#include "core/game.hpp"

namespace kr::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct Rate {
  long long count = 0;
  long long cards = 0;
  double seconds = 0;
  double perSecond() const { return static_cast<double>(count) / seconds; }
};

// One random legal action of the seat to move; false once the deal is over
// (toMove() is -1 exactly then, core/game.hpp), so the loops below ask the
// state one question per action, not two.
bool playRandomly(GameState& state, Rng& rng, ActionList& legal) {
  const int seat = state.toMove();
  if (seat < 0) return false;
  state.legalActions(seat, legal);
  state.applyUnchecked(seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], nullptr);
  return true;
}

// Random deals for about `slice`, added to `rate`.
std::optional<Error> benchDeals(const Game& game, const Options& options, Rng& rng, Clock::duration slice, Rate& rate) {
  const auto start = Clock::now();
  const auto until = start + slice;
  ActionList legal;
  DealSetup setup;
  while (Clock::now() < until) {
    for (int batch = 0; batch < 256; ++batch) {
      setup.seed = rng.next();
      auto made = game.newDeal(options, setup);
      if (!made) return made.error();
      GameState& state = *made.value();
      while (playRandomly(state, rng, legal)) {
      }
      rate.cards += state.cardsPlayed();
      ++rate.count;
    }
  }
  rate.seconds += std::chrono::duration<double>(Clock::now() - start).count();
  return std::nullopt;
}

// The engine's deals for `seconds`; for Doppelkopf taking turns with the
// bare playouts of the reference in slices of 50 ms, so that a machine whose
// speed drifts during the run (its clock, a neighbour's load) weighs on both
// alike, and neither alone pays for starting cold.
Expected<Rate> benchDealsBeside(const Game& game, const Options& options, Rng& rng, int seconds,
                                BarePlayouts* reference, ReferenceRate& referenceRate) {
  Rate rate;
  const Clock::duration total = std::chrono::seconds(seconds);
  const Clock::duration slice = reference ? Clock::duration(std::chrono::milliseconds(50)) : total;
  for (Clock::duration done{}; done < total; done += slice) {
    if (auto error = benchDeals(game, options, rng, slice, rate)) return *error;
    if (reference) reference->run(rng, slice, referenceRate);
  }
  return rate;
}

// Observations of the seat to move, each after a random number of actions.
Expected<std::vector<std::unique_ptr<Observation>>> observationPool(const Game& game, const Options& options,
                                                                     Rng& rng) {
  std::vector<std::unique_ptr<Observation>> pool;
  ActionList legal;
  DealSetup setup;
  while (pool.size() < 256) {
    setup.seed = rng.next();
    auto made = game.newDeal(options, setup);
    if (!made) return made.error();
    GameState& state = *made.value();
    const auto stopAfter = rng.below(40);
    for (std::uint32_t step = 0; step < stopAfter && playRandomly(state, rng, legal); ++step) {
    }
    if (!state.isTerminal()) pool.push_back(state.observe(state.toMove()));
  }
  return pool;
}

Expected<Rate> benchSamples(const Game& game, const Options& options, Rng& rng, int seconds) {
  auto pool = observationPool(game, options, rng);
  if (!pool) return pool.error();
  Rate rate;
  const auto start = Clock::now();
  const auto until = start + std::chrono::seconds(seconds);
  while (Clock::now() < until) {
    for (const auto& obs : pool.value()) {
      if (!game.sample(*obs, options, rng))
        return Error{"sample-failed", "bench", "no state consistent with an observation of a real deal"};
      ++rate.count;
    }
  }
  rate.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return rate;
}

}  // namespace

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

  Rng rng(seed.value());
  const int s = static_cast<int>(seconds.value());
  const bool hasReference = game.value()->id() == "doppelkopf";
  std::optional<BarePlayouts> barePlayouts;
  if (hasReference) barePlayouts.emplace();
  ReferenceRate reference;
  const auto deals = benchDealsBeside(*game.value(), options.value(), rng, s, barePlayouts ? &*barePlayouts : nullptr,
                                      reference);
  if (!deals) return fail(deals.error());
  const auto samples = benchSamples(*game.value(), options.value(), rng, s);
  if (!samples) return fail(samples.error());
  const Rate& d = deals.value();
  const double cardsPerSecond = static_cast<double>(d.cards) / d.seconds;
  if (args.value().has("json")) {
    nlohmann::json out{{"game", std::string(game.value()->id())}, {"seconds", d.seconds},
                       {"deals", d.count}, {"deals_per_second", d.perSecond()},
                       {"card_plays_per_second", cardsPerSecond},
                       {"samples", samples.value().count},
                       {"samples_per_second", samples.value().perSecond()}};
    if (hasReference) {
      out["reference_deals_per_second"] = reference.perSecond();
      out["share_of_reference"] = d.perSecond() / reference.perSecond();
      out["reference_card_points_per_deal"] = reference.cardPointsPerDeal();
    }
    std::cout << out.dump(2) << "\n";
  } else {
    std::cout << game.value()->id() << ": " << d.count << " random deals in " << d.seconds << " s: " << d.perSecond()
              << " deals/s, " << cardsPerSecond << " card plays/s (one thread)\n";
    if (hasReference)
      std::cout << game.value()->id() << ": " << reference.deals << " bare playouts in " << reference.seconds
                << " s: " << reference.perSecond() << " deals/s; random deals run at "
                << d.perSecond() / reference.perSecond() << " of it\n";
    std::cout << game.value()->id() << ": " << samples.value().count << " sampled states in " << samples.value().seconds
              << " s: " << samples.value().perSecond() << " samples/s (one thread)\n";
  }
  return kExitOk;
}

}  // namespace kr::cli
