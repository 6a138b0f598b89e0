#pragma once
// Pixel checks shared by the card tests.
#include <QColor>
#include <QImage>
#include <functional>

namespace cardtest {

using ColourTest = std::function<bool(const QColor&)>;

inline bool isPaper(const QColor& c) { return c.alpha() > 250 && c.red() > 235 && c.green() > 235 && c.blue() > 225; }
inline bool isDark(const QColor& c) { return c.alpha() > 200 && c.red() < 70 && c.green() < 70 && c.blue() < 80; }
inline bool isRed(const QColor& c) { return c.alpha() > 200 && c.red() > 160 && c.green() < 90 && c.blue() < 90; }
inline bool isGreen(const QColor& c) { return c.alpha() > 200 && c.green() > c.red() + 40 && c.green() > c.blue() + 20; }
inline bool isBlue(const QColor& c) { return c.alpha() > 200 && c.blue() > c.red() + 60 && c.blue() > c.green() + 30; }
inline bool isGolden(const QColor& c) { return c.alpha() > 200 && c.red() > 170 && c.green() > 110 && c.blue() < 100; }
inline bool isBrown(const QColor& c) {
  return c.alpha() > 200 && c.red() > 70 && c.red() < 200 && c.green() < c.red() && c.blue() + 40 < c.red();
}

inline int countPixels(const QImage& image, const ColourTest& test) {
  int n = 0;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (test(image.pixelColor(x, y))) ++n;
  return n;
}

}  // namespace cardtest
