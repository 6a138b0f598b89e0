#pragma once
// The honest players' judgement: the chance of winning the hand's tricks
// when both seats simply play their cards well, over every remaining hand
// the opponent may hold (weighted by how many card sets give it), without
// reading anything into the opponent's offers.
#include "core/action.hpp"
#include "games/truc/ai/abstraction.hpp"
#include "games/truc/truc_state.hpp"

namespace kr::truc::ai {

// The card a plain player plays: the lowest that wins the trick when
// following, else a tie when a spoilt trick would not hand the opponent
// the hand, else the lowest; when leading, the highest.
int plainCard(const TrucPlay& play, int seat, PowerHand hand);

// The lowest face of the hand with that power (suits do not matter: ruling
// TR-1); -1 when the hand holds none.
Action cardOfPower(CardSet hand, int power);

// 1 for a won hand, 1/2 for three spoilt tricks, 0 for a lost one.
double winChance(const TrucObservation& obs);
// The same when the seat, to play now, plays a card of power `first` and
// then goes on plainly.
double winChanceAfter(const TrucObservation& obs, int first);

}  // namespace kr::truc::ai
