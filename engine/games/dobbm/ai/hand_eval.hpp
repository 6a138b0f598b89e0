#pragma once
// Quick estimates without search, for the rule-based bidding, discard and
// doubling: the card points a hand of eight takes as declarer against three
// defenders (sure trump tricks, Sau and guarded tens, length in hearts,
// short suits to trump), and the best card to lay away next.
#include "core/card_set.hpp"
#include "games/dobbm/tricks.hpp"

namespace kr::dobbm::ai {

// Expected card points in the declarer's tricks with this hand, not
// counting the Dobb or the discard.
double declarerPoints(CardSet hand);

// The points the Dobb adds on average: 4 of the 28 cards a seat does not
// see, 120 - the hand's points spread over them.
double averageDobb(CardSet hand);

// What a Dobbm exchange adds on average to declarerPoints: the discard's
// points and a better hand of eight (measured over 40,000 rule-based deals).
constexpr double kExchangeGain = 28;
// A Solo's declarer plays blind to the Dobb: measured, it makes about this
// much less than declarerPoints + averageDobb.
constexpr double kBlindSolo = 5;

// The card of `hand` to lay away next (DB-3 respected): bank the points of
// tens and kings that would fall to a Sau, empty short suits to trump them,
// keep the hearts and the Sau.
Card discardChoice(CardSet hand, CardSet discarded);

// A defender's hand against a declarer: trumps and sure winners.
double defenceStrength(CardSet hand);

}  // namespace kr::dobbm::ai
