#pragma once
// The order in which a Doppelkopf player holds the cards for a game type:
// the trumps from the highest down (declared pigs on top), then the plain
// suits alternating in colour (♣ ♥ ♠ ♦), each from its highest card down.
#include <vector>

#include "games/doppelkopf/cards.hpp"
#include "games/doppelkopf/observation.hpp"
#include "games/doppelkopf/rules.hpp"

namespace kr::app::dk_view {

// The game type the seat plays as far as it knows: the public one, or the
// normal game while none is chosen (a silent solo is a normal game).
dk::Contract knownContract(const dk::DoppelkopfObservation& obs);

// The strength of each face in that game type, with the pigs the history
// shows as declared raised (DK-11).
std::array<std::uint8_t, kFaceCount> strengths(const dk::DoppelkopfObservation& obs, const dk::Rules& rules);

std::vector<Card> sortedForPlay(std::vector<Card> cards, const dk::DoppelkopfObservation& obs, const dk::Rules& rules);

}  // namespace kr::app::dk_view
