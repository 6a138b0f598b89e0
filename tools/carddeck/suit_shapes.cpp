#include "suits.hpp"

namespace carddeck {

namespace {
Pt mirror(Pt p) { return {-p.x, p.y}; }
}  // namespace

Path symmetricOutline(Pt start, const std::vector<Cubic>& rightHalf) {
  Path p;
  p.moveTo(start.x, start.y);
  for (const auto& c : rightHalf) p.cubicTo(c[0].x, c[0].y, c[1].x, c[1].y, c[2].x, c[2].y);
  // Back up the left side: the same segments mirrored and reversed.
  for (std::size_t i = rightHalf.size(); i-- > 0;) {
    const Pt from = i == 0 ? start : rightHalf[i - 1][2];
    const Pt c1 = mirror(rightHalf[i][1]);
    const Pt c2 = mirror(rightHalf[i][0]);
    const Pt end = mirror(from);
    p.cubicTo(c1.x, c1.y, c2.x, c2.y, end.x, end.y);
  }
  p.close();
  return p;
}

Path rightHalfOutline(Pt start, const std::vector<Cubic>& rightHalf) {
  Path p;
  p.moveTo(start.x, start.y);
  for (const auto& c : rightHalf) p.cubicTo(c[0].x, c[0].y, c[1].x, c[1].y, c[2].x, c[2].y);
  p.lineTo(start.x, start.y);
  p.close();
  return p;
}

Path leafShape(double width) {
  Path p;
  p.moveTo(0, 0);
  p.cubicTo(0.3, -width, 0.7, -width, 1, 0);
  p.cubicTo(0.7, width, 0.3, width, 0, 0);
  p.close();
  return p;
}

}  // namespace carddeck
