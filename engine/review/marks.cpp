#include "review/marks.hpp"

#include <array>
#include <utility>

namespace kr {

namespace {
constexpr std::array<std::pair<Mark, std::string_view>, 4> kMarks{{
    {Mark::Good, "good"}, {Mark::Inaccuracy, "inaccuracy"}, {Mark::Mistake, "mistake"}, {Mark::Blunder, "blunder"}}};
constexpr std::array<std::pair<Unit, std::string_view>, 4> kUnits{{
    {Unit::Points, "points"}, {Unit::Marks, "marks"}, {Unit::Tens, "tens"}, {Unit::RoundChance, "round-chance"}}};

template <typename T, std::size_t N>
std::string_view idOf(const std::array<std::pair<T, std::string_view>, N>& table, T value) {
  for (const auto& [v, id] : table)
    if (v == value) return id;
  return {};
}
template <typename T, std::size_t N>
std::optional<T> fromId(const std::array<std::pair<T, std::string_view>, N>& table, std::string_view id) {
  for (const auto& [v, name] : table)
    if (name == id) return v;
  return std::nullopt;
}
}  // namespace

std::string_view markId(Mark m) { return idOf(kMarks, m); }
std::optional<Mark> markFromId(std::string_view id) { return fromId(kMarks, id); }
std::string_view unitId(Unit u) { return idOf(kUnits, u); }
std::optional<Unit> unitFromId(std::string_view id) { return fromId(kUnits, id); }

MarkThresholds markThresholds(std::string_view gameId, Unit unit) {
  // A Doppelkopf deal is worth a few points; a Dobbm payment is the
  // difference to 60 times the stake for each defender (DB-6), so its
  // losses run larger. docs/ai.md gives the measurement behind each row.
  if (unit == Unit::RoundChance) return {0.03, 0.08, 0.20};
  if (unit == Unit::Marks) return {0.15, 0.4, 1.0};
  if (unit == Unit::Tens) return {1.0, 3.0, 8.0};
  if (gameId == "dobbm") return {4.0, 10.0, 25.0};
  return {0.5, 1.5, 3.0};
}

Mark markFor(double loss, bool toldApart, const MarkThresholds& t) {
  if (!toldApart) return Mark::Good;
  if (loss >= t.blunder) return Mark::Blunder;
  if (loss >= t.mistake) return Mark::Mistake;
  if (loss >= t.inaccuracy) return Mark::Inaccuracy;
  return Mark::Good;
}

}  // namespace kr
