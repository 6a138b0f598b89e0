#include "truc_actions.hpp"

#include <array>
#include <utility>

#include "core/card.hpp"

namespace kr::truc {

namespace {
constexpr std::array<std::pair<Action, std::string_view>, 6> kNames = {{
    {kAsk, "ask"}, {kNoAsk, "play"}, {kAgree, "agree"}, {kRefuse, "refuse"}, {kOffer, "offer"}, {kAccept, "accept"},
}};
}  // namespace

std::string actionText(Action a) {
  if (isCardAction(a)) return toString(Card(a), DeckStyle::French);
  for (const auto& [action, name] : kNames)
    if (action == a) return std::string(name);
  return "?" + std::to_string(a);
}

std::optional<Action> parseAction(std::string_view text) {
  for (const auto& [action, name] : kNames)
    if (name == text) return action;
  if (auto c = parseCard(text, DeckStyle::French)) return c->index();
  return std::nullopt;
}

}  // namespace kr::truc
