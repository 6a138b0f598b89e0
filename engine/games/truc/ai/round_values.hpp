#pragma once
// The chance of winning a round from every score, which turns a hand's
// points into what they are worth: points near 12 decide the round, points
// past 12 are worth nothing (the round-score awareness of the strategy).
// The generator (tools/truc-cfr) estimates them while it solves; the deal
// review weighs a hand's options by the race values (race()).
#include <array>

#include "games/truc/truc_play.hpp"

namespace kr::truc::ai {

// What a hand can do, from the elder's (non-dealer's) side.
enum Outcome : int {
  kRedeal = 0,       // both agreed to new hands
  kNobody = 1,       // three spoilt tricks
  kElderPoints = 2,  // + log2(points): 2..5 for 1, 2, 4, 8 points
  kDealerPoints = 6, // + log2(points)
  kElderRound = 10,  // won an accepted remainder
  kDealerRound = 11,
  kOutcomes = 12,
};

// Outcome frequencies for each pair of score buckets (elder, dealer).
using OutcomeTable = std::array<std::array<double, kOutcomes>, 16>;

struct RoundValues {
  // elder[a][b]: chance that the elder, holding a points against b, wins the round.
  std::array<std::array<double, kTarget>, kTarget> elder{};

  // The dealer holding a points against the elder's b.
  double dealer(int a, int b) const { return 1.0 - elder[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)]; }

  // The start: every hand gives one point to either side, evenly.
  static RoundValues race();
  // The chance that a side holding `own` points against `other` wins the
  // round (12 or more: won), by the race values.
  static double raceChance(int own, int other);
  // The values a hand's outcome frequencies imply, by value iteration.
  static RoundValues fromOutcomes(const OutcomeTable& outcomes);
};

// The elder's value of a finished hand: its chance of winning the round from
// where the hand leaves the scores (after the hand the elder deals, TR-5).
// Seats are roles here, seat 0 the elder and seat 1 the dealer, as in the
// generator and the public tree; `redeal`: the hand ended with new hands agreed.
double elderValue(const TrucPlay& play, bool redeal, const RoundValues& values);

}  // namespace kr::truc::ai
