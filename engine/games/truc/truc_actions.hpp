#pragma once
// Truc's actions: card plays are the card's face (0..35); the others live
// at 100 and above (docs/engine.md). `refuse` answers both an ask for new
// hands and an offer: the phase tells which.
#include <optional>
#include <string>
#include <string_view>

#include "core/action.hpp"

namespace kr::truc {

constexpr Action kAsk = 100;      // the non-dealer asks for new hands (ruling TR-2)
constexpr Action kNoAsk = 101;    // text "play": the non-dealer keeps the hand
constexpr Action kAgree = 102;    // the dealer agrees to new hands
constexpr Action kRefuse = 103;   // refuse new hands, or refuse an offer
constexpr Action kOffer = 104;    // offer a double or the remainder (ruling TR-4)
constexpr Action kAccept = 105;   // accept an offer

inline bool isCardAction(Action a) { return a >= 0 && a < 36; }

std::string actionText(Action a);
std::optional<Action> parseAction(std::string_view text);

}  // namespace kr::truc
