#pragma once
// Points, affine transforms and paths: the vector primitives all card art is
// built from. Paths use absolute coordinates and no arcs, so transforming a
// path is just transforming its points.
#include <array>
#include <string>
#include <vector>

namespace carddeck {

struct Pt {
  double x = 0;
  double y = 0;
};

// x' = a*x + c*y + e,  y' = b*x + d*y + f  (the SVG matrix order).
struct Affine {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;

  static Affine translate(double dx, double dy);
  static Affine scale(double sx, double sy);
  static Affine scale(double s) { return scale(s, s); }
  static Affine rotate(double degrees);
  static Affine rotateAround(double degrees, Pt centre);

  // this, then next: (next ∘ this)
  Affine then(const Affine& next) const;
  Pt apply(Pt p) const;
  double lengthScale() const;  // how much a stroke width grows
};

class Path {
 public:
  enum class Op { Move, Line, Quad, Cubic, Close };
  struct Segment {
    Op op;
    std::array<Pt, 3> pts;  // Move/Line: [0]; Quad: [0] ctrl, [1] end; Cubic: 3
  };

  Path& moveTo(double x, double y);
  Path& lineTo(double x, double y);
  Path& quadTo(double cx, double cy, double x, double y);
  Path& cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y);
  Path& close();
  Path& append(const Path& other);

  Path transformed(const Affine& t) const;
  // Mirrored left/right about x = 0 (this reverses the winding direction).
  Path mirroredX() const;
  bool empty() const { return segments_.empty(); }
  const std::vector<Segment>& segments() const { return segments_; }

  static Path ellipse(Pt centre, double rx, double ry);
  static Path circle(Pt centre, double r) { return ellipse(centre, r, r); }
  static Path rect(double x, double y, double w, double h);
  static Path roundedRect(double x, double y, double w, double h, double r);
  static Path polygon(const std::vector<Pt>& pts);
  static Path polyline(const std::vector<Pt>& pts);

 private:
  std::vector<Segment> segments_;
};

}  // namespace carddeck
