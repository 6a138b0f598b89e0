#pragma once
// Playing deals through in the tests: by each seat's own computer player
// deciding from that seat's observation only (ALL-2), every answer legal;
// or by random legal actions.
#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/player.hpp"

namespace kr::test {

// Each seat by its own player: players[seatsToPlayers[seat]], or
// players[seat] when no mapping is given.
inline void playDealWith(GameState& deal, std::vector<std::unique_ptr<Player>>& players, const Options& options,
                         const std::vector<int>& seatsToPlayers = {}) {
  DecisionContext ctx{&deal.game(), &options, nullptr, -1};
  while (!deal.isTerminal()) {
    const int seat = deal.toMove();
    const int player = seatsToPlayers.empty() ? seat : seatsToPlayers[static_cast<std::size_t>(seat)];
    Player& p = *players[static_cast<std::size_t>(player)];
    const auto obs = deal.observe(seat);
    const Action a = p.choose(*obs, ctx);
    INFO("seat " << seat << " level " << p.kind() << " action " << deal.actionToString(a));
    REQUIRE(obs->legal.contains(a));
    REQUIRE_FALSE(deal.apply(seat, a));
  }
}

// ALL-2: the seat to move in `state` decides alike in another state drawn
// with the same observation (other hidden cards), for each kind made by
// `make` (search players with a fixed number of samples).
inline void requireDecisionFromObservationOnly(const GameState& state, const Options& options,
                                               const std::function<std::unique_ptr<Player>(const std::string&)>& make,
                                               const std::vector<std::string>& kinds) {
  const int seat = state.toMove();
  const auto obs = state.observe(seat);
  Rng rng(4);
  const auto other = state.game().sample(*obs, options, rng);
  REQUIRE(other);
  REQUIRE(other->observe(seat)->serialize() == obs->serialize());
  REQUIRE(other->serialize() != state.serialize());
  DecisionContext ctx{&state.game(), &options, nullptr, -1};
  for (const auto& kind : kinds) {
    INFO(kind);
    CHECK(make(kind)->choose(*obs, ctx) == make(kind)->choose(*other->observe(seat), ctx));
  }
}

// Plays a deal to its end with uniformly random legal actions.
inline void playRandomDeal(GameState& deal, Rng& rng) {
  ActionList legal;
  while (!deal.isTerminal()) {
    deal.legalActions(deal.toMove(), legal);
    deal.applyUnchecked(deal.toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], nullptr);
  }
}

}  // namespace kr::test
