#include "layout.hpp"

namespace carddeck::layout {

std::vector<Pip> pipLayout(int count, PipStyle style) {
  // Two columns and a centre line; rows evenly spaced in the field.
  const double left = 83;
  const double right = 157;
  const double mid = centre.x;
  const double top = 58;
  const double bottom = 302;
  const double row4 = (bottom - top) / 3;  // four rows
  const bool invert = style == PipStyle::French;

  std::vector<Pip> pips;
  auto column = [&](double x, int rows) {
    for (int r = 0; r < rows; ++r) {
      const double y = top + (bottom - top) * r / (rows - 1);
      pips.push_back({{x, y}, invert && y > centre.y});
    }
  };
  auto centrePip = [&](double y) { pips.push_back({{mid, y}, invert && y > centre.y}); };

  switch (count) {
    case 6:
      column(left, 3);
      column(right, 3);
      break;
    case 7:
      column(left, 3);
      column(right, 3);
      centrePip((top + centre.y) / 2);
      break;
    case 8:
      if (style == PipStyle::French) {  // French 8: 3 + 2 + 3
        column(left, 3);
        column(right, 3);
        centrePip((top + centre.y) / 2);
        centrePip((bottom + centre.y) / 2);
      } else {  // German and Swiss 8: two columns of four
        column(left, 4);
        column(right, 4);
      }
      break;
    case 9:
      column(left, 4);
      column(right, 4);
      centrePip(centre.y);
      break;
    default:  // 10
      column(left, 4);
      column(right, 4);
      centrePip(top + row4 / 2);
      centrePip(bottom - row4 / 2);
      break;
  }
  return pips;
}

}  // namespace carddeck::layout
