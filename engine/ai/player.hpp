#pragma once
// A computer player: it gets one seat's observation (ruling ALL-2) and
// returns one of the observation's legal actions.
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace kr {

struct DecisionContext {
  const Game* game = nullptr;
  const Options* options = nullptr;
  const std::atomic<bool>* stop = nullptr;  // set by the caller to cancel a search
  int budgetMs = -1;                        // overrides the player's time budget when >= 0
  // The deal review asks: weigh every option alike (no pruning, no short
  // list), so that the option the player chose has a value too.
  bool review = false;
  // > 0: exactly this many sampled deals per search thread, whatever the
  // time, so that a review or a test is reproducible (0: the budget rules).
  int samples = 0;
};

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string_view kind() const = 0;
  // The seat's move when the game waits for it; obs.legal is not empty.
  virtual Action choose(const Observation& obs, const DecisionContext& ctx) = 0;
  // An out-of-turn action to take now (an announcement), or none.
  virtual std::optional<Action> interject(const Observation& obs, const DecisionContext& ctx) {
    (void)obs;
    (void)ctx;
    return std::nullopt;
  }
};

// Uniformly random legal actions; out of turn only rarely.
class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  std::string_view kind() const override { return "random"; }
  Action choose(const Observation& obs, const DecisionContext& ctx) override;
  std::optional<Action> interject(const Observation& obs, const DecisionContext& ctx) override;

 private:
  Rng rng_;
};

// The player kinds a game offers ("random", later "heuristic", levels ...).
std::vector<std::string> playerKinds(const Game& game);
// The levels offered as opponents, weakest to strongest (GamePlayers::levels).
std::vector<std::string> opponentLevels(const Game& game);
// The kind that explains its decisions best, for the hints and the deal
// review: the analyst where the game has one, else its strongest kind.
std::string analystKind(const Game& game);
// nullptr when the kind is unknown for this game.
std::unique_ptr<Player> makePlayer(std::string_view kind, const Game& game, std::uint64_t seed);

}  // namespace kr
