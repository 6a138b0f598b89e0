#pragma once
// How a reviewed decision is marked (issue #32): its loss against the best
// option, in the game's own unit, against thresholds per game. The
// thresholds are set from measurement (docs/ai.md, "The deal review").
#include <optional>
#include <string_view>

namespace kr {

enum class Mark { Good, Inaccuracy, Mistake, Blunder };

// What a value means: score-sheet points of the deal (Doppelkopf, Dobbm),
// Match marks of three-player Coiffeur, the tens of four-player Coiffeur,
// the chance to win the round in Truc (0 to 1).
enum class Unit { Points, Marks, Tens, RoundChance };

std::string_view markId(Mark m);  // "good", "inaccuracy", "mistake", "blunder"
std::optional<Mark> markFromId(std::string_view id);
std::string_view unitId(Unit u);  // "points", "marks", "tens", "round-chance"
std::optional<Unit> unitFromId(std::string_view id);

// The smallest loss of each mark.
struct MarkThresholds {
  double inaccuracy = 0;
  double mistake = 0;
  double blunder = 0;
};
MarkThresholds markThresholds(std::string_view gameId, Unit unit);

// Good unless the search told the chosen option from the best (toldApart).
Mark markFor(double loss, bool toldApart, const MarkThresholds& t);

}  // namespace kr
