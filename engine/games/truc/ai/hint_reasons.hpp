#pragma once
// Why a Truc action is recommended, as a reason id the UI words, and the
// chance to win the hand it quotes (hand_strength.hpp: both seats play
// their cards well, every unseen hand weighted by its card sets).
//
// New hands: "ask-weak-hand", "keep-hand", "keep-hand-weak" (asking would
// tell the opponent so), "agree-weak-hand", "refuse-new-hands",
// "refuse-new-hands-asker-weak" (the cards are no better than even, but a
// seat asks with weak cards).
// Answers: "accept-strong-hand", "accept-worth-the-risk" (refusing loses
// the stake for sure), "refuse-weak-hand", "refuse-too-risky".
// Offers: "offer-strong-hand", "offer-bluff".
// Cards: "lead-strongest", "lead-low", "last-card", "beat-keep-stronger",
// "beat", "spoil", "let-trick-go", "cannot-beat".
// "strategy-choice": the table's choice against the cards' look (it asks
// for or agrees to new hands with good cards now and then).
#include <string>

#include "core/action.hpp"
#include "games/truc/truc_state.hpp"

namespace kr::truc::ai {

// The chance to win the hand with `a` taken, as the reason quotes it: for a
// card, with that card played; otherwise as the cards stand.
double chanceWith(const TrucObservation& obs, Action a);

// The reason for the seat's action `a` (legal now), given chanceWith.
std::string reasonFor(const TrucObservation& obs, Action a, double chance);

}  // namespace kr::truc::ai
