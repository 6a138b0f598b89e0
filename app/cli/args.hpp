#pragma once
// A small command-line parser: "--name value" pairs, "--flag" switches and
// positional words, with errors that name the offending argument.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"

namespace kr::cli {

class Args {
 public:
  // `flags` take no value; every other "--name" takes the next argument.
  static Expected<Args> parse(int argc, char** argv, int first, const std::vector<std::string>& flags,
                              const std::vector<std::string>& valued);

  bool has(const std::string& name) const { return values_.count(name) > 0; }
  std::string get(const std::string& name, const std::string& fallback = {}) const;
  Expected<std::int64_t> integer(const std::string& name, std::int64_t fallback, std::int64_t min, std::int64_t max) const;
  Expected<std::uint64_t> seed(const std::string& name, std::uint64_t fallback) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

std::vector<std::string> splitCommas(const std::string& text);

// Exit codes: 0 success, 1 a check failed, 2 bad input.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitBadInput = 2;

int fail(const Error& e);  // prints "error: …" to stderr, returns kExitBadInput

}  // namespace kr::cli

namespace kr {
class Game;
class Options;
struct Record;
}  // namespace kr

namespace kr::cli {
// The game named by --game: unknown ids and games not built yet are errors.
Expected<const Game*> gameArg(const Args& args);
// Rule options from "--options id=value,id=value" over the game's defaults.
Expected<Options> optionsArg(const Args& args, const Game& game);
// The record in file `path`, validated (replay, review); errors name the file.
Expected<Record> recordFile(const std::string& path);
// An error of what the file holds, with the file's name in front.
Error inFile(const std::string& path, const Error& e);
}  // namespace kr::cli
