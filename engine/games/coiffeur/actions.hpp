#pragma once
// Coiffeur's actions (docs/engine.md): card plays are the card's face
// (0..35); naming contract c is 100 + c, then the declarer's choices.
#include <optional>
#include <string>
#include <string_view>

#include "contracts.hpp"
#include "core/action.hpp"

namespace kr::coiffeur {

constexpr Action kNameContract = 100;  // + contract index: "acorns" ... "joker-2"
constexpr Action kPass = 110;          // "pass"
constexpr Action kStartUp = 120;       // Slalom/Gustav start ace-high: "start:obenabe"
constexpr Action kStartDown = 121;     // ... or 6-high: "start:undenufe"
constexpr Action kJokerAs = 130;       // + play-type code: "joker:acorns" ... "joker:gustav"
constexpr int kJokerTypes = 8;         // the four suits (by contract order), obenabe, undenufe, slalom, gustav

inline bool isCardAction(Action a) { return a >= 0 && a < 36; }
inline bool isContractAction(Action a) { return a >= kNameContract && a < kNameContract + kContracts; }
inline bool isJokerAction(Action a) { return a >= kJokerAs && a < kJokerAs + kJokerTypes; }
inline Action nameAction(Contract c) { return kNameContract + static_cast<int>(c); }
inline Contract contractOf(Action a) { return static_cast<Contract>(a - kNameContract); }

// A Joker stands for one of the other play types: codes 0-3 the suit
// contracts, 4 Obenabe, 5 Undenufe, 6 Slalom, 7 Gustav (the contract order).
inline Action jokerAction(Contract asContract) { return kJokerAs + static_cast<int>(asContract); }
inline Contract jokerTarget(Action a) { return static_cast<Contract>(a - kJokerAs); }

std::string actionText(Action a);  // cards in Swiss notation
std::optional<Action> parseAction(std::string_view text);

}  // namespace kr::coiffeur
