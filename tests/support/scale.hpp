#pragma once
// Long randomized tests scale their work by KR_TEST_SCALE (default 1): the
// sanitizer builds run them at 0.1, where every step costs ten times more.
#include <algorithm>
#include <cstdlib>

namespace kr::test {

inline double scale() {
  const char* text = std::getenv("KR_TEST_SCALE");
  const double factor = text ? std::atof(text) : 1.0;
  return factor > 0 ? factor : 1.0;
}

inline int scaled(int count) { return std::max(1, static_cast<int>(count * scale())); }

// `count` scaled, but never below `minimum` (which keeps the test's checks meaningful).
inline int scaled(int count, int minimum) { return std::max(minimum, scaled(count)); }

// For a costly check that repeats the same code on every deal (a record
// round trip): every deal at full scale, every n-th one when scaled down.
inline int everyNthWhenScaled(int n) { return scale() < 1.0 ? n : 1; }

}  // namespace kr::test
