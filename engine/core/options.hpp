#pragma once
// Rule options: typed values with ids and defaults. A game lists its specs
// once; games copy the values they need into their own typed rules struct.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "error.hpp"

namespace kr {

enum class OptionType { Bool, Int, Choice };

struct OptionSpec {
  std::string id;                    // stable id, also the translation key in the app
  OptionType type = OptionType::Bool;
  int defaultValue = 0;              // Bool: 0/1; Int: the number; Choice: index into choices
  int minValue = 0;                  // Int only
  int maxValue = 1;                  // Int only
  std::vector<std::string> choices;  // Choice only: value ids
  std::string rulingId;              // where the option is decided, e.g. "DK-11"
  // Options this one only matters with: while any of them is off (0), this
  // option is ignored and the settings grey it out.
  std::vector<std::string> needs{};
  // Options this one cannot be set together with: a record that sets both
  // away from their defaults is refused, and the settings offer only one.
  // "id=choice" names one choice of a Choice option only; the settings then
  // offer that option only while this one is at its default.
  std::vector<std::string> excludes{};
  // A Choice that was once a Bool: the choices that the old false and true
  // stand for, so that older records and settings still load.
  std::vector<std::string> formerBool{};
};

// Why an option cannot be changed now: it "needs" another option that is
// off, or it "excludes" another that is set.
struct OptionBlock {
  std::string id;
  std::string reason;  // "needs" or "excludes"
  std::string other;
};

class Options {
 public:
  Options() = default;
  // All defaults. `specs` must outlive the Options (games keep them static).
  explicit Options(const std::vector<OptionSpec>& specs);

  const std::vector<OptionSpec>& specs() const { return *specs_; }

  // Raw value; the id must exist (a programming error otherwise: returns 0).
  int get(std::string_view id) const;
  bool flag(std::string_view id) const { return get(id) != 0; }
  std::string_view choice(std::string_view id) const;

  std::optional<Error> set(std::string_view id, int value);
  // Text forms: "true"/"false", a number, or a choice id (or "true"/"false"
  // for a choice that was once a Bool).
  std::optional<Error> setText(std::string_view id, std::string_view text);
  // The text form of one value, the inverse of setText.
  std::string text(const OptionSpec& spec) const;

  // Whether the option differs from its default.
  bool changed(std::string_view id) const;
  // An excludes entry: "id" is set when changed, "id=choice" when at that choice.
  bool isSet(std::string_view entry) const;
  // The first pair of options set together that exclude each other
  // (code "option-conflict", where the option, detail the other one).
  std::optional<Error> conflict() const;
  // The options the settings cannot offer with the current values.
  std::vector<OptionBlock> blocked() const;

  friend bool operator==(const Options& a, const Options& b) { return a.values_ == b.values_; }

 private:
  const OptionSpec* find(std::string_view id) const;
  std::size_t indexOf(const OptionSpec* spec) const { return static_cast<std::size_t>(spec - specs_->data()); }

  const std::vector<OptionSpec>* specs_ = nullptr;
  std::vector<int> values_;
};

std::string_view optionTypeName(OptionType t);

}  // namespace kr
