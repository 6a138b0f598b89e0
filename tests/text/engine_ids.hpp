#pragma once
// The ids a rules page must not show (issue #34, convention 3): every
// implemented game's option ids, choice ids and preset ids, as the engine
// declares them (Game::optionSpecs(), optionPresets()).
#include <set>
#include <string>

namespace kr::text {

std::set<std::string> engineOptionIds();

}  // namespace kr::text
