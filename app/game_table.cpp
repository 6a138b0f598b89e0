#include "game_table.hpp"

#include <QtGlobal>

namespace kr::app {

QString GameTable::saveDirectory() {
  const QString custom = qEnvironmentVariable("KARTENRUNDE_SAVE_DIR");
  return custom.isEmpty() ? SaveStore::defaultDirectory() : custom;
}

GameTable::GameTable(QObject* parent) : TableController(SaveStore(saveDirectory()), parent) {}

}  // namespace kr::app
