#pragma once
// The pictures in the middle of a card, one function per kind of card.
#include "deck.hpp"
#include "drawing.hpp"

namespace carddeck {

Drawing numberPips(const DeckSpec& deck, int suit, int count);
// Jack/Unter, Queen/Ober, King: a double-ended figure in a framed panel.
Drawing courtFigure(const DeckSpec& deck, int suit, kr::Rank rank);
// Ace (French), Sau (German), As (Swiss).
Drawing acePicture(const DeckSpec& deck, int suit);
// The Swiss Banner (the ten): a flag with the suit on it.
Drawing bannerPicture(const DeckSpec& deck, int suit);

}  // namespace carddeck
