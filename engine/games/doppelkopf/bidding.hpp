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

// DK-16: the place of a solo type when solos are named by type, low to high
// (diamonds 0 ... fleshless 9); a later claimant must name a higher one.
int soloTypeRank(Contract c);
// Whether `seat` may claim solo `kind` now, over the claim standing in its round.
bool outbids(const Deal& d, int kind);
// The history note of a pass that lets a standing solo claim stand: it says
// nothing about a lower game in the seat's hand.
constexpr int kStandsDownNote = 8;

// DK-14: why a dealt hand may be thrown in; None if it may not (or the option is off).
enum class ThrowIn : std::uint8_t { None, Nines, Kings, NoHighTrump };
ThrowIn throwInReason(const Rules& rules, const CardMultiset& dealt);
std::string_view throwInId(ThrowIn reason);  // "five-nines", "five-kings", "no-high-trump"

}  // namespace kr::dk
