#pragma once
// A session of deals: dealer rotation and the score sheet. The generic part
// lives here; each game says how a finished deal is booked and who deals next.
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "game.hpp"

namespace kr {

struct ScoreRow {
  int deal = 0;              // 1-based number of the deal in the match
  std::vector<int> players;  // match player sitting at each seat of the deal
  int dealer = 0;            // match player who dealt
  DealResult result;
  std::vector<int> deltas;   // score change per match player
  std::vector<int> totals;   // running totals per match player
  int multiplier = 1;        // e.g. Bock deals count double
};

class Match {
 public:
  Match(const Game& game, Options options, std::uint64_t seed, int players);
  virtual ~Match() = default;
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  const Game& game() const { return *game_; }
  const Options& options() const { return options_; }
  std::uint64_t seed() const { return seed_; }
  int playerCount() const { return players_; }
  int dealer() const { return dealer_; }
  int dealsStarted() const { return dealsStarted_; }

  GameState* current() { return current_.get(); }
  const GameState* current() const { return current_.get(); }
  // Match player at each seat of the current deal.
  const std::vector<int>& seatsToPlayers() const { return seatPlayers_; }
  const std::vector<ScoreRow>& sheet() const { return sheet_; }
  const std::vector<int>& totals() const { return totals_; }

  virtual bool finished() const = 0;
  // An open-ended session ends when its players say so (Dobbm DB-7): after a
  // deal, and then with the game's closing round if it has one.
  virtual bool endable() const { return false; }
  // Ends an endable session between deals; the number of deals played then
  // is kept for the record.
  std::optional<Error> endSession();
  // Deals played when the players ended the session; 0 while it runs on.
  int endedAfter() const { return endedAfter_; }
  // The player who won the finished match, or -1 (none yet, or shared).
  // By default the single highest total; games with rounds override it.
  virtual int winner() const;

  // The seed of deal n (0-based): derived from the match seed.
  std::uint64_t dealSeed(int n) const { return deriveSeed(seed_, static_cast<std::uint64_t>(n)); }
  // Starts the next deal, shuffled from its derived seed (or `seed`, a deal
  // started from a seed the player gave) or as given.
  std::optional<Error> startDeal(const std::vector<std::vector<Card>>* hands = nullptr,
                                 const std::vector<Card>* rest = nullptr,
                                 std::optional<std::uint64_t> seed = std::nullopt);
  // Deals the current deal again from the start, before it is booked ("play
  // this deal again"): the same seat and dealer, its seed or the cards given.
  std::optional<Error> restartDeal(const std::vector<std::vector<Card>>* hands = nullptr,
                                   const std::vector<Card>* rest = nullptr,
                                   std::optional<std::uint64_t> seed = std::nullopt);
  // The seed the current (or last) deal was shuffled with.
  std::uint64_t currentDealSeed() const { return currentSeed_; }
  // Books the finished current deal on the score sheet and moves the dealer.
  std::optional<Error> concludeDeal();

 protected:
  // The setup of the next deal (dealer seat, context) and the match players
  // who sit in it, in deal-seat order.
  virtual DealSetup prepareDeal(std::vector<int>& seatPlayers) const = 0;
  // Game rules after a deal: score per player, multipliers, next dealer.
  virtual void bookDeal(const GameState& deal, ScoreRow& row) = 0;

  void setDealer(int player) { dealer_ = player; }
  // Seats a deal of `seats` seats: every player when there are that many;
  // with one more, the dealer sits out and the deal's last seat stands in as
  // its dealer, so the bidding and the lead start at the real dealer's left
  // (Doppelkopf DK-10, Dobbm DB-2). Returns the deal's dealer seat.
  int seatAroundDealer(int seats, std::vector<int>& seatPlayers) const;

 private:
  const Game* game_;
  Options options_;
  std::uint64_t seed_;
  int players_;
  int dealer_ = 0;
  int dealsStarted_ = 0;
  int endedAfter_ = 0;
  std::uint64_t currentSeed_ = 0;
  std::unique_ptr<GameState> current_;
  std::vector<int> seatPlayers_;
  std::vector<ScoreRow> sheet_;
  std::vector<int> totals_;
};

}  // namespace kr
