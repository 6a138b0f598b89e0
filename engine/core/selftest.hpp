#pragma once
// Random play that checks, at every step, what every game must guarantee:
// clones equal the original, records round-trip, only legal actions are
// offered and accepted, observations hide other seats' cards and sampled
// states agree with the observation they came from, and the game's own
// invariants hold. Used by the test suite and `kartenrunde-cli selftest`.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "error.hpp"
#include "record.hpp"

namespace kr {

struct SelfTestConfig {
  int deals = 100;
  std::uint64_t seed = 1;
  bool randomOptions = true;     // draw every option at random per match
  bool checkClones = true;       // clone equality at every step
  bool checkRecords = true;      // record round trip after every deal
  int recordEvery = 1;           // ... or only after every n-th deal and a match's last: a round trip
                                 // replays the whole match so far (the sanitizer runs take 4)
  bool checkIllegal = true;      // illegal actions are refused and change nothing
  int sampleEvery = 1;           // sample consistent states every n-th step (0: never)
  int samplesPerCheck = 2;
  double interjectChance = 0.05; // chance that an out-of-turn action is taken at a step
  GameLookup lookup;             // how records find the game (default: implemented games)
};

struct SelfTestReport {
  int deals = 0;
  long long actions = 0;
  long long samples = 0;
  long long samplesThatDiffered = 0;  // sampled hidden cards differed from the truth
  std::optional<Error> failure;       // names deal seed and action index
};

SelfTestReport runSelfTest(const Game& game, const SelfTestConfig& config);

// A random value for every option (used by the self-test and tournaments).
Options randomOptions(const Game& game, Rng& rng);

}  // namespace kr
