#pragma once
// Full deals consistent with one seat's observation: the unseen cards go to
// the other hands, the Dobb and the Dobbm declarer's discard, respecting
// every public fact: the number of cards each holds, the voids the play has
// shown (DB-5 read backwards), the discard the declarer knows, and the Sau
// rule the discard obeys (DB-3).
#include <memory>

#include "core/game.hpp"
#include "state.hpp"

namespace kr::dobbm {

// The cards each seat cannot hold now, as the public play shows.
std::array<CardSet, kSeats> excludedCards(const Table& t);

std::unique_ptr<GameState> sampleDeal(const Game& game, const DobbmObservation& obs, Rng& rng);

}  // namespace kr::dobbm
