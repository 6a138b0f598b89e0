#include "geometry.hpp"

#include <cmath>
#include <numbers>

namespace carddeck {

Affine Affine::translate(double dx, double dy) { return {1, 0, 0, 1, dx, dy}; }
Affine Affine::scale(double sx, double sy) { return {sx, 0, 0, sy, 0, 0}; }

Affine Affine::rotate(double degrees) {
  // Exact values for the quarter turns keep the output free of 1e-17 noise.
  const double r = degrees * std::numbers::pi / 180.0;
  double s = std::sin(r);
  double c = std::cos(r);
  if (std::fmod(degrees, 90.0) == 0.0) {
    s = std::round(s);
    c = std::round(c);
  }
  return {c, s, -s, c, 0, 0};
}

Affine Affine::rotateAround(double degrees, Pt centre) {
  return translate(-centre.x, -centre.y).then(rotate(degrees)).then(translate(centre.x, centre.y));
}

Affine Affine::then(const Affine& n) const {
  return {n.a * a + n.c * b,         n.b * a + n.d * b,         n.a * c + n.c * d,
          n.b * c + n.d * d,         n.a * e + n.c * f + n.e,   n.b * e + n.d * f + n.f};
}

Pt Affine::apply(Pt p) const { return {a * p.x + c * p.y + e, b * p.x + d * p.y + f}; }

double Affine::lengthScale() const { return std::sqrt(std::abs(a * d - b * c)); }

Path& Path::moveTo(double x, double y) {
  segments_.push_back({Op::Move, {Pt{x, y}}});
  return *this;
}
Path& Path::lineTo(double x, double y) {
  segments_.push_back({Op::Line, {Pt{x, y}}});
  return *this;
}
Path& Path::quadTo(double cx, double cy, double x, double y) {
  segments_.push_back({Op::Quad, {Pt{cx, cy}, Pt{x, y}}});
  return *this;
}
Path& Path::cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
  segments_.push_back({Op::Cubic, {Pt{c1x, c1y}, Pt{c2x, c2y}, Pt{x, y}}});
  return *this;
}
Path& Path::close() {
  segments_.push_back({Op::Close, {}});
  return *this;
}
Path& Path::append(const Path& other) {
  segments_.insert(segments_.end(), other.segments_.begin(), other.segments_.end());
  return *this;
}

Path Path::transformed(const Affine& t) const {
  Path out = *this;
  for (auto& s : out.segments_)
    for (auto& p : s.pts) p = t.apply(p);
  return out;
}

Path Path::mirroredX() const { return transformed(Affine::scale(-1, 1)); }

Path Path::ellipse(Pt c, double rx, double ry) {
  // Four cubic quarter arcs, clockwise on screen (y points down).
  constexpr double k = 0.5522847498;
  Path p;
  p.moveTo(c.x + rx, c.y);
  p.cubicTo(c.x + rx, c.y + k * ry, c.x + k * rx, c.y + ry, c.x, c.y + ry);
  p.cubicTo(c.x - k * rx, c.y + ry, c.x - rx, c.y + k * ry, c.x - rx, c.y);
  p.cubicTo(c.x - rx, c.y - k * ry, c.x - k * rx, c.y - ry, c.x, c.y - ry);
  p.cubicTo(c.x + k * rx, c.y - ry, c.x + rx, c.y - k * ry, c.x + rx, c.y);
  p.close();
  return p;
}

Path Path::rect(double x, double y, double w, double h) {
  return polygon({{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}});
}

Path Path::roundedRect(double x, double y, double w, double h, double r) {
  constexpr double k = 0.5522847498;
  const double q = r * (1 - k);
  Path p;
  p.moveTo(x + r, y);
  p.lineTo(x + w - r, y);
  p.cubicTo(x + w - q, y, x + w, y + q, x + w, y + r);
  p.lineTo(x + w, y + h - r);
  p.cubicTo(x + w, y + h - q, x + w - q, y + h, x + w - r, y + h);
  p.lineTo(x + r, y + h);
  p.cubicTo(x + q, y + h, x, y + h - q, x, y + h - r);
  p.lineTo(x, y + r);
  p.cubicTo(x, y + q, x + q, y, x + r, y);
  p.close();
  return p;
}

Path Path::polyline(const std::vector<Pt>& pts) {
  Path p;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    if (i == 0)
      p.moveTo(pts[i].x, pts[i].y);
    else
      p.lineTo(pts[i].x, pts[i].y);
  }
  return p;
}

Path Path::polygon(const std::vector<Pt>& pts) {
  Path p = polyline(pts);
  p.close();
  return p;
}

}  // namespace carddeck
