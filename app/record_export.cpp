#include "record_export.hpp"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>

namespace kr::app {

QString RecordExport::exportDirectory() {
  const QString custom = qEnvironmentVariable("KARTENRUNDE_EXPORT_DIR");
  if (!custom.isEmpty()) return custom;
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  return documents.isEmpty() ? QDir::homePath() : documents;
}

QString RecordExport::exportMatch(GameTable* table) const {
  if (!table || !table->hasSession()) return {};
  const QString dir = exportDirectory();
  QDir().mkpath(dir);
  const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmmss"));
  const QString path = QDir(dir).filePath(QStringLiteral("kartenrunde-%1-%2.json").arg(table->gameId(), stamp));
  return table->exportRecord(path) ? path : QString();
}

}  // namespace kr::app
