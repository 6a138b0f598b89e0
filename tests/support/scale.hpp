#pragma once
// Long randomized tests scale their work by KR_TEST_SCALE (default 1): the
// sanitizer builds run them at 0.1, where every step costs ten times more.
#include <algorithm>
#include <cstdlib>

namespace kr::test {

inline int scaled(int count) {
  const char* text = std::getenv("KR_TEST_SCALE");
  const double factor = text ? std::atof(text) : 1.0;
  return std::max(1, static_cast<int>(count * (factor > 0 ? factor : 1.0)));
}

}  // namespace kr::test
