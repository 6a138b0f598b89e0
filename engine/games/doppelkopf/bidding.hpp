#pragma once
// Reservations, declarations and the poverty exchange (rulings DK-2 to DK-5).
#include <cstdint>
#include <string_view>

#include "core/event.hpp"
#include "core/game.hpp"
#include "deal.hpp"

namespace kr::dk {

void biddingLegal(const Deal& d, int seat, ActionList& out);
void applyBidding(Deal& d, int seat, Action a, EventList* events);
Explanation whyBiddingIllegal(const Deal& d, int seat, Action a);

// Facts the bidding rules and the sampler share.
bool soloAllowed(const Rules& rules, int kind);
bool povertyEligible(const Rules& rules, const CardMultiset& dealt);
bool marriageEligible(const Rules& rules, const CardMultiset& dealt);

// DK-14: why a dealt hand may be thrown in; None if it may not (or the option is off).
enum class ThrowIn : std::uint8_t { None, Nines, Kings, NoHighTrump };
ThrowIn throwInReason(const Rules& rules, const CardMultiset& dealt);
std::string_view throwInId(ThrowIn reason);  // "five-nines", "five-kings", "no-high-trump"

}  // namespace kr::dk
