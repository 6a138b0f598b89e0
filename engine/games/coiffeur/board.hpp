#pragma once
// The Coiffeur board, as the rule document draws it: per contract and
// column (player, or team in the partner game) the points made; with three
// players the rank marks of each completed contract and the Match row's
// bars and circles; with four the multiplied scores; and the totals.
#include <cstdint>
#include <vector>

#include "rules.hpp"
#include "scoring.hpp"

namespace kr::coiffeur {

// A tie for the highest or lowest score of a contract, broken by drawing
// cards (CJ-3): each tied column draws one, the higher rank places higher,
// equal ranks draw again.
struct TieBreak {
  Contract contract = Contract::Acorns;
  bool forHighest = true;
  std::vector<int> columns;             // the tied columns
  std::vector<std::vector<Card>> draws; // per round, a card per tied column
  std::vector<int> order;               // the tied columns, best first
};

struct BoardCell {
  int points = -1;  // -1: not played yet
  int marks = 0;    // three players: rank marks (+: bars, -: circles); four: the multiplied score
  MatchKind match = MatchKind::None;
};

class Board {
 public:
  explicit Board(Rules rules);

  const Rules& rules() const { return rules_; }
  int columns() const { return rules_.columns(); }
  const BoardCell& cell(Contract c, int column) const;
  bool played(Contract c, int column) const { return cell(c, column).points >= 0; }
  bool rowComplete(Contract c) const;
  ContractSet left(int column) const;
  bool finished() const;
  int matchBars(int column) const { return bars_[static_cast<std::size_t>(column)]; }
  int matchCircles(int column) const { return circles_[static_cast<std::size_t>(column)]; }
  int total(int column) const;
  const std::vector<TieBreak>& ties() const { return ties_; }

  // Books a played contract. Returns the change of each column's total:
  // three players the Match marks and, once the contract's row is complete,
  // its rank marks (ties drawn from `tieSeed`); four players the score.
  std::vector<int> book(int column, Contract c, int points, MatchKind match, std::uint64_t tieSeed);

 private:
  BoardCell& at(Contract c, int column);
  std::vector<int> rankRow(Contract c, std::uint64_t tieSeed);

  Rules rules_;
  std::vector<BoardCell> cells_;  // contract-major
  std::vector<int> bars_, circles_;
  std::vector<TieBreak> ties_;
};

}  // namespace kr::coiffeur
