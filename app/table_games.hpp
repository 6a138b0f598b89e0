#pragma once
// The games the app can seat a player at: the engine has their rules and
// the app a table for them (Main.qml's `tables`). A game whose engine lands
// before its table is not offered yet.
#include <string_view>

namespace kr::app {

inline bool hasTable(std::string_view gameId) { return gameId == "doppelkopf" || gameId == "truc"; }

}  // namespace kr::app
