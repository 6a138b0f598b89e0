// Malformed records never crash or hang the loader: 100,000 mutations of
// valid records, each parsed and (when it parses) replayed.
#include <catch2/catch.hpp>

#include "core/record.hpp"
#include "support/minitrick.hpp"
#include "support/scale.hpp"

using namespace kr;

namespace {

std::string validRecord(std::uint64_t seed) {
  Record record{&test::minitrick(), test::minitrick().defaultOptions(), seed, {"a", "b", "c"}, {}};
  auto match = test::minitrick().newMatch(record.options, seed);
  Rng rng(seed);
  for (int d = 0; d < 2; ++d) {
    match->startDeal();
    record.deals.emplace_back();
    GameState& state = *match->current();
    ActionList legal;
    while (!state.isTerminal()) {
      state.legalActions(state.toMove(), legal);
      const Action a = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
      recordAction(record, state.toMove(), state, a);
      state.applyUnchecked(state.toMove(), a, nullptr);
    }
    match->concludeDeal();
  }
  return writeRecord(record);
}

const char* const kFragments[] = {"{", "}", "[", "]", "\"", ",", ":", "null", "true", "-1", "1e999",
                                  "\"HA\"", "\"seat\"", "\"action\"", "\\u0000", "99999999999999999999",
                                  "\"hands\": [[]]", "{\"seat\":0,\"action\":\"knock\"}", "\xff"};

std::string mutate(std::string text, Rng& rng) {
  const int edits = 1 + static_cast<int>(rng.below(4));
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const std::size_t pos = rng.below(static_cast<std::uint32_t>(text.size()));
    switch (rng.below(6)) {
      case 0: text[pos] = static_cast<char>(rng.below(256)); break;                       // flip a byte
      case 1: text.erase(pos, 1 + rng.below(8)); break;                                   // delete
      case 2: text.insert(pos, kFragments[rng.below(std::size(kFragments))]); break;      // insert syntax
      case 3: text.insert(pos, text.substr(rng.below(static_cast<std::uint32_t>(text.size())), 1 + rng.below(40))); break;
      case 4: text.resize(pos); break;                                                    // truncate
      default: {                                                                          // swap two digits or letters
        const std::size_t other = rng.below(static_cast<std::uint32_t>(text.size()));
        std::swap(text[pos], text[other]);
      }
    }
  }
  return text;
}

}  // namespace

TEST_CASE("100,000 mutated records are refused or replayed, never crash", "[records][fuzz]") {
  const std::string seeds[] = {validRecord(1), validRecord(2), validRecord(3)};
  Rng rng(20261122);
  int parsed = 0;
  int replayed = 0;
  const int mutations = test::scaled(100000);
  for (int i = 0; i < mutations; ++i) {
    const std::string text = mutate(seeds[i % 3], rng);
    auto record = parseRecord(text, test::lookupWithMinitrick);
    if (!record) {
      REQUIRE_FALSE(record.error().code.empty());
      continue;
    }
    ++parsed;
    auto match = replayRecord(record.value());
    if (match) ++replayed;
    else REQUIRE_FALSE(match.error().code.empty());
  }
  // Some mutations keep the record valid (a changed action text in an unused spot, ...).
  CHECK(parsed > 0);
  CHECK(replayed <= parsed);
  // Deep nesting is refused without exhausting the stack.
  CHECK_FALSE(parseRecord(std::string(200000, '['), test::lookupWithMinitrick).ok());
}
