#pragma once
// What a finished Coiffeur deal is worth to a seat, in what the match
// actually scores (docs/ai.md, "Coiffeur"): three players the expected rank
// and Match marks of the contract given the board, four players the
// multiplied tens; each measured against playing the same contract later
// with an average hand. The declarer's side gains that surplus, the other
// columns share its loss.
#include <array>
#include <vector>

#include "core/game.hpp"
#include "games/coiffeur/scoring.hpp"

namespace kr::coiffeur::ai {

// Points a declarer makes in contract c with an average hand: a sorted
// sample of deals played by the rule-based players, made once per process.
const std::vector<int>& baselinePoints(Way way, Contract c);

// The search's objective for the deals of one table (the board does not
// change within a deal, so the average-hand values are worked out once).
class DealValuer {
 public:
  explicit DealValuer(const Table& t);
  // The declarer's column's gain from scoring `points` in contract c now.
  double surplus(const Table& t, int declarer, Contract c, int points, MatchKind kind) const;
  // The value of a finished deal for `seat`.
  double operator()(const GameState& state, int seat) const;

 private:
  // Per column and contract: the value of an average hand.
  std::array<std::array<double, kContracts>, kMaxSeats> average_{};
};

}  // namespace kr::coiffeur::ai
