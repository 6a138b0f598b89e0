#include "card_flow.hpp"

#include <algorithm>
#include <bit>
#include <span>

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

// Cards fit iff for every set of slots, the cards that only they may take
// are no more than their capacity (and all cards exactly fill all slots).
// Only the 2^n subsets of the n slots in use are touched: it runs for every
// card of every sampled deal.
bool CardFlow::hall(const Counts& cardsOfClass, const std::array<int, kMaxSlots>& caps) const {
  if (cardsOfClass[0] > 0) return false;
  const auto full = static_cast<std::size_t>(1) << n_;
  Counts counts;  // per subset of slots: the cards only its slots may take
  std::copy_n(cardsOfClass.begin(), full, counts.begin());
  for (int i = 0; i < n_; ++i)
    for (std::size_t t = 0; t < full; ++t)
      if (t & (std::size_t{1} << i)) counts[t] += counts[t ^ (std::size_t{1} << i)];
  Counts capSum;  // per subset of slots: their capacity
  capSum[0] = 0;
  for (std::size_t t = 1; t < full; ++t) {
    capSum[t] = capSum[t & (t - 1)] + caps[static_cast<std::size_t>(std::countr_zero(t))];
    if (counts[t] > capSum[t]) return false;
  }
  return counts[full - 1] == capSum[full - 1];
}

bool CardFlow::feasible() const { return feasible(faceClasses()); }

bool CardFlow::feasible(const Classes& classes) const {
  for (int c : caps_)
    if (c < 0) return false;
  Counts counts{};
  for (int f = 0; f < kFaceCount; ++f)
    counts[static_cast<std::size_t>(classes[static_cast<std::size_t>(f)])] +=
        std::max(pool[static_cast<std::size_t>(f)], 0);
  return hall(counts, caps_);
}

bool CardFlow::deal(Rng& rng, std::array<CardMultiset, kSeats>& hands) const {
  const Classes classes = faceClasses();
  if (!feasible(classes)) return false;
  Counts counts{};
  std::array<Card, 2 * kFaceCount> cards{};
  std::size_t n = 0;
  for (int f = 0; f < kFaceCount; ++f) {
    for (int k = 0; k < pool[static_cast<std::size_t>(f)]; ++k) {
      cards[n++] = Card(f);
      ++counts[static_cast<std::size_t>(classes[static_cast<std::size_t>(f)])];
    }
  }
  rng.shuffle(std::span<Card>(cards.data(), n));
  std::array<int, kMaxSlots> caps = caps_;
  // Cards still to deal that some slot may not take. While there are none,
  // Hall's condition holds after any choice (the places left always equal
  // the cards left), so the check is skipped: the deal is the same.
  const int anySlot = (1 << n_) - 1;
  int constrainedLeft = static_cast<int>(n) - counts[static_cast<std::size_t>(anySlot)];
  for (std::size_t i = 0; i < n; ++i) {
    const int cls = classes[cards[i].face];
    int candidates = 0;
    for (int s = 0; s < n_; ++s)
      if ((cls & (1 << s)) && caps[static_cast<std::size_t>(s)] > 0) candidates |= 1 << s;
    --counts[static_cast<std::size_t>(cls)];
    if (cls != anySlot) --constrainedLeft;
    for (;;) {
      if (candidates == 0) return false;  // cannot happen while Hall's condition holds
      // A slot with probability in proportion to its free places: uniform
      // deals when nothing constrains them.
      int total = 0;
      for (int s = 0; s < n_; ++s)
        if (candidates & (1 << s)) total += caps[static_cast<std::size_t>(s)];
      int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
      int slot = 0;
      while (!(candidates & (1 << slot)) || pick >= caps[static_cast<std::size_t>(slot)]) {
        if (candidates & (1 << slot)) pick -= caps[static_cast<std::size_t>(slot)];
        ++slot;
      }
      --caps[static_cast<std::size_t>(slot)];
      if (constrainedLeft == 0 || std::has_single_bit(static_cast<unsigned>(candidates)) || hall(counts, caps)) {
        hands[static_cast<std::size_t>(seat_[static_cast<std::size_t>(slot)])].add(cards[i]);
        break;
      }
      ++caps[static_cast<std::size_t>(slot)];
      candidates &= ~(1 << slot);
    }
  }
  return true;
}

}  // namespace kr::dk
