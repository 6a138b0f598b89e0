// `selftest --game G --deals N [--seed S]`: random play checking every invariant.
#include <chrono>
#include <iostream>

#include "args.hpp"
#include "commands.hpp"
#include "core/selftest.hpp"

namespace kr::cli {

int runSelftest(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {"fixed-options", "fast"}, {"game", "deals", "seed"});
  if (!args) return fail(args.error());
  auto game = gameArg(args.value());
  if (!game) return fail(game.error());
  auto deals = args.value().integer("deals", 1000, 1, 1'000'000'000);
  if (!deals) return fail(deals.error());
  auto seed = args.value().seed("seed", 1);
  if (!seed) return fail(seed.error());

  SelfTestConfig config;
  config.deals = static_cast<int>(deals.value());
  config.seed = seed.value();
  config.randomOptions = !args.value().has("fixed-options");
  if (args.value().has("fast") || config.deals > 20000) {
    // Long runs keep the per-step rule checks and sample less often.
    config.sampleEvery = 16;
    config.samplesPerCheck = 1;
  }
  const auto start = std::chrono::steady_clock::now();
  const SelfTestReport report = runSelfTest(*game.value(), config);
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << game.value()->id() << ": " << report.deals << " deals, " << report.actions << " actions, "
            << report.samples << " sampled states (" << report.samplesThatDiffered
            << " with other hidden cards) in " << s << " s\n";
  if (report.failure) {
    std::cout << "FAILED: " << report.failure->message() << "\n";
    return kExitFailed;
  }
  std::cout << "all invariants held\n";
  return kExitOk;
}

}  // namespace kr::cli
