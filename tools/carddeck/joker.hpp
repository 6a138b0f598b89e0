#pragma once
// The Joker, drawn for the French decks (Doppelkopf's Joker, ruling DK-17).
#include "deck.hpp"
#include "drawing.hpp"

namespace carddeck {

Drawing jokerFace(const DeckSpec& deck);

}  // namespace carddeck
