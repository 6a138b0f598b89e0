#include <cmath>
#include <numbers>

#include "palette.hpp"
#include "suits.hpp"

namespace carddeck {
namespace {

double outlineWidth(Detail d) { return d == Detail::Small ? 0.1 : 0.06; }

Pt polar(double radius, double degrees) {
  const double r = degrees * std::numbers::pi / 180.0;
  return {radius * std::cos(r), radius * std::sin(r)};
}

// Swiss rose, seen from the front: green sepals, five red petals, a pale
// ring and a golden centre.
Drawing rose(Detail d) {
  Drawing out;
  const std::string dark = "#5a1014";
  for (int k = 0; k < 5; ++k) {
    const double angle = -90 + 36 + 72 * k;
    const Affine t = Affine::scale(1.0).then(Affine::rotate(angle));
    add(out, leafShape(0.32).transformed(t), filled("#3f8a2e", "#1f4a16", outlineWidth(d) * 0.8));
  }
  for (int k = 0; k < 5; ++k) {
    const Pt c = polar(0.47, -90 + 72 * k);
    add(out, Path::circle(c, 0.4), filled("#d3303a", dark, outlineWidth(d)));
  }
  add(out, Path::circle({0, 0}, 0.42), filled(d == Detail::Full ? "#fbeed8" : "#d3303a", dark, outlineWidth(d)));
  add(out, Path::circle({0, 0}, 0.22), filled("#f1bd2b", "#8a5a06", outlineWidth(d) * 0.8));
  if (d == Detail::Full) {
    for (int k = 0; k < 5; ++k) add(out, Path::circle(polar(0.1, 18 + 72 * k), 0.035), fillOnly("#8a5a06"));
  }
  return out;
}

// Swiss acorn: a tall nut pointing up out of its cup, a short stalk with
// two leaves below.
Drawing acorn(Detail d) {
  Drawing out;
  const std::string dark = "#4a2a10";
  Path stalk;
  stalk.moveTo(0, 0.3).lineTo(0, 0.78);
  add(out, stalk, strokeOnly(dark, d == Detail::Small ? 0.16 : 0.11));
  for (double side : {-1.0, 1.0}) {
    const Affine t = Affine::scale(0.78).then(Affine::rotate(side < 0 ? 200 : -20)).then(Affine::translate(0, 0.74));
    add(out, leafShape(0.36).transformed(t), filled("#4c9433", "#1f4a16", outlineWidth(d)));
  }
  const Pt nutTop{0, -1};
  const std::vector<Cubic> nutRight = {{Pt{0.36, -0.98}, Pt{0.56, -0.6}, Pt{0.56, -0.2}},
                                       {Pt{0.56, -0.08}, Pt{0.34, -0.04}, Pt{0, -0.04}}};
  add(out, symmetricOutline(nutTop, nutRight), fillOnly("#e6b43c"));
  if (d == Detail::Full) {
    add(out, rightHalfOutline(nutTop, nutRight), fillOnly("#cc962a"));
    Paint shine = fillOnly("#ffffff");
    shine.opacity = 0.45;
    add(out, Path::ellipse({-0.26, -0.52}, 0.09, 0.26), shine);
  }
  add(out, symmetricOutline(nutTop, nutRight), strokeOnly(dark, outlineWidth(d)));

  const Pt cupTop{0, -0.28};
  const std::vector<Cubic> cupRight = {{Pt{0.36, -0.28}, Pt{0.64, -0.26}, Pt{0.64, -0.06}},
                                       {Pt{0.64, 0.2}, Pt{0.36, 0.36}, Pt{0, 0.36}}};
  add(out, symmetricOutline(cupTop, cupRight), fillOnly("#8a4420"));
  if (d == Detail::Full) {
    Path scales;
    scales.moveTo(-0.6, -0.06).quadTo(0, 0.08, 0.6, -0.06);
    scales.moveTo(-0.48, 0.16).quadTo(0, 0.3, 0.48, 0.16);
    for (double x : {-0.3, 0.0, 0.3}) scales.moveTo(x, -0.2).lineTo(x * 0.9, 0.32);
    add(out, scales, strokeOnly("#5e2c10", 0.04));
  }
  add(out, symmetricOutline(cupTop, cupRight), strokeOnly(dark, outlineWidth(d)));
  return out;
}

// Swiss bell: a golden sleigh bell with a dark slit and two rings.
Drawing bell(Detail d) {
  Drawing out;
  const std::string dark = "#4d3208";
  const Pt c{0, 0.1};
  const double r = 0.84;
  add(out, Path::circle({0, -0.8}, 0.15), strokeOnly(dark, d == Detail::Small ? 0.14 : 0.1));
  add(out, Path::circle(c, r), fillOnly("#f0c33a"));
  if (d == Detail::Full) {
    Path shade = Path::circle(c, r);
    shade.append(Path::circle({-0.08, 0.02}, 0.72));
    Paint p = fillOnly("#d39d22");
    p.evenOdd = true;
    add(out, shade, p);
  }
  Path rings;
  rings.moveTo(-0.8, -0.16).quadTo(0, 0.02, 0.8, -0.16);
  rings.moveTo(-0.82, 0.04).quadTo(0, 0.22, 0.82, 0.04);
  add(out, rings, strokeOnly(dark, d == Detail::Small ? 0.1 : 0.07));
  Path slit;
  slit.moveTo(-0.44, 0.5).quadTo(0, 0.66, 0.44, 0.5);
  add(out, slit, strokeOnly(dark, 0.13));
  if (d == Detail::Full) {
    Paint shine = fillOnly("#ffffff");
    shine.opacity = 0.55;
    add(out, Path::ellipse({-0.34, -0.38}, 0.18, 0.1).transformed(Affine::rotateAround(-35, {-0.34, -0.38})),
        shine);
  }
  add(out, Path::circle(c, r), strokeOnly(dark, outlineWidth(d)));
  return out;
}

// Swiss shield (Schilten): a heater shield with a golden rim, a red field
// and a dark chief.
const Pt kShieldTop{0, -0.86};
const std::vector<Cubic> kShieldRight = {{Pt{0.3, -0.86}, Pt{0.56, -0.9}, Pt{0.8, -0.98}},
                                         {Pt{0.8, -0.3}, Pt{0.84, 0.3}, Pt{0.58, 0.66}},
                                         {Pt{0.42, 0.86}, Pt{0.2, 0.94}, Pt{0, 1}}};

Drawing shield(Detail d) {
  Drawing out;
  const Path outer = symmetricOutline(kShieldTop, kShieldRight);
  add(out, outer, fillOnly("#ebba3c"));
  const Affine inset = Affine::scale(0.74).then(Affine::translate(0, -0.02));
  add(out, outer.transformed(inset), fillOnly("#c82b32"));
  // The chief: a dark band across the top of the field, drawn as the field's
  // top edge and a straight lower edge.
  Path chief;
  const Pt a = inset.apply({-0.8, -0.98});
  const Pt b = inset.apply({0.8, -0.98});
  chief.moveTo(a.x, a.y);
  chief.quadTo(inset.apply({-0.3, -0.86}).x, inset.apply({-0.3, -0.86}).y, 0, inset.apply(kShieldTop).y);
  chief.quadTo(inset.apply({0.3, -0.86}).x, inset.apply({0.3, -0.86}).y, b.x, b.y);
  chief.lineTo(b.x + 0.005, -0.3).lineTo(a.x - 0.005, -0.3).close();
  add(out, chief, fillOnly("#26211d"));
  if (d == Detail::Full) {
    Paint shine = fillOnly("#ffffff");
    shine.opacity = 0.3;
    add(out, Path::ellipse({-0.3, 0.05}, 0.08, 0.24), shine);
  }
  add(out, outer.transformed(inset), strokeOnly("#6b4a0e", outlineWidth(d) * 0.7));
  add(out, outer, strokeOnly(colour::outline, outlineWidth(d)));
  return out;
}

}  // namespace

Drawing swissSymbol(int suit, Detail detail) {
  switch (suit) {
    case 0: return rose(detail);
    case 1: return acorn(detail);
    case 2: return bell(detail);
    default: return shield(detail);
  }
}

}  // namespace carddeck
