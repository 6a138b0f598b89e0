#include <catch2/catch.hpp>

#include "ai/self_play.hpp"

using namespace kr;

TEST_CASE("summaries give the mean, a 95% interval and the 95th percentile", "[self-play]") {
  std::vector<double> values;
  for (int i = 1; i <= 100; ++i) values.push_back(i);
  const Summary s = summarize(values);
  CHECK(s.n == 100);
  CHECK(s.mean == Approx(50.5));
  CHECK(s.ciLow == Approx(50.5 - 1.96 * 29.0115 / 10).epsilon(1e-4));
  CHECK(s.ciHigh == Approx(50.5 + 1.96 * 29.0115 / 10).epsilon(1e-4));
  CHECK(s.p95 == 95);
  CHECK(summarize({}).n == 0);
}
