#include "contracts.hpp"

namespace kr::coiffeur {

namespace {
constexpr std::array<Suit, 4> kSuitOfContract = {Suit::S1, Suit::S2, Suit::S3, Suit::S0};
constexpr std::array<int, kContracts> kMarks = {1, 1, 1, 1, 2, 2, 2, 3, 3, 3};
constexpr std::array<int, kContracts> kMultipliers = {1, 4, 3, 2, 5, 6, 0, 0, 7, 8};
constexpr std::array<std::string_view, kContracts> kIds = {"acorns",   "bells",  "shields", "roses",   "obenabe",
                                                           "undenufe", "slalom", "gustav",  "joker-1", "joker-2"};
}  // namespace

Suit suitOf(Contract c) { return kSuitOfContract[static_cast<std::size_t>(c)]; }

Contract contractOfSuit(Suit s) {
  for (int c = 0; c < 4; ++c)
    if (kSuitOfContract[static_cast<std::size_t>(c)] == s) return static_cast<Contract>(c);
  return Contract::Acorns;
}

Variant variantOf(Contract c) {
  if (isSuitContract(c)) return {PlayType::Trump, suitOf(c), false};
  switch (c) {
    case Contract::Undenufe: return {PlayType::Undenufe, Suit::S0, true};
    case Contract::Slalom: return {PlayType::Slalom, Suit::S0, false};
    case Contract::Gustav: return {PlayType::Gustav, Suit::S0, false};
    default: return {PlayType::Obenabe, Suit::S0, false};
  }
}

int markValue(Contract c) { return kMarks[static_cast<std::size_t>(c)]; }
int multiplier(Contract c) { return kMultipliers[static_cast<std::size_t>(c)]; }
std::string_view contractId(Contract c) { return kIds[static_cast<std::size_t>(c)]; }

std::string_view playTypeId(PlayType t) {
  switch (t) {
    case PlayType::Trump: return "trump";
    case PlayType::Obenabe: return "obenabe";
    case PlayType::Undenufe: return "undenufe";
    case PlayType::Slalom: return "slalom";
    case PlayType::Gustav: return "gustav";
  }
  return "obenabe";
}

}  // namespace kr::coiffeur
