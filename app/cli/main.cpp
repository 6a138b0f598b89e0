// kartenrunde-cli: the headless tool (docs/cli.md).
#include <iostream>
#include <string>

#include "args.hpp"
#include "commands.hpp"

namespace {

void usage(std::ostream& out) {
  out << "usage: kartenrunde-cli <command> [options]\n"
         "  play     --game G --deals N --seed S --seats A,B,.. [--duplicate] [--records DIR] [--json] [--budget-ms N]\n"
         "  replay   FILE [--json]\n"
         "  bench    --game G [--seconds S] [--json]\n"
         "  selftest --game G --deals N [--seed S]\n"
         "  options  --game G [--json]\n"
         "games: doppelkopf, truc, coiffeur, dobbm\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "error: missing command\n";
    usage(std::cerr);
    return kr::cli::kExitBadInput;
  }
  const std::string command = argv[1];
  if (command == "play") return kr::cli::runPlay(argc, argv);
  if (command == "replay") return kr::cli::runReplay(argc, argv);
  if (command == "bench") return kr::cli::runBench(argc, argv);
  if (command == "selftest") return kr::cli::runSelftest(argc, argv);
  if (command == "options") return kr::cli::runOptions(argc, argv);
  if (command == "--help" || command == "help") {
    usage(std::cout);
    return kr::cli::kExitOk;
  }
  std::cerr << "error: unknown command \"" << command << "\"\n";
  usage(std::cerr);
  return kr::cli::kExitBadInput;
}
