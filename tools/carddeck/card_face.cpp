#include "card_face.hpp"

#include "glyphs.hpp"
#include "layout.hpp"
#include "palette.hpp"
#include "pictures.hpp"

namespace carddeck {

Drawing placed(const Drawing& unitArt, Pt at, double halfSize, bool inverted) {
  return transformed(unitArt,
                     Affine::scale(halfSize).then(Affine::rotate(inverted ? 180 : 0)).then(Affine::translate(at.x, at.y)));
}

Drawing cardPaper() {
  using namespace layout;
  return {Shape{Path::roundedRect(0.75, 0.75, cardWidth - 1.5, cardHeight - 1.5, cornerRadius),
                filled(colour::paper, colour::edge, 1.5)}};
}

namespace {

// Top-left index; the caller adds the copy turned 180°.
Drawing indexCorner(const DeckSpec& deck, int suit, kr::Rank rank, std::string_view lang) {
  using namespace layout;
  Drawing d = indexText(indexLabel(deck, rank, lang), indexCentreX, indexTop, indexHeight, suitInk(deck, suit));
  add(d, placed(suitSymbol(deck, suit, Detail::Small), {indexCentreX, indexSuitCentreY}, indexSuitSize));
  return d;
}

Drawing picture(const DeckSpec& deck, int suit, kr::Rank rank) {
  switch (rank) {
    case kr::Rank::Ace: return acePicture(deck, suit);
    case kr::Rank::Jack:
    case kr::Rank::Queen:
    case kr::Rank::King: return courtFigure(deck, suit, rank);
    case kr::Rank::Ten:
      if (deck.style == kr::DeckStyle::Swiss) return bannerPicture(deck, suit);
      return numberPips(deck, suit, 10);
    default: return numberPips(deck, suit, 6 + static_cast<int>(rank));
  }
}

}  // namespace

Drawing cardFace(const DeckSpec& deck, int suit, kr::Rank rank, std::string_view lang) {
  Drawing d = cardPaper();
  add(d, picture(deck, suit, rank));
  const Drawing corner = indexCorner(deck, suit, rank, lang);
  add(d, corner);
  add(d, transformed(corner, Affine::rotateAround(180, layout::centre)));
  return d;
}

}  // namespace carddeck
