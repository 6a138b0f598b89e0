// Golden values pin the generator and the shuffle (ruling ALL-1): if any of
// these change, every recorded deal and saved game would deal differently.
#include <catch2/catch.hpp>
#include <numeric>

#include "core/rng.hpp"

using namespace kr;

TEST_CASE("the generator gives the same numbers everywhere", "[rng]") {
  Rng rng(42);
  const std::uint64_t first = rng.next();
  const std::uint64_t second = rng.next();
  CHECK(first == 1546998764402558742ULL);
  CHECK(second == 6990951692964543102ULL);
  CHECK(deriveSeed(42, 7) == 4154399740195928533ULL);
}

TEST_CASE("the shuffle gives the same deal everywhere", "[rng]") {
  std::vector<int> deck(48);
  std::iota(deck.begin(), deck.end(), 0);
  Rng rng(2026);
  rng.shuffle(std::span<int>(deck));
  const std::vector<int> golden = {1, 39, 10, 19, 41, 46, 38, 47, 32, 15, 12, 26, 0, 14, 29, 18, 23, 28, 4, 44, 8, 20, 3, 21,
                                   30, 17, 7, 2, 45, 22, 5, 6, 24, 16, 25, 31, 11, 36, 9, 34, 42, 43, 33, 35, 40, 37, 13, 27};
  CHECK(deck == golden);
}

TEST_CASE("below() stays in range and covers it evenly", "[rng]") {
  Rng rng(7);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 60000; ++i) {
    const auto v = rng.below(6);
    REQUIRE(v < 6);
    ++counts[v];
  }
  for (int c : counts) CHECK(std::abs(c - 10000) < 400);  // about 4 standard deviations
  for (int i = 0; i < 1000; ++i) CHECK(rng.unit() < 1.0);
}

TEST_CASE("different seeds and streams give different sequences", "[rng]") {
  CHECK(Rng(1).next() != Rng(2).next());
  CHECK(deriveSeed(5, 0) != deriveSeed(5, 1));
  CHECK(deriveSeed(5, 1) != deriveSeed(6, 1));
}
