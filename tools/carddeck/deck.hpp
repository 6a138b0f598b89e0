#pragma once
// The decks the generator draws and what distinguishes them: suit symbols,
// ink colours and index letters.
#include <string>
#include <string_view>
#include <vector>

#include "core/card.hpp"  // engine notation: kr::DeckStyle, kr::Rank, suit letters
#include "suits.hpp"

namespace carddeck {

struct DeckSpec {
  std::string id;       // folder under assets/cards, e.g. "french-4c"
  std::string name;     // for SVG titles
  kr::DeckStyle style;  // notation and tradition
  bool fourColour = false;
  // UI languages whose index letters differ from the default ones; each
  // gets a subfolder with just the cards that differ (e.g. french/de/CJ.svg).
  std::vector<std::string> indexLanguages;
};

const std::vector<DeckSpec>& allDecks();

// The suit symbol as drawn on this deck's cards.
Drawing suitSymbol(const DeckSpec& deck, int suit, Detail detail);
// Colour of the index letters, figure robes and (French) pips of a suit.
std::string suitInk(const DeckSpec& deck, int suit);
// Index label of a rank: "6".."10", "J" "Q" "K" "A", "U" "O" ...; in the
// language `lang` ("" = default) where real decks differ.
std::string indexLabel(const DeckSpec& deck, kr::Rank rank, std::string_view lang);
// "Queen of clubs" etc., for the SVG title.
std::string cardTitle(const DeckSpec& deck, int suit, kr::Rank rank);

}  // namespace carddeck
