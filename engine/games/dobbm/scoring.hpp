#pragma once
// The settlement of a finished Dobbm deal (ruling DB-6): the declarer's card
// points (tricks, and the discard or the Dobb), the difference from 60,
// rounded up to fives (option), doubled for a Solo and for each doubling;
// each other player (with five, the dealer sitting out too) pays it to the
// declarer or is paid it. All pass with five players: the Stockerl (DB-2).
#include "core/game.hpp"
#include "state.hpp"

namespace kr::dobbm {

enum class MatchKind : std::uint8_t { None, Declarer, Defence };

// ScoreItem::party: a deal seat, kSittingOut for the dealer sitting out,
// kDefence for the defence as a whole.
constexpr int kSittingOut = kSeats;
constexpr int kDefence = -1;

struct Settlement {
  int trickPoints = 0;  // in the declarer's tricks
  int extraPoints = 0;  // the discard (Dobbm) or the Dobb (Solo)
  int cardPoints = 0;   // the declarer's total: 0 when the defence took every trick
  MatchKind match = MatchKind::None;
  int difference = 0;   // cardPoints - 60
  int rounded = 0;      // |difference|, rounded up to fives with the option
  int amount = 0;       // each other player pays this to the declarer (negative: receives it)
};

Settlement settle(const DobbmData& d);

// Rounds a difference up to the next multiple of 5 (1..5 -> 5, 6..10 -> 10).
int roundUpToFive(int points);

// "declarer-won", "declarer-lost", "even" (exactly 60) or "all-passed".
const char* outcomeOf(const DobbmData& d);

// Items, in the order of the arithmetic: "trick-points", "discard-points" or
// "dobb-points", "match" (kDefence: the discard or Dobb goes to the
// defence), "card-points", "difference", "rounding", "solo", "double" and
// each "redouble" (party: the seat that said it; points: the amount after
// it), "stake" (the amount per player), "sitting-out"; after all pass with
// five "stockerl". Figures: declarer, contract (1 Dobbm, 2 Solo),
// trick-points, extra-points, card-points, defence-points, difference,
// rounded, multiplier, doublings, amount, match (0/1/2), sitting-out (the
// score of the dealer sitting out), stockerl.
DealResult scoreDeal(const DobbmData& d);

}  // namespace kr::dobbm
