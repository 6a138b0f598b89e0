#include "lesson_progress.hpp"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

#include "kept_file.hpp"

namespace kr::app {

namespace {

const QLatin1String kFormat("kartenrunde-lessons");
constexpr int kVersion = 1;

// The passed lessons by game, or nullopt with `why` when the file is not ours
// or malformed: it is then set aside rather than half understood.
std::optional<QMap<QString, QStringList>> parse(const QByteArray& bytes, QString* why) {
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
  if (error.error != QJsonParseError::NoError) {
    *why = QStringLiteral("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset);
    return std::nullopt;
  }
  const QJsonObject root = doc.object();
  if (!doc.isObject() || root.value(QLatin1String("format")).toString() != kFormat) {
    *why = QStringLiteral("not a lessons file");
    return std::nullopt;
  }
  if (root.value(QLatin1String("version")).toInt(-1) != kVersion) {
    *why = QStringLiteral("unknown version");
    return std::nullopt;
  }
  const QJsonValue passed = root.value(QLatin1String("passed"));
  if (!passed.isObject()) {
    *why = QStringLiteral("\"passed\" is not an object");
    return std::nullopt;
  }
  QMap<QString, QStringList> out;
  const QJsonObject games = passed.toObject();
  for (auto game = games.begin(); game != games.end(); ++game) {
    if (game.key().isEmpty() || !game.value().isArray()) {
      *why = QStringLiteral("passed.%1 is not a list").arg(game.key());
      return std::nullopt;
    }
    QStringList& ids = out[game.key()];
    const QJsonArray list = game.value().toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
      const QString id = list.at(i).toString();
      if (id.isEmpty()) {
        *why = QStringLiteral("passed.%1[%2] is not a lesson id").arg(game.key()).arg(i);
        return std::nullopt;
      }
      if (!ids.contains(id)) ids.append(id);
    }
  }
  return out;
}

}  // namespace

LessonProgress::LessonProgress(QString directory) : dir_(std::move(directory)) {}

QString LessonProgress::path() const { return dir_ + QStringLiteral("/lessons.json"); }

LessonProgress::LoadReport LessonProgress::load() {
  LoadReport report;
  passed_.clear();
  blockedBy_.clear();
  QFile file(path());
  if (!file.exists()) return report;
  if (!file.open(QIODevice::ReadOnly)) {
    report.readError = blockedBy_ = file.errorString();
    return report;
  }
  const QByteArray bytes = file.readAll();
  file.close();
  QString why;
  if (auto passed = parse(bytes, &why)) {
    passed_ = std::move(*passed);
    return report;
  }
  qWarning("Lessons: %s is corrupt (%s); setting it aside", qUtf8Printable(path()), qUtf8Printable(why));
  report.keptAs = setAside();
  if (report.keptAs.isEmpty()) {
    // Still in its place: writing now would destroy it.
    report.readError = blockedBy_ = QStringLiteral("%1, and it cannot be renamed").arg(why);
    return report;
  }
  report.corrupt = why;
  return report;
}

bool LessonProgress::isPassed(const QString& game, const QString& lessonId) const {
  return passed_.value(game).contains(lessonId);
}

QStringList LessonProgress::passedIds(const QString& game) const { return passed_.value(game); }

std::optional<QString> LessonProgress::markPassed(const QString& game, const QString& lessonId) {
  if (game.isEmpty() || lessonId.isEmpty()) return QStringLiteral("no game or lesson given");
  QStringList& ids = passed_[game];
  if (ids.contains(lessonId)) return std::nullopt;
  ids.append(lessonId);
  if (blocked())
    return QStringLiteral("%1 could not be read (%2); it is not saved over").arg(path(), blockedBy_);
  return save();
}

std::optional<QString> LessonProgress::save() const {
  QJsonObject games;
  for (auto it = passed_.begin(); it != passed_.end(); ++it)
    if (!it.value().isEmpty()) games.insert(it.key(), QJsonArray::fromStringList(it.value()));
  const QJsonObject root{{QStringLiteral("format"), kFormat},
                         {QStringLiteral("version"), kVersion},
                         {QStringLiteral("passed"), games}};
  return writeKeptFile(path(), QJsonDocument(root).toJson(QJsonDocument::Indented));
}

// Renames the file to lessons.json.corrupt-<UTC time>; empty on failure.
QString LessonProgress::setAside() const { return setAsideCorrupt(path()); }

}  // namespace kr::app
