#pragma once
// Errors as ids and values: the UI turns them into sentences in its language.
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace kr {

struct Error {
  std::string code;    // stable id, e.g. "illegal-action", "bad-field"
  std::string where;   // what it is about, e.g. "deals[0].actions[17]" or "seat 2"
  std::string detail;  // the offending value or the rule's id, e.g. "must-follow-suit"

  // One line for logs and the command line: "bad-field at options.poverty: expected a boolean".
  std::string message() const;
};

// A value or the error that prevented it.
template <class T>
class Expected {
 public:
  Expected(T value) : v_(std::move(value)) {}
  Expected(Error error) : v_(std::move(error)) {}
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace kr
