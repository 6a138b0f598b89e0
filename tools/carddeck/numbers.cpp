#include "card_face.hpp"
#include "layout.hpp"
#include "pictures.hpp"

namespace carddeck {

Drawing numberPips(const DeckSpec& deck, int suit, int count) {
  const bool french = deck.style == kr::DeckStyle::French;
  // German and Swiss pips are bigger and always upright, as on real cards;
  // the crowded 9 and 10 get smaller pips.
  const bool crowded = count >= 9;
  const double size = french ? (crowded ? 21 : 23) : (crowded ? 22 : 26);
  const auto style = french ? layout::PipStyle::French : layout::PipStyle::Traditional;
  const Drawing symbol = suitSymbol(deck, suit, Detail::Full);
  Drawing d;
  for (const auto& pip : layout::pipLayout(count, style)) add(d, placed(symbol, pip.at, size, pip.inverted));
  return d;
}

}  // namespace carddeck
