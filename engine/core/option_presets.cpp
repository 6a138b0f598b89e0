#include "option_presets.hpp"

#include <algorithm>

#include "game.hpp"
#include "games/doppelkopf/presets.hpp"

namespace kr {

namespace {

const std::vector<GamePresets>& allPresets() {
  static const std::vector<GamePresets> presets = {dk::doppelkopfPresets()};
  return presets;
}

const GamePresets* presetsOf(const Game& game) {
  for (const auto& p : allPresets())
    if (p.gameId == game.id()) return &p;
  return nullptr;
}

}  // namespace

const std::vector<OptionPreset>& optionPresets(const Game& game) {
  static const std::vector<OptionPreset> none;
  const GamePresets* p = presetsOf(game);
  return p ? p->presets : none;
}

Options withPreset(const Game& game, const Options& options, std::string_view presetId) {
  const GamePresets* p = presetsOf(game);
  if (!p) return options;
  const auto preset = std::find_if(p->presets.begin(), p->presets.end(), [&](const auto& q) { return q.id == presetId; });
  if (preset == p->presets.end()) return options;
  Options out = game.defaultOptions();
  for (const auto& id : p->kept) (void)out.set(id, options.get(id));
  for (const auto& [id, value] : preset->values) (void)out.setText(id, value);
  return out;
}

std::optional<std::string> presetOf(const Game& game, const Options& options) {
  for (const auto& preset : optionPresets(game))
    if (withPreset(game, options, preset.id) == options) return preset.id;
  return std::nullopt;
}

}  // namespace kr
