#pragma once
// Starting a deal: shuffling from the seed (ruling ALL-1) or checking an
// explicit deal, and reading the match context.
#include "core/game.hpp"
#include "deal.hpp"

namespace kr::dk {

// Context keys the match passes into a deal.
inline constexpr std::string_view kOwedSolosKey = "owed-solos";   // bitmask of deal seats
inline constexpr std::string_view kForcedSoloKey = "forced-solo"; // seat, end of the session

// What a deal starts from: the hands and the match context, checked.
struct DealStart {
  int dealer = 0;
  int owedSolos = 0;
  int forcedSolo = -1;
  std::array<CardMultiset, kSeats> hands{};
};
Expected<DealStart> prepareDeal(const Rules& rules, const DealSetup& setup);

Deal startDeal(const Rules& rules, int dealer, int owedSolos, int forcedSolo,
               const std::array<CardMultiset, kSeats>& hands);
inline Deal startDeal(const Rules& rules, const DealStart& s) {
  return startDeal(rules, s.dealer, s.owedSolos, s.forcedSolo, s.hands);
}

}  // namespace kr::dk
