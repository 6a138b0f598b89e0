#pragma once
// Doppelkopf's presets of rule options (issue #13): the rule document's
// main rules, and the German Doppelkopf association's (DDV) tournament
// rules as far as the options reach.
#include "core/option_presets.hpp"

namespace kr::dk {

GamePresets doppelkopfPresets();

}  // namespace kr::dk
