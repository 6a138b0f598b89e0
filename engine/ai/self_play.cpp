#include "self_play.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>

namespace kr {

namespace {

double elapsedMs(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

Summary summarize(std::vector<double> values) {
  Summary s;
  s.n = values.size();
  if (values.empty()) return s;
  double sum = 0;
  for (double v : values) sum += v;
  s.mean = sum / static_cast<double>(s.n);
  double sq = 0;
  for (double v : values) sq += (v - s.mean) * (v - s.mean);
  const double sd = s.n > 1 ? std::sqrt(sq / static_cast<double>(s.n - 1)) : 0.0;
  const double half = 1.96 * sd / std::sqrt(static_cast<double>(s.n));
  s.ciLow = s.mean - half;
  s.ciHigh = s.mean + half;
  std::sort(values.begin(), values.end());
  const auto rank = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(s.n))) - 1;
  s.p95 = values[std::min(rank, s.n - 1)];
  s.median = s.n % 2 ? values[s.n / 2] : (values[s.n / 2 - 1] + values[s.n / 2]) / 2;
  return s;
}

namespace {

// Plays one match with agent (p + rotation) % n at match player p.
std::optional<Error> playMatch(const SelfPlayConfig& config, std::uint64_t matchSeed, int rotation,
                               std::vector<std::unique_ptr<Player>>& agents, SelfPlayResult& result) {
  const Game& game = *config.game;
  const int n = static_cast<int>(agents.size());
  auto slotOf = [&](int player) { return static_cast<std::size_t>((player + rotation) % n); };
  Record record{&game, config.options, matchSeed, {}, {}};
  for (int p = 0; p < n; ++p) record.seats.push_back(config.seats[slotOf(p)]);
  DecisionContext ctx{&game, &config.options, nullptr, config.budgetMs};
  auto match = game.newMatch(config.options, matchSeed);
  while (!match->finished() && result.deals < config.deals) {
    if (auto e = match->startDeal()) return e;
    record.deals.emplace_back();
    GameState& state = *match->current();
    const auto& seatPlayers = match->seatsToPlayers();
    auto agentAt = [&](int seat) -> Player& {
      return *agents[slotOf(seatPlayers[static_cast<std::size_t>(seat)])];
    };
    while (!state.isTerminal()) {
      // Out-of-turn actions first (announcements), then the seat to move.
      bool interjected = false;
      for (int seat = 0; seat < state.seatCount() && !interjected; ++seat) {
        if (seat == state.toMove()) continue;
        auto obs = state.observe(seat);
        if (obs->legal.empty()) continue;
        if (auto a = agentAt(seat).interject(*obs, ctx)) {
          recordAction(record, seat, state, *a);
          if (auto e = state.apply(seat, *a)) return e;
          interjected = true;
        }
      }
      if (interjected) continue;
      const int seat = state.toMove();
      auto obs = state.observe(seat);
      const auto start = std::chrono::steady_clock::now();
      const Action a = agentAt(seat).choose(*obs, ctx);
      result.seats[slotOf(seatPlayers[static_cast<std::size_t>(seat)])].decisionMs.push_back(elapsedMs(start));
      recordAction(record, seat, state, a);
      if (auto e = state.apply(seat, a)) return e;
    }
    const DealResult dealResult = state.result();
    const int declarer = dealResult.figure("declarer", -1);
    const int declaringPlayer = declarer >= 0 && declarer < static_cast<int>(seatPlayers.size())
                                    ? seatPlayers[static_cast<std::size_t>(declarer)]
                                    : -1;
    std::string key = std::to_string(match->currentDealSeed()) + "/" + std::to_string(rotation) + "/";
    for (int player : seatPlayers) key += std::to_string(player);
    result.dealKeys.push_back(std::move(key));
    if (auto e = match->concludeDeal()) return e;
    const auto& deltas = match->sheet().back().deltas;
    for (int p = 0; p < n; ++p) result.seats[slotOf(p)].scores.push_back(deltas[static_cast<std::size_t>(p)]);
    if (declaringPlayer >= 0) {
      Declarations& k = result.seats[slotOf(declaringPlayer)].declared[dealResult.figure("contract")];
      ++k.deals;
      if (deltas[static_cast<std::size_t>(declaringPlayer)] > 0) ++k.won;
    }
    ++result.deals;
  }
  if (match->finished()) {
    const int winner = match->winner();
    for (int p = 0; p < n; ++p) {
      ++result.seats[slotOf(p)].matches;
      if (p == winner) ++result.seats[slotOf(p)].matchesWon;
    }
  }
  if (config.keepRecords) result.records.push_back(std::move(record));
  return std::nullopt;
}

}  // namespace

SelfPlayResult selfPlay(const SelfPlayConfig& config) {
  SelfPlayResult result;
  const Game& game = *config.game;
  const int players = game.playerCount(config.options);
  if (static_cast<int>(config.seats.size()) != players) {
    result.failure = Error{"bad-seats", "seats", "expected " + std::to_string(players) + " player kinds"};
    return result;
  }
  std::vector<std::unique_ptr<Player>> agents;
  for (int p = 0; p < players; ++p) {
    const std::string& kind = config.seats[static_cast<std::size_t>(p)];
    auto agent = makePlayer(kind, game, deriveSeed(config.seed, 7000 + static_cast<std::uint64_t>(p)));
    if (!agent) {
      result.failure = Error{"unknown-player-kind", "seats[" + std::to_string(p) + "]", kind};
      return result;
    }
    agents.push_back(std::move(agent));
    result.seats.push_back({kind, {}, {}, 0, 0, {}});
  }
  const int rotations = config.duplicate ? players : 1;
  for (std::uint64_t m = 0; result.deals < config.deals; ++m) {
    for (int r = 0; r < rotations && result.deals < config.deals; ++r) {
      if (auto e = playMatch(config, deriveSeed(config.seed, m), r, agents, result)) {
        result.failure = e;
        return result;
      }
    }
  }
  return result;
}

}  // namespace kr
