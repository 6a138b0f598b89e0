#pragma once
// Named sets of rule options a game offers in its settings ("the rule
// document", "DDV tournament"): a preset sets every option it names and
// returns the others to their defaults, except the table's own choices
// (players, deals), which a preset leaves as they are. Each game's folder
// adds its presets to option_presets.cpp.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "options.hpp"

namespace kr {

class Game;

struct OptionPreset {
  std::string id;                                          // e.g. "rule-document"; the app words it
  std::vector<std::pair<std::string, std::string>> values;  // option id, value as text
};

struct GamePresets {
  std::string_view gameId;
  std::vector<OptionPreset> presets;
  std::vector<std::string> kept;  // options no preset changes
};

// The game's presets; empty for a game without any.
const std::vector<OptionPreset>& optionPresets(const Game& game);

// `options` with the preset applied; an unknown preset id leaves them as they are.
Options withPreset(const Game& game, const Options& options, std::string_view presetId);

// The preset the options are, or none ("custom").
std::optional<std::string> presetOf(const Game& game, const Options& options);

}  // namespace kr
