#include "card_face.hpp"
#include "layout.hpp"
#include "palette.hpp"
#include "pictures.hpp"

namespace carddeck {
namespace {

// Our stylised sow for the German Sau, facing right, about 100 units wide,
// centred on the origin.
Drawing sow() {
  const std::string pink = "#f3a9b3";
  const std::string dark = "#6e2f3a";
  const double w = 2.4;
  Drawing d;
  for (double x : {-30.0, -14.0, 12.0, 26.0}) add(d, Path::roundedRect(x - 5, 8, 10, 20, 4), filled("#e48c99", dark, w));
  Path tail;
  tail.moveTo(-40, -6).cubicTo(-52, -10, -54, 4, -46, 4).cubicTo(-40, 4, -42, -6, -50, -12);
  add(d, tail, strokeOnly(dark, w));
  add(d, Path::ellipse({-6, 0}, 40, 24), filled(pink, dark, w));
  add(d, Path::circle({34, -4}, 18), filled(pink, dark, w));
  add(d, Path::polygon({{26, -18}, {30, -34}, {40, -20}}), filled("#e48c99", dark, w));
  add(d, Path::ellipse({50, 2}, 8, 9), filled("#e48c99", dark, w));
  add(d, Path::circle({48, 0}, 1.6), fillOnly(dark));
  add(d, Path::circle({53, 0}, 1.6), fillOnly(dark));
  add(d, Path::circle({38, -9}, 2.6), fillOnly(dark));
  Paint shine = fillOnly(colour::white);
  shine.opacity = 0.5;
  add(d, Path::ellipse({-14, -12}, 16, 5), shine);
  return d;
}

Drawing frenchAce(const DeckSpec& deck, int suit) {
  const bool spades = suit == 1;
  Drawing d;
  if (spades) {  // the traditional showpiece: bigger, with a ring around it
    const std::string ink = suitInk(deck, suit);
    add(d, Path::circle(layout::centre, 78), strokeOnly(ink, 2.5));
    add(d, Path::circle(layout::centre, 71), strokeOnly(ink, 1));
    add(d, placed(suitSymbol(deck, suit, Detail::Full), layout::centre, 56));
  } else {
    add(d, placed(suitSymbol(deck, suit, Detail::Full), layout::centre, 50));
  }
  return d;
}

Drawing germanSau(const DeckSpec& deck, int suit) {
  Drawing d;
  // A light ground under the sow, and the big suit symbol above it.
  add(d, Path::ellipse({120, 316}, 58, 8), fillOnly("#e9e1cf"));
  add(d, placed(suitSymbol(deck, suit, Detail::Full), {120, 146}, 66));
  add(d, transformed(sow(), Affine::scale(0.95).then(Affine::translate(116, 286))));
  return d;
}

Drawing swissAs(const DeckSpec& deck, int suit) {
  Drawing d;
  const std::string frame = "#c79a3a";
  add(d, Path::ellipse(layout::centre, 60, 118), strokeOnly(frame, 3));
  add(d, Path::ellipse(layout::centre, 53, 111), strokeOnly(frame, 1.2));
  for (double y : {layout::centre.y - 118, layout::centre.y + 118}) {
    add(d, Path::polygon({{120, y - 9}, {128, y}, {120, y + 9}, {112, y}}), filled(colour::paper, frame, 2));
  }
  add(d, placed(suitSymbol(deck, suit, Detail::Full), layout::centre, 50));
  return d;
}

}  // namespace

Drawing acePicture(const DeckSpec& deck, int suit) {
  switch (deck.style) {
    case kr::DeckStyle::French: return frenchAce(deck, suit);
    case kr::DeckStyle::German: return germanSau(deck, suit);
    case kr::DeckStyle::Swiss: return swissAs(deck, suit);
  }
  return {};
}

Drawing bannerPicture(const DeckSpec& deck, int suit) {
  Drawing d;
  const std::string pole = "#6b4318";
  const std::string ink = suitInk(deck, suit);
  // The pole with a golden knob.
  add(d, Path::roundedRect(74, 46, 7, 290, 3), filled("#8a5a2b", pole, 1.5));
  add(d, Path::circle({77.5, 40}, 8), filled(colour::gold, colour::goldDark, 1.5));
  // A waving flag: straight at the pole, wavy at the top, bottom and fly.
  Path flag;
  flag.moveTo(81, 58);
  flag.cubicTo(110, 46, 140, 70, 178, 56);
  flag.cubicTo(172, 110, 182, 160, 176, 222);
  flag.cubicTo(140, 236, 112, 212, 81, 226);
  flag.close();
  add(d, flag, filled(colour::paper, ink, 3));
  Path inner = flag.transformed(Affine::translate(-129, -140).then(Affine::scale(0.84)).then(Affine::translate(129, 140)));
  add(d, inner, strokeOnly(ink, 1.2));
  add(d, placed(suitSymbol(deck, suit, Detail::Full), {129, 140}, 34));
  // Tassels at the bottom of the flag.
  for (double x : {96.0, 128.0, 160.0}) {
    const double y = x < 120 ? 224 : (x < 150 ? 220 : 222);
    add(d, Path::polyline({{x, y}, {x, y + 12}}), strokeOnly(colour::goldDark, 2));
    add(d, Path::circle({x, y + 15}, 3.5), fillOnly(colour::gold));
  }
  return d;
}

}  // namespace carddeck
