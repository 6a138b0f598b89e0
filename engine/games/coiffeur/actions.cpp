#include "actions.hpp"

#include "core/card.hpp"

namespace kr::coiffeur {

namespace {
constexpr std::string_view kJokerPrefix = "joker:";
}

std::string actionText(Action a) {
  if (isCardAction(a)) return toString(Card(a), DeckStyle::Swiss);
  if (isContractAction(a)) return std::string(contractId(contractOf(a)));
  if (a == kPass) return "pass";
  if (a == kStartUp) return "start:obenabe";
  if (a == kStartDown) return "start:undenufe";
  if (isJokerAction(a)) return std::string(kJokerPrefix) + std::string(contractId(jokerTarget(a)));
  return "?" + std::to_string(a);
}

std::optional<Action> parseAction(std::string_view text) {
  if (text == "pass") return kPass;
  if (text == "start:obenabe") return kStartUp;
  if (text == "start:undenufe") return kStartDown;
  const bool joker = text.starts_with(kJokerPrefix);
  const std::string_view name = joker ? text.substr(kJokerPrefix.size()) : text;
  for (int c = 0; c < kContracts; ++c) {
    if (contractId(static_cast<Contract>(c)) != name) continue;
    if (!joker) return kNameContract + c;
    if (c < kJokerTypes) return kJokerAs + c;
  }
  if (auto card = parseCard(text, DeckStyle::Swiss)) return card->index();
  return std::nullopt;
}

}  // namespace kr::coiffeur
