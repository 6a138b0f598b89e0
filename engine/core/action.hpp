#pragma once
// Actions are small integers whose meaning each game defines; ActionList
// holds a seat's legal actions without touching the heap (hot in search).
#include <algorithm>
#include <array>
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
  // Appends f(x) for every item; the size is written once, not per item
  // (the hot path of random play and rollouts).
  template <class Range, class F>
  void pushEach(const Range& items, F f) {
    int n = size_;
    for (const auto& x : items) items_[static_cast<std::size_t>(n++)] = f(x);
    assert(n <= kCapacity);
    size_ = n;
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
