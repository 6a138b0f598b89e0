#include <array>
#include <string>

#include "card_face.hpp"
#include "layout.hpp"
#include "palette.hpp"
#include "pictures.hpp"

// Court cards: a half-length figure in a framed panel, mirrored into the
// lower half as on double-ended cards. The figure is drawn in the coordinates
// of the upper half of the panel: x 0..124, y 0..168 (the panel's middle).
// What tells the ranks apart at a glance is the headwear and what the
// figure holds: King crown and sceptre, Queen tiara and flower, Jack beret
// and halberd; Ober holds the suit high, Unter holds it low.

namespace carddeck {
namespace {

constexpr double kHalfHeight = layout::centre.y - layout::fieldTop;    // 168
constexpr double kCx = 62;                                             // figure axis
const std::string kLine = "#2a2118";

enum class Headwear { Crown, Tiara, Beret, PlumedHat, Cap };
enum class Prop { Sceptre, Flower, Halberd, SuitHigh, SuitLow };
enum class Face { Beard, Moustache, Plain };

struct Figure {
  Headwear hat;
  Prop prop;
  Face face;
  bool longHair = false;
  std::string robe;       // main garment colour (from the suit)
  std::string second;     // collar, sleeves and trims
  std::string hair;
};

Figure figureFor(const DeckSpec& deck, int suit, kr::Rank rank) {
  std::string robe = suitInk(deck, suit);
  if (robe == colour::black) robe = "#2c3350";  // a black robe swallows detail
  // Hair differs by suit, so the four queens (or Unters) are four people.
  const std::string hair = std::array{"#6a3f22", "#2f2622", "#d29a3a", "#a4532a"}[suit];
  const bool french = deck.style == kr::DeckStyle::French;
  switch (rank) {
    case kr::Rank::King: return {Headwear::Crown, Prop::Sceptre, Face::Beard, false, robe, colour::gold, colour::hairGrey};
    case kr::Rank::Queen:
      if (french) return {Headwear::Tiara, Prop::Flower, Face::Plain, true, robe, colour::gold, hair};
      return {Headwear::PlumedHat, Prop::SuitHigh, Face::Moustache, false, robe, colour::gold, hair};
    default:
      if (french) return {Headwear::Beret, Prop::Halberd, Face::Plain, false, robe, colour::gold, hair};
      return {Headwear::Cap, Prop::SuitLow, Face::Plain, false, robe, colour::gold, hair};
  }
}

Path at(const Path& p) { return p.transformed(Affine::translate(kCx, 0)); }

Drawing robe(const Figure& f) {
  Drawing d;
  Path body;  // sloping shoulders, widening to the waist
  body.moveTo(-48, kHalfHeight + 2).lineTo(-48, 146).cubicTo(-48, 128, -42, 121, -30, 117);
  body.lineTo(-12, 110).lineTo(12, 110).lineTo(30, 117);
  body.cubicTo(42, 121, 48, 128, 48, 146).lineTo(48, kHalfHeight + 2).close();
  add(d, at(Path::rect(-7, 94, 14, 22)), filled(colour::skin, colour::skinShade, 1));
  add(d, at(body), filled(f.robe, kLine, 1.5));
  // Folds: two light lines give the robe some volume.
  Paint fold = strokeOnly(colour::white, 1.5);
  fold.opacity = 0.35;
  add(d, at(Path().moveTo(-32, 140).quadTo(-30, 156, -34, kHalfHeight)), fold);
  add(d, at(Path().moveTo(32, 140).quadTo(30, 156, 34, kHalfHeight)), fold);

  switch (f.hat) {
    case Headwear::Crown: {  // a golden placket (the ermine collar goes over the arms)
      add(d, at(Path::rect(-6, 130, 12, kHalfHeight - 130)), filled(f.second, colour::goldDark, 1));
      for (double y : {142.0, 154.0}) add(d, at(Path::circle({0, y}, 2.2)), fillOnly(colour::goldDark));
      break;
    }
    case Headwear::Tiara: {  // square neckline with a golden hem and a necklace
      add(d, at(Path::polygon({{-15, 112}, {15, 112}, {13, 128}, {-13, 128}})), filled(colour::skin, colour::skinShade, 1));
      add(d, at(Path::polyline({{-15, 112}, {-13, 128}, {13, 128}, {15, 112}})), strokeOnly(f.second, 3.5));
      for (int i = -3; i <= 3; ++i) add(d, at(Path::circle({i * 3.6, 119 + 0.35 * i * i}, 1.6)), fillOnly(colour::white));
      add(d, at(Path::rect(-30, 150, 60, 5)), fillOnly(f.second));
      break;
    }
    case Headwear::Beret: {  // V neck and a sash across the chest
      add(d, at(Path::polygon({{-15, 112}, {0, 132}, {15, 112}})), filled(colour::white, kLine, 1));
      add(d, at(Path::polygon({{-44, 126}, {-36, 117}, {46, 158}, {44, 168}})), filled(f.second, colour::goldDark, 1));
      break;
    }
    case Headwear::PlumedHat: {  // slashed doublet: a white collar and gold buttons
      add(d, at(Path::polygon({{-16, 112}, {0, 124}, {16, 112}, {12, 110}, {-12, 110}})), filled(colour::white, kLine, 1));
      for (double y : {132.0, 144.0, 156.0}) add(d, at(Path::circle({0, y}, 2.6)), filled(f.second, colour::goldDark, 0.8));
      add(d, at(Path::polyline({{-26, 122}, {-24, kHalfHeight}})), strokeOnly(f.second, 3));
      add(d, at(Path::polyline({{26, 122}, {24, kHalfHeight}})), strokeOnly(f.second, 3));
      break;
    }
    case Headwear::Cap: {  // plain tunic with a belt
      add(d, at(Path::polygon({{-14, 112}, {0, 126}, {14, 112}})), filled(colour::white, kLine, 1));
      add(d, at(Path::rect(-49, 154, 98, 7)), filled("#5a3a1e", kLine, 1));
      add(d, at(Path::rect(-5, 153, 10, 9)), filled(f.second, colour::goldDark, 1));
      break;
    }
  }
  return d;
}

// Sleeves: the arm on the prop side reaches the prop's hand, the other one
// rests at the belt, unless the figure holds the suit with it.
Drawing arms(const Figure& f) {
  Drawing d;
  auto sleeve = [&](const Path& p) {
    add(d, at(p), strokeOnly(kLine, 15));
    add(d, at(p), strokeOnly(f.robe, 12));
    Paint shade = strokeOnly("#000000", 12);
    shade.opacity = 0.12;
    add(d, at(p), shade);
  };
  if (f.prop == Prop::Sceptre || f.prop == Prop::Halberd) sleeve(Path().moveTo(34, 122).cubicTo(44, 128, 46, 136, 43, 144));
  if (f.prop == Prop::Flower) sleeve(Path().moveTo(34, 122).cubicTo(42, 130, 40, 140, 32, 146));
  if (f.prop == Prop::SuitLow) sleeve(Path().moveTo(-34, 122).cubicTo(-42, 134, -40, 146, -32, 154));
  if (f.prop != Prop::SuitHigh && f.prop != Prop::SuitLow) sleeve(Path().moveTo(-34, 122).cubicTo(-44, 136, -32, 152, -16, 154));
  if (f.prop == Prop::SuitHigh || f.prop == Prop::SuitLow) sleeve(Path().moveTo(34, 122).cubicTo(44, 136, 32, 152, 16, 154));
  // The hand resting at the belt.
  if (f.prop != Prop::SuitHigh && f.prop != Prop::SuitLow)
    add(d, at(Path::circle({-14, 154}, 5.5)), filled(colour::skin, colour::skinShade, 1.2));
  else
    add(d, at(Path::circle({14, 154}, 5.5)), filled(colour::skin, colour::skinShade, 1.2));
  if (f.hat == Headwear::Crown) {  // the King's ermine collar over the shoulders
    Path collar;
    collar.moveTo(-46, 132).cubicTo(-38, 116, -20, 108, 0, 110).cubicTo(20, 108, 38, 116, 46, 132);
    collar.cubicTo(34, 140, 16, 134, 0, 138).cubicTo(-16, 134, -34, 140, -46, 132).close();
    add(d, at(collar), filled(colour::ermine, kLine, 1.2));
    for (double x : {-34.0, -18.0, 18.0, 34.0}) {
      const double y = 126 + (x < 0 ? -x : x) * 0.05;
      add(d, at(Path::polygon({{x - 1.8, y - 3}, {x + 1.8, y - 3}, {x, y + 3}})), fillOnly(kLine));
    }
  }
  return d;
}

Drawing hairBehind(const Figure& f) {
  Drawing d;
  if (f.longHair) {
    Path hair;  // falls to the shoulders, curling out at the ends
    hair.moveTo(0, 60).cubicTo(-14, 60, -22, 70, -22, 84).cubicTo(-22, 98, -24, 108, -30, 116);
    hair.cubicTo(-24, 122, -14, 120, -10, 112).lineTo(10, 112).cubicTo(14, 120, 24, 122, 30, 116);
    hair.cubicTo(24, 108, 22, 98, 22, 84).cubicTo(22, 70, 14, 60, 0, 60).close();
    add(d, at(hair), filled(f.hair, kLine, 1.2));
  } else {
    add(d, at(Path::ellipse({0, 78}, 18.5, 19)), filled(f.hair, kLine, 1.2));
  }
  return d;
}

Drawing head(const Figure& f) {
  Drawing d = hairBehind(f);
  add(d, at(Path::ellipse({0, 82}, 15.5, 18.5)), filled(colour::skin, colour::skinShade, 1.2));
  Paint cheek = fillOnly("#e8898a");
  cheek.opacity = 0.35;
  add(d, at(Path::circle({-9, 91}, 3.2)), cheek);
  add(d, at(Path::circle({9, 91}, 3.2)), cheek);
  add(d, at(Path::circle({-6, 82}, 1.9)), fillOnly(kLine));
  add(d, at(Path::circle({6, 82}, 1.9)), fillOnly(kLine));
  add(d, at(Path().moveTo(-9, 77).quadTo(-6, 75.5, -3, 77)), strokeOnly(kLine, 1.2));
  add(d, at(Path().moveTo(3, 77).quadTo(6, 75.5, 9, 77)), strokeOnly(kLine, 1.2));
  add(d, at(Path().moveTo(0.5, 84).quadTo(2.5, 90, -0.5, 91)), strokeOnly(colour::skinShade, 1.2));

  switch (f.face) {
    case Face::Beard: {
      Path beard;
      beard.moveTo(-15, 84).cubicTo(-16, 104, -8, 116, 0, 118).cubicTo(8, 116, 16, 104, 15, 84);
      beard.cubicTo(11, 94, 6, 97, 0, 97).cubicTo(-6, 97, -11, 94, -15, 84).close();
      add(d, at(beard), filled(f.hair, "#9c9482", 1.2));
      add(d, at(Path().moveTo(-8, 95).quadTo(0, 90, 8, 95).quadTo(0, 94, -8, 95).close()), filled(f.hair, "#9c9482", 1));
      break;
    }
    case Face::Moustache:
      add(d, at(Path().moveTo(-9, 96).quadTo(-4, 91, 0, 94).quadTo(4, 91, 9, 96).quadTo(4, 94.5, 0, 95.5).quadTo(-4, 94.5, -9, 96).close()),
          filled(f.hair, kLine, 0.8));
      add(d, at(Path().moveTo(-3, 99.5).quadTo(0, 101, 3, 99.5)), strokeOnly("#a0524a", 1.3));
      break;
    case Face::Plain:
      add(d, at(Path().moveTo(-4, 97.5).quadTo(0, 100, 4, 97.5)), strokeOnly("#b0524a", 1.4));
      break;
  }
  if (f.longHair) {  // a fringe over the forehead
    Path fringe;
    fringe.moveTo(-16, 80).cubicTo(-16, 64, 16, 64, 16, 80).cubicTo(10, 72, 2, 70, 0, 68).cubicTo(-2, 70, -10, 72, -16, 80).close();
    add(d, at(fringe), filled(f.hair, kLine, 1));
  }
  return d;
}

Drawing headwear(const Figure& f) {
  Drawing d;
  switch (f.hat) {
    case Headwear::Crown: {
      add(d, at(Path::polygon({{-18, 60}, {-20, 38}, {-9, 50}, {0, 32}, {9, 50}, {20, 38}, {18, 60}})),
          filled(colour::gold, colour::goldDark, 1.4));
      add(d, at(Path::rect(-18, 56, 36, 9)), filled(colour::gold, colour::goldDark, 1.4));
      for (Pt p : {Pt{-20, 37}, Pt{0, 31}, Pt{20, 37}}) add(d, at(Path::circle(p, 3)), filled(colour::gold, colour::goldDark, 1));
      add(d, at(Path::circle({0, 60.5}, 2.8)), fillOnly("#c8202a"));
      add(d, at(Path::circle({-10, 60.5}, 2)), fillOnly("#1b5cc4"));
      add(d, at(Path::circle({10, 60.5}, 2)), fillOnly("#1b5cc4"));
      break;
    }
    case Headwear::Tiara: {
      add(d, at(Path::polygon({{-15, 67}, {-15, 58}, {-7, 62}, {0, 50}, {7, 62}, {15, 58}, {15, 67}})),
          filled(colour::gold, colour::goldDark, 1.2));
      add(d, at(Path::circle({0, 49}, 2.5)), filled(colour::gold, colour::goldDark, 1));
      add(d, at(Path::circle({0, 62}, 2.4)), fillOnly("#c8202a"));
      break;
    }
    case Headwear::Beret: {
      Path feather = leafShape(0.2).transformed(Affine::scale(44).then(Affine::rotate(-62)).then(Affine::translate(10, 60)));
      add(d, at(feather), filled(colour::white, kLine, 1.2));
      add(d, at(Path().moveTo(12, 57).lineTo(30, 24)), strokeOnly("#9c9482", 1));
      Path beret;
      beret.moveTo(-22, 68).cubicTo(-26, 54, -10, 46, 4, 46).cubicTo(20, 46, 28, 54, 26, 66);
      beret.cubicTo(12, 61, -8, 61, -22, 68).close();
      add(d, at(beret), filled(f.robe, kLine, 1.4));
      add(d, at(Path().moveTo(-21, 66).cubicTo(-8, 60, 12, 60, 25, 64)), strokeOnly(f.second, 3));
      break;
    }
    case Headwear::PlumedHat: {
      Path plume = leafShape(0.22).transformed(Affine::scale(52).then(Affine::rotate(-52)).then(Affine::translate(8, 56)));
      add(d, at(plume), filled("#f4f0e6", kLine, 1.2));
      add(d, at(Path().moveTo(12, 54).lineTo(38, 16)), strokeOnly("#9c9482", 1));
      add(d, at(Path::ellipse({0, 64}, 30, 7)), filled(f.robe, kLine, 1.4));
      Path crown;
      crown.moveTo(-17, 64).cubicTo(-18, 44, 18, 44, 17, 64).close();
      add(d, at(crown), filled(f.robe, kLine, 1.4));
      add(d, at(Path().moveTo(-16.5, 60).cubicTo(-6, 57, 6, 57, 16.5, 60)), strokeOnly(f.second, 3));
      break;
    }
    case Headwear::Cap: {
      Path cap;
      cap.moveTo(-18, 68).cubicTo(-20, 48, 20, 48, 18, 68).cubicTo(6, 64, -6, 64, -18, 68).close();
      add(d, at(cap), filled(f.robe, kLine, 1.4));
      add(d, at(Path().moveTo(-18, 67).cubicTo(-6, 63, 6, 63, 18, 67)), strokeOnly(f.second, 3));
      add(d, at(Path::circle({0, 49}, 3)), filled(f.second, colour::goldDark, 1));
      break;
    }
  }
  return d;
}

Drawing hand(Pt p) { return {Shape{at(Path::circle(p, 5.5)), filled(colour::skin, colour::skinShade, 1.2)}}; }

// Props held on the right; drawn in front of the robe.
Drawing prop(const DeckSpec& deck, int suit, const Figure& f) {
  Drawing d;
  switch (f.prop) {
    case Prop::Sceptre: {
      add(d, at(Path::polyline({{42, kHalfHeight}, {42, 48}})), strokeOnly(colour::goldDark, 6));
      add(d, at(Path::polyline({{42, kHalfHeight}, {42, 48}})), strokeOnly(colour::gold, 3.5));
      add(d, at(Path::circle({42, 42}, 7)), filled(colour::gold, colour::goldDark, 1.4));
      add(d, at(Path::polyline({{42, 35}, {42, 25}})), strokeOnly(colour::goldDark, 2.2));
      add(d, at(Path::polyline({{37.5, 29}, {46.5, 29}})), strokeOnly(colour::goldDark, 2.2));
      add(d, hand({43, 146}));
      break;
    }
    case Prop::Flower: {
      add(d, at(Path().moveTo(31, 146).cubicTo(34, 130, 36, 116, 40, 104)), strokeOnly("#2f7f28", 2.5));
      add(d, at(leafShape(0.4).transformed(Affine::scale(13).then(Affine::rotate(-20)).then(Affine::translate(34, 124)))),
          filled("#3f9a35", "#1f4f19", 1));
      const std::string petal = suit >= 2 && deck.style == kr::DeckStyle::French && !deck.fourColour ? "#ffffff" : "#d0222e";
      for (int k = 0; k < 5; ++k) {
        const Affine turn = Affine::rotateAround(72.0 * k, {40, 98});
        add(d, at(Path::circle({40, 92}, 5.5).transformed(turn)), filled(petal, kLine, 1));
      }
      add(d, at(Path::circle({40, 98}, 3.5)), filled(colour::gold, colour::goldDark, 1));
      add(d, hand({31, 146}));
      break;
    }
    case Prop::Halberd: {
      add(d, at(Path::polyline({{44, kHalfHeight}, {44, 30}})), strokeOnly("#5a3a1e", 4));
      add(d, at(Path::polygon({{44, 14}, {48.5, 30}, {39.5, 30}})), filled("#c9ccd2", kLine, 1.2));
      Path blade;
      blade.moveTo(44, 36).cubicTo(34, 32, 28, 40, 28, 52).cubicTo(34, 48, 40, 50, 44, 52).close();
      add(d, at(blade), filled("#c9ccd2", kLine, 1.2));
      add(d, at(Path::polygon({{44, 38}, {54, 42}, {44, 46}})), filled("#c9ccd2", kLine, 1.2));
      add(d, hand({44, 146}));
      break;
    }
    case Prop::SuitHigh: {  // the Ober raises the suit above his shoulder
      add(d, at(Path().moveTo(-38, 128).cubicTo(-46, 112, -46, 96, -44, 80)), strokeOnly(kLine, 15.5));
      add(d, at(Path().moveTo(-38, 128).cubicTo(-46, 112, -46, 96, -44, 80)), strokeOnly(f.robe, 13));
      add(d, hand({-44, 74}));
      add(d, transformed(placed(suitSymbol(deck, suit, Detail::Full), {0, 0}, 19), Affine::translate(kCx - 42, 46)));
      break;
    }
    case Prop::SuitLow: {  // the Unter holds it low, in front of him
      add(d, transformed(placed(suitSymbol(deck, suit, Detail::Full), {0, 0}, 21), Affine::translate(kCx - 38, 136)));
      add(d, hand({-30, 156}));
      break;
    }
  }
  return d;
}

Drawing halfFigure(const DeckSpec& deck, int suit, kr::Rank rank) {
  const Figure f = figureFor(deck, suit, rank);
  Drawing d;
  add(d, robe(f));
  add(d, arms(f));
  add(d, head(f));
  add(d, headwear(f));
  add(d, prop(deck, suit, f));
  // The suit in the upper left corner, unless the figure holds it.
  if (f.prop != Prop::SuitHigh && f.prop != Prop::SuitLow)
    add(d, placed(suitSymbol(deck, suit, Detail::Full), {19, 22}, 12));
  return d;
}

}  // namespace

Drawing courtFigure(const DeckSpec& deck, int suit, kr::Rank rank) {
  using namespace layout;
  const std::string ink = suitInk(deck, suit);
  const double w = fieldRight - fieldLeft;
  const double h = fieldBottom - fieldTop;
  Drawing d;
  add(d, Path::roundedRect(fieldLeft, fieldTop, w, h, 8), filled(colour::panel, "none", 0));
  const Drawing upper = transformed(halfFigure(deck, suit, rank), Affine::translate(fieldLeft, fieldTop));
  add(d, upper);
  add(d, transformed(upper, Affine::rotateAround(180, centre)));
  add(d, Path::polyline({{fieldLeft, centre.y}, {fieldRight, centre.y}}), strokeOnly(ink, 1.5));
  add(d, Path::roundedRect(fieldLeft, fieldTop, w, h, 8), strokeOnly(ink, 2));
  return d;
}

}  // namespace carddeck
