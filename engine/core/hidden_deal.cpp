#include "hidden_deal.hpp"

#include <array>

#include "hall.hpp"

namespace kr {

static_assert(kMaxHiddenHands <= hall::kMaxHands);

bool dealHidden(CardSet pool, std::span<HiddenHand> hands, Rng& rng) {
  const int n = static_cast<int>(hands.size());
  if (n > kMaxHiddenHands) return false;
  std::array<Card, 64> order{};
  int count = 0;
  for (Card c : pool) order[static_cast<std::size_t>(count++)] = c;
  hall::Rooms room{};
  int total = 0;
  bool free = true;
  for (int i = 0; i < n; ++i) {
    auto& h = hands[static_cast<std::size_t>(i)];
    h.dealt = CardSet();
    room[static_cast<std::size_t>(i)] = h.size;
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
  std::array<int, 64> classOf{};  // bit i: hand i may take the card
  for (int k = 0; k < count; ++k)
    for (int i = 0; i < n; ++i)
      if (hands[static_cast<std::size_t>(i)].allowed.contains(order[static_cast<std::size_t>(k)]))
        classOf[static_cast<std::size_t>(k)] |= 1 << i;
  std::array<int, 64> handOf{};
  const auto cards = static_cast<std::size_t>(count);
  if (!hall::place(n, std::span<const int>(classOf.data(), cards), room, rng, std::span<int>(handOf.data(), cards)))
    return false;
  for (std::size_t k = 0; k < cards; ++k) hands[static_cast<std::size_t>(handOf[k])].dealt.add(order[k]);
  return true;
}

}  // namespace kr
