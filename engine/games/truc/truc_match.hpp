#pragma once
// A game of Truc: hands until a seat has won two rounds of 12 points
// (ruling TR-5). The score sheet's rows carry the round figures the table
// shows: "round", "round-score-0/1" after the hand, "round-winner",
// "rounds-won-0/1".
#include <array>

#include "core/match.hpp"
#include "truc_play.hpp"

namespace kr::truc {

class TrucMatch final : public Match {
 public:
  static constexpr int kRoundsToWin = 2;

  TrucMatch(const Game& game, Options options, std::uint64_t seed);

  bool finished() const override;
  int winner() const override;

  int round() const { return round_; }  // 1-based number of the round in play
  int roundScore(int player) const { return roundScore_[static_cast<std::size_t>(player)]; }
  int roundsWon(int player) const { return roundsWon_[static_cast<std::size_t>(player)]; }

 protected:
  DealSetup prepareDeal(std::vector<int>& seatPlayers) const override;
  void bookDeal(const GameState& deal, ScoreRow& row) override;

 private:
  int round_ = 1;
  std::array<int, kSeats> roundScore_{};
  std::array<int, kSeats> roundsWon_{};
};

}  // namespace kr::truc
