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
         "  review   RECORD [--deal N] [--seat S] [--budget-ms N] [--samples N] [--json]\n"
         "  bench    --game G [--seconds S] [--json]\n"
         "  selftest --game G --deals N [--seed S]\n"
         "  options  --game G [--json]\n"
         "  lessons  --game G [--check] [--json]\n"
         "  serve    (JSON lines on stdin/stdout, docs/protocol.md)\n"
         "games: doppelkopf, truc, coiffeur, dobbm\n";
}

// The long help, laid out for help2man, which turns it into the man page.
void help(std::ostream& out) {
  out << "Usage: kartenrunde-cli COMMAND [OPTION]...\n"
         "Kartenrunde's headless tool: self-play, duplicate tournaments, replays, benchmarks and\n"
         "self-tests of Doppelkopf, Truc, Coiffeur Schieber Jass and Dobbm, on the engine alone.\n"
         "\n"
         "Commands:\n"
         "  play      play N deals with one computer player kind per seat and print each\n"
         "            seat's total, the mean per deal with its 95% interval, decision times\n"
         "  replay    validate and replay a record FILE and print each deal's result\n"
         "  review    weigh every decision one player made in a record's finished deals with\n"
         "            the game's analyst, from what that seat knew: each option's value with\n"
         "            its 95% interval, the loss of the chosen one and a mark (good,\n"
         "            inaccuracy, mistake, blunder)\n"
         "  bench     random deals and sampled states per second on one thread\n"
         "  selftest  random play with random rule options, checking every invariant\n"
         "  options   list a game's opponent levels and rule options: ids, defaults, allowed\n"
         "            values, rulings\n"
         "  lessons   list a game's course of lessons in order; with --check, play each lesson's\n"
         "            intended solution and one wrong move per task through the engine\n"
         "  serve     answer JSON requests line by line on standard input and output, so that\n"
         "            other programs can drive deals move by move (docs/protocol.md)\n"
         "  help      print this help\n"
         "\n"
         "Options:\n"
         "  --game G            the game: doppelkopf, truc, coiffeur or dobbm\n"
         "  --deals N           the number of deals (play, selftest)\n"
         "  --seed S            the seed of the first deal: the same seed plays the same deals\n"
         "  --seats A,B,...     play: the player kind of each seat: random, beginner, heuristic,\n"
         "                      standard, strong or analyst (analyst and standard not in every game),\n"
         "                      or uct, the reference player (ensemble UCT, 10 worlds x 1,000\n"
         "                      rollouts; uct-WxR: W worlds x R rollouts; --budget-ms does not apply)\n"
         "  --duplicate         play: every deal once per rotation of the seats, so that luck\n"
         "                      cancels out\n"
         "  --budget-ms N       play, review: thinking time per decision of the searching players\n"
         "  --options K=V,...   play, bench: rule options (see the options command)\n"
         "  --records DIR       play: write every match as a record into DIR\n"
         "  --deal N            review: only deal N of the record (0-based)\n"
         "  --seat S            review: the player (0-based seat of the record) to review;\n"
         "                      the first human seat when not given, else 0\n"
         "  --samples N         review: exactly N sampled deals per thread and decision instead of\n"
         "                      a time budget, so that the review is the same on every run\n"
         "  --seconds S         bench: seconds per measurement\n"
         "  --fixed-options     selftest: keep the default rule options\n"
         "  --fast              selftest: skip the slow checks\n"
         "  --check             lessons: check every lesson (exit 1 naming those that fail)\n"
         "  --json              print the result as JSON\n"
         "  -h, --help          print this help\n"
         "  -v, --version       print the version\n"
         "\n"
         "Exit status: 0 success, 1 a check failed, 2 bad input (\"error: ...\" on standard error\n"
         "names what is wrong).\n";
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
  if (command == "review") return kr::cli::runReview(argc, argv);
  if (command == "bench") return kr::cli::runBench(argc, argv);
  if (command == "selftest") return kr::cli::runSelftest(argc, argv);
  if (command == "options") return kr::cli::runOptions(argc, argv);
  if (command == "serve") return kr::cli::runServe(argc, argv);
  if (command == "lessons") return kr::cli::runLessons(argc, argv);
  if (command == "--help" || command == "-h" || command == "help") {
    help(std::cout);
    return kr::cli::kExitOk;
  }
  if (command == "--version" || command == "-v") {
    std::cout << "kartenrunde-cli " << KR_VERSION << "\n";
    return kr::cli::kExitOk;
  }
  std::cerr << "error: unknown command \"" << command << "\"\n";
  usage(std::cerr);
  return kr::cli::kExitBadInput;
}
