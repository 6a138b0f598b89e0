#pragma once
// How a Jass player holds the cards: grouped by suit, the trump suit first
// (Under, Nell, then the rest), the others in the board's order (acorns,
// bells, shields, roses), each from its strongest card down in the order
// of the trick now being played: ace-high, 6-high in Undenufe, and
// re-sorted when Slalom or Gustav switch.
#include <vector>

#include "games/coiffeur/state.hpp"

namespace kr::app::coiffeur_view {

// The order the cards of the next trick rank in, as far as the seat knows:
// ace-high while no contract is named.
coiffeur::TrickOrder handOrder(const coiffeur::Table& table);

std::vector<Card> sortedForPlay(std::vector<Card> cards, coiffeur::TrickOrder order);

}  // namespace kr::app::coiffeur_view
