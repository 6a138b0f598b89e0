#pragma once
// The rule-based Coiffeur player ("heuristic"): the baseline, the rollout
// policy of the search, and with deliberate mistakes the Beginner
// (engine/ai/rule_player.hpp).
#include <cstdint>

#include "ai/player.hpp"
#include "card_play.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::coiffeur::ai {

// How much better than usual this hand is for contract c, in the units the
// match scores (three players: tricks × marks; four: tricks × multiplier / 10).
double contractAppeal(CardSet hand, Contract c, const Rules& rules);

// The rule-based action of `seat`, from its hand and the public table only.
// Names the contract with the best appeal (passing when none is above an
// average hand and passing is allowed), picks the Joker's play type and the
// Slalom/Gustav start by the hand, and plays by chooseCard.
// Style::Rollout: the quick rules of the rollouts and the average hand;
// Style::Table: the rule-based levels' (card_play.hpp; the Joker's play
// type by tableJokerVariant). Both name contracts alike.
Action heuristicAction(const Table& t, CardSet hand, int seat, Style style = Style::Rollout);

// The same as a rollout policy for search over CoiffeurState.
Action heuristicPolicy(const GameState& state, int seat, Rng& rng);

// The same for a seat's observation, with Style::Table (the rule-based
// levels, RulePlayer).
Action heuristicChoice(const Observation& obs);

}  // namespace kr::coiffeur::ai
