#include "joker.hpp"

#include <array>
#include <string>

#include "card_face.hpp"
#include "glyphs.hpp"
#include "layout.hpp"
#include "palette.hpp"

// The Joker (Doppelkopf's top trump, ruling DK-17): a jester in the framed
// panel of the court cards, double-ended like them, with "JOKER" spelled
// down the index corners in the index font. Its inks are the deck's red and
// black (green and blue in the four-colour deck), so it belongs to no suit.

namespace carddeck {
namespace {

constexpr double kHalfHeight = layout::centre.y - layout::fieldTop;  // 168
constexpr double kCx = 62;                                           // figure axis
const std::string kLine = "#2a2118";

Path at(const Path& p) { return p.transformed(Affine::translate(kCx, 0)); }

// The two colours of the motley: the deck's inks of hearts and clubs.
struct Motley {
  std::string left;
  std::string right;
};

Drawing collarAndBody(const Motley& m) {
  Drawing d;
  Path leftHalf;
  leftHalf.moveTo(0, 110).lineTo(-30, 117).cubicTo(-42, 121, -48, 128, -48, 146).lineTo(-48, kHalfHeight + 2).lineTo(0, kHalfHeight + 2).close();
  add(d, at(leftHalf), filled(m.left, kLine, 1.5));
  add(d, at(leftHalf.mirroredX()), filled(m.right, kLine, 1.5));
  add(d, at(Path::rect(-7, 94, 14, 18)), filled(colour::skin, colour::skinShade, 1));
  // A ruff of five scallops, bells on its points.
  for (int i = -2; i <= 2; ++i) {
    const double x = i * 13.0;
    add(d, at(Path().moveTo(x - 9, 110).lineTo(x, 128).lineTo(x + 9, 110).close()), filled(colour::gold, colour::goldDark, 1.2));
    add(d, at(Path::circle({x, 130}, 3.2)), filled(colour::gold, colour::goldDark, 1));
  }
  // Diamond lozenges down the front, alternating the colours.
  for (int k = 0; k < 2; ++k) {
    const double y = 142 + k * 16;
    add(d, at(Path::polygon({{0, y - 7}, {6, y}, {0, y + 7}, {-6, y}})), filled(k % 2 ? m.left : m.right, kLine, 1));
  }
  return d;
}

Drawing head() {
  Drawing d;
  add(d, at(Path::ellipse({0, 74}, 19, 23)), filled(colour::skin, colour::skinShade, 1.2));
  // Eyes, rosy cheeks and a wide grin.
  for (double x : {-7.0, 7.0}) {
    add(d, at(Path::ellipse({x, 70}, 2.2, 2.6)), fillOnly(kLine));
    Paint cheek = fillOnly("#e58a8a");
    cheek.opacity = 0.6;
    add(d, at(Path::circle({x * 1.5, 82}, 4)), cheek);
  }
  add(d, at(Path().moveTo(-9, 84).quadTo(0, 94, 9, 84)), strokeOnly(kLine, 1.8));
  add(d, at(Path().moveTo(-11, 62).quadTo(-7, 59, -3, 62)), strokeOnly(kLine, 1.3));
  add(d, at(Path().moveTo(3, 62).quadTo(7, 59, 11, 62)), strokeOnly(kLine, 1.3));
  return d;
}

// The fool's cap: a band and three floppy points, each with a bell.
Drawing cap(const Motley& m) {
  Drawing d;
  const std::array<std::string, 3> cloth = {m.left, colour::gold, m.right};
  const std::array<Path, 3> points = {
      Path().moveTo(-20, 58).cubicTo(-30, 38, -44, 26, -50, 12).cubicTo(-36, 18, -20, 30, -6, 46).close(),
      Path().moveTo(-8, 54).cubicTo(-8, 34, -4, 18, 0, 4).cubicTo(4, 18, 8, 34, 8, 54).close(),
      Path().moveTo(20, 58).cubicTo(30, 38, 44, 26, 50, 12).cubicTo(36, 18, 20, 30, 6, 46).close(),
  };
  for (std::size_t i = 0; i < points.size(); ++i) add(d, at(points[i]), filled(cloth[i], kLine, 1.5));
  for (Pt bell : {Pt{-50, 12}, Pt{0, 4}, Pt{50, 12}}) {
    add(d, at(Path::circle(bell, 5)), filled(colour::gold, colour::goldDark, 1.2));
    add(d, at(Path().moveTo(bell.x - 2, bell.y + 1.5).lineTo(bell.x + 2, bell.y + 1.5)), strokeOnly(colour::goldDark, 1));
  }
  add(d, at(Path::roundedRect(-21, 50, 42, 10, 4)), filled(colour::gold, colour::goldDark, 1.2));
  return d;
}

// A marotte (the jester's sceptre) held at his side.
Drawing marotte() {
  Drawing d;
  add(d, Path().moveTo(kCx + 40, kHalfHeight).lineTo(kCx + 46, 84), strokeOnly(colour::goldDark, 3.5));
  add(d, Path::circle({kCx + 46, 78}, 7), filled(colour::gold, colour::goldDark, 1.2));
  add(d, Path::ellipse({kCx + 40, 150}, 6, 5), filled(colour::skin, colour::skinShade, 1));
  return d;
}

Drawing halfJester(const Motley& m) {
  Drawing d;
  add(d, collarAndBody(m));
  add(d, marotte());
  add(d, head());
  add(d, cap(m));
  return d;
}

Drawing jesterPanel(const Motley& m, const std::string& frame) {
  using namespace layout;
  const double w = fieldRight - fieldLeft;
  const double h = fieldBottom - fieldTop;
  Drawing d;
  add(d, Path::roundedRect(fieldLeft, fieldTop, w, h, 8), filled(colour::panel, "none", 0));
  const Drawing upper = transformed(halfJester(m), Affine::translate(fieldLeft, fieldTop));
  add(d, upper);
  add(d, transformed(upper, Affine::rotateAround(180, centre)));
  add(d, Path::polyline({{fieldLeft, centre.y}, {fieldRight, centre.y}}), strokeOnly(frame, 1.5));
  add(d, Path::roundedRect(fieldLeft, fieldTop, w, h, 8), strokeOnly(frame, 2));
  return d;
}

// "JOKER" down the corner, one letter under the other.
Drawing jokerIndex(const std::string& ink) {
  constexpr double letter = 20;
  constexpr double step = 24;
  Drawing d;
  const std::string word = "JOKER";
  for (std::size_t i = 0; i < word.size(); ++i)
    add(d, indexText(word.substr(i, 1), layout::indexCentreX, layout::indexTop + step * static_cast<double>(i), letter, ink));
  return d;
}

}  // namespace

Drawing jokerFace(const DeckSpec& deck) {
  const Motley m{suitInk(deck, 2), suitInk(deck, deck.fourColour ? 0 : 1)};
  Drawing d = cardPaper();
  add(d, jesterPanel(m, m.left));
  const Drawing corner = jokerIndex(m.left);
  add(d, corner);
  add(d, transformed(corner, Affine::rotateAround(180, layout::centre)));
  return d;
}

}  // namespace carddeck
