#include "games/truc/ai/hand_pairs.hpp"

#include "core/binomial.hpp"

namespace kr::truc::ai {

namespace {

bool holds(PowerHand hand, PowerHand played) {
  for (int p = 0; p < kPowers; ++p)
    if (countOf(hand, p) < countOf(played, p)) return false;
  return true;
}

}  // namespace

HandPairs::HandPairs() : chance(kHands * kHands, 0.0) {
  for (int i = 0; i < kHands; ++i) hand[static_cast<std::size_t>(i)] = multisetAt(kHandSize, i);
  const double all = binomial(kDeckSize, kHandSize) * binomial(kDeckSize - kHandSize, kHandSize);
  for (int i = 0; i < kHands; ++i)
    for (int j = 0; j < kHands; ++j) {
      double ways = 1;
      for (int p = 0; p < kPowers; ++p) {
        const int a = countOf(hand[static_cast<std::size_t>(i)], p);
        const int b = countOf(hand[static_cast<std::size_t>(j)], p);
        ways *= binomial(kCopies, a) * binomial(kCopies - a, b);
      }
      chance[static_cast<std::size_t>(i * kHands + j)] = ways / all;
    }
  for (int size = 0; size <= kHandSize; ++size) {
    auto& lists = holders_[static_cast<std::size_t>(size)];
    lists.resize(static_cast<std::size_t>(multisets(size)));
    for (int m = 0; m < multisets(size); ++m)
      for (int h = 0; h < kHands; ++h)
        if (holds(hand[static_cast<std::size_t>(h)], multisetAt(size, m))) lists[static_cast<std::size_t>(m)].push_back(h);
  }
}

const HandPairs& HandPairs::get() {
  static const HandPairs pairs;
  return pairs;
}

}  // namespace kr::truc::ai
