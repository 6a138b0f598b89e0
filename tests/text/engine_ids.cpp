#include "engine_ids.hpp"

#include "core/game.hpp"
#include "core/game_registry.hpp"
#include "core/option_presets.hpp"

namespace kr::text {

std::set<std::string> engineOptionIds() {
  std::set<std::string> out;
  for (const Game* game : implementedGames()) {
    for (const OptionSpec& spec : game->optionSpecs()) {
      out.insert(spec.id);
      out.insert(spec.choices.begin(), spec.choices.end());
    }
    for (const OptionPreset& preset : optionPresets(*game)) out.insert(preset.id);
  }
  return out;
}

}  // namespace kr::text
