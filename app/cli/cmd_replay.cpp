// `replay FILE [--json]`: validates and replays a record, prints every deal's result.
#include <iostream>
#include <nlohmann/json.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "core/record.hpp"

namespace kr::cli {

namespace {

nlohmann::json rowJson(const ScoreRow& row) {
  nlohmann::json items = nlohmann::json::array();
  for (const auto& item : row.result.items) items.push_back({{"id", item.id}, {"party", item.party}, {"points", item.points}});
  nlohmann::json figures = nlohmann::json::object();
  for (const auto& [name, value] : row.result.figures) figures[name] = value;
  return {{"deal", row.deal}, {"dealer", row.dealer}, {"players", row.players}, {"outcome", row.result.outcome},
          {"figures", figures}, {"items", items}, {"seat_scores", row.result.seatScores},
          {"multiplier", row.multiplier}, {"deltas", row.deltas}, {"totals", row.totals}};
}

void printRow(const ScoreRow& row) {
  std::cout << "deal " << row.deal << ": " << row.result.outcome;
  for (const auto& [name, value] : row.result.figures) std::cout << "  " << name << "=" << value;
  std::cout << "\n  items:";
  for (const auto& item : row.result.items) std::cout << " " << item.id << "(" << item.party << ")=" << item.points;
  std::cout << "\n  sheet:";
  for (std::size_t p = 0; p < row.deltas.size(); ++p) std::cout << " " << row.deltas[p] << " [" << row.totals[p] << "]";
  std::cout << (row.multiplier != 1 ? "  x" + std::to_string(row.multiplier) : "") << "\n";
}

}  // namespace

int runReplay(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {"json"}, {});
  if (!args) return fail(args.error());
  if (args.value().positional().size() != 1) return fail(Error{"missing-argument", "FILE", "replay takes one record file"});
  const std::string path = args.value().positional()[0];
  auto record = recordFile(path);
  if (!record) return fail(record.error());
  auto match = replayRecord(record.value());
  if (!match) return fail(inFile(path, match.error()));
  const Match& m = *match.value();
  const bool unfinished = m.current() != nullptr && !m.current()->isTerminal();
  if (args.value().has("json")) {
    nlohmann::json deals = nlohmann::json::array();
    for (const auto& row : m.sheet()) deals.push_back(rowJson(row));
    std::cout << nlohmann::json{{"game", std::string(m.game().id())}, {"deals", deals}, {"totals", m.totals()},
                                {"unfinished_deal", unfinished}, {"match_finished", m.finished()}}
                     .dump(2)
              << "\n";
    return kExitOk;
  }
  std::cout << m.game().id() << ": " << m.sheet().size() << " deals replayed"
            << (unfinished ? ", the last deal unfinished" : "") << "\n";
  for (const auto& row : m.sheet()) printRow(row);
  std::cout << "totals:";
  for (int t : m.totals()) std::cout << " " << t;
  std::cout << "\n";
  return kExitOk;
}

}  // namespace kr::cli
