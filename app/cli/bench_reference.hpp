#pragma once
// The speed-of-light reference of `bench` (issue #35): a bare Doppelkopf
// playout, the least any engine must do to play a random deal. It shuffles
// and deals the 48 cards, then plays twelve tricks of the normal game by
// random legal cards (follow suit or trump), deciding each trick and adding
// its points: no bidding, no announcements, no record, no events. Random
// engine deals per second divided by these is the engine's share of the
// speed of light.
#include <chrono>
#include <memory>

#include "core/rng.hpp"

namespace kr::cli {

struct ReferenceRate {
  long long deals = 0;
  double seconds = 0;
  long long cardPoints = 0;  // of all deals: 240 each when every card was played once
  double perSecond() const { return static_cast<double>(deals) / seconds; }
  double cardPointsPerDeal() const { return static_cast<double>(cardPoints) / static_cast<double>(deals); }
};

// Bare playouts in slices that add up: `bench` alternates them with the
// engine's deals.
class BarePlayouts {
 public:
  BarePlayouts();
  ~BarePlayouts();
  // Plays deals for about `slice` and adds them to `rate`.
  void run(Rng& rng, std::chrono::steady_clock::duration slice, ReferenceRate& rate);

 private:
  struct Playout;
  std::unique_ptr<Playout> playout_;
};

}  // namespace kr::cli
