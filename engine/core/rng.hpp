#pragma once
// The project's own random generator (ruling ALL-1): a deal depends only on
// the game, its options and a 64-bit seed, on every machine and compiler.
// std::uniform_int_distribution and std::shuffle differ between standard
// libraries, so they are never used for anything a deal depends on.
#include <cstdint>
#include <span>
#include <utility>

namespace kr {

// SplitMix64 step: mixes a counter into a well-distributed 64-bit value.
std::uint64_t splitMix64(std::uint64_t& state);

// A seed for sub-stream `stream` of `seed` (deal n of a match, a worker thread).
std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t stream);

// xoshiro256** seeded through SplitMix64.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);

  std::uint64_t next();
  // Uniform in [0, bound), bound > 0; unbiased (Lemire's method with rejection).
  std::uint32_t below(std::uint32_t bound);
  // Uniform in [0, 1).
  double unit();

  // Fisher-Yates from the back, the same on every platform.
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  std::uint64_t s_[4];
};

}  // namespace kr
