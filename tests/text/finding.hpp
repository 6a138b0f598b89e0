#pragma once
// One thing the text checks of issue #34 ("One word for one thing") found
// wrong: where it is (a file relative to the source tree, a line) and what.
#include <string>
#include <vector>

namespace kr::text {

struct Finding {
  std::string file;
  int line = 0;
  std::string what;
};

// "file:line: what", one finding a line, for a test's failure message.
std::string describe(const std::vector<Finding>& findings);

}  // namespace kr::text
