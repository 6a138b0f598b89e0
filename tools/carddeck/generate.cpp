#include "generate.hpp"

#include "backs.hpp"
#include "card_face.hpp"
#include "deck.hpp"
#include "joker.hpp"
#include "layout.hpp"
#include "svg.hpp"

namespace carddeck {

std::map<std::string, std::string> generateAllFiles() {
  std::map<std::string, std::string> files;
  for (const DeckSpec& deck : allDecks()) {
    for (int face = 0; face < kr::kFaceCount; ++face) {
      const kr::Card card(face);
      const int suit = static_cast<int>(card.suit());
      const std::string code = kr::toString(card, deck.style);
      const std::string title = deck.name + " deck: " + cardTitle(deck, suit, card.rank());
      files[deck.id + "/" + code + ".svg"] =
          svgDocument(cardFace(deck, suit, card.rank(), ""), layout::cardWidth, layout::cardHeight, title);
      // Language variants only for the cards whose index letter differs.
      for (const std::string& lang : deck.indexLanguages) {
        if (indexLabel(deck, card.rank(), lang) == indexLabel(deck, card.rank(), "")) continue;
        files[deck.id + "/" + lang + "/" + code + ".svg"] = svgDocument(
            cardFace(deck, suit, card.rank(), lang), layout::cardWidth, layout::cardHeight, title + " (" + lang + ")");
      }
    }
    // The French decks also draw the Joker ("JK", Doppelkopf's DK-17).
    if (deck.style == kr::DeckStyle::French)
      files[deck.id + "/JK.svg"] = svgDocument(jokerFace(deck), layout::cardWidth, layout::cardHeight, deck.name + " deck: Joker");
  }
  for (const CardBack& back : cardBacks())
    files["backs/" + back.name + ".svg"] = svgDocument(back.art, layout::cardWidth, layout::cardHeight, back.title);
  return files;
}

}  // namespace carddeck
