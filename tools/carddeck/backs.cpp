#include "backs.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "card_face.hpp"
#include "layout.hpp"
#include "palette.hpp"
#include "suits.hpp"

namespace carddeck {
namespace {

struct Box {
  double x0, y0, x1, y1;
};

// QtSvg has no clip paths, so patterns are clipped here: the part of the
// line y = x * slope + c (slope ±1) that lies inside the box.
Path diagonal(double slope, double c, const Box& b) {
  double xa = std::max(b.x0, slope > 0 ? b.y0 - c : c - b.y1);
  double xb = std::min(b.x1, slope > 0 ? b.y1 - c : c - b.y0);
  if (xa >= xb) return {};
  return Path::polyline({{xa, slope * xa + c}, {xb, slope * xb + c}});
}

Path lattice(const Box& b, double spacing) {
  Path p;
  for (double c = -400; c <= 800; c += spacing) {
    p.append(diagonal(1, c, b));
    p.append(diagonal(-1, c, b));
  }
  return p;
}

Pt polar(Pt c, double r, double degrees) {
  const double a = degrees * std::numbers::pi / 180.0;
  return {c.x + r * std::cos(a), c.y + r * std::sin(a)};
}

Path star(Pt c, int points, double outer, double inner, double rotation) {
  std::vector<Pt> pts;
  for (int i = 0; i < points * 2; ++i) pts.push_back(polar(c, i % 2 ? inner : outer, rotation + 180.0 * i / points));
  return Path::polygon(pts);
}

Drawing rosette(Pt c, int petals, double length, double width, const std::string& fill, const std::string& line) {
  Drawing d;
  for (int k = 0; k < petals; ++k) {
    const Affine t = Affine::scale(length).then(Affine::rotate(360.0 * k / petals - 90)).then(Affine::translate(c.x, c.y));
    add(d, leafShape(width).transformed(t), filled(fill, line, 1.2));
  }
  return d;
}

constexpr double kInset = 11;
const Box kField{kInset, kInset, layout::cardWidth - kInset, layout::cardHeight - kInset};

Drawing field(const std::string& colour) {
  Drawing d = cardPaper();
  add(d, Path::roundedRect(kField.x0, kField.y0, kField.x1 - kField.x0, kField.y1 - kField.y0, 8), fillOnly(colour));
  return d;
}

Drawing frame(double inset, const std::string& colour, double width) {
  return {Shape{Path::roundedRect(inset, inset, layout::cardWidth - 2 * inset, layout::cardHeight - 2 * inset, 6),
                strokeOnly(colour, width)}};
}

// Deep blue with a fine lattice and an eight-pointed star.
Drawing blueBack() {
  const std::string light = "#c9d7f0";
  Drawing d = field("#1d3a70");
  const Box inner{kField.x0 + 8, kField.y0 + 8, kField.x1 - 8, kField.y1 - 8};
  add(d, lattice(inner, 17), strokeOnly("#3b62a8", 1.6));
  add(d, frame(kInset + 8, light, 1.5));
  add(d, frame(kInset + 3, light, 0.8));
  const Pt c = layout::centre;
  add(d, Path::circle(c, 42), filled("#1d3a70", light, 2.5));
  add(d, Path::circle(c, 36), strokeOnly(light, 1));
  add(d, star(c, 8, 30, 13, -90), filled(light, "none", 0));
  add(d, Path::circle(c, 7), fillOnly("#1d3a70"));
  return d;
}

// Burgundy with a gold double frame, a dotted ground and a rosette.
Drawing redBack() {
  const std::string gold = "#dcae52";
  Drawing d = field("#7a1828");
  Path dots;
  for (double y = kField.y0 + 26; y <= kField.y1 - 24; y += 14) {
    const bool odd = static_cast<int>(std::lround((y - kField.y0) / 14)) % 2 == 1;
    for (double x = kField.x0 + (odd ? 26 : 19); x <= kField.x1 - 18; x += 14)
      dots.append(star({x, y}, 4, 3.6, 1.3, -90));
  }
  add(d, dots, fillOnly("#a53a4a"));
  add(d, frame(kInset + 6, gold, 2));
  add(d, frame(kInset + 11, gold, 0.8));
  const Pt c = layout::centre;
  add(d, Path::ellipse(c, 54, 70), filled("#7a1828", gold, 2));
  add(d, rosette(c, 12, 46, 0.2, "#a53a4a", gold));
  add(d, rosette(c, 6, 30, 0.32, gold, "#7a1828"));
  add(d, Path::circle(c, 8), filled("#7a1828", gold, 2));
  return d;
}

// Forest green with diagonal stripes of diamonds and a lozenge medallion.
Drawing greenBack() {
  const std::string cream = "#ebdfb5";
  Drawing d = field("#1c5639");
  Path diamonds;
  for (double y = kField.y0 + 22; y <= kField.y1 - 20; y += 20) {
    const bool odd = static_cast<int>(std::lround((y - kField.y0) / 20)) % 2 == 1;
    for (double x = kField.x0 + (odd ? 30 : 20); x <= kField.x1 - 18; x += 20)
      diamonds.append(Path::polygon({{x, y - 6}, {x + 4.5, y}, {x, y + 6}, {x - 4.5, y}}));
  }
  add(d, diamonds, fillOnly("#2a7350"));
  add(d, frame(kInset + 6, cream, 1.5));
  const Pt c = layout::centre;
  const std::vector<Pt> lozenge = {{c.x, c.y - 70}, {c.x + 48, c.y}, {c.x, c.y + 70}, {c.x - 48, c.y}};
  add(d, Path::polygon(lozenge), filled("#1c5639", cream, 2.5));
  const std::vector<Pt> small = {{c.x, c.y - 60}, {c.x + 40, c.y}, {c.x, c.y + 60}, {c.x - 40, c.y}};
  add(d, Path::polygon(small), strokeOnly(cream, 1));
  for (int k = 0; k < 4; ++k) {
    const Affine t = Affine::scale(38, 38).then(Affine::rotate(90.0 * k - 90)).then(Affine::translate(c.x, c.y));
    add(d, leafShape(0.3).transformed(t), filled(cream, "none", 0));
  }
  add(d, Path::circle(c, 6), fillOnly("#1c5639"));
  return d;
}

}  // namespace

std::vector<CardBack> cardBacks() {
  return {
      {"blue", "Card back: blue lattice", blueBack()},
      {"red", "Card back: red rosette", redBack()},
      {"green", "Card back: green lozenge", greenBack()},
  };
}

}  // namespace carddeck
