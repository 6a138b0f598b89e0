// kartenrunde-truc-cfr: computes Truc's strategy table by CFR+ and reports
// its exploitability (docs/ai.md, "Truc").
//
//   kartenrunde-truc-cfr [--iterations N] [--phases P] [--seed S] [--threads T]
//                        [--out FILE] [--report] [--report-at 0:0,8:11] [--json]
//   kartenrunde-truc-cfr --report [--table] [--report-at 0:0,8:11] [--json] [--threads T]
//   kartenrunde-truc-cfr --markdown-from REPORT.json
//   kartenrunde-truc-cfr --resolve-at 8:8 [--resolve-iterations N]
//                        [--resolve-mode safe|unsafe|blueprint]
//                        [--resolve-tricks 123] [--whole-hand N] [--json]
//   kartenrunde-truc-cfr --trunk-out FILE [--trunk-gap M] [--threads T] [--trunk-work DIR]
//                        [--trunk-solved-only]
//
// --iterations: CFR+ iterations of the last phase per ordered pair of score
// buckets (earlier phases are a quarter as long); --phases: how often the
// round values are re-estimated; --out: the generated C++ source of the
// table; --report: exploitability at every round score (non-dealer:dealer),
// or at the scores given with --report-at (with uniform random play for
// scale there); --json: the report as one JSON object; --markdown-from: a
// saved JSON report as markdown; --resolve-at: the built-in table's
// exploitability at these scores when every subgame from trick 2 on is
// re-solved (resolving.hpp; default safe, 50 iterations), beside the
// table's own; --resolve-tricks: the tricks (1 to 3) in which the best
// responses may leave that strategy, all by default; --whole-hand: solve the
// whole hand at the score by N iterations of full-width discounted CFR and take it
// instead of the table (with --resolve-mode blueprint, all of it; with
// unsafe, its trick 1); --trunk-out: the generated C++ source of the trunk
// table (trunk_writer.hpp): the whole hand solved at each of the 144 scores
// until its gap is at most M milli-rounds per hand (default 3; checked after
// 30 iterations, then every 10, up to 150), T scores at once (default 2, up
// to 5.2 GB each), the scores with the lowest sum first; --trunk-work: keep
// each score's rows there as it is solved, and take those an earlier run
// kept instead of solving again; --trunk-solved-only: solve nothing, write
// a table covering only the scores the work directory holds.
//
// The report covers the table just computed when the solver runs (--out,
// --iterations, --phases or --seed given). Else it covers the Expert built
// into the engine: trick 1 from the trunk table, every subgame from trick 2
// re-solved as the Expert does (report.hpp); with --table, the strategy
// table alone (the table player and the analyst), in the round values it was
// solved with.
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>

#include "games/truc/ai/strategy_table.hpp"
#include "report.hpp"
#include "report_output.hpp"
#include "resolving.hpp"
#include "solver.hpp"
#include "table_writer.hpp"
#include "trunk_writer.hpp"

namespace {

using namespace kr::truc;

struct Arguments {
  cfr::SolverConfig solver;
  bool solve = false;  // a solver argument was given
  std::string out;
  bool report = false;
  bool json = false;
  bool tableOnly = false;  // --table: report the strategy table, not the Expert
  std::optional<std::vector<std::pair<int, int>>> reportAt;
  std::string markdownFrom;
  std::vector<std::pair<int, int>> resolveAt;
  int resolveIterations = 50;
  cfr::Resolving resolveMode = cfr::Resolving::Safe;
  unsigned resolveTricks = cfr::kAllTricks;
  int wholeHandIterations = 0;  // 0: the table is the blueprint
  std::string trunkOut;
  cfr::TrunkRun trunk;
  int trunkGapMilli = 3;
};

// "13" -> the first and the third trick, as evaluateHand's bits.
bool parseTricks(const std::string& text, unsigned& out) {
  out = 0;
  for (char c : text) {
    if (c < '1' || c > '3') return false;
    out |= 1u << (c - '1');
  }
  return out != 0;
}

constexpr const char* resolvingName(cfr::Resolving mode) {
  switch (mode) {
    case cfr::Resolving::Blueprint: return "blueprint";
    case cfr::Resolving::Unsafe: return "unsafe";
    case cfr::Resolving::Safe: return "safe";
  }
  return "safe";
}

// "0:0,8:11" -> {(0,0), (8,11)}: non-dealer's and dealer's round scores.
bool parseScores(const std::string& text, std::vector<std::pair<int, int>>& out) {
  out.clear();
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(at, end - at);
    const auto colon = item.find(':');
    if (colon == std::string::npos) return false;
    // Named, so that the end pointers stay inside living strings.
    const std::string first = item.substr(0, colon);
    const std::string second = item.substr(colon + 1);
    char* e1 = nullptr;
    char* e2 = nullptr;
    const long a = std::strtol(first.c_str(), &e1, 10);
    const long b = std::strtol(second.c_str(), &e2, 10);
    if (first.empty() || second.empty() || *e1 != '\0' || *e2 != '\0' || a < 0 || b < 0 || a >= kTarget ||
        b >= kTarget)
      return false;
    out.push_back({static_cast<int>(a), static_cast<int>(b)});
    at = end + 1;
  }
  return !out.empty();
}

