#include "table_writer.hpp"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <thread>

#include "games/truc/ai/strategy_table.hpp"

namespace kr::truc::cfr {

namespace {

using ai::InfoKey;

// The average strategy in 255ths, per information set of every kind.
struct Quantised {
  std::array<std::vector<std::uint8_t>, ai::kDecisionKinds> values;
  std::array<std::vector<std::uint8_t>, ai::kDecisionKinds> visited;
  std::array<std::vector<std::uint8_t>, ai::kDecisionKinds> reached;
  std::array<std::vector<std::uint8_t>, ai::kDecisionKinds> missing;
};

void quantise(const std::array<double, 4>& p, Decision kind, std::uint8_t* out) {
  if (kind != Decision::Turn) {
    out[0] = static_cast<std::uint8_t>(std::lround(p[0] * ai::kProbabilityScale));
    return;
  }
  ai::quantise(p, std::span<std::uint8_t>(out, 4));  // the four slots sum to exactly 255
}

Quantised quantiseAll(const Solver& solver) {
  Quantised q;
  for (int k = 0; k < ai::kDecisionKinds; ++k) {
    const auto kind = static_cast<Decision>(k);
    const std::uint32_t count = ai::infosetCount(kind);
    const auto width = static_cast<std::size_t>(ai::slotsOf(kind));
    auto& values = q.values[static_cast<std::size_t>(k)];
    auto& visited = q.visited[static_cast<std::size_t>(k)];
    values.assign(count * width, 0);
    visited.assign(count, 0);
    q.reached[static_cast<std::size_t>(k)].assign(count, 0);
    q.missing[static_cast<std::size_t>(k)].assign(count, 0);
    std::array<double, 4> p{};
    for (std::uint32_t i = 0; i < count; ++i)
      if (solver.average(InfoKey{kind, i}, p)) {
        visited[i] = 1;
        quantise(p, kind, &values[i * width]);
      }
  }
  return q;
}

// Marks the sets each seat reaches through its own positive probabilities,
// whatever the other seat plays.
void markReach(const Node& n, bool reach0, bool reach1, Quantised& q) {
  if (n.terminal()) return;
  const int seat = n.play.toMove();
  const Moves m = movesAt(n);
  const auto key = ai::infoKey(n.play, seat, n.hands[static_cast<std::size_t>(seat)]);
  const auto k = static_cast<std::size_t>(m.kind);
  const bool mine = seat == 0 ? reach0 : reach1;
  const bool known = q.visited[k][key->index] != 0;
  if (mine) (known ? q.reached : q.missing)[k][key->index] = 1;
  const std::size_t width = static_cast<std::size_t>(ai::slotsOf(m.kind));
  const std::uint8_t* v = &q.values[k][key->index * width];
  for (int i = 0; i < m.count; ++i) {
    const int slot = m.slot[static_cast<std::size_t>(i)];
    const int units = m.kind == Decision::Turn ? v[slot] : slot == 0 ? v[0] : ai::kProbabilityScale - v[0];
    // An untrained set may be played any way (the player falls back to its heuristic).
    const bool possible = !known || units > 0;
    const bool next0 = seat == 0 ? reach0 && possible : reach0;
    const bool next1 = seat == 1 ? reach1 && possible : reach1;
    if (next0 || next1) markReach(after(n, m, slot), next0, next1, q);
  }
}

void markGroup(int group, Quantised& q) {
  static constexpr std::array<int, ai::kScoreBuckets> kExample = {11, 9, 5, 0};
  for (auto [e, d] : pairsOf(group))
    for (int i = 0; i < ai::multisets(kHandSize); ++i)
      for (int j = 0; j < ai::multisets(kHandSize); ++j) {
        const PowerHand h0 = ai::multisetAt(kHandSize, i);
        const PowerHand h1 = ai::multisetAt(kHandSize, j);
        bool possible = true;
        for (int p = 0; p < kPowers; ++p) possible = possible && ai::countOf(h0, p) + ai::countOf(h1, p) <= kCopies;
        if (possible)
          markReach(startNode(kExample[static_cast<std::size_t>(e)], kExample[static_cast<std::size_t>(d)], h0, h1), true, true, q);
      }
}

// %.17g reads back as the same double; a decimal point keeps it a double literal.
std::string exactDecimal(double x) {
  std::array<char, 40> text{};
  std::snprintf(text.data(), text.size(), "%.17g", x);
  std::string s = text.data();
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

void putU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

}  // namespace

std::vector<std::uint8_t> buildTable(const Solver& solver, int threads, TableStats& stats) {
  Quantised q = quantiseAll(solver);
  // Score-bucket pairs never share information sets: mark them in parallel.
  std::atomic<int> next{0};
  auto worker = [&] {
    for (int g = next++; g < kGroups; g = next++) markGroup(g, q);
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();

  std::vector<std::uint8_t> out = {'T', 'R', 'U', 'C'};
  putU32(out, ai::kTableVersion);
  stats = {};
  for (int k = 0; k < ai::kDecisionKinds; ++k) {
    std::uint32_t stored = 0;
    for (std::uint8_t r : q.reached[static_cast<std::size_t>(k)]) stored += r;
    for (std::uint8_t m : q.missing[static_cast<std::size_t>(k)]) stats.unvisited += m;
    stats.stored[static_cast<std::size_t>(k)] = stored;
    putU32(out, ai::infosetCount(static_cast<Decision>(k)));
    putU32(out, stored);
  }
  for (int k = 0; k < ai::kDecisionKinds; ++k) {
    const auto& reached = q.reached[static_cast<std::size_t>(k)];
    std::vector<std::uint8_t> bitmap((reached.size() + 7) / 8, 0);
    for (std::size_t i = 0; i < reached.size(); ++i)
      if (reached[i]) bitmap[i / 8] = static_cast<std::uint8_t>(bitmap[i / 8] | (1u << (i % 8)));
    out.insert(out.end(), bitmap.begin(), bitmap.end());
    const auto width = static_cast<std::size_t>(ai::slotsOf(static_cast<Decision>(k)));
    for (std::size_t i = 0; i < reached.size(); ++i)
      if (reached[i])
        out.insert(out.end(), q.values[static_cast<std::size_t>(k)].begin() + static_cast<std::ptrdiff_t>(i * width),
                   q.values[static_cast<std::size_t>(k)].begin() + static_cast<std::ptrdiff_t>((i + 1) * width));
  }
  putU32(out, ai::fnv1a(out));
  return out;
}

namespace {

// Bytes as base64 in C++ string literals of 120 characters, a line each.
std::string base64Lines(const std::vector<std::uint8_t>& bytes) {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string text;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::uint32_t b0 = bytes[i];
    const std::uint32_t b1 = i + 1 < bytes.size() ? bytes[i + 1] : 0;
    const std::uint32_t b2 = i + 2 < bytes.size() ? bytes[i + 2] : 0;
    const std::uint32_t v = (b0 << 16) | (b1 << 8) | b2;
    text += kAlphabet[(v >> 18) & 63];
    text += kAlphabet[(v >> 12) & 63];
    text += i + 1 < bytes.size() ? kAlphabet[(v >> 6) & 63] : '=';
    text += i + 2 < bytes.size() ? kAlphabet[v & 63] : '=';
  }
  constexpr std::size_t kLine = 120;
  std::string lines;
  for (std::size_t i = 0; i < text.size(); i += kLine) lines += "    \"" + text.substr(i, kLine) + "\"\n";
  return lines;
}

}  // namespace

std::string generatedSource(const std::vector<std::uint8_t>& bytes, const std::string& command, const std::string& header) {
  std::ostringstream out;
  out << "// Generated by kartenrunde-truc-cfr (tools/truc-cfr, docs/ai.md \"Truc\"); do not edit.\n"
      << "// Command: " << command << "\n"
      << "// " << bytes.size() << " bytes, FNV-1a 0x" << std::hex << ai::fnv1a(std::span(bytes).first(bytes.size() - 4))
      << std::dec << "\n"
      << "#include \"" << header << "\"\n\n"
      << "namespace kr::truc::ai {\n\nnamespace {\nconstexpr char kBase64[] =\n"
      << base64Lines(bytes) << "    ;\nconstexpr std::string_view kChunks[] = {std::string_view(kBase64, sizeof kBase64 - 1)};\n";
  return out.str();
}

std::string tableSource(const std::vector<std::uint8_t>& bytes, const RoundValues& values, const std::string& command) {
  std::ostringstream out;
  out << generatedSource(bytes, command, "games/truc/ai/strategy_table.hpp") << "\n"
      << "// The round values the table was solved with: W(a, b) for b = 0..11.\n"
      << "constexpr double kRoundValues[] = {\n";
  for (std::size_t a = 0; a < values.elder.size(); ++a) {
    out << "    // a = " << a;
    for (std::size_t b = 0; b < values.elder[a].size(); ++b)
      out << (b % 6 == 0 ? "\n   " : "") << " " << exactDecimal(values.elder[a][b]) << ",";
    out << "\n";
  }
  out << "};\n"
      << "}  // namespace\n\nstd::span<const std::string_view> strategyData() { return kChunks; }\n"
      << "std::span<const double> strategyRoundValues() { return kRoundValues; }\n\n"
      << "}  // namespace kr::truc::ai\n";
  return out.str();
}

}  // namespace kr::truc::cfr
