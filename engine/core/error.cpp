#include "error.hpp"

namespace kr {

std::string Error::message() const {
  std::string out = code;
  if (!where.empty()) out += " at " + where;
  if (!detail.empty()) out += ": " + detail;
  return out;
}

}  // namespace kr
