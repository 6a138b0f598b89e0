#pragma once
// Full deals consistent with one seat's observation: the other hands get the
// unseen cards, respecting every fact the play has shown (CJ-2 read
// backwards: a suit not followed, a trump not followed, an undertrump).
#include <memory>

#include "core/game.hpp"
#include "state.hpp"

namespace kr::coiffeur {

// The cards each seat cannot hold now, as the public play shows.
std::array<CardSet, kMaxSeats> excludedCards(const Table& t);

std::unique_ptr<GameState> sampleDeal(const Game& game, const CoiffeurObservation& obs, Rng& rng);

}  // namespace kr::coiffeur
