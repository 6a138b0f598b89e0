#include "args.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/record.hpp"

namespace kr::cli {

Expected<Args> Args::parse(int argc, char** argv, int first, const std::vector<std::string>& flags,
                           const std::vector<std::string>& valued) {
  Args args;
  auto known = [](const std::vector<std::string>& list, const std::string& s) {
    return std::find(list.begin(), list.end(), s) != list.end();
  };
  for (int i = first; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--", 0) != 0) {
      args.positional_.push_back(arg);
      continue;
    }
    const std::string name = arg.substr(2);
    if (known(flags, name)) {
      args.values_[name] = "true";
    } else if (known(valued, name)) {
      if (i + 1 >= argc) return Error{"missing-value", arg, "expected a value after it"};
      args.values_[name] = argv[++i];
    } else {
      return Error{"unknown-argument", arg, {}};
    }
  }
  return args;
}

std::string Args::get(const std::string& name, const std::string& fallback) const {
  const auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

Expected<std::int64_t> Args::integer(const std::string& name, std::int64_t fallback, std::int64_t min,
                                     std::int64_t max) const {
  if (!has(name)) return fallback;
  const std::string text = get(name);
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < min || v > max)
    return Error{"bad-value", "--" + name, "expected a whole number from " + std::to_string(min) + " to " +
                                               std::to_string(max) + ", got \"" + text + "\""};
  return v;
}

Expected<std::uint64_t> Args::seed(const std::string& name, std::uint64_t fallback) const {
  if (!has(name)) return fallback;
  const std::string text = get(name);
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size())
    return Error{"bad-value", "--" + name, "expected an unsigned 64-bit number, got \"" + text + "\""};
  return v;
}

std::vector<std::string> splitCommas(const std::string& text) {
  std::vector<std::string> out;
  std::string current;
  for (char c : text) {
    if (c == ',') {
      out.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  out.push_back(current);
  return out;
}

int fail(const Error& e) {
  std::cerr << "error: " << e.message() << "\n";
  return kExitBadInput;
}

}  // namespace kr::cli

#include "core/catalog.hpp"
#include "core/game.hpp"

namespace kr::cli {

Expected<const Game*> gameArg(const Args& args) {
  if (!args.has("game")) return Error{"missing-argument", "--game", "one of doppelkopf, truc, coiffeur, dobbm"};
  const std::string id = args.get("game");
  if (!findGameInfo(id)) return Error{"unknown-game", "--game", "\"" + id + "\"; games: doppelkopf, truc, coiffeur, dobbm"};
  const Game* game = findGame(id);
  if (!game) return Error{"game-not-built", "--game", "the rules of \"" + id + "\" are not implemented yet"};
  return game;
}

Expected<Options> optionsArg(const Args& args, const Game& game) {
  Options options = game.defaultOptions();
  if (!args.has("options")) return options;
  for (const std::string& pair : splitCommas(args.get("options"))) {
    const auto eq = pair.find('=');
    if (eq == std::string::npos) return Error{"bad-value", "--options", "expected id=value, got \"" + pair + "\""};
    if (auto e = options.setText(pair.substr(0, eq), pair.substr(eq + 1))) return Error{e->code, "--options " + e->where, e->detail};
  }
  if (auto c = options.conflict())
    return Error{c->code, "--options " + c->where, "cannot be set together with " + c->detail};
  return options;
}

Error inFile(const std::string& path, const Error& e) { return Error{e.code, path + ": " + e.where, e.detail}; }

Expected<Record> recordFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"cannot-read", path, "no such file or not readable"};
  std::ostringstream text;
  text << in.rdbuf();
  auto record = parseRecord(text.str());
  if (!record) return inFile(path, record.error());
  return record;
}

}  // namespace kr::cli
