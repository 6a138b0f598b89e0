#include "games/truc/ai/round_values.hpp"

#include "games/truc/ai/abstraction.hpp"

namespace kr::truc::ai {

RoundValues RoundValues::race() {
  RoundValues v;
  auto at = [&](int a, int b) { return a >= kTarget ? 1.0 : b >= kTarget ? 0.0 : v.elder[a][b]; };
  for (int a = kTarget - 1; a >= 0; --a)
    for (int b = kTarget - 1; b >= 0; --b) v.elder[a][b] = 0.5 * at(a + 1, b) + 0.5 * at(a, b + 1);
  return v;
}

double RoundValues::raceChance(int own, int other) {
  static const RoundValues values = race();
  if (own >= kTarget) return 1.0;
  if (other >= kTarget) return 0.0;
  return values.elder[static_cast<std::size_t>(own)][static_cast<std::size_t>(other)];
}

RoundValues RoundValues::fromOutcomes(const OutcomeTable& outcomes) {
  RoundValues v = race();
  // Redeals and spoilt hands return to the same scores, so iterate to the fixed point.
  for (int sweep = 0; sweep < 1000; ++sweep) {
    RoundValues next = v;
    for (int a = 0; a < kTarget; ++a)
      for (int b = 0; b < kTarget; ++b) {
        const auto& p = outcomes[static_cast<std::size_t>(scoreBucket(a) * kScoreBuckets + scoreBucket(b))];
        double total = 0;
        double value = p[kRedeal] * v.elder[a][b] + p[kNobody] * v.dealer(a, b) + p[kElderRound];
        for (int k = 0; k < kOutcomes; ++k) total += p[static_cast<std::size_t>(k)];
        for (int k = 0; k < 4; ++k) {
          const int x = 1 << k;
          value += p[static_cast<std::size_t>(kElderPoints + k)] * (a + x >= kTarget ? 1.0 : v.dealer(a + x, b));
          value += p[static_cast<std::size_t>(kDealerPoints + k)] * (b + x >= kTarget ? 0.0 : v.dealer(a, b + x));
        }
        if (total > 0) next.elder[a][b] = value / total;
      }
    v = next;
  }
  return v;
}

double elderValue(const TrucPlay& play, bool redeal, const RoundValues& values) {
  const int a = play.score[0];
  const int b = play.score[1];
  if (redeal) return values.elder[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
  const int x = play.points();
  if (play.winner < 0) return values.dealer(a, b);
  if (play.winner == 0) return a + x >= kTarget ? 1.0 : values.dealer(a + x, b);
  return b + x >= kTarget ? 0.0 : values.dealer(a, b + x);
}

}  // namespace kr::truc::ai
