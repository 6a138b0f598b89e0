// ActionList::pushBits lists a set's bits in a loop of fixed length with a
// fallback beyond it; both must give what a plain walk over the bits gives.
#include <catch2/catch.hpp>
#include <vector>

#include "core/action.hpp"
#include "core/rng.hpp"

using namespace kr;

namespace {

// The bits' indices, lowest first, one at a time.
std::vector<Action> bitByBit(std::uint64_t bits) {
  std::vector<Action> out;
  for (int i = 0; i < 64; ++i)
    if ((bits >> i) & 1U) out.push_back(i);
  return out;
}

std::vector<Action> listed(const ActionList& list) { return {list.begin(), list.end()}; }

}  // namespace

TEST_CASE("pushBits lists every set bit, lowest first, after what the list held", "[action]") {
  Rng rng(35);
  for (int round = 0; round < 2000; ++round) {
    // Sparse masks (up to a hand of twelve), dense ones below the loop's
    // sentinels (the loop, then the rest one by one) and dense ones over the
    // whole word (the fallback).
    std::uint64_t bits = rng.next();
    if (round % 3 == 0) bits &= rng.next() & rng.next() & rng.next() & ((std::uint64_t{1} << 51) - 1);
    if (round % 3 == 1) bits &= (std::uint64_t{1} << 51) - 1;
    const int held = static_cast<int>(rng.below(4));
    ActionList list;
    std::vector<Action> expected;
    for (int k = 0; k < held; ++k) {
      list.push(100 + k);
      expected.push_back(100 + k);
    }
    list.pushBits(bits);
    const auto bitsListed = bitByBit(bits);
    expected.insert(expected.end(), bitsListed.begin(), bitsListed.end());
    REQUIRE(listed(list) == expected);
  }
}

TEST_CASE("pushBits at the edges: no bits, twelve, thirteen, the top bits, a nearly full list", "[action]") {
  // The loop's thirteen sentinels sit on bits 51 to 63: twelve bits just
  // below them take the loop, a bit among them the fallback.
  for (const std::uint64_t bits : {std::uint64_t{0}, std::uint64_t{0xFFF}, std::uint64_t{0x1FFF},
                                   std::uint64_t{0xFFFFF}, std::uint64_t{0xFFF} << 39, (std::uint64_t{1} << 51) | 3U,
                                   std::uint64_t{1} << 63, (std::uint64_t{1} << 63) | 5U}) {
    ActionList list;
    list.pushBits(bits);
    CHECK(listed(list) == bitByBit(bits));
  }
  ActionList nearlyFull;
  for (int k = 0; k < ActionList::kCapacity - 3; ++k) nearlyFull.push(k);
  nearlyFull.pushBits(0b10110);
  CHECK(nearlyFull.size() == ActionList::kCapacity);
  CHECK(nearlyFull[ActionList::kCapacity - 3] == 1);
  CHECK(nearlyFull[ActionList::kCapacity - 1] == 4);
}
