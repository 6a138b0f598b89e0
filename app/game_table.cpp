#include "game_table.hpp"

#include <QtGlobal>

#include "core/catalog.hpp"
#include "table_statistics.hpp"

namespace kr::app {

QString GameTable::saveDirectory() {
  const QString custom = qEnvironmentVariable("KARTENRUNDE_SAVE_DIR");
  return custom.isEmpty() ? SaveStore::defaultDirectory() : custom;
}

GameTable::GameTable(QObject* parent) : TableController(SaveStore(saveDirectory()), parent) {
  // Every deal and match finished here counts in the player's statistics.
  new stats::TableStatistics(*this, stats::StatisticsRecorder(
                                        stats::StatisticsStore(stats::StatisticsStore::defaultDirectory()), findGame));
}

}  // namespace kr::app
