#pragma once
// Reservations, declarations and the poverty exchange (rulings DK-2 to DK-5).
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
bool marriageEligible(const CardMultiset& dealt);

}  // namespace kr::dk
