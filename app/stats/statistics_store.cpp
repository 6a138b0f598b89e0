#include "statistics_store.hpp"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QtGlobal>

#include "kept_file.hpp"
#include "statistics_json.hpp"

namespace kr::app::stats {

StatisticsStore::StatisticsStore(QString directory) : dir_(std::move(directory)) {}

QString StatisticsStore::defaultDirectory() {
  // The same override as the saves (GameTable::saveDirectory).
  const QString custom = qEnvironmentVariable("KARTENRUNDE_SAVE_DIR");
  return custom.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : custom;
}

QString StatisticsStore::path() const { return dir_ + QStringLiteral("/statistics.json"); }

std::optional<Statistics> StatisticsStore::load(QString* error) const {
  QFile file(path());
  if (!file.exists()) return Statistics{};
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return std::nullopt;
  }
  const QByteArray bytes = file.readAll();
  file.close();
  QString why;
  if (auto statistics = fromJson(bytes, &why)) return statistics;
  qWarning("Statistics: %s is corrupt (%s); setting it aside", qUtf8Printable(path()), qUtf8Printable(why));
  Statistics fresh;
  fresh.setAside = setAside();
  if (fresh.setAside.isEmpty()) {
    if (error) *error = QStringLiteral("cannot rename %1").arg(path());
    return std::nullopt;
  }
  if (auto e = save(fresh)) qWarning("Statistics: %s", qUtf8Printable(*e));
  return fresh;
}

std::optional<QString> StatisticsStore::save(const Statistics& statistics) const {
  return writeKeptFile(path(), toJson(statistics));
}

// Renames the file to statistics.json.corrupt-<UTC time>; empty on failure.
QString StatisticsStore::setAside() const { return setAsideCorrupt(path()); }

}  // namespace kr::app::stats
