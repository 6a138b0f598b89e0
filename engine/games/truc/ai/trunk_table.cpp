#include "games/truc/ai/trunk_table.hpp"

#include <algorithm>
#include <string>

#include "games/truc/ai/strategy_table.hpp"

namespace kr::truc::ai {

namespace {

Error bad(std::string where, std::string detail) { return Error{"bad-trunk-table", std::move(where), std::move(detail)}; }

std::size_t scoreIndex(int elderScore, int dealerScore) { return static_cast<std::size_t>(elderScore * kTarget + dealerScore); }

std::string scoreName(int score) { return std::to_string(score / kTarget) + ":" + std::to_string(score % kTarget); }

// The node's public actions that hand k of the mover's holding may take.
TakenActions actionsOf(const TrunkShape::Node& n, int k) {
  const int seat = n.state.play.toMove();
  const int hand = at(HandPairs::get().holding(at(n.state.played, seat)), k);
  TakenActions mine;
  for (int i = 0; i < n.taken.count; ++i)
    if (mayTake(n.state.play, n.state.remaining(seat, hand), at(n.taken.action, i)))
      at(mine.action, mine.count++) = at(n.taken.action, i);
  return mine;
}

void putU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

}  // namespace

TrunkShape::TrunkShape(int elderScore, int dealerScore) { add(handStart(elderScore, dealerScore)); }

int TrunkShape::add(const PublicNode& s) {
  const int id = static_cast<int>(nodes_.size());
  nodes_.push_back({});
  Node& n = nodes_.back();
  n.state = s;
  n.taken = takenActions(s);
  n.child.fill(-1);
  const std::size_t hands = HandPairs::get().holding(at(s.played, s.play.toMove())).size();
  n.rowAt.assign(hands, -1);
  for (std::size_t k = 0; k < hands; ++k) {
    const int count = actionsOf(n, static_cast<int>(k)).count;
    if (count < 2) continue;  // nothing to choose: no row
    n.rowAt[k] = static_cast<int>(bytes_);
    bytes_ += static_cast<std::size_t>(count);
  }
  const TakenActions taken = n.taken;  // adding children moves the nodes
  for (int i = 0; i < taken.count; ++i) {
    const PublicNode next = after(s, at(taken.action, i));
    const int child = inTrunk(next) ? add(next) : -1;
    at(at(nodes_, id).child, i) = child;
  }
  return id;
}

int TrunkShape::find(std::span<const int> path) const {
  int node = 0;
  for (int a : path) {
    if (node < 0) return -1;
    const Node& n = at(nodes_, node);
    const int* end = n.taken.action.data() + n.taken.count;
    const int* it = std::find(n.taken.action.data(), end, a);
    if (it == end) return -1;
    node = at(n.child, static_cast<int>(it - n.taken.action.data()));
  }
  return node;
}

std::vector<std::uint8_t> trunkRows(const TrunkShape& shape, const TrunkStrategy& strategy) {
  std::vector<std::uint8_t> out(shape.bytes(), 0);
  for (int id = 0; id < static_cast<int>(shape.nodes().size()); ++id) {
    const TrunkShape::Node& n = at(shape.nodes(), id);
    const std::vector<int>& hands = HandPairs::get().holding(at(n.state.played, n.state.play.toMove()));
    for (int k = 0; k < static_cast<int>(hands.size()); ++k) {
      if (at(n.rowAt, k) < 0) continue;
      const ActionRow p = strategy(id, at(hands, k));
      const TakenActions mine = actionsOf(n, k);
      std::vector<double> row;
      double sum = 0;
      for (int i = 0; i < mine.count; ++i) sum += row.emplace_back(at(p, at(mine.action, i)));
      for (double& x : row) x = sum > 0 ? x / sum : 1.0 / mine.count;
      quantise(row, std::span(out).subspan(static_cast<std::size_t>(at(n.rowAt, k)), row.size()));
    }
  }
  return out;
}

std::vector<std::uint8_t> trunkBytes(const std::vector<std::vector<std::uint8_t>>& rowsPerScore) {
  std::vector<std::uint8_t> out = {'T', 'R', 'N', 'K'};
  putU32(out, kTrunkVersion);
  for (int score = 0; score < kTrunkScores; ++score)
    out.push_back(score < static_cast<int>(rowsPerScore.size()) && !at(rowsPerScore, score).empty() ? 1 : 0);
  for (const auto& rows : rowsPerScore) out.insert(out.end(), rows.begin(), rows.end());
  putU32(out, fnv1a(out));
  return out;
}

Expected<TrunkTable> TrunkTable::decode(std::span<const std::uint8_t> bytes) {
  TrunkTable t;
  auto frame = openFrame(bytes, "TRNK", kTrunkVersion, "bad-trunk-table", "Truc trunk table", t.checksum_);
  if (!frame) return frame.error();
  ByteReader& r = frame.value();
  if (!r.has(kTrunkScores)) return bad("scores", "truncated: " + std::to_string(kTrunkScores) + " flags expected");
  const auto covered = r.take(kTrunkScores);
  std::size_t total = 0;
  for (int score = 0; score < kTrunkScores; ++score) {
    t.shapes_.emplace_back(score / kTarget, score % kTarget);
    const std::uint8_t flag = at(covered, score);
    if (flag > 1) return bad("score " + scoreName(score), "its flag is " + std::to_string(flag) + ", not 0 or 1");
    t.start_.push_back(flag ? total : kNotCovered);
    if (flag) total += t.shapes_.back().bytes();
  }
  if (!r.has(total)) return bad("rows", "truncated: " + std::to_string(total) + " bytes expected");
  const auto rows = r.take(total);
  if (r.has(1)) return bad("end", "extra bytes");
  t.bytes_.assign(rows.begin(), rows.end());
  for (int score = 0; score < kTrunkScores; ++score) {
    if (!t.covers(score / kTarget, score % kTarget)) continue;
    for (const TrunkShape::Node& n : at(t.shapes_, score).nodes())
      for (int k = 0; k < static_cast<int>(n.rowAt.size()); ++k) {
        if (at(n.rowAt, k) < 0) continue;
        int sum = 0;
        const std::size_t first = at(t.start_, score) + static_cast<std::size_t>(at(n.rowAt, k));
        for (int i = 0; i < actionsOf(n, k).count; ++i) sum += at(t.bytes_, static_cast<int>(first) + i);
        if (sum != kProbabilityScale) return bad("score " + scoreName(score), "a row's probabilities do not sum to 1");
      }
  }
  return t;
}

bool TrunkTable::covers(int elderScore, int dealerScore) const {
  return elderScore >= 0 && elderScore < kTarget && dealerScore >= 0 && dealerScore < kTarget &&
         start_[scoreIndex(elderScore, dealerScore)] != kNotCovered;
}

const Expected<TrunkTable>& TrunkTable::builtIn() {
  static const Expected<TrunkTable> table = decode(decodeBase64(trunkData()));
  return table;
}

const TrunkShape& TrunkTable::shape(int elderScore, int dealerScore) const {
  return shapes_[scoreIndex(elderScore, dealerScore)];
}

std::optional<ActionRow> TrunkTable::row(int elderScore, int dealerScore, std::span<const int> path, int hand) const {
  if (!covers(elderScore, dealerScore)) return std::nullopt;
  const std::size_t score = scoreIndex(elderScore, dealerScore);
  const TrunkShape& s = shapes_[score];
  const int node = s.find(path);
  if (node < 0) return std::nullopt;
  const TrunkShape::Node& n = at(s.nodes(), node);
  const std::vector<int>& hands = HandPairs::get().holding(at(n.state.played, n.state.play.toMove()));
  const auto it = std::lower_bound(hands.begin(), hands.end(), hand);
  if (it == hands.end() || *it != hand) return std::nullopt;
  const int k = static_cast<int>(it - hands.begin());
  const TakenActions mine = actionsOf(n, k);
  ActionRow p{};
  if (at(n.rowAt, k) < 0) {
    at(p, at(mine.action, 0)) = 1.0;
    return p;
  }
  const std::size_t first = start_[score] + static_cast<std::size_t>(at(n.rowAt, k));
  for (int i = 0; i < mine.count; ++i)
    at(p, at(mine.action, i)) = bytes_[first + static_cast<std::size_t>(i)] / static_cast<double>(kProbabilityScale);
  return p;
}

}  // namespace kr::truc::ai
