#include "game.hpp"

namespace kr {

Explanation GameState::whyIllegal(int /*seat*/, Action /*a*/) const { return {"not-legal-now", {}}; }

bool GameState::isLegal(int seat, Action a) const {
  if (seat < 0 || seat >= seatCount()) return false;
  ActionList legal;
  legalActions(seat, legal);
  return legal.contains(a);
}

std::optional<Error> GameState::apply(int seat, Action a, EventList* events) {
  if (seat < 0 || seat >= seatCount())
    return Error{"bad-seat", "seat " + std::to_string(seat), "the deal has " + std::to_string(seatCount()) + " seats"};
  if (isTerminal()) return Error{"deal-over", "seat " + std::to_string(seat), actionToString(a)};
  if (!isLegal(seat, a))
    return Error{"illegal-action", "seat " + std::to_string(seat),
                 actionToString(a) + " (" + whyIllegal(seat, a).id + ")"};
  applyUnchecked(seat, a, events);
  return std::nullopt;
}

std::optional<Error> GameState::applyText(int seat, std::string_view text, EventList* events) {
  const auto a = actionFromString(text);
  if (!a) return Error{"unknown-action", "seat " + std::to_string(seat), std::string(text)};
  return apply(seat, *a, events);
}

}  // namespace kr
