#pragma once
// The score of a finished Coiffeur deal: the declarer's points for the
// board (CJ-3, CJ-4) and the deal's own marks or multiplied score.
#include "core/game.hpp"
#include "state.hpp"

namespace kr::coiffeur {

enum class MatchKind : std::uint8_t { None, Match, Reverse };

struct ContractScore {
  int cardPoints = 0;  // the declarer's side, with the last trick's 5
  int points = 0;      // what goes on the board: 257 for a Match
  MatchKind match = MatchKind::None;
};

ContractScore contractScore(const Table& t);

// Four players: ⌊points / 10⌋ × the contract's multiplier (CJ-4).
int multipliedScore(int points, Contract c);
// Three players: a Match gives the declarer 2 bars and the others a circle
// each, a declarer without a trick 2 circles and the others a bar each (CJ-3).
int matchMarks(MatchKind kind, bool declarer);

// "made", "match" or "reverse-match".
const char* outcomeOf(const Table& t);

// Items: "card-points", "last-trick", "match-bonus"; three players
// "match-marks" per seat; four "tens", "multiplier", "score". Figures:
// declarer, contract, play-type, trump, start-down, points, card-points,
// defence-points, declarer-tricks, match (0/1/2), score (four players).
DealResult scoreDeal(const Table& t);

}  // namespace kr::coiffeur
