#include "settings_labels.hpp"

#include <algorithm>

#include "text_file.hpp"

namespace kr::text {

namespace {

// The dump writes a line break in a label as "\n" and a backslash as "\\".
std::string unescape(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) {
      ++i;
      out += s[i] == 'n' ? '\n' : s[i] == 't' ? '\t' : s[i];
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

std::optional<SettingsLabels> SettingsLabels::read(const std::string& path) {
  const auto content = readFile(path);
  if (!content) return std::nullopt;
  return parse(*content);
}

SettingsLabels SettingsLabels::parse(std::string_view tsv) {
  SettingsLabels out;
  for (std::size_t start = 0; start < tsv.size();) {
    const std::size_t end = std::min(tsv.find('\n', start), tsv.size());
    const std::string_view line = tsv.substr(start, end - start);
    start = end + 1;
    std::string fields[4];
    std::size_t field = 0;
    for (std::size_t at = 0; field < 4; ++field) {
      const std::size_t tab = field < 3 ? line.find('\t', at) : std::string_view::npos;
      fields[field] = std::string(line.substr(at, tab == std::string_view::npos ? std::string_view::npos : tab - at));
      if (tab == std::string_view::npos) break;
      at = tab + 1;
    }
    if (field == 3 && !fields[3].empty()) out.add(fields[0], fields[1], unescape(fields[3]));
  }
  return out;
}

void SettingsLabels::add(const std::string& language, const std::string& group, const std::string& label) {
  labels_[language][group].insert(label);
}

std::set<std::string> SettingsLabels::forPage(const std::string& language, const std::string& page) const {
  std::set<std::string> out;
  const auto groups = labels_.find(language);
  if (groups == labels_.end()) return out;
  for (const auto& [group, labels] : groups->second)
    if (page == "howto" || group == page || group == "settings") out.insert(labels.begin(), labels.end());
  return out;
}

std::size_t SettingsLabels::count(const std::string& language, const std::string& group) const {
  const auto groups = labels_.find(language);
  if (groups == labels_.end()) return 0;
  const auto labels = groups->second.find(group);
  return labels == groups->second.end() ? 0 : labels->second.size();
}

}  // namespace kr::text
