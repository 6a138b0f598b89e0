#pragma once
// The rule-based player's bidding (DK-2 to DK-5, DK-15) and poverty exchange:
// solos with few losers, a misère with a hand of low cards, a silent solo or a marriage with both ♣Q, poverty
// with three trumps or fewer, accepting poverty only with many good trumps.
#include "core/action.hpp"
#include "seat_view.hpp"

namespace kr::dk::ai {

// The game the seat would like to play: kHealthy (a normal game, or a silent
// solo with both ♣Q), kSoloBase + kind, kPoverty or kMarriage.
Action plannedGame(const SeatView& v);

// The solo to play when one is due (compulsory): the one with fewest
// losers, or a misère (DK-15) when the hand is fit for it and no other solo is.
Action dueSolo(const CardMultiset& hand, const Rules& rules);

// One of `legal` in the bidding phases (reservation .. poverty-return).
Action biddingAction(const SeatView& v, const ActionList& legal);

// Whether the seat takes a poverty offered to it.
bool acceptsPoverty(const CardMultiset& hand, const Rules& rules);

// Losers allowed for a declared solo, and for a silent one with both ♣Q.
constexpr double kSoloLosers = 2.0;
constexpr double kSilentSoloLosers = 2.5;
// DK-16 bidding-up: the highest level a solo with these losers may say
// (2: no 90 ... 5: schwarz); 1 when it should say none.
int duelLimit(double losers);
// A hand weaker than this for a partner game is thrown in when it may be (DK-14);
// dealt hands average 9.6, and one in ten scores below 7.
constexpr double kThrowInStrength = 7.0;

}  // namespace kr::dk::ai
