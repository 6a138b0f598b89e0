#pragma once
// The reference player `uct` of issue #17: ensemble UCT as Sievers and
// Helmert (KI 2015) play Doppelkopf, for any game. A yardstick for the CLI
// and tournaments, not an opponent level of the app.
#include <optional>
#include <string_view>

#include "ai/player.hpp"
#include "ai/uct.hpp"

namespace kr {

// "uct": the paper's best setting, 10 worlds x 1,000 rollouts; "uct-WxR":
// W worlds (1 ... 100,000) x R rollouts (1 ... 1,000,000), written without
// signs or leading zeros. Anything else: none.
std::optional<UctConfig> parseUctKind(std::string_view kind);

class UctPlayer : public Player {
 public:
  UctPlayer(std::string kind, UctConfig config, std::uint64_t seed)
      : kind_(std::move(kind)), config_(config), rng_(seed) {}
  std::string_view kind() const override { return kind_; }
  // Fixed work: the context's time budget does not shorten it, its stop
  // flag does. Out of turn it does nothing (interject): the tree holds the
  // seat's own-turn actions, announcements included where they are legal.
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  const SearchResult& lastSearch() const { return last_; }

 private:
  std::string kind_;
  UctConfig config_;
  Rng rng_;
  SearchResult last_;
};

// nullptr unless `kind` is a uct kind; `rollout` plays on after the tree
// (GamePlayers::uctRollout: Doppelkopf as the authors did, other games
// uniformly at random).
std::unique_ptr<Player> makeUctPlayer(std::string_view kind, const RolloutPolicy& rollout, std::uint64_t seed);

}  // namespace kr
