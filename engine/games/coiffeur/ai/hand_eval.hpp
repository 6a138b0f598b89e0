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
// The average over random hands of the best Joker variant's strengthFor:
// what a Joker is usually worth more than one fixed play type.
double averageJokerStrength(const Rules& rules);
// Slalom and Gustav: start with the order in which the hand is stronger.
bool startDown(CardSet hand, int handSize);

}  // namespace kr::coiffeur::ai
