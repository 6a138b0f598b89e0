#include "glyphs.hpp"

namespace carddeck {
namespace {

// Glyph centre lines in a box of capital height 1 (y 0 = top, 1 = baseline).
// The stroke is drawn with round caps, so ink reaches half a stroke past them.
constexpr double kStroke = 0.17;    // stroke width relative to capital height
constexpr double kSpacing = 0.14;   // between two glyphs, beyond the strokes

struct Glyph {
  Path path;
  double width = 0;  // of the centre lines
};

Glyph glyph(char ch) {
  Path p;
  switch (ch) {
    case '0': return {Path::ellipse({0.27, 0.5}, 0.27, 0.5), 0.54};
    case '1':
      p.moveTo(0, 0.2).lineTo(0.24, 0).lineTo(0.24, 1);
      return {p, 0.24};
    case '6':
      p.append(Path::ellipse({0.29, 0.69}, 0.29, 0.31));
      p.moveTo(0.5, 0.0).cubicTo(0.2, 0.06, 0.0, 0.34, 0.0, 0.69);
      return {p, 0.58};
    case '9':
      p.append(Path::ellipse({0.29, 0.31}, 0.29, 0.31));
      p.moveTo(0.08, 1.0).cubicTo(0.38, 0.94, 0.58, 0.66, 0.58, 0.31);
      return {p, 0.58};
    case '7':
      p.moveTo(0, 0).lineTo(0.56, 0).cubicTo(0.36, 0.28, 0.22, 0.62, 0.2, 1);
      return {p, 0.56};
    case '8':
      p.append(Path::ellipse({0.29, 0.245}, 0.25, 0.245));
      p.append(Path::ellipse({0.29, 0.735}, 0.29, 0.265));
      return {p, 0.58};
    case 'A':
      p.moveTo(0, 1).lineTo(0.33, 0).lineTo(0.66, 1);
      p.moveTo(0.12, 0.66).lineTo(0.54, 0.66);
      return {p, 0.66};
    case 'B':
      p.moveTo(0.3, 0.47).lineTo(0, 0.47).lineTo(0, 0).lineTo(0.3, 0);
      p.cubicTo(0.47, 0, 0.55, 0.1, 0.55, 0.235).cubicTo(0.55, 0.37, 0.47, 0.47, 0.3, 0.47);
      p.cubicTo(0.5, 0.47, 0.6, 0.58, 0.6, 0.735).cubicTo(0.6, 0.89, 0.5, 1, 0.32, 1);
      p.lineTo(0, 1).lineTo(0, 0.47);
      return {p, 0.6};
    case 'D':
      p.moveTo(0, 0).lineTo(0, 1).lineTo(0.26, 1);
      p.cubicTo(0.52, 1, 0.64, 0.78, 0.64, 0.5).cubicTo(0.64, 0.22, 0.52, 0, 0.26, 0).close();
      return {p, 0.64};
    case 'E':
      p.moveTo(0.52, 0).lineTo(0, 0).lineTo(0, 1).lineTo(0.52, 1);
      p.moveTo(0, 0.48).lineTo(0.42, 0.48);
      return {p, 0.52};
    case 'J':
      p.moveTo(0.46, 0).lineTo(0.46, 0.68);
      p.cubicTo(0.46, 0.9, 0.35, 1, 0.22, 1).cubicTo(0.1, 1, 0.0, 0.92, 0.0, 0.76);
      return {p, 0.46};
    case 'K':
      p.moveTo(0, 0).lineTo(0, 1);
      p.moveTo(0.58, 0).lineTo(0.02, 0.6);
      p.moveTo(0.2, 0.42).lineTo(0.6, 1);
      return {p, 0.6};
    case 'O': return {Path::ellipse({0.36, 0.5}, 0.36, 0.5), 0.72};
    case 'Q':
      p.append(Path::ellipse({0.36, 0.5}, 0.36, 0.5));
      p.moveTo(0.42, 0.7).lineTo(0.74, 1.04);
      return {p, 0.74};
    case 'R':
      p.moveTo(0, 1).lineTo(0, 0).lineTo(0.3, 0);
      p.cubicTo(0.48, 0, 0.57, 0.11, 0.57, 0.26).cubicTo(0.57, 0.41, 0.48, 0.52, 0.3, 0.52).lineTo(0, 0.52);
      p.moveTo(0.26, 0.52).lineTo(0.6, 1);
      return {p, 0.6};
    case 'U':
      p.moveTo(0, 0).lineTo(0, 0.66).cubicTo(0, 0.88, 0.13, 1, 0.3, 1);
      p.cubicTo(0.47, 1, 0.6, 0.88, 0.6, 0.66).lineTo(0.6, 0);
      return {p, 0.6};
    default: return {};
  }
}

// Two-digit numbers are set narrower so "10" fits the same index column.
double condensing(std::string_view text) { return text.size() > 1 ? 0.8 : 1.0; }

}  // namespace

double indexTextWidth(std::string_view text, double height) {
  double w = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    w += glyph(text[i]).width;
    if (i + 1 < text.size()) w += kSpacing + kStroke;
  }
  return w * height * condensing(text);
}

Drawing indexText(std::string_view text, double centreX, double top, double height,
                  const std::string& colour) {
  const double squeeze = condensing(text);
  double x = centreX - indexTextWidth(text, height) / 2;
  Path all;
  for (char ch : text) {
    const Glyph g = glyph(ch);
    all.append(g.path.transformed(Affine::scale(height * squeeze, height).then(Affine::translate(x, top))));
    x += (g.width + kSpacing + kStroke) * height * squeeze;
  }
  Paint paint = strokeOnly(colour, kStroke * height);
  return {Shape{all, paint}};
}

}  // namespace carddeck
