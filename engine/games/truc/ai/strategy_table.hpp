#pragma once
// Truc's strategy table: the average strategy of the CFR+ run of
// tools/truc-cfr, compiled into the engine (strategy_data.cpp, generated).
//
// Binary layout (little-endian): "TRUC", u32 version; per decision kind
// u32 information sets and u32 stored; per kind a bitmap of the stored sets
// followed by their probabilities in 255ths (Turn: 4 slots summing to 255;
// the others: one byte, the chance of the first action); u32 FNV-1a of all
// bytes before it.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "games/truc/ai/byte_reader.hpp"
#include "games/truc/ai/abstraction.hpp"
#include "games/truc/ai/round_values.hpp"

namespace kr::truc::ai {

constexpr std::uint32_t kTableVersion = 1;
constexpr int kProbabilityScale = 255;

class StrategyTable {
 public:
  // Checks everything the layout promises; an error names the first fault.
  static Expected<StrategyTable> decode(std::span<const std::uint8_t> bytes);
  // The table built into the engine, decoded once.
  static const Expected<StrategyTable>& builtIn();

  // Probabilities in 255ths per slot (Turn: 4; others: first action, then
  // the second); nullopt for an information set the table does not hold.
  std::optional<std::array<int, 4>> probabilities(InfoKey key) const;
  std::uint32_t stored(Decision d) const { return kinds_[static_cast<std::size_t>(d)].stored; }
  std::uint32_t checksum() const { return checksum_; }

 private:
  struct Kind {
    std::uint32_t count = 0;
    std::uint32_t stored = 0;
    std::vector<std::uint64_t> bits;
    std::vector<std::uint32_t> before;  // stored sets before each 64-bit word
    std::vector<std::uint8_t> values;
  };
  std::array<Kind, kDecisionKinds> kinds_;
  std::uint32_t checksum_ = 0;
};

std::uint32_t fnv1a(std::span<const std::uint8_t> bytes);
// The frame of Truc's built-in tables (this one, trunk_table.hpp): `magic`,
// u32 version, the body, u32 FNV-1a of all bytes before it. A reader of the
// body, or an error with `code` that names the first fault (`what`: "Truc
// strategy table"); `checksum` gets the stored sum.
Expected<ByteReader> openFrame(std::span<const std::uint8_t> bytes, std::string_view magic, std::uint32_t version,
                               const std::string& code, const std::string& what, std::uint32_t& checksum);
// Probabilities in 255ths summing to exactly 255 (largest remainders, ties
// to the earlier) from probabilities that sum to 1; a probability of 0 stays 0.
void quantise(std::span<const double> p, std::span<std::uint8_t> out);
// The table's bytes as base64 chunks (strategy_data.cpp).
std::span<const std::string_view> strategyData();
// The round values the table was solved with, W(a, b) row by row (a, then
// b, 0..11 each; strategy_data.cpp): the game its exploitability is measured in.
std::span<const double> strategyRoundValues();
const RoundValues& builtInRoundValues();
std::vector<std::uint8_t> decodeBase64(std::span<const std::string_view> chunks);

}  // namespace kr::truc::ai
