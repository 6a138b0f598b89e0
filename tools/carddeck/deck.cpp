#include "deck.hpp"

#include <array>

#include "palette.hpp"

namespace carddeck {

const std::vector<DeckSpec>& allDecks() {
  static const std::vector<DeckSpec> decks = {
      {"french", "French", kr::DeckStyle::French, false, {"de"}},
      {"french-4c", "French four-colour", kr::DeckStyle::French, true, {"de"}},
      {"german", "German", kr::DeckStyle::German, false, {}},
      {"swiss", "Swiss", kr::DeckStyle::Swiss, false, {}},
  };
  return decks;
}

Drawing suitSymbol(const DeckSpec& deck, int suit, Detail detail) {
  switch (deck.style) {
    case kr::DeckStyle::French: return frenchSymbol(suit, suitInk(deck, suit));
    case kr::DeckStyle::German: return germanSymbol(suit, detail);
    case kr::DeckStyle::Swiss: return swissSymbol(suit, detail);
  }
  return {};
}

std::string suitInk(const DeckSpec& deck, int suit) {
  switch (deck.style) {
    case kr::DeckStyle::French: {
      // clubs, spades, hearts, diamonds
      if (deck.fourColour) return std::array{colour::green, colour::black, colour::red, colour::blue}[suit];
      return suit >= 2 ? colour::red : colour::black;
    }
    case kr::DeckStyle::German:  // acorns, leaves, hearts, bells
      return std::array{"#5b3714", "#23701f", "#c8202a", "#c86f00"}[suit];
    case kr::DeckStyle::Swiss:  // roses, acorns, bells, shields
      return std::array{"#c8202a", "#5b3714", "#c86f00", "#1d1d22"}[suit];
  }
  return colour::black;
}

std::string indexLabel(const DeckSpec& deck, kr::Rank rank, std::string_view lang) {
  const int r = static_cast<int>(rank);
  if (r <= static_cast<int>(kr::Rank::Ten)) return std::to_string(6 + r);
  // Jack/Unter, Queen/Ober, King, Ace/Sau/As
  const int face = r - static_cast<int>(kr::Rank::Jack);
  if (deck.style == kr::DeckStyle::French) {
    if (lang == "de") return std::array{"B", "D", "K", "A"}[face];  // Bube, Dame, König, As
    return std::array{"J", "Q", "K", "A"}[face];
  }
  return std::array{"U", "O", "K", "A"}[face];  // Unter/Under, Ober, König, Sau/As
}

std::string cardTitle(const DeckSpec& deck, int suit, kr::Rank rank) {
  static constexpr std::array<std::array<const char*, 4>, 3> suits = {{
      {"clubs", "spades", "hearts", "diamonds"},
      {"acorns", "leaves", "hearts", "bells"},
      {"roses", "acorns", "bells", "shields"},
  }};
  static constexpr std::array<std::array<const char*, 9>, 3> ranks = {{
      {"Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"},
      {"Six", "Seven", "Eight", "Nine", "Ten", "Unter", "Ober", "King", "Sau"},
      {"Six", "Seven", "Eight", "Nine", "Banner", "Under", "Ober", "King", "Ace"},
  }};
  const auto style = static_cast<std::size_t>(deck.style);
  return std::string(ranks[style][static_cast<std::size_t>(rank)]) + " of " + suits[style][suit];
}

}  // namespace carddeck
