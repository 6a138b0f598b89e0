#include "card.hpp"

namespace kr {

std::string_view suitLetters(DeckStyle style) {
  switch (style) {
    case DeckStyle::French: return "CSHD";
    case DeckStyle::German: return "ALHB";  // acorns, leaves, hearts, bells
    case DeckStyle::Swiss: return "RABS";   // roses, acorns, bells, shields
  }
  return "CSHD";
}

std::string_view rankLetters(DeckStyle style) {
  switch (style) {
    case DeckStyle::French: return "6789TJQKA";
    case DeckStyle::German: return "6789TUOKA";  // Unter, Ober, Sau
    case DeckStyle::Swiss: return "6789BUOKA";   // Banner, Under, Ober
  }
  return "6789TJQKA";
}

std::string toString(Card c, DeckStyle style) {
  std::string out(2, ' ');
  out[0] = suitLetters(style)[static_cast<std::size_t>(c.suit())];
  out[1] = rankLetters(style)[static_cast<std::size_t>(c.rank())];
  return out;
}

std::optional<Card> parseCard(std::string_view text, DeckStyle style) {
  if (text.size() != 2) return std::nullopt;
  const auto s = suitLetters(style).find(text[0]);
  const auto r = rankLetters(style).find(text[1]);
  if (s == std::string_view::npos || r == std::string_view::npos) return std::nullopt;
  return Card(static_cast<Suit>(s), static_cast<Rank>(r));
}

}  // namespace kr
