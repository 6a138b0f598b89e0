#include "save_store.hpp"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include "kept_file.hpp"

namespace kr::app {

SaveStore::SaveStore(QString directory) : dir_(std::move(directory)) {}

QString SaveStore::defaultDirectory() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/saves");
}

QString SaveStore::pathFor(const QString& gameId) const { return dir_ + QLatin1Char('/') + gameId + QStringLiteral(".json"); }

bool SaveStore::exists(const QString& gameId) const { return QFile::exists(pathFor(gameId)); }

std::optional<QString> SaveStore::write(const QString& gameId, const QByteArray& json) const {
  return writeKeptFile(pathFor(gameId), json);
}

std::optional<QByteArray> SaveStore::read(const QString& gameId, QString* error) const {
  QFile file(pathFor(gameId));
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return std::nullopt;
  }
  return file.readAll();
}

QString SaveStore::moveAside(const QString& gameId) const {
  const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
  const QString target = dir_ + QLatin1Char('/') + gameId + QStringLiteral(".broken-") + stamp + QStringLiteral(".json");
  QFile::rename(pathFor(gameId), target);
  return target;
}

void SaveStore::remove(const QString& gameId) const { QFile::remove(pathFor(gameId)); }

}  // namespace kr::app
