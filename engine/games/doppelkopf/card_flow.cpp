#include "card_flow.hpp"

#include <algorithm>
#include <span>

#include "core/hall.hpp"

namespace kr::dk {

int CardFlow::addSlot(int seat, int capacity, CardSet allowed) {
  seat_[static_cast<std::size_t>(n_)] = seat;
  setSlot(n_, capacity, allowed);
  return n_++;
}

int CardFlow::available(int slot, CardSet faces) const {
  int n = 0;
  for (Card c : faces & allowed(slot)) n += pool[c.face];
  return n;
}

CardFlow::Classes CardFlow::faceClasses() const {
  // Without a branch per face and slot: this runs twice per sampled deal.
  Classes classes{};
  for (int i = 0; i < n_; ++i) {
    const std::uint64_t allowed = allow_[static_cast<std::size_t>(i)].bits();
    for (int f = 0; f < kFaceCount; ++f)
      classes[static_cast<std::size_t>(f)] |= static_cast<int>((allowed >> f) & 1U) << i;
  }
  return classes;
}

bool CardFlow::feasible() const { return feasible(faceClasses()); }

bool CardFlow::feasible(const Classes& classes) const {
  for (int c : caps_)
    if (c < 0) return false;
  hall::ClassCounts counts{};
  for (int f = 0; f < kFaceCount; ++f)
    counts[static_cast<std::size_t>(classes[static_cast<std::size_t>(f)])] +=
        std::max(pool[static_cast<std::size_t>(f)], 0);
  return hall::fits(n_, counts, caps_);
}

bool CardFlow::deal(Rng& rng, std::array<CardMultiset, kSeats>& hands) const {
  const Classes classes = faceClasses();
  // Checked before the shuffle too (hall::place checks again): an impossible
  // system draws no random numbers, as before the helper was shared.
  if (!feasible(classes)) return false;
  std::array<Card, 2 * kFaceCount> cards{};
  std::size_t n = 0;
  for (int f = 0; f < kFaceCount; ++f)
    for (int k = 0; k < pool[static_cast<std::size_t>(f)]; ++k) cards[n++] = Card(f);
  rng.shuffle(std::span<Card>(cards.data(), n));
  std::array<int, 2 * kFaceCount> classOf{};
  for (std::size_t i = 0; i < n; ++i) classOf[i] = classes[cards[i].face];
  std::array<int, 2 * kFaceCount> slotOf{};
  if (!hall::place(n_, std::span<const int>(classOf.data(), n), caps_, rng, std::span<int>(slotOf.data(), n)))
    return false;
  for (std::size_t i = 0; i < n; ++i) hands[static_cast<std::size_t>(seat_[static_cast<std::size_t>(slotOf[i])])].add(cards[i]);
  return true;
}

}  // namespace kr::dk
