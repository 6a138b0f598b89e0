#pragma once
// The 120 hands of three powers that the public tree and its solvers work
// over, the chance of each pair of them being dealt (exact card removal), and
// which hands can still be held once some powers are known to have been played.
#include <array>
#include <vector>

#include "games/truc/ai/abstraction.hpp"

namespace kr::truc::ai {

constexpr int kHands = 120;  // multisets of three powers

struct HandPairs {
  std::array<PowerHand, kHands> hand{};
  // chance[i * kHands + j]: the non-dealer holds hand i and the dealer hand
  // j; symmetric (exact small integers over one count), so either seat reads row i.
  std::vector<double> chance;

  // The hands (ascending) that contain every power of `played`, a multiset
  // of up to three powers.
  const std::vector<int>& holding(PowerHand played) const {
    return holders_[static_cast<std::size_t>(handSize(played))][static_cast<std::size_t>(multisetIndex(played))];
  }

  static const HandPairs& get();

 private:
  HandPairs();
  std::array<std::vector<std::vector<int>>, kHandSize + 1> holders_;
};

}  // namespace kr::truc::ai
