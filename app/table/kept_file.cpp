#include "kept_file.hpp"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace kr::app {

std::optional<QString> writeKeptFile(const QString& path, const QByteArray& bytes) {
  const QString dir = QFileInfo(path).absolutePath();
  if (!QDir().mkpath(dir)) return QStringLiteral("cannot create %1").arg(dir);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return file.errorString();
  if (file.write(bytes) != bytes.size()) return file.errorString();
  if (!file.commit()) return file.errorString();
  return std::nullopt;
}

QString setAsideCorrupt(const QString& path) {
  const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
  QString target = path + QStringLiteral(".corrupt-") + stamp;
  // Two corrupt files within a second: number the later one.
  for (int n = 2; QFile::exists(target); ++n) target = path + QStringLiteral(".corrupt-%1-%2").arg(stamp).arg(n);
  return QFile::rename(path, target) ? target : QString();
}

}  // namespace kr::app
