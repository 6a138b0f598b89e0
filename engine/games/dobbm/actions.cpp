#include "actions.hpp"

#include "core/card.hpp"

namespace kr::dobbm {

std::string actionText(Action a) {
  if (isCardAction(a)) return toString(Card(a), DeckStyle::German);
  switch (a) {
    case kPass: return "pass";
    case kDobbm: return "dobbm";
    case kSolo: return "solo";
    case kDouble: return "double";
    case kRedouble: return "redouble";
    default: return "?" + std::to_string(a);
  }
}

std::optional<Action> parseAction(std::string_view text) {
  for (Action a : {kPass, kDobbm, kSolo, kDouble, kRedouble})
    if (actionText(a) == text) return a;
  if (auto card = parseCard(text, DeckStyle::German)) return card->index();
  return std::nullopt;
}

}  // namespace kr::dobbm
