#pragma once
// A drawing is a list of painted paths, back to front. Every piece of art
// (a suit symbol, a figure, a whole card) is a Drawing until it is written.
#include <string>
#include <vector>

#include "geometry.hpp"

namespace carddeck {

struct Paint {
  std::string fill = "none";   // an SVG colour, e.g. "#c8283a"
  std::string stroke = "none";
  double strokeWidth = 0;
  double opacity = 1;          // applies to fill and stroke
  bool evenOdd = false;        // fill-rule, for shapes with holes
  bool round = true;           // round caps and joins for strokes
};

struct Shape {
  Path path;
  Paint paint;
};

using Drawing = std::vector<Shape>;

Paint fillOnly(const std::string& colour);
Paint strokeOnly(const std::string& colour, double width);
Paint filled(const std::string& fillColour, const std::string& strokeColour, double width);

void add(Drawing& into, const Drawing& more);
void add(Drawing& into, const Path& path, const Paint& paint);
// Moves the points and scales the stroke widths with the transform.
Drawing transformed(const Drawing& d, const Affine& t);

}  // namespace carddeck
