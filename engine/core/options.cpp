#include "options.hpp"

#include <algorithm>
#include <charconv>

namespace kr {

Options::Options(const std::vector<OptionSpec>& specs) : specs_(&specs) {
  values_.reserve(specs.size());
  for (const auto& s : specs) values_.push_back(s.defaultValue);
}

const OptionSpec* Options::find(std::string_view id) const {
  if (!specs_) return nullptr;
  for (const auto& s : *specs_)
    if (s.id == id) return &s;
  return nullptr;
}

int Options::get(std::string_view id) const {
  const OptionSpec* s = find(id);
  return s ? values_[indexOf(s)] : 0;
}

std::string_view Options::choice(std::string_view id) const {
  const OptionSpec* s = find(id);
  if (!s || s->type != OptionType::Choice) return {};
  return s->choices[static_cast<std::size_t>(values_[indexOf(s)])];
}

std::optional<Error> Options::set(std::string_view id, int value) {
  const OptionSpec* s = find(id);
  if (!s) return Error{"unknown-option", std::string(id), {}};
  bool valid = false;
  switch (s->type) {
    case OptionType::Bool: valid = value == 0 || value == 1; break;
    case OptionType::Int: valid = value >= s->minValue && value <= s->maxValue; break;
    case OptionType::Choice: valid = value >= 0 && value < static_cast<int>(s->choices.size()); break;
  }
  if (!valid) return Error{"bad-option-value", std::string(id), std::to_string(value)};
  values_[indexOf(s)] = value;
  return std::nullopt;
}

std::optional<Error> Options::setText(std::string_view id, std::string_view text) {
  const OptionSpec* s = find(id);
  if (!s) return Error{"unknown-option", std::string(id), {}};
  const Error bad{"bad-option-value", std::string(id), std::string(text)};
  switch (s->type) {
    case OptionType::Bool:
      if (text == "true" || text == "on" || text == "1") return set(id, 1);
      if (text == "false" || text == "off" || text == "0") return set(id, 0);
      return bad;
    case OptionType::Int: {
      int v = 0;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (ec != std::errc() || end != text.data() + text.size()) return bad;
      return set(id, v);
    }
    case OptionType::Choice:
      for (std::size_t i = 0; i < s->choices.size(); ++i)
        if (s->choices[i] == text) return set(id, static_cast<int>(i));
      if (s->formerBool.size() == 2 && (text == "true" || text == "false"))
        return setText(id, s->formerBool[text == "true" ? 1 : 0]);
      return bad;
  }
  return bad;
}

bool Options::changed(std::string_view id) const {
  const OptionSpec* s = find(id);
  return s && values_[indexOf(s)] != s->defaultValue;
}

namespace {

// The option an excludes entry names: "id" or the id of "id=choice".
std::string_view entryOption(std::string_view entry) { return entry.substr(0, entry.find('=')); }

}  // namespace

bool Options::isSet(std::string_view entry) const {
  const std::size_t eq = entry.find('=');
  if (eq == std::string_view::npos) return changed(entry);
  return choice(entry.substr(0, eq)) == entry.substr(eq + 1);
}

std::optional<Error> Options::conflict() const {
  if (!specs_) return std::nullopt;
  for (const auto& spec : *specs_)
    for (const auto& other : spec.excludes)
      if (changed(spec.id) && isSet(other)) return Error{"option-conflict", spec.id, std::string(entryOption(other))};
  return std::nullopt;
}

std::vector<OptionBlock> Options::blocked() const {
  std::vector<OptionBlock> out;
  if (!specs_) return out;
  for (const auto& spec : *specs_) {
    for (const auto& need : spec.needs)
      if (!flag(need)) {
        out.push_back({spec.id, "needs", need});
        break;
      }
    // The option set first keeps its value; the other one is offered no more.
    for (const auto& other : spec.excludes)
      if (!changed(spec.id) && isSet(other)) {
        out.push_back({spec.id, "excludes", std::string(entryOption(other))});
        break;
      }
    // One choice excluded: the settings cannot grey a single choice, so the
    // Choice option waits at its default while this one is set.
    for (const auto& other : spec.excludes) {
      const std::string_view id = entryOption(other);
      if (id.size() == other.size() || !changed(spec.id) || changed(id)) continue;
      const bool listed = std::any_of(out.begin(), out.end(), [&](const OptionBlock& b) { return b.id == id; });
      if (!listed) out.push_back({std::string(id), "excludes", spec.id});
    }
  }
  return out;
}

std::string Options::text(const OptionSpec& spec) const {
  const int v = get(spec.id);
  switch (spec.type) {
    case OptionType::Bool: return v ? "true" : "false";
    case OptionType::Int: return std::to_string(v);
    case OptionType::Choice: return spec.choices[static_cast<std::size_t>(v)];
  }
  return {};
}

std::string_view optionTypeName(OptionType t) {
  switch (t) {
    case OptionType::Bool: return "bool";
    case OptionType::Int: return "int";
    case OptionType::Choice: return "choice";
  }
  return "bool";
}

}  // namespace kr
