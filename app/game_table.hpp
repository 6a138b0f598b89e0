#pragma once
// The table controller as a QML type: `GameTable { }` in a game's table page.
// Saves go to the user's data folder, or to $KARTENRUNDE_SAVE_DIR (tests,
// screenshots) when that is set; so do the statistics it counts (app/stats).
#include <QtQml/qqmlregistration.h>

#include "table_controller.hpp"

namespace kr::app {

class GameTable : public TableController {
  Q_OBJECT
  QML_ELEMENT

 public:
  explicit GameTable(QObject* parent = nullptr);

  static QString saveDirectory();
};

}  // namespace kr::app
