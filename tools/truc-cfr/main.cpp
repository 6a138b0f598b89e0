// kartenrunde-truc-cfr: computes Truc's strategy table by CFR+ and reports
// its exploitability (docs/ai.md, "Truc").
//
//   kartenrunde-truc-cfr [--iterations N] [--phases P] [--seed S] [--threads T]
//                        [--out FILE] [--report] [--report-at 0:0,8:11]
//
// --iterations: CFR+ iterations of the last phase per ordered pair of score
// buckets (earlier phases are a quarter as long); --phases: how often the
// round values are re-estimated; --out: the generated C++ source of the
// table; --report: exploitability at several round scores (slow), or at the
// scores given with --report-at (elder:dealer).
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <string>
#include <thread>

#include "best_response.hpp"
#include "games/truc/ai/strategy_table.hpp"
#include "report.hpp"
#include "solver.hpp"
#include "table_writer.hpp"

namespace {

using namespace kr::truc;

struct Arguments {
  cfr::SolverConfig solver;
  std::string out;
  bool report = false;
  std::vector<std::pair<int, int>> reportAt = kr::truc::cfr::defaultReportScores();
};

// "0:0,8:11" -> {(0,0), (8,11)}: elder's and dealer's round scores.
bool parseScores(const std::string& text, std::vector<std::pair<int, int>>& out) {
  out.clear();
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(at, end - at);
    const auto colon = item.find(':');
    if (colon == std::string::npos) return false;
    char* e1 = nullptr;
    char* e2 = nullptr;
    const long a = std::strtol(item.substr(0, colon).c_str(), &e1, 10);
    const long b = std::strtol(item.substr(colon + 1).c_str(), &e2, 10);
    if (*e1 != '\0' || *e2 != '\0' || a < 0 || b < 0 || a >= kTarget || b >= kTarget) return false;
    out.push_back({static_cast<int>(a), static_cast<int>(b)});
    at = end + 1;
  }
  return !out.empty();
}

bool parse(int argc, char** argv, Arguments& a, std::string& error) {
  for (int i = 1; i < argc; ++i) {
    const std::string name = argv[i];
    if (name == "--report") {
      a.report = true;
      continue;
    }
    if (i + 1 >= argc) {
      error = name + " needs a value";
      return false;
    }
    const std::string value = argv[++i];
    char* end = nullptr;
    const long long n = std::strtoll(value.c_str(), &end, 10);
    const bool number = end && *end == '\0' && n > 0;
    if (name == "--out") {
      a.out = value;
    } else if (name == "--report-at") {
      if (!parseScores(value, a.reportAt)) {
        error = "--report-at expects scores like 0:0,8:11 (each 0..11)";
        return false;
      }
      a.report = true;
      continue;
    } else if (!number) {
      error = name + " expects a positive number, found " + value;
      return false;
    } else if (name == "--iterations") {
      a.solver.iterations = n;
    } else if (name == "--phases") {
      a.solver.phases = static_cast<int>(n);
    } else if (name == "--threads") {
      a.solver.threads = static_cast<int>(std::min(n, 64LL));
    } else if (name == "--seed") {
      a.solver.seed = static_cast<std::uint64_t>(n);
    } else {
      error = "unknown argument " + name;
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Arguments args;
  std::string error;
  if (!parse(argc, argv, args, error)) {
    std::cerr << "error: " << error << "\n";
    return 2;
  }
  // The table depends on these alone (not on the threads or the report).
  const std::string command = "kartenrunde-truc-cfr --iterations " + std::to_string(args.solver.iterations) +
                              " --phases " + std::to_string(args.solver.phases) + " --seed " +
                              std::to_string(args.solver.seed) + " --out <file>";
  const auto start = std::chrono::steady_clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  cfr::Solver solver(args.solver);
  solver.run([&](const std::string& s) { std::cerr << std::fixed << std::setprecision(1) << seconds() << " s: " << s << "\n"; });
  cfr::TableStats stats;
  const auto bytes = cfr::buildTable(solver, args.solver.threads, stats);
  std::cerr << seconds() << " s: table of " << bytes.size() << " bytes; stored sets ask " << stats.stored[0]
            << ", answer-ask " << stats.stored[1] << ", turn " << stats.stored[2] << ", answer " << stats.stored[3]
            << "; reachable but untrained " << stats.unvisited << "\n";
  if (!args.out.empty()) {
    std::ofstream out(args.out, std::ios::binary);
    out << cfr::tableSource(bytes, command);
    if (!out) {
      std::cerr << "error: cannot write " << args.out << "\n";
      return 2;
    }
  }
  if (args.report) cfr::printReport(std::cout, solver, bytes, args.reportAt, args.solver.threads);
  return 0;
}
