#pragma once
// Dobbm's actions (docs/engine.md): a card face (0..35) plays the card, or
// in the discard phase lays it away; bids and the doubling at 100 and above.
#include <optional>
#include <string>
#include <string_view>

#include "core/action.hpp"

namespace kr::dobbm {

constexpr Action kPass = 100;      // "pass": in the bidding (weiter/gut) and in the doubling
constexpr Action kDobbm = 101;     // "dobbm": play alone with the Dobb (DB-2, DB-3)
constexpr Action kSolo = 102;      // "solo": play alone without it, counting double (DB-2, DB-6)
constexpr Action kDouble = 110;    // "double": the defence's first double (DB-4)
constexpr Action kRedouble = 111;  // "redouble": every later one, by either side (DB-4)

inline bool isCardAction(Action a) { return a >= 0 && a < 36; }

std::string actionText(Action a);  // cards in German notation ("HA", "LU")
std::optional<Action> parseAction(std::string_view text);

}  // namespace kr::dobbm
