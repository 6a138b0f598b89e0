#include "strategy_table.hpp"

#include <bit>
#include <cmath>
#include <string>

#include "core/bit_count.hpp"
#include "games/truc/ai/byte_reader.hpp"

namespace kr::truc::ai {

namespace {

Error bad(std::string where, std::string detail) { return Error{"bad-strategy-table", std::move(where), std::move(detail)}; }

int base64Value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

}  // namespace

std::uint32_t fnv1a(std::span<const std::uint8_t> bytes) {
  std::uint32_t h = 2166136261u;
  for (std::uint8_t b : bytes) h = (h ^ b) * 16777619u;
  return h;
}

void quantise(std::span<const double> p, std::span<std::uint8_t> out) {
  std::vector<int> units(p.size());
  std::vector<double> rest(p.size());
  int total = 0;
  for (std::size_t s = 0; s < p.size(); ++s) {
    const double x = p[s] * kProbabilityScale;
    units[s] = static_cast<int>(std::floor(x));
    rest[s] = p[s] > 0 ? x - units[s] : -1.0;
    total += units[s];
  }
  while (total < kProbabilityScale) {
    std::size_t best = 0;
    for (std::size_t s = 1; s < p.size(); ++s)
      if (rest[s] > rest[best]) best = s;
    ++units[best];
    rest[best] = -1.0;
    ++total;
  }
  for (std::size_t s = 0; s < p.size(); ++s) out[s] = static_cast<std::uint8_t>(units[s]);
}

std::vector<std::uint8_t> decodeBase64(std::span<const std::string_view> chunks) {
  std::vector<std::uint8_t> out;
  std::uint32_t acc = 0;
  int bits = 0;
  for (std::string_view chunk : chunks)
    for (char c : chunk) {
      const int v = base64Value(c);
      if (v < 0) continue;  // padding
      acc = (acc << 6) | static_cast<std::uint32_t>(v);
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out.push_back(static_cast<std::uint8_t>(acc >> bits));
        acc &= (1u << bits) - 1;
      }
    }
  return out;
}

Expected<ByteReader> openFrame(std::span<const std::uint8_t> bytes, std::string_view magic, std::uint32_t version,
                               const std::string& code, const std::string& what, std::uint32_t& checksum) {
  if (bytes.size() < magic.size() + 8) return Error{code, "header", "too short"};
  const auto body = bytes.first(bytes.size() - 4);
  ByteReader tail(bytes.last(4));
  checksum = tail.u32();
  if (fnv1a(body) != checksum) return Error{code, "checksum", "the bytes are damaged"};
  ByteReader r(body);
  const auto found = r.take(magic.size());
  if (std::string_view(reinterpret_cast<const char*>(found.data()), found.size()) != magic)
    return Error{code, "header", "not a " + what};
  if (const auto stored = r.u32(); stored != version) return Error{code, "version", std::to_string(stored)};
  return r;
}

Expected<StrategyTable> StrategyTable::decode(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < 12 + 8 * kDecisionKinds) return bad("header", "too short");
  StrategyTable t;
  auto frame = openFrame(bytes, "TRUC", kTableVersion, "bad-strategy-table", "Truc strategy table", t.checksum_);
  if (!frame) return frame.error();
  ByteReader& r = frame.value();
  for (int k = 0; k < kDecisionKinds; ++k) {
    Kind& kind = t.kinds_[static_cast<std::size_t>(k)];
    kind.count = r.u32();
    kind.stored = r.u32();
    if (kind.count != infosetCount(static_cast<Decision>(k)))
      return bad("kind " + std::to_string(k), "made for another abstraction");
  }
  for (int k = 0; k < kDecisionKinds; ++k) {
    Kind& kind = t.kinds_[static_cast<std::size_t>(k)];
    const std::size_t bitmapBytes = (kind.count + 7) / 8;
    const std::size_t valueBytes = static_cast<std::size_t>(kind.stored) * static_cast<std::size_t>(slotsOf(static_cast<Decision>(k)));
    if (!r.has(bitmapBytes + valueBytes)) return bad("kind " + std::to_string(k), "truncated");
    const auto bitmap = r.take(bitmapBytes);
    kind.bits.assign((kind.count + 63) / 64, 0);
    for (std::size_t i = 0; i < bitmapBytes; ++i) kind.bits[i / 8] |= std::uint64_t{bitmap[i]} << (8 * (i % 8));
    kind.before.reserve(kind.bits.size());
    std::uint32_t seen = 0;
    for (std::uint64_t w : kind.bits) {
      kind.before.push_back(seen);
      seen += static_cast<std::uint32_t>(std::popcount(w));
    }
    if (seen != kind.stored) return bad("kind " + std::to_string(k), "bitmap and count differ");
    const auto values = r.take(valueBytes);
    kind.values.assign(values.begin(), values.end());
    if (static_cast<Decision>(k) == Decision::Turn)
      for (std::size_t i = 0; i < valueBytes; i += kTurnSlots) {
        int sum = 0;
        for (int s = 0; s < kTurnSlots; ++s) sum += kind.values[i + static_cast<std::size_t>(s)];
        if (sum != kProbabilityScale) return bad("turn " + std::to_string(i / kTurnSlots), "probabilities do not sum to 1");
      }
  }
  if (r.has(1)) return bad("end", "extra bytes");
  return t;
}

const Expected<StrategyTable>& StrategyTable::builtIn() {
  static const Expected<StrategyTable> table = decode(decodeBase64(strategyData()));
  return table;
}

const RoundValues& builtInRoundValues() {
  static const RoundValues values = [] {
    RoundValues v;
    const auto data = strategyRoundValues();
    for (std::size_t i = 0; i < data.size() && i < kTarget * kTarget; ++i) v.elder[i / kTarget][i % kTarget] = data[i];
    return v;
  }();
  return values;
}

std::optional<std::array<int, 4>> StrategyTable::probabilities(InfoKey key) const {
  const Kind& kind = kinds_[static_cast<std::size_t>(key.kind)];
  if (key.index >= kind.count) return std::nullopt;
  const std::uint64_t word = kind.bits[key.index / 64];
  const std::uint64_t bit = std::uint64_t{1} << (key.index % 64);
  if (!(word & bit)) return std::nullopt;
  const std::size_t rank = kind.before[key.index / 64] + static_cast<std::size_t>(bitCount(word & (bit - 1)));
  if (key.kind != Decision::Turn) {
    const int first = kind.values[rank];
    return std::array<int, 4>{first, kProbabilityScale - first, 0, 0};
  }
  std::array<int, 4> p{};
  for (int s = 0; s < kTurnSlots; ++s) p[static_cast<std::size_t>(s)] = kind.values[rank * kTurnSlots + static_cast<std::size_t>(s)];
  return p;
}

}  // namespace kr::truc::ai
