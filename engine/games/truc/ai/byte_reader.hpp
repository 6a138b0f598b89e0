#pragma once
// Reads the little-endian bytes of Truc's built-in tables (strategy_table.hpp,
// trunk_table.hpp); callers check has() before they read.
#include <cstdint>
#include <span>

namespace kr::truc::ai {

class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  bool has(std::size_t n) const { return bytes_.size() - at_ >= n; }
  std::uint32_t u32() {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(bytes_[at_++]) << (8 * i);
    return v;
  }
  std::span<const std::uint8_t> take(std::size_t n) {
    auto s = bytes_.subspan(at_, n);
    at_ += n;
    return s;
  }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
};

}  // namespace kr::truc::ai
