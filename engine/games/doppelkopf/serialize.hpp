#pragma once
// Canonical text of a deal: equal deals give equal text (clone and replay
// checks). Written without streams: the self-test serializes at every step.
#include <array>
#include <charconv>
#include <string>
#include <string_view>
#include <type_traits>

#include "deal.hpp"

namespace kr::dk {

class TextOut {
 public:
  TextOut& word(std::string_view w) {
    room(w.size() + 1);
    buf_[n_++] = ' ';
    for (char c : w) buf_[n_++] = c;
    return *this;
  }
  TextOut& num(long long v) { return put(v, 10); }
  TextOut& hex(unsigned long long v) { return put(v, 16); }
  TextOut& multiset(const CardMultiset& m) { return hex(m.once().bits()).hex(m.twice().bits()); }
  // Four hex digits, no separator: long runs of small codes (the history).
  TextOut& packed(unsigned v) {
    room(4);
    constexpr char digits[] = "0123456789abcdef";
    for (int shift = 12; shift >= 0; shift -= 4) buf_[n_++] = digits[(v >> shift) & 0xF];
    return *this;
  }
  std::string take() {
    text_.append(buf_.data(), n_);
    n_ = 0;
    return std::move(text_);
  }

 private:
  // Numbers go into a local buffer: appending each to a string costs more
  // than formatting it.
  void room(std::size_t n) {
    if (n_ + n <= buf_.size()) return;
    text_.append(buf_.data(), n_);
    n_ = 0;
  }
  template <class T>
  TextOut& put(T v, int base) {
    room(24);
    buf_[n_++] = ' ';
    if (v >= 0 && v < 10) {  // most fields are small: skip the general formatter
      buf_[n_++] = static_cast<char>('0' + v);
      return *this;
    }
    if constexpr (std::is_signed_v<T>)
      if (v == -1) {  // "none"
        buf_[n_++] = '-';
        buf_[n_++] = '1';
        return *this;
      }
    n_ = static_cast<std::size_t>(std::to_chars(buf_.data() + n_, buf_.data() + buf_.size(), v, base).ptr - buf_.data());
    return *this;
  }
  std::array<char, 4096> buf_;
  std::size_t n_ = 0;
  std::string text_;
};

std::string serializeDeal(const Deal& d);

// One history entry in 16 bits: action (< 512), seat, note (< 16).
inline unsigned historyCode(const HistoryEntry& h) {
  return static_cast<unsigned>(h.action) << 6 | static_cast<unsigned>(h.seat) << 4 | static_cast<unsigned>(h.note);
}

}  // namespace kr::dk
