#include "drawing.hpp"

namespace carddeck {

Paint fillOnly(const std::string& colour) {
  Paint p;
  p.fill = colour;
  return p;
}

Paint strokeOnly(const std::string& colour, double width) {
  Paint p;
  p.stroke = colour;
  p.strokeWidth = width;
  return p;
}

Paint filled(const std::string& fillColour, const std::string& strokeColour, double width) {
  Paint p;
  p.fill = fillColour;
  p.stroke = strokeColour;
  p.strokeWidth = width;
  return p;
}

void add(Drawing& into, const Drawing& more) { into.insert(into.end(), more.begin(), more.end()); }

void add(Drawing& into, const Path& path, const Paint& paint) { into.push_back({path, paint}); }

Drawing transformed(const Drawing& d, const Affine& t) {
  Drawing out;
  out.reserve(d.size());
  const double k = t.lengthScale();
  for (const auto& s : d) {
    Shape moved{s.path.transformed(t), s.paint};
    moved.paint.strokeWidth *= k;
    out.push_back(std::move(moved));
  }
  return out;
}

}  // namespace carddeck
