#pragma once
// What must hold in every Doppelkopf deal, checked independently of the
// code that plays it: the id of the first broken invariant.
#include <optional>
#include <string>

#include "deal.hpp"

namespace kr::dk {

std::optional<std::string> brokenInvariant(const Deal& d);

}  // namespace kr::dk
