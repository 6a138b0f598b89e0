#pragma once
// The tricks of a Coiffeur deal as the table shows them: the engine's trick
// facts (CoiffeurObservation::tricks(): the cards in order, the winner, the
// points with the last trick's 5, why it won), turned into QML values by
// app/table's trick_values with this game's card codes.
#include <QString>

#include "core/tricks.hpp"

namespace kr::app::coiffeur_view {

// The card's code on the table: Swiss notation ("RB": roses Banner).
QString cardCode(Card c);

}  // namespace kr::app::coiffeur_view
