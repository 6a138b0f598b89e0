#pragma once
// The games the app can seat a player at: the engine has their rules and
// the app a table for them. The list is app/CMakeLists.txt's
// KR_TABLE_GAMES (as KR_TABLE_GAME_IDS, "id,id,..."); a game whose engine
// lands before its table is not offered yet.
#include <string_view>

namespace kr::app {

inline bool hasTable(std::string_view gameId) {
  std::string_view ids = KR_TABLE_GAME_IDS;
  while (!ids.empty()) {
    const auto comma = ids.find(',');
    if (ids.substr(0, comma) == gameId) return true;
    if (comma == std::string_view::npos) break;
    ids.remove_prefix(comma + 1);
  }
  return false;
}

// Registers every table's adapter (generated: game_tables.cpp, part of the
// kartenrunde executable, which also imports their QML modules).
void registerGameTables();

}  // namespace kr::app
