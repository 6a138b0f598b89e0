#pragma once
// One deal driven from outside by `kartenrunde-cli serve` (docs/protocol.md):
// it starts the deal the way the record loader does, applies action texts,
// and answers with JSON views of the deal. It knows nothing of the wire format.
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/record.hpp"

namespace kr::cli {

class ServeSession {
 public:
  // `request` is the "new" request: game, options, seed, hands, rest, dealer.
  // On error the session is left as it was.
  std::optional<Error> start(const nlohmann::json& request);

  bool started() const { return state_ != nullptr; }
  const GameState& state() const { return *state_; }
  const Game& game() const { return *record_.game; }

  // Applies `text` for `seat`; illegal or unknown actions change nothing.
  std::optional<Error> act(int seat, const std::string& text);

  nlohmann::json legal(int seat) const;
  nlohmann::json observe(int seat) const;  // only what that seat may know
  nlohmann::json fullState() const;        // everything (debugging)
  nlohmann::json result() const;           // the state must be terminal
  nlohmann::json record() const;           // the deal so far as a record
  // False for a deal around another dealer than the record's: records have
  // no dealer field, so its record replays as a different deal.
  bool replayable() const { return matchDealer_; }

  // What computer player `level` would do now at `seat`: an action text or
  // null, and the player's reason id when it gives one.
  Expected<nlohmann::json> decide(int seat, const std::string& level, int budgetMs, std::uint64_t seed) const;

 private:
  struct Played {  // a card in the current trick
    int seat;
    Card card;
  };
  struct Step {  // an applied action and the phase it was taken in
    int seat;
    std::string action;
    std::string phase;
  };

  std::string cardText(Card c) const;
  nlohmann::json cards(const std::vector<Card>& cs) const;
  nlohmann::json trick() const;
  Record recordSoFar() const;

  Record record_;                   // game, options, seed, seats and the dealing (no actions)
  std::unique_ptr<Match> match_;    // the match the deal is the first deal of
  std::unique_ptr<GameState> own_;  // the deal, when dealt around another dealer than the match's
  GameState* state_ = nullptr;      // the deal in play: match_->current() or own_
  bool matchDealer_ = true;         // dealt exactly as the record would deal it
  std::vector<Step> steps_;
  std::vector<Played> trick_;
};

}  // namespace kr::cli
