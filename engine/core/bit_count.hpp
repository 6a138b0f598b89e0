#pragma once
// Counting the bits of a card set. On the portable x86-64 target (no POPCNT
// instruction) std::popcount calls into libgcc at every use, which every
// rollout pays for; a few inline arithmetic steps are faster there.
#include <bit>
#include <cstdint>

namespace kr {

constexpr int bitCount(std::uint64_t x) {
#if defined(__x86_64__) && !defined(__POPCNT__)
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#else
  return std::popcount(x);
#endif
}

}  // namespace kr
