#pragma once
// Coiffeur's ten contracts and the play types they stand for (rulings CJ-1,
// CJ-3, CJ-4). Swiss suit indices follow core/card.hpp: roses 0, acorns 1,
// bells 2, shields 3 (paired with ♣ ♠ ♥ ♦).
#include <array>
#include <cstdint>
#include <string_view>

#include "core/card.hpp"

namespace kr::coiffeur {

// In the order of the board's rows (the document's board: the four suits,
// then no-trump, reverse, Slalom, Gustav, the two Jokers).
enum class Contract : std::uint8_t { Acorns, Bells, Shields, Roses, Obenabe, Undenufe, Slalom, Gustav, Joker1, Joker2 };
constexpr int kContracts = 10;

// A set of contracts as bits (bit i: contract i).
using ContractSet = std::uint16_t;
constexpr ContractSet kAllContracts = (1U << kContracts) - 1;
constexpr ContractSet bitOf(Contract c) { return static_cast<ContractSet>(1U << static_cast<int>(c)); }
// Four players play without Slalom and Gustav (CJ-4).
constexpr ContractSet kFourPlayerContracts = kAllContracts & ~bitOf(Contract::Slalom) & ~bitOf(Contract::Gustav);

enum class PlayType : std::uint8_t { Trump, Obenabe, Undenufe, Slalom, Gustav };

// How a deal is played once the declarer has chosen: the play type, the
// trump suit (Trump only) and, for Slalom and Gustav, whether the first
// trick (half) runs 6-high (Undenufe) rather than ace-high.
struct Variant {
  PlayType type = PlayType::Obenabe;
  Suit trump = Suit::S0;
  bool startDown = false;
  friend bool operator==(const Variant&, const Variant&) = default;
  bool hasTrump() const { return type == PlayType::Trump; }
  bool needsDirection() const { return type == PlayType::Slalom || type == PlayType::Gustav; }
};

constexpr bool isSuitContract(Contract c) { return static_cast<int>(c) < 4; }
constexpr bool isJoker(Contract c) { return c == Contract::Joker1 || c == Contract::Joker2; }
// The trump suit of a suit contract.
Suit suitOf(Contract c);
// The suit contract of a suit.
Contract contractOfSuit(Suit s);
// The variant of a contract that needs no further choice (the four suits,
// Obenabe, Undenufe), or the play type of Slalom and Gustav.
Variant variantOf(Contract c);

// Three players: marks for the highest / lowest score of a contract (CJ-3).
int markValue(Contract c);
// Four players: the contract's multiplier of the tens scored (CJ-4).
int multiplier(Contract c);

std::string_view contractId(Contract c);  // "acorns", "obenabe", "joker-1" ...
std::string_view playTypeId(PlayType t);  // "trump", "obenabe", "undenufe", "slalom", "gustav"

}  // namespace kr::coiffeur
