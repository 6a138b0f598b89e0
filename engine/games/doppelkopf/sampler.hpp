#pragma once
// Full deals consistent with one seat's observation, for search: the other
// hands respect every public fact (voids, ♣Q shown by play or announcement,
// the marriage, pigs, the poverty exchange, the bids) and the replayed
// history gives back exactly the observation.
#include <memory>

#include "core/game.hpp"
#include "observation.hpp"

namespace kr::dk {

std::unique_ptr<GameState> sampleDeal(const Game& game, const DoppelkopfObservation& obs, const Rules& rules,
                                      Rng& rng);

}  // namespace kr::dk
