#pragma once
// The settings labels as the app shows them, per language: written by
// kr_dump_settings_labels (settings_labels.qml, the real QML under the real
// translators) to a file of lines "language<TAB>group<TAB>kind<TAB>label".
// group is a game id, or "settings" for the app's settings page; kind says
// where a label comes from (option, choice, dialog, settings).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace kr::text {

class SettingsLabels {
 public:
  // None when the file cannot be read.
  static std::optional<SettingsLabels> read(const std::string& path);
  static SettingsLabels parse(std::string_view tsv);

  void add(const std::string& language, const std::string& group, const std::string& label);
  // The labels a rules page may quote: its game's and the settings page's
  // (a game's page may send the player to *Cards*), or for howto.md (page
  // "howto") those of every game and of the settings page.
  std::set<std::string> forPage(const std::string& language, const std::string& page) const;
  // How many labels a group has in a language (0: the dump missed it).
  std::size_t count(const std::string& language, const std::string& group) const;

 private:
  std::map<std::string, std::map<std::string, std::set<std::string>>> labels_;  // language -> group -> labels
};

}  // namespace kr::text
