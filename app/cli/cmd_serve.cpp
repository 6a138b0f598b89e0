// `serve`: the line protocol on standard input and output (docs/protocol.md),
// so that outside programs can drive the engine move by move.
#include <iostream>
#include <string>

#include "args.hpp"
#include "commands.hpp"
#include "serve_protocol.hpp"

namespace kr::cli {

int runServe(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {}, {});
  if (!args) return fail(args.error());
  ServeProtocol protocol;
  std::string line;
  while (!protocol.quitting() && std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::cout << protocol.answer(line) << '\n' << std::flush;  // the client waits for each answer
  }
  return kExitOk;
}

}  // namespace kr::cli
