#pragma once
// Truc's trunk table (issue #35): a strategy for the new-hands question and
// trick 1 at every exact score, taken from a whole-hand solve of that score
// (kartenrunde-truc-cfr --trunk-out). From the first action of trick 2 on,
// the rest of the hand is re-solved in the ranges the trunk leaves
// (subgame.hpp).
//
// Layout (little-endian): "TRNK", u32 version; then score by score (elder
// 0..11, for each the dealer 0..11) the rows of the score's trunk in
// TrunkShape's order: for every decision node, for every hand of the mover
// (HandPairs order) that may take two or more of the node's public actions,
// one byte per such action (ascending) in 255ths, summing to 255; u32 FNV-1a
// of all bytes before it. The rules alone fix the shape, so the decoder
// knows where every row is and how long.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "core/error.hpp"
#include "games/truc/ai/public_tree.hpp"

namespace kr::truc::ai {

constexpr std::uint32_t kTrunkVersion = 1;
constexpr int kTrunkScores = kTarget * kTarget;

// One score's trunk: its decision nodes depth first, children by ascending
// public action (the order Subgame builds its tree in).
class TrunkShape {
 public:
  TrunkShape(int elderScore, int dealerScore);

  struct Node {
    PublicNode state;
    TakenActions taken;
    std::array<int, kPowers + 1> child{};  // per taken action: its trunk node, -1 where the trunk ends
    std::vector<int> rowAt;  // per hand of the mover's holding: its row's first byte, -1 with one action only
  };
  const std::vector<Node>& nodes() const { return nodes_; }
  std::size_t bytes() const { return bytes_; }
  // The node that public actions from the hand's start lead to; -1 where
  // they leave the trunk or no hand could take them.
  int find(std::span<const int> path) const;

 private:
  int add(const PublicNode& s);
  std::vector<Node> nodes_;
  std::size_t bytes_ = 0;
};

class TrunkTable {
 public:
  // Checks everything the layout promises; an error names the first fault.
  static Expected<TrunkTable> decode(std::span<const std::uint8_t> bytes);

  // The probability of each public action for `hand` (HandPairs index) at
  // the node `path` leads to at this score; nullopt off the trunk or for a
  // hand that does not fit the powers its seat has played.
  std::optional<ActionRow> row(int elderScore, int dealerScore, std::span<const int> path, int hand) const;
  const TrunkShape& shape(int elderScore, int dealerScore) const;
  std::uint32_t checksum() const { return checksum_; }

 private:
  std::vector<TrunkShape> shapes_;
  std::vector<std::size_t> start_;  // per score: its first byte in bytes_
  std::vector<std::uint8_t> bytes_;
  std::uint32_t checksum_ = 0;
};

// One score's rows from a strategy given per trunk node (TrunkShape index)
// and hand, as weights over the public actions (normalised over those the
// hand may take); trunkBytes puts the 144 scores' rows (elder-major) together.
using TrunkStrategy = std::function<ActionRow(int node, int hand)>;
std::vector<std::uint8_t> trunkRows(const TrunkShape& shape, const TrunkStrategy& strategy);
std::vector<std::uint8_t> trunkBytes(const std::vector<std::vector<std::uint8_t>>& rowsPerScore);

}  // namespace kr::truc::ai
