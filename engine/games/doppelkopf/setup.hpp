#pragma once
// Starting a deal: shuffling from the seed (ruling ALL-1) or checking an
// explicit deal, and reading the match context.
#include "core/game.hpp"
#include "deal.hpp"

namespace kr::dk {

// Context keys the match passes into a deal.
inline constexpr std::string_view kOwedSolosKey = "owed-solos";   // bitmask of deal seats
inline constexpr std::string_view kForcedSoloKey = "forced-solo"; // seat, end of the session

Expected<Deal> makeDeal(const Rules& rules, const DealSetup& setup);
Deal startDeal(const Rules& rules, int dealer, int owedSolos, int forcedSolo,
               const std::array<CardMultiset, kSeats>& hands);

}  // namespace kr::dk
