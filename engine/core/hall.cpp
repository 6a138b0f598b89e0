#include "hall.hpp"

#include <algorithm>
#include <bit>

namespace kr::hall {

// The cards of the classes within each set of hands are summed for all sets
// at once (n steps over the 2^n sets): this runs for every card of every
// sampled deal.
bool fits(int hands, const ClassCounts& cardsOfClass, const Rooms& room) {
  if (cardsOfClass[0] > 0) return false;
  const auto sets = static_cast<std::size_t>(1) << hands;
  ClassCounts need;  // per set of hands: the cards only its hands may take
  std::copy_n(cardsOfClass.begin(), sets, need.begin());
  for (int i = 0; i < hands; ++i)
    for (std::size_t s = 0; s < sets; ++s)
      if (s & (std::size_t{1} << i)) need[s] += need[s ^ (std::size_t{1} << i)];
  ClassCounts roomOf;  // per set of hands: their room
  roomOf[0] = 0;
  for (std::size_t s = 1; s < sets; ++s) {
    roomOf[s] = roomOf[s & (s - 1)] + room[static_cast<std::size_t>(std::countr_zero(s))];
    if (need[s] > roomOf[s]) return false;
  }
  return need[sets - 1] == roomOf[sets - 1];
}

bool place(int hands, std::span<const int> classOfCard, Rooms room, Rng& rng, std::span<int> handOf) {
  if (hands < 1 || hands > kMaxHands) return false;
  ClassCounts left{};
  for (int cls : classOfCard) ++left[static_cast<std::size_t>(cls)];
  if (!fits(hands, left, room)) return false;
  // Cards still to place that some hand may not take. While there are none,
  // or when one hand is left to choose, the condition holds after the
  // choice, so the check is skipped: the deal is the same.
  const int anyHand = (1 << hands) - 1;
  int constrainedLeft = static_cast<int>(classOfCard.size()) - left[static_cast<std::size_t>(anyHand)];
  for (std::size_t k = 0; k < classOfCard.size(); ++k) {
    const int cls = classOfCard[k];
    --left[static_cast<std::size_t>(cls)];
    if (cls != anyHand) --constrainedLeft;
    int candidates = 0;  // its hands with room left
    for (int i = 0; i < hands; ++i)
      if ((cls & (1 << i)) && room[static_cast<std::size_t>(i)] > 0) candidates |= 1 << i;
    for (;;) {
      int weight = 0;
      for (int i = 0; i < hands; ++i)
        if (candidates & (1 << i)) weight += room[static_cast<std::size_t>(i)];
      if (weight == 0) return false;  // cannot happen while the cards fit
      int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(weight)));
      int chosen = 0;
      while (!(candidates & (1 << chosen)) || pick >= room[static_cast<std::size_t>(chosen)]) {
        if (candidates & (1 << chosen)) pick -= room[static_cast<std::size_t>(chosen)];
        ++chosen;
      }
      --room[static_cast<std::size_t>(chosen)];
      if (constrainedLeft == 0 || std::has_single_bit(static_cast<unsigned>(candidates)) || fits(hands, left, room)) {
        handOf[k] = chosen;
        break;
      }
      ++room[static_cast<std::size_t>(chosen)];
      candidates &= ~(1 << chosen);
    }
  }
  return true;
}

}  // namespace kr::hall
