#include "palette.hpp"
#include "suits.hpp"

namespace carddeck {
namespace {

// Outline widths in symbol units: index symbols are tiny, so bolder.
double outlineWidth(Detail d) { return d == Detail::Small ? 0.1 : 0.06; }

const std::vector<Cubic> kHeartRight = {{Pt{0.1, -0.84}, Pt{0.32, -0.96}, Pt{0.54, -0.96}},
                                        {Pt{0.82, -0.96}, Pt{1, -0.72}, Pt{1, -0.38}},
                                        {Pt{1, 0.16}, Pt{0.48, 0.6}, Pt{0, 0.98}}};
const Pt kHeartTop{0, -0.55};

Drawing heart(Detail d) {
  Drawing out;
  add(out, symmetricOutline(kHeartTop, kHeartRight), filled("#d9272f", colour::outline, 0));
  if (d == Detail::Full) {
    add(out, rightHalfOutline(kHeartTop, kHeartRight), fillOnly("#b81c25"));
    Paint shine = fillOnly("#ffffff");
    shine.opacity = 0.45;
    add(out, Path::ellipse({-0.5, -0.52}, 0.2, 0.13).transformed(Affine::rotateAround(-30, {-0.5, -0.52})),
        shine);
  }
  add(out, symmetricOutline(kHeartTop, kHeartRight), strokeOnly("#5e0c11", outlineWidth(d)));
  return out;
}

const std::vector<Cubic> kLeafRight = {{Pt{0.22, -0.72}, Pt{0.9, -0.44}, Pt{0.9, 0.08}},
                                       {Pt{0.9, 0.46}, Pt{0.58, 0.66}, Pt{0.3, 0.64}},
                                       {Pt{0.16, 0.63}, Pt{0.06, 0.58}, Pt{0, 0.5}}};
const Pt kLeafTip{0, -1};

Drawing leaf(Detail d) {
  Drawing out;
  const std::string dark = "#1f4f19";
  Path stalk;
  stalk.moveTo(0, 0.42).cubicTo(0.02, 0.7, -0.04, 0.86, -0.2, 1.0);
  add(out, stalk, strokeOnly(dark, d == Detail::Small ? 0.2 : 0.14));
  add(out, symmetricOutline(kLeafTip, kLeafRight), fillOnly("#3f9a35"));
  if (d == Detail::Full) {
    add(out, rightHalfOutline(kLeafTip, kLeafRight), fillOnly("#2f7f28"));
    Path veins;
    veins.moveTo(0, -0.78).lineTo(0, 0.46);
    for (double side : {-1.0, 1.0}) {
      veins.moveTo(0, -0.34).quadTo(side * 0.3, -0.38, side * 0.48, -0.56);
      veins.moveTo(0, 0.0).quadTo(side * 0.38, -0.04, side * 0.66, -0.2);
      veins.moveTo(0, 0.3).quadTo(side * 0.32, 0.3, side * 0.58, 0.22);
    }
    add(out, veins, strokeOnly("#a7d98a", 0.05));
  }
  add(out, symmetricOutline(kLeafTip, kLeafRight), strokeOnly(dark, outlineWidth(d)));
  return out;
}

// German acorn: cup and stalk on top, the nut hanging below.
Drawing acorn(Detail d) {
  Drawing out;
  const std::string dark = "#4a2e12";
  Path stalk;
  stalk.moveTo(0, -0.7).cubicTo(0, -0.86, 0.08, -0.96, 0.22, -1.0);
  add(out, stalk, strokeOnly(dark, d == Detail::Small ? 0.16 : 0.12));

  const Pt nutTop{0, -0.5};
  const std::vector<Cubic> nutRight = {{Pt{0.36, -0.5}, Pt{0.54, -0.22}, Pt{0.54, 0.2}},
                                       {Pt{0.54, 0.6}, Pt{0.26, 0.86}, Pt{0, 0.99}}};
  add(out, symmetricOutline(nutTop, nutRight), fillOnly("#dba43f"));
  if (d == Detail::Full) {
    add(out, rightHalfOutline(nutTop, nutRight), fillOnly("#c2882a"));
    Paint shine = fillOnly("#ffffff");
    shine.opacity = 0.4;
    add(out, Path::ellipse({-0.26, 0.05}, 0.09, 0.26), shine);
  }
  add(out, symmetricOutline(nutTop, nutRight), strokeOnly(dark, outlineWidth(d)));

  const Pt cupTop{0, -0.84};
  const std::vector<Cubic> cupRight = {{Pt{0.36, -0.84}, Pt{0.64, -0.68}, Pt{0.64, -0.36}},
                                       {Pt{0.64, -0.22}, Pt{0.42, -0.16}, Pt{0, -0.16}}};
  add(out, symmetricOutline(cupTop, cupRight), fillOnly("#7d5628"));
  if (d == Detail::Full) {
    Path scales;  // the cup's scaly texture as three curved rows
    scales.moveTo(-0.5, -0.56).quadTo(0, -0.72, 0.5, -0.56);
    scales.moveTo(-0.6, -0.36).quadTo(0, -0.52, 0.6, -0.36);
    for (double x : {-0.36, -0.12, 0.12, 0.36}) scales.moveTo(x, -0.66 + x * x * 0.3).lineTo(x * 1.15, -0.2);
    add(out, scales, strokeOnly("#4f3414", 0.04));
  }
  add(out, symmetricOutline(cupTop, cupRight), strokeOnly(dark, outlineWidth(d)));
  return out;
}

// The German bell (Schelle): a round sleigh bell with a red band.
Drawing bell(Detail d) {
  Drawing out;
  const std::string dark = "#4d3208";
  const Pt c{0, 0.1};
  const double r = 0.84;
  add(out, Path::circle({0, -0.8}, 0.15), strokeOnly(dark, d == Detail::Small ? 0.14 : 0.1));
  add(out, Path::circle(c, r), fillOnly("#f2bd2e"));
  if (d == Detail::Full) {
    // a crescent of shade on the lower right
    Path shade = Path::circle(c, r);
    shade.append(Path::circle({-0.08, 0.02}, 0.72));
    Paint p = fillOnly("#d49a1c");
    p.evenOdd = true;
    add(out, shade, p);
  }
  Path band;
  band.moveTo(-0.83, -0.02).quadTo(0, 0.18, 0.83, -0.02);
  band.lineTo(0.83, 0.22).quadTo(0, 0.44, -0.83, 0.22).close();
  add(out, band, fillOnly("#c9302a"));
  if (d == Detail::Full) {
    Paint shine = fillOnly("#ffffff");
    shine.opacity = 0.55;
    add(out, Path::ellipse({-0.36, -0.3}, 0.2, 0.12).transformed(Affine::rotateAround(-35, {-0.36, -0.3})),
        shine);
  }
  add(out, Path::circle({0, 0.58}, 0.1), fillOnly(dark));
  Path slot;
  slot.moveTo(0, 0.6).lineTo(0, 0.9);
  add(out, slot, strokeOnly(dark, 0.09));
  add(out, Path::circle(c, r), strokeOnly(dark, outlineWidth(d)));
  return out;
}

}  // namespace

Drawing germanSymbol(int suit, Detail detail) {
  switch (suit) {
    case 0: return acorn(detail);
    case 1: return leaf(detail);
    case 2: return heart(detail);
    default: return bell(detail);
  }
}

}  // namespace carddeck
