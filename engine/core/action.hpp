#pragma once
// Actions are small integers whose meaning each game defines; ActionList
// holds a seat's legal actions without touching the heap (hot in search).
#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

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
    // Thirteen sentinel bits on top of the set: the word cannot run out
    // within the loop, so no step tests for zero or keeps a second copy of
    // it, and the sentinels left at the end tell how many bits were listed.
    // Past the set's last bit the entries are sentinels' places, beyond the size.
    constexpr int kLowestSentinel = 63 - kFixed;
    constexpr std::uint64_t kSentinels = ~std::uint64_t{0} << kLowestSentinel;
    if ((bits & kSentinels) != 0 || size_ + kFixed > kCapacity) {
      for (; bits != 0; bits &= bits - 1) push(std::countr_zero(bits));
      return;
    }
    Action* out = items_.data() + size_;
    std::uint64_t word = bits | kSentinels;
#pragma GCC unroll 12
    for (int k = 0; k < kFixed; ++k) {
      out[k] = __builtin_ctzll(word);  // word is never zero here (the sentinels)
      word &= word - 1;
    }
    // n ≤ 12 bits took n steps and 12 − n sentinels: the lowest sentinel left
    // is bit kLowestSentinel + 12 − n.
    const std::uint64_t rest = word & ~kSentinels;
    if (rest == 0) {
      size_ += kLowestSentinel + kFixed - __builtin_ctzll(word);
      return;
    }
    size_ += kFixed;  // more than twelve: the rest one by one
    for (std::uint64_t more = rest; more != 0; more &= more - 1) push(std::countr_zero(more));
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
