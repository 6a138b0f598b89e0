#pragma once
// A quick estimate of what a hand makes in each play type, without search:
// sure winners (the top of each suit in the play type's order), length
// behind them, control of trumps. The rule-based contract choice compares it
// with the same estimate's average over random hands.
#include "core/card_set.hpp"
#include "games/coiffeur/rules.hpp"
#include "games/coiffeur/tricks.hpp"

namespace kr::coiffeur::ai {

// Expected tricks of `hand` played as `v` (Slalom and Gustav: their start).
double estimateTricks(CardSet hand, const Variant& v, int handSize);
// The average of estimateTricks over random hands of that size.
double averageTricks(const Variant& v, int handSize);
// How far above an average hand this one is for `v`, in tricks.
double strengthFor(CardSet hand, const Variant& v, int handSize);

// The best way to play a hand among the play types a Joker may stand for
// (CJ-4: four players only the suits, Obenabe and Undenufe), with the
// better start for Slalom and Gustav.
Variant bestJokerVariant(CardSet hand, const Rules& rules);
// The rule-based levels' choice of a Joker's play type (issue #32): what
// counts for a Joker is the points it makes, whatever its play type, so the
// hand's expected tricks in each play type decide (not how far above an
// average hand of that type it is), and Slalom and Gustav get three tricks
// more: the declarer picks their start and leads, and the defenders find
// their masters turn into losers. In the deal review (docs/ai.md, 60 Joker
// choices of the seed-8 ladder) a Joker played as a suit, Obenabe or
// Undenufe lost 3.6 to 4.3 marks on average against the best play type, as
// Slalom or Gustav 1.8.
Variant tableJokerVariant(CardSet hand, const Rules& rules);
// The average over random hands of the best Joker variant's strengthFor:
// what a Joker is usually worth more than one fixed play type.
double averageJokerStrength(const Rules& rules);
// Slalom and Gustav: start with the order in which the hand is stronger.
bool startDown(CardSet hand, int handSize);

}  // namespace kr::coiffeur::ai
