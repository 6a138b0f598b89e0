// `options --game G [--json]`: the opponent levels the new-game dialog
// offers, weakest first, and the rule options with ids, defaults, allowed
// values, the options each needs or excludes, and its ruling.
#include <iostream>
#include <nlohmann/json.hpp>

#include "ai/player.hpp"
#include "args.hpp"
#include "commands.hpp"
#include "core/game.hpp"

namespace kr::cli {

namespace {

std::string allowed(const OptionSpec& s) {
  switch (s.type) {
    case OptionType::Bool: return "true|false";
    case OptionType::Int: return std::to_string(s.minValue) + ".." + std::to_string(s.maxValue);
    case OptionType::Choice: {
      std::string out;
      for (const auto& c : s.choices) out += (out.empty() ? "" : "|") + c;
      return out;
    }
  }
  return {};
}

std::string joined(const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

// "  needs bock", "  not with no-karlchen-penalty": what the settings grey out.
std::string dependencies(const OptionSpec& s) {
  std::string out;
  if (!s.needs.empty()) out += "  needs " + joined(s.needs);
  if (!s.excludes.empty()) out += "  not with " + joined(s.excludes);
  return out;
}

}  // namespace

int runOptions(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {"json"}, {"game"});
  if (!args) return fail(args.error());
  auto game = gameArg(args.value());
  if (!game) return fail(game.error());
  const Options defaults = game.value()->defaultOptions();
  if (args.value().has("json")) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& s : defaults.specs())
      list.push_back({{"id", s.id}, {"type", optionTypeName(s.type)}, {"default", defaults.text(s)},
                      {"allowed", allowed(s)}, {"ruling", s.rulingId}, {"needs", s.needs}, {"excludes", s.excludes}});
    // The ladder a player sees in the new-game dialog, weakest first (issue #35).
    std::cout << nlohmann::json{{"game", std::string(game.value()->id())},
                                {"levels", kr::opponentLevels(*game.value())},
                                {"options", list}}.dump(2)
              << "\n";
    return kExitOk;
  }
  std::cout << "levels";
  for (const std::string& level : kr::opponentLevels(*game.value())) std::cout << "  " << level;
  std::cout << "\n";
  for (const auto& s : defaults.specs())
    std::cout << s.id << "  default " << defaults.text(s) << "  allowed " << allowed(s)
              << dependencies(s) << (s.rulingId.empty() ? "" : "  (ruling " + s.rulingId + ")") << "\n";
  return kExitOk;
}

}  // namespace kr::cli
