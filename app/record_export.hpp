#pragma once
// Exports the match at a table as a record (docs/record-format.md) into the
// user's documents folder, or $KARTENRUNDE_EXPORT_DIR (tests, screenshots),
// under a name with the game and the time, so that nothing is overwritten.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include "game_table.hpp"

namespace kr::app {

class RecordExport : public QObject {
  Q_OBJECT
  QML_ELEMENT

 public:
  explicit RecordExport(QObject* parent = nullptr) : QObject(parent) {}

  // The written file's path, or "" when there is no match or it failed
  // (the table reports the failure through GameTable.failed).
  Q_INVOKABLE QString exportMatch(kr::app::GameTable* table) const;

  static QString exportDirectory();
};

}  // namespace kr::app
