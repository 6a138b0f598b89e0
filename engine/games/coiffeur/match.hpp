#pragma once
// A Coiffeur match: every player (or team) plays each contract once, 30
// deals with three, 16 or 32 with four (CJ-3, CJ-4); the dealer moves to
// the right (CJ-1). The board is the score sheet of the rule document; the
// generic sheet's rows carry the change of each player's total.
#include "board.hpp"
#include "core/match.hpp"

namespace kr::coiffeur {

class CoiffeurMatch final : public Match {
 public:
  CoiffeurMatch(const Game& game, Options options, std::uint64_t seed);

  bool finished() const override { return board_.finished(); }
  // Partner game: the first seat of the winning team (0 or 1); otherwise the
  // single highest total. -1 while unfinished or shared.
  int winner() const override;
  const Board& board() const { return board_; }

  // The seed of the card draw that breaks ties in contract c's row.
  std::uint64_t tieSeed(Contract c) const;
  // The board as it will be once the finished deal `r` is booked: the table
  // shows a completed row's marks and any tie draw before the player moves on.
  Board boardAfter(const DealResult& r) const;

 protected:
  DealSetup prepareDeal(std::vector<int>& seatPlayers) const override;
  void bookDeal(const GameState& deal, ScoreRow& row) override;

 private:
  // Books the deal's contract on `board`; the change of each column's total.
  std::vector<int> bookOn(Board& board, const DealResult& r) const;

  Board board_;
};

// The deal context keys: "left-<column>" (contracts left, as bits) and
// "board-<column>-<contract>" (points already on the board).
std::map<std::string, int> boardContext(const Board& board);

}  // namespace kr::coiffeur
