#pragma once
// Helpers of the statistics tests: sessions of the real games played by a
// chosen policy, and a Qt application for the tables' event loop.
#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <vector>

#include "core/catalog.hpp"
#include "core/session.hpp"
#include "support/core_application.hpp"

namespace kr::test {

// Picks an action's text from the legal ones of `seat`.
using Policy = std::function<std::string(const GameState& deal, int seat, const std::vector<std::string>& legal)>;

inline std::vector<std::string> legalTexts(const GameState& deal, int seat) {
  ActionList legal;
  deal.legalActions(seat, legal);
  std::vector<std::string> out;
  for (Action a : legal) out.push_back(deal.actionToString(a));
  return out;
}

// The first legal action: deterministic.
inline std::string firstLegal(const GameState&, int, const std::vector<std::string>& legal) { return legal.front(); }

// Plays the session's deal until `stop` says so or it is over.
inline void playUntil(Session& session, const Policy& policy, const std::function<bool(const GameState&)>& stop) {
  while (session.deal() && !session.deal()->isTerminal() && !stop(*session.deal())) {
    GameState& deal = *session.deal();
    const int seat = deal.toMove();
    const std::vector<std::string> legal = legalTexts(deal, seat);
    REQUIRE_FALSE(legal.empty());
    const std::string choice = policy(deal, seat, legal);
    const auto action = deal.actionFromString(choice);
    REQUIRE(action);
    REQUIRE_FALSE(session.act(seat, *action));
  }
}

inline void playDeal(Session& session, const Policy& policy) {
  playUntil(session, policy, [](const GameState&) { return false; });
  REQUIRE(session.deal());
  REQUIRE(session.deal()->isTerminal());
}

inline Session startSession(const char* gameId, std::uint64_t seed) {
  const Game* game = findGame(gameId);
  REQUIRE(game);
  std::vector<std::string> seats(static_cast<std::size_t>(game->playerCount(game->defaultOptions())), "random");
  seats[0] = "human";
  auto session = Session::start(*game, game->defaultOptions(), seed, seats);
  REQUIRE(session);
  return std::move(session.value());
}

// The booked score row of the session's finished deal, worked out apart
// from the code under test: book it in a copy.
inline ScoreRow bookedRow(const Session& session) {
  auto copy = Session::load(session.save());
  REQUIRE(copy);
  REQUIRE_FALSE(copy.value().match().sheet().empty());
  return copy.value().match().sheet().back();
}

// Tables and their computer players need an event loop.
inline void ensureApplication() { ensureCoreApplication(); }

}  // namespace kr::test
