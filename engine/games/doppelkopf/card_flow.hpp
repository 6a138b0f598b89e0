#pragma once
// Deals unknown cards at random to "slots" (a seat, or a seat's trump or
// plain part) with capacities and allowed faces, by `hall::place`: it never
// runs into a dead end when any assignment exists.
#include <array>

#include "cards.hpp"
#include "core/hall.hpp"
#include "core/rng.hpp"

namespace kr::dk {

class CardFlow {
 public:
  static constexpr int kMaxSlots = hall::kMaxHands;

  // Copies of each face still to deal (0..2).
  std::array<int, kFaceCount> pool{};

  int addSlot(int seat, int capacity, CardSet allowed);
  void setSlot(int slot, int capacity, CardSet allowed) {
    caps_[static_cast<std::size_t>(slot)] = capacity;
    allow_[static_cast<std::size_t>(slot)] = allowed;
  }
  int slots() const { return n_; }
  int seatOf(int slot) const { return seat_[static_cast<std::size_t>(slot)]; }
  int capacity(int slot) const { return caps_[static_cast<std::size_t>(slot)]; }
  CardSet allowed(int slot) const { return allow_[static_cast<std::size_t>(slot)]; }
  // Cards of the pool within `faces` that a slot may take.
  int available(int slot, CardSet faces) const;

  bool feasible() const;
  // Deals the whole pool; adds each card to hands[seat of its slot]. False
  // only if the system was infeasible.
  bool deal(Rng& rng, std::array<CardMultiset, kSeats>& hands) const;

 private:
  // Per face, its class: the slots that may take it, one bit per slot.
  using Classes = std::array<int, kFaceCount>;
  Classes faceClasses() const;
  bool feasible(const Classes& classes) const;

  int n_ = 0;
  std::array<int, kMaxSlots> seat_{};
  hall::Rooms caps_{};
  std::array<CardSet, kMaxSlots> allow_{};
};

}  // namespace kr::dk
