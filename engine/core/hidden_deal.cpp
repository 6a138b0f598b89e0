#include "hidden_deal.hpp"

#include <array>
#include <bit>

namespace kr {

namespace {

constexpr int kSubsets = 1 << kMaxHiddenHands;

// Cards by the set of hands that may take them, and the hands' room left.
struct Flow {
  int n = 0;
  std::array<int, kSubsets> cards{};  // per class (bit i: hand i may take it)
  std::array<int, kMaxHiddenHands> room{};

  // Hall's condition: the cards that only the hands in S may take fit into
  // S. The cards of the classes within each S are summed for all S at once
  // (n steps over the 2^n subsets): this runs for every card of every
  // sampled deal.
  bool feasible() const {
    const int subsets = 1 << n;
    std::array<int, kSubsets> need = cards;
    for (int i = 0; i < n; ++i)
      for (int s = 0; s < subsets; ++s)
        if (s & (1 << i)) need[static_cast<std::size_t>(s)] += need[static_cast<std::size_t>(s ^ (1 << i))];
    std::array<int, kSubsets> cap{};
    for (int s = 1; s < subsets; ++s) {
      const int lowest = std::countr_zero(static_cast<unsigned>(s));
      cap[static_cast<std::size_t>(s)] = cap[static_cast<std::size_t>(s & (s - 1))] + room[static_cast<std::size_t>(lowest)];
      if (need[static_cast<std::size_t>(s)] > cap[static_cast<std::size_t>(s)]) return false;
    }
    return true;
  }
};

}  // namespace

bool dealHidden(CardSet pool, std::span<HiddenHand> hands, Rng& rng) {
  const int n = static_cast<int>(hands.size());
  if (n > kMaxHiddenHands) return false;
  std::array<Card, 64> order{};
  int count = 0;
  for (Card c : pool) order[static_cast<std::size_t>(count++)] = c;
  Flow flow;
  flow.n = n;
  int total = 0;
  bool free = true;
  for (int i = 0; i < n; ++i) {
    auto& h = hands[static_cast<std::size_t>(i)];
    h.dealt = CardSet();
    flow.room[static_cast<std::size_t>(i)] = h.size;
    total += h.size;
    free = free && (pool - h.allowed).empty();
  }
  if (total != count) return false;
  rng.shuffle(std::span<Card>(order.data(), static_cast<std::size_t>(count)));
  if (free) {  // no constraints: the shuffled cards in order
    int next = 0;
    for (auto& h : hands)
      for (int k = 0; k < h.size; ++k) h.dealt.add(order[static_cast<std::size_t>(next++)]);
    return true;
  }
  std::array<int, 64> classOf{};
  for (int k = 0; k < count; ++k) {
    int mask = 0;
    for (int i = 0; i < n; ++i)
      if (hands[static_cast<std::size_t>(i)].allowed.contains(order[static_cast<std::size_t>(k)])) mask |= 1 << i;
    if (mask == 0) return false;
    classOf[static_cast<std::size_t>(k)] = mask;
    ++flow.cards[static_cast<std::size_t>(mask)];
  }
  if (!flow.feasible()) return false;
  // Cards still to place that some hand may not take. While there are none,
  // or when one hand is left to choose, Hall's condition holds after the
  // choice, so the check is skipped: the deal is the same.
  const int anyHand = (1 << n) - 1;
  int constrainedLeft = count - flow.cards[static_cast<std::size_t>(anyHand)];
  for (int k = 0; k < count; ++k) {
    const int mask = classOf[static_cast<std::size_t>(k)];
    --flow.cards[static_cast<std::size_t>(mask)];
    if (mask != anyHand) --constrainedLeft;
    int candidates = mask;
    for (;;) {
      int weight = 0;
      for (int i = 0; i < n; ++i)
        if (candidates & (1 << i)) weight += flow.room[static_cast<std::size_t>(i)];
      if (weight == 0) return false;  // cannot happen while Hall's condition held
      int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(weight)));
      int chosen = 0;
      for (int i = 0; i < n; ++i) {
        if (!(candidates & (1 << i))) continue;
        pick -= flow.room[static_cast<std::size_t>(i)];
        if (pick < 0) {
          chosen = i;
          break;
        }
      }
      --flow.room[static_cast<std::size_t>(chosen)];
      if (constrainedLeft == 0 || std::has_single_bit(static_cast<unsigned>(candidates)) || flow.feasible()) {
        hands[static_cast<std::size_t>(chosen)].dealt.add(order[static_cast<std::size_t>(k)]);
        break;
      }
      ++flow.room[static_cast<std::size_t>(chosen)];
      candidates &= ~(1 << chosen);
    }
  }
  return true;
}

}  // namespace kr
