#pragma once
// The tricks of a Doppelkopf deal as the table shows them: the engine's
// trick facts (DoppelkopfObservation::tricks(): who led, the cards, who won
// and why, the card points), turned into QML values by app/table's
// trick_values with this game's card codes.
#include <QString>

#include "core/tricks.hpp"
#include "games/doppelkopf/cards.hpp"

namespace kr::app::dk_view {

// A card's code on the table ("CQ").
QString cardCode(Card c);

}  // namespace kr::app::dk_view
