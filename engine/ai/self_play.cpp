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
  return s;
}

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
    auto agent = makePlayer(config.seats[static_cast<std::size_t>(p)], game, deriveSeed(config.seed, 7000 + static_cast<std::uint64_t>(p)));
    if (!agent) {
      result.failure = Error{"unknown-player-kind", "seats[" + std::to_string(p) + "]", config.seats[static_cast<std::size_t>(p)]};
      return result;
    }
    agents.push_back(std::move(agent));
    result.seats.push_back({config.seats[static_cast<std::size_t>(p)], {}, {}});
  }
  DecisionContext ctx{&game, &config.options, nullptr, config.budgetMs};

  for (std::uint64_t m = 0; result.deals < config.deals; ++m) {
    Record record{&game, config.options, deriveSeed(config.seed, m), config.seats, {}};
    auto match = game.newMatch(config.options, record.seed);
    while (!match->finished() && result.deals < config.deals) {
      if (auto e = match->startDeal()) {
        result.failure = e;
        return result;
      }
      record.deals.emplace_back();
      GameState& state = *match->current();
      const auto& seatPlayers = match->seatsToPlayers();
      while (!state.isTerminal()) {
        // Out-of-turn actions first (announcements), then the seat to move.
        bool interjected = false;
        for (int seat = 0; seat < state.seatCount() && !interjected; ++seat) {
          if (seat == state.toMove()) continue;
          auto obs = state.observe(seat);
          if (obs->legal.empty()) continue;
          auto& agent = *agents[static_cast<std::size_t>(seatPlayers[static_cast<std::size_t>(seat)])];
          if (auto a = agent.interject(*obs, ctx)) {
            recordAction(record, seat, state, *a);
            if (auto e = state.apply(seat, *a)) {
              result.failure = e;
              return result;
            }
            interjected = true;
          }
        }
        if (interjected) continue;
        const int seat = state.toMove();
        const int player = seatPlayers[static_cast<std::size_t>(seat)];
        auto obs = state.observe(seat);
        const auto start = std::chrono::steady_clock::now();
        const Action a = agents[static_cast<std::size_t>(player)]->choose(*obs, ctx);
        result.seats[static_cast<std::size_t>(player)].decisionMs.push_back(elapsedMs(start));
        recordAction(record, seat, state, a);
        if (auto e = state.apply(seat, a)) {
          result.failure = e;
          return result;
        }
      }
      if (auto e = match->concludeDeal()) {
        result.failure = e;
        return result;
      }
      const auto& deltas = match->sheet().back().deltas;
      for (int p = 0; p < players; ++p) result.seats[static_cast<std::size_t>(p)].scores.push_back(deltas[static_cast<std::size_t>(p)]);
      ++result.deals;
    }
    if (config.keepRecords) result.records.push_back(std::move(record));
  }
  return result;
}

}  // namespace kr
