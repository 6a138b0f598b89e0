#include <catch2/catch.hpp>

#include "core/options.hpp"

using namespace kr;

namespace {
const std::vector<OptionSpec>& specs() {
  static const std::vector<OptionSpec> s = {
      {"flag", OptionType::Bool, 1, 0, 1, {}, "T-1"},
      {"count", OptionType::Int, 24, 4, 48, {}, ""},
      {"mode", OptionType::Choice, 1, 0, 0, {"low", "mid", "high"}, ""},
  };
  return s;
}
}  // namespace

TEST_CASE("options start at their defaults and keep types", "[options]") {
  Options o(specs());
  CHECK(o.flag("flag"));
  CHECK(o.get("count") == 24);
  CHECK(o.choice("mode") == "mid");
  CHECK(o.set("count", 3)->code == "bad-option-value");
  CHECK(o.get("count") == 24);
  CHECK(o.setText("mode", "high") == std::nullopt);
  CHECK(o.choice("mode") == "high");
  CHECK(o.setText("mode", "max")->code == "bad-option-value");
  CHECK(o.setText("flag", "false") == std::nullopt);
  CHECK_FALSE(o.flag("flag"));
  CHECK(o.setText("nope", "1")->code == "unknown-option");
  CHECK(o.setText("count", "12x")->code == "bad-option-value");
  CHECK(o.text(specs()[1]) == "24");
}