bool parse(int argc, char** argv, Arguments& a, std::string& error) {
  for (int i = 1; i < argc; ++i) {
    const std::string name = argv[i];
    if (name == "--trunk-solved-only") {
      a.trunk.solveMissing = false;
      continue;
    }
    if (name == "--report" || name == "--json" || name == "--table") {
      a.report = true;
      a.json = a.json || name == "--json";
      a.tableOnly = a.tableOnly || name == "--table";
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
      a.solve = true;
    } else if (name == "--trunk-out") {
      a.trunkOut = value;
    } else if (name == "--trunk-work") {
      a.trunk.workDirectory = value;
    } else if (name == "--markdown-from") {
      a.markdownFrom = value;
    } else if (name == "--resolve-at") {
      if (!parseScores(value, a.resolveAt)) {
        error = "--resolve-at expects scores like 0:0,8:11 (each 0..11)";
        return false;
      }
    } else if (name == "--resolve-tricks") {
      if (!parseTricks(value, a.resolveTricks)) {
        error = "--resolve-tricks expects the tricks as digits 1 to 3, like 23";
        return false;
      }
    } else if (name == "--resolve-mode") {
      if (value == "safe" || value == "unsafe" || value == "blueprint") {
        a.resolveMode = value == "safe" ? cfr::Resolving::Safe
                        : value == "unsafe" ? cfr::Resolving::Unsafe
                                            : cfr::Resolving::Blueprint;
      } else {
        error = "--resolve-mode expects safe, unsafe or blueprint, found " + value;
        return false;
      }
    } else if (name == "--report-at") {
      std::vector<std::pair<int, int>> scores;
      if (!parseScores(value, scores)) {
        error = "--report-at expects scores like 0:0,8:11 (each 0..11)";
        return false;
      }
      a.reportAt = scores;
      a.report = true;
    } else if (!number) {
      error = name + " expects a positive number, found " + value;
      return false;
    } else if (name == "--iterations") {
      a.solver.iterations = n;
      a.solve = true;
    } else if (name == "--whole-hand") {
      a.wholeHandIterations = static_cast<int>(std::min(n, 100000LL));
    } else if (name == "--trunk-gap") {
      a.trunkGapMilli = static_cast<int>(std::min(n, 1000LL));
      a.trunk.gap = a.trunkGapMilli / 1000.0;
    } else if (name == "--resolve-iterations") {
      a.resolveIterations = static_cast<int>(std::min(n, 100000LL));
    } else if (name == "--phases") {
      a.solver.phases = static_cast<int>(n);
      a.solve = true;
    } else if (name == "--threads") {
      a.solver.threads = static_cast<int>(std::min(n, 64LL));
      a.trunk.threads = a.solver.threads;
    } else if (name == "--seed") {
      a.solver.seed = static_cast<std::uint64_t>(n);
      a.solve = true;
    } else {
      error = "unknown argument " + name;
      return false;
    }
  }
  return true;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void report(const Arguments& args, const ai::StrategyTable& table, const cfr::RoundValues& values, cfr::Report base,
            const ai::TrunkTable* trunk = nullptr) {
  const auto start = std::chrono::steady_clock::now();
  cfr::ReportConfig config;
  config.trunk = trunk;
  if (args.reportAt) config.scores = *args.reportAt;
  config.uniform = args.reportAt.has_value();  // every score: the random baseline would double the time
  config.threads = args.solver.threads;
  cfr::Report r = cfr::computeReport(table, values, config);
  r.source = base.source;
  r.outcomes = base.outcomes;
  std::cerr << std::fixed << std::setprecision(1) << "report: " << r.scores.size() << " scores in " << secondsSince(start)
            << " s\n";
  const nlohmann::json j = cfr::reportJson(r);
  if (args.json)
    std::cout << j.dump() << "\n";
  else
    cfr::printMarkdown(std::cout, j);
}

// One line of JSON per score, as each is measured (a score takes minutes).
int resolve(const Arguments& args) {
  const auto& table = ai::StrategyTable::builtIn();
  if (!table) {
    std::cerr << "error: the built-in table does not decode: " << table.error().message() << "\n";
    return 2;
  }
  const cfr::StrategyFn strategy = cfr::tableStrategy(table.value());
  const auto& values = ai::builtInRoundValues();
  if (args.wholeHandIterations > 0 && args.resolveMode == cfr::Resolving::Safe) {
    std::cerr << "error: --whole-hand needs --resolve-mode unsafe or blueprint (safe re-solving starts from the table)\n";
    return 2;
  }
  for (const auto& [a, b] : args.resolveAt) {
    const auto start = std::chrono::steady_clock::now();
    cfr::ResolvingConfig config;
    config.mode = args.resolveMode;
    config.iterations = args.resolveIterations;
    config.tricks = args.resolveTricks;
    std::optional<cfr::Subgame> whole;
    double wholeAlone = 0;
    if (args.wholeHandIterations > 0) {
      const cfr::PublicNode root = cfr::handStart(a, b);
      whole.emplace(root, values);
      whole->solve(cfr::everyHand(), args.wholeHandIterations);
      wholeAlone = cfr::subgameGap(*whole, root, cfr::everyHand()).gap / 2;
      config.wholeHand = &*whole;
    }
    const cfr::ResolvedHand r = cfr::evaluateResolved(a, b, values, strategy, config);
    const double seconds = secondsSince(start);
    const double tableAlone = cfr::evaluateHand(a, b, values, strategy, args.resolveTricks).exploitability();
    nlohmann::json j{{"non_dealer", a},
                     {"dealer", b},
                     {"mode", resolvingName(args.resolveMode)},
                     {"iterations", args.resolveIterations},
                     {"tricks", args.resolveTricks},
                     {"subgames", r.subgames},
                     {"public_nodes", r.publicNodes},
                     {"best_response_non_dealer", r.elderBest},
                     {"best_response_dealer", r.dealerBest},
                     {"exploitability_mr", 1000 * r.exploitability()},
                     {"table_mr", 1000 * tableAlone},
                     {"seconds", seconds}};
    if (args.resolveMode == cfr::Resolving::Unsafe) j["subgames_own_gap_mr"] = 1000 * r.own.gap / 2;
    if (whole) {
      j["whole_hand_iterations"] = args.wholeHandIterations;
      j["whole_hand_mr"] = 1000 * wholeAlone;  // the whole-hand solve alone, all tricks
    }
    if (args.json) {
      std::cout << j.dump() << std::endl;
      continue;
    }
    std::cout << std::fixed << std::setprecision(2) << a << ":" << b << " " << resolvingName(args.resolveMode) << ", "
              << args.resolveIterations << " iterations, " << r.subgames << " subgames"
              << (whole ? ", trick 1 from the whole hand solved" : "") << ": " << 1000 * r.exploitability()
              << " milli-rounds per hand (the table alone " << 1000 * tableAlone;
    if (whole) std::cout << ", the whole-hand solve alone " << 1000 * wholeAlone;
    std::cout << "), " << std::setprecision(1) << seconds << " s" << std::endl;
  }
  return 0;
}

// The trunk table from whole-hand solves at every score, checked by decoding it.
int trunk(const Arguments& args) {
  if (!args.trunk.solveMissing && args.trunk.workDirectory.empty()) {
    std::cerr << "error: --trunk-solved-only needs --trunk-work, the directory of the scores solved\n";
    return 2;
  }
  std::string command = "kartenrunde-truc-cfr --trunk-out <file> --trunk-gap " + std::to_string(args.trunkGapMilli);
  const auto start = std::chrono::steady_clock::now();
  int covered = 0;
  const auto bytes = cfr::solveTrunks(ai::builtInRoundValues(), args.trunk, [&](const cfr::TrunkSolved& s) {
    covered += s.left ? 0 : 1;
    std::cerr << std::fixed << std::setprecision(1) << secondsSince(start) << " s: " << s.elderScore << ":"
              << s.dealerScore;
    if (s.left)
      std::cerr << " not covered\n";
    else if (s.resumed)
      std::cerr << " read back from " << args.trunk.workDirectory << "\n";
    else
      std::cerr << " solved in " << s.iterations << " iterations, " << s.seconds << " s, gap " << std::setprecision(2)
                << 1000 * s.gap << " milli-rounds per hand\n";
  });
  if (const auto decoded = ai::TrunkTable::decode(bytes); !decoded) {
    std::cerr << "error: the trunk table does not decode: " << decoded.error().message() << "\n";
    return 2;
  }
  if (!args.trunk.solveMissing)
    command += " --trunk-work <dir> --trunk-solved-only (" + std::to_string(covered) + " of the 144 scores covered)";
  std::ofstream out(args.trunkOut, std::ios::binary);
  out << cfr::trunkSource(bytes, command);
  if (!out) {
    std::cerr << "error: cannot write " << args.trunkOut << "\n";
    return 2;
  }
  std::cerr << secondsSince(start) << " s: " << bytes.size() << " bytes written to " << args.trunkOut << "\n";
  return 0;
}

int markdownFrom(const std::string& path) {
  std::ifstream in(path);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (!in || j.is_discarded()) {
    std::cerr << "error: cannot read a JSON report from " << path << "\n";
    return 2;
  }
  cfr::printMarkdown(std::cout, j);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Arguments args;
  std::string error;
  if (!parse(argc, argv, args, error)) {
    std::cerr << "error: " << error << "\n";
    return 2;
  }
  if (!args.markdownFrom.empty()) return markdownFrom(args.markdownFrom);
  if (!args.resolveAt.empty()) return resolve(args);
  if (!args.trunkOut.empty()) return trunk(args);
  if (args.report && !args.solve) {
    const auto& table = ai::StrategyTable::builtIn();
    if (!table) {
      std::cerr << "error: the built-in table does not decode: " << table.error().message() << "\n";
      return 2;
    }
    const auto& trunk = ai::TrunkTable::builtIn();
    if (!args.tableOnly && !trunk) {
      std::cerr << "error: the built-in trunk table does not decode: " << trunk.error().message() << "\n";
      return 2;
    }
    cfr::Report base;
    base.source = "built-in";
    report(args, table.value(), ai::builtInRoundValues(), base, args.tableOnly ? nullptr : &trunk.value());
    return 0;
  }
  // The table depends on these alone (not on the threads or the report).
  const std::string command = "kartenrunde-truc-cfr --iterations " + std::to_string(args.solver.iterations) +
                              " --phases " + std::to_string(args.solver.phases) + " --seed " +
                              std::to_string(args.solver.seed) + " --out <file>";
  const auto start = std::chrono::steady_clock::now();
  cfr::Solver solver(args.solver);
  solver.run([&](const std::string& s) { std::cerr << std::fixed << std::setprecision(1) << secondsSince(start) << " s: " << s << "\n"; });
  cfr::TableStats stats;
  const auto bytes = cfr::buildTable(solver, args.solver.threads, stats);
  std::cerr << secondsSince(start) << " s: table of " << bytes.size() << " bytes; stored sets ask " << stats.stored[0]
            << ", answer-ask " << stats.stored[1] << ", turn " << stats.stored[2] << ", answer " << stats.stored[3]
            << "; reachable but untrained " << stats.unvisited << "\n";
  if (!args.out.empty()) {
    std::ofstream out(args.out, std::ios::binary);
    out << cfr::tableSource(bytes, solver.values(), command);
    if (!out) {
      std::cerr << "error: cannot write " << args.out << "\n";
      return 2;
    }
  }
  if (!args.report) return 0;
  auto decoded = ai::StrategyTable::decode(bytes);
  if (!decoded) {
    std::cerr << "error: the table does not decode: " << decoded.error().message() << "\n";
    return 2;
  }
  cfr::Report base;
  base.source = "generated";
  const auto& o = solver.outcomes()[static_cast<std::size_t>(3 * ai::kScoreBuckets + 3)];
  base.outcomes = o;
  report(args, decoded.value(), solver.values(), base);
  return 0;
}
