#pragma once
// Canonical state text without streams: serialize() runs many times at every
// step of the self-test, where std::ostringstream dominated the cost. Writes
// exactly what `std::ostream <<` wrote for the same values (integers in
// decimal, bool as 0/1), so saved texts and records stay byte-identical.
#include <charconv>
#include <concepts>
#include <string>
#include <string_view>
#include <utility>

namespace kr {

class TextWriter {
 public:
  TextWriter() { text_.reserve(512); }

  TextWriter& operator<<(std::string_view s) {
    text_.append(s);
    return *this;
  }
  // Templates, so that nothing converts implicitly: a pointer is not taken
  // for a bool, nor an enum or a signed char for a char (write those as int).
  template <std::same_as<char> T>
  TextWriter& operator<<(T c) {
    text_.push_back(c);
    return *this;
  }
  // Integers in decimal, bool as 0 or 1.
  template <std::integral T>
    requires(!std::same_as<T, char> && !std::same_as<T, signed char> && !std::same_as<T, unsigned char>)
  TextWriter& operator<<(T v) {
    if constexpr (std::same_as<T, bool>) {
      text_.push_back(v ? '1' : '0');
    } else {
      char buf[24];
      text_.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
    }
    return *this;
  }

  std::string take() { return std::move(text_); }

 private:
  std::string text_;
};

}  // namespace kr
