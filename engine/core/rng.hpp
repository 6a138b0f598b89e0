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
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

 public:
  explicit Rng(std::uint64_t seed = 0);

  // Inline: every rollout of every game draws through these.
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, bound), bound > 0; unbiased (Lemire's method with rejection).
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t m = (next() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
      const std::uint32_t threshold = (0U - bound) % bound;
      while (low < threshold) {
        m = (next() >> 32) * bound;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }
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
