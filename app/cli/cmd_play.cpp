// `play --game G --deals N --seed S --seats A,B,C,D [--records DIR] [--json]`:
// self-play; scores per deal with 95% intervals and decision times.
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "ai/self_play.hpp"
#include "args.hpp"
#include "commands.hpp"

namespace kr::cli {

namespace {

struct KindStats {
  std::vector<double> scores;
  std::vector<double> decisionMs;
  int matches = 0;
  int matchesWon = 0;
  std::map<int, Declarations> declared;
};

std::optional<Error> writeRecords(const std::string& dir, const std::vector<Record>& records) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return Error{"cannot-write", dir, ec.message()};
  for (std::size_t i = 0; i < records.size(); ++i) {
    const auto path = std::filesystem::path(dir) / ("match-" + std::to_string(i + 1) + ".json");
    std::ofstream out(path, std::ios::binary);
    out << writeRecord(records[i]);
    if (!out) return Error{"cannot-write", path.string(), "write failed"};
  }
  return std::nullopt;
}

// Two kinds at the table: per deal, the mean score of the first seat's kind
// minus the other's, paired on the same deal (games that are not zero-sum,
// such as Coiffeur with four, are compared this way).
struct PairedDifference {
  std::string kinds;  // "first - other"
  std::vector<double> perDeal;
};

std::optional<PairedDifference> pairedDifference(const SelfPlayResult& result) {
  if (result.seats.empty()) return std::nullopt;
  const std::string& first = result.seats[0].kind;
  std::vector<double> differences;
  for (std::size_t d = 0; d < result.seats[0].scores.size(); ++d) {
    double a = 0, b = 0;
    int na = 0, nb = 0;
    for (const auto& seat : result.seats) {
      if (d >= seat.scores.size()) return std::nullopt;
      if (seat.kind == first) {
        a += seat.scores[d];
        ++na;
      } else {
        b += seat.scores[d];
        ++nb;
      }
    }
    if (nb == 0) return std::nullopt;
    differences.push_back(a / na - b / nb);
  }
  std::string other;
  for (const auto& seat : result.seats)
    if (seat.kind != first) {
      if (!other.empty() && seat.kind != other) return std::nullopt;  // three kinds or more
      other = seat.kind;
    }
  return PairedDifference{first + " - " + other, std::move(differences)};
}

}  // namespace

int runPlay(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {"json", "duplicate"}, {"game", "deals", "seed", "seats", "records", "budget-ms", "options"});
  if (!args) return fail(args.error());
  const Args& a = args.value();
  auto game = gameArg(a);
  if (!game) return fail(game.error());
  auto options = optionsArg(a, *game.value());
  if (!options) return fail(options.error());
  auto deals = a.integer("deals", 100, 1, 100'000'000);
  if (!deals) return fail(deals.error());
  auto seed = a.seed("seed", 1);
  if (!seed) return fail(seed.error());
  auto budget = a.integer("budget-ms", -1, 0, 600'000);
  if (!budget) return fail(budget.error());
  if (!a.has("seats")) return fail(Error{"missing-argument", "--seats", "player kinds, one per seat, e.g. random,random,random,random"});

  SelfPlayConfig config;
  config.game = game.value();
  config.options = options.value();
  config.deals = static_cast<int>(deals.value());
  config.seed = seed.value();
  config.seats = splitCommas(a.get("seats"));
  config.budgetMs = static_cast<int>(budget.value());
  config.keepRecords = a.has("records");
  config.duplicate = a.has("duplicate");
  const SelfPlayResult result = selfPlay(config);
  if (result.failure) return fail(*result.failure);
  if (a.has("records"))
    if (auto e = writeRecords(a.get("records"), result.records)) return fail(*e);

  std::map<std::string, KindStats> byKind;
  for (const auto& seat : result.seats) {
    auto& k = byKind[seat.kind];
    k.scores.insert(k.scores.end(), seat.scores.begin(), seat.scores.end());
    k.decisionMs.insert(k.decisionMs.end(), seat.decisionMs.begin(), seat.decisionMs.end());
    k.matches += seat.matches;
    k.matchesWon += seat.matchesWon;
    for (const auto& [contract, d] : seat.declared) {
      k.declared[contract].deals += d.deals;
      k.declared[contract].won += d.won;
    }
  }
  if (a.has("json")) {
    nlohmann::json players = nlohmann::json::object();
    for (const auto& [kind, k] : byKind) {
      const Summary s = summarize(k.scores);
      const Summary t = summarize(k.decisionMs);
      players[kind] = {{"deals", s.n}, {"mean", s.mean}, {"ci95", {s.ciLow, s.ciHigh}},
                       {"decision_ms_mean", t.mean}, {"decision_ms_median", t.median}, {"decision_ms_p95", t.p95},
                       {"matches", k.matches}, {"matches_won", k.matchesWon}};
      // How often this kind declared, by the game's "contract" figure, and won.
      nlohmann::json declared = nlohmann::json::object();
      for (const auto& [contract, d] : k.declared)
        declared[std::to_string(contract)] = {
            {"deals", d.deals}, {"won", d.won},
            {"rate", s.n > 0 ? static_cast<double>(d.deals) / static_cast<double>(s.n) : 0.0}};
      if (!declared.empty()) players[kind]["declared"] = declared;
    }
    nlohmann::json seats = nlohmann::json::array();
    for (const auto& seat : result.seats) {
      const Summary s = summarize(seat.scores);
      double total = 0;
      for (double v : seat.scores) total += v;
      seats.push_back({{"kind", seat.kind}, {"total", total}, {"mean", s.mean}, {"ci95", {s.ciLow, s.ciHigh}}});
    }
    nlohmann::json out{{"game", std::string(game.value()->id())}, {"deals", result.deals},
                       {"duplicate", config.duplicate}, {"seed", std::to_string(config.seed)}, {"players", players}, {"seats", seats}};
    // The lead of every deal, with the deal's key, lets tools/compare-runs.py
    // set two runs of the same seed against each other deal by deal.
    if (const auto diff = pairedDifference(result)) {
      const Summary s = summarize(diff->perDeal);
      out["difference"] = {{"kinds", diff->kinds}, {"mean", s.mean}, {"ci95", {s.ciLow, s.ciHigh}},
                           {"per_deal", diff->perDeal}, {"deal_keys", result.dealKeys}};
    }
    std::cout << out.dump(2) << "\n";
    return kExitOk;
  }
  std::cout << game.value()->id() << ": " << result.deals << " deals, seed " << config.seed
            << (config.duplicate ? ", duplicate" : "") << "\n";
  std::cout << std::fixed << std::setprecision(3);
  for (std::size_t p = 0; p < result.seats.size(); ++p) {
    const auto& seat = result.seats[p];
    const Summary s = summarize(seat.scores);
    const Summary t = summarize(seat.decisionMs);
    double total = 0;
    for (double v : seat.scores) total += v;
    std::cout << "seat " << p << " " << std::setw(10) << seat.kind << "  total " << std::setw(9) << total
              << "  mean/deal " << std::setw(8) << s.mean << "  95% CI [" << s.ciLow << ", " << s.ciHigh << "]"
              << "  decision ms mean " << t.mean << " p95 " << t.p95 << "  matches won " << seat.matchesWon << "/"
              << seat.matches << "\n";
  }
  if (const auto diff = pairedDifference(result)) {
    const Summary s = summarize(diff->perDeal);
    std::cout << diff->kinds << " per deal " << s.mean << "  95% CI [" << s.ciLow << ", " << s.ciHigh << "]\n";
  }
  return kExitOk;
}

}  // namespace kr::cli
