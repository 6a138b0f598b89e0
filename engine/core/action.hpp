#pragma once
// Actions are small integers whose meaning each game defines; ActionList
// holds a seat's legal actions without touching the heap (hot in search).
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "bit_count.hpp"

namespace kr {

using Action = std::int32_t;

class ActionList {
 public:
  static constexpr int kCapacity = 96;

  void clear() { size_ = 0; }
  void push(Action a) {
    assert(size_ < kCapacity);
    items_[static_cast<std::size_t>(size_++)] = a;
  }
  // Appends the index of every set bit, lowest first (a card set's faces).
  // Up to 12 bits, in a loop of fixed length: the exit of a loop over a
  // random number of cards is mispredicted at nearly every decision of a
  // random deal, and a full hand of Doppelkopf holds 12.
  void pushBits(std::uint64_t bits) {
    constexpr int kFixed = 12;
    constexpr std::uint64_t kTopBit = std::uint64_t{1} << 63;
    const int n = bitCount(bits);
    if (n > kFixed || size_ + kFixed > kCapacity) {
      for (; bits != 0; bits &= bits - 1) push(std::countr_zero(bits));
      return;
    }
    Action* out = items_.data() + size_;
#pragma GCC unroll 12
    for (int k = 0; k < kFixed; ++k) {
      // The top bit makes the operand never zero, so no branch tests for it;
      // past the last bit the entries are beyond the size.
      out[k] = std::countr_zero(bits | kTopBit);
      bits &= bits - 1;
    }
    size_ += n;
  }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Action operator[](int i) const { return items_[static_cast<std::size_t>(i)]; }
  const Action* begin() const { return items_.data(); }
  const Action* end() const { return items_.data() + size_; }
  bool contains(Action a) const { return std::find(begin(), end(), a) != end(); }
  void sort() { std::sort(items_.begin(), items_.begin() + size_); }

 private:
  std::array<Action, kCapacity> items_{};
  int size_ = 0;
};

}  // namespace kr
