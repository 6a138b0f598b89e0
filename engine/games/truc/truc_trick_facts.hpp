#pragma once
// The facts of each trick of a Truc hand (issue #32): the two cards, who
// takes the trick and why. A trick of equal ranks is spoilt and belongs to
// the first seat to win a trick in the hand, earlier or later (ruling TR-3).
// Truc counts tricks, not card points: points stay 0. The tables and the
// deal review read them through TrucObservation::tricks().
#include <vector>

#include "core/tricks.hpp"
#include "truc_play.hpp"

namespace kr::truc {

// Every trick begun in the hand, oldest first. `cards`: the cards played in
// the hand, in order (every card played is public). A spoilt trick's winner
// is -1 while nobody has won a trick, its why "spoilt"; a won trick's why
// is "higher-card".
std::vector<TrickFact> trickFacts(const TrucPlay& play, const std::vector<Card>& cards);

}  // namespace kr::truc
