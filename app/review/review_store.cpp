#include "review_store.hpp"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include "review/review_json.hpp"

namespace kr::app {

namespace {

constexpr auto kFormat = "kartenrunde-reviews";
constexpr int kKept = 40;  // per game: the latest reviews only

QJsonArray readEntries(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
  if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) return {};
  return root.value(QStringLiteral("entries")).toArray();
}

}  // namespace

QString ReviewStore::keyFor(const Record& record, int deal, int player, int budgetMs) {
  Record upTo = record;
  upTo.deals.resize(static_cast<std::size_t>(deal) + 1);
  for (RecordedDeal& d : upTo.deals) d.earlier.clear();
  upTo.endedAfter = 0;
  const std::string text = writeRecord(upTo) + "|player=" + std::to_string(player) + "|budget=" + std::to_string(budgetMs);
  return QString::fromLatin1(
      QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256).toHex());
}

QString ReviewStore::pathFor(const QString& gameId) const { return QDir(dir_).filePath(gameId + QStringLiteral(".reviews.json")); }

std::optional<DealReview> ReviewStore::find(const QString& gameId, const QString& key) const {
  for (const QJsonValue& entry : readEntries(pathFor(gameId))) {
    const QJsonObject o = entry.toObject();
    if (o.value(QStringLiteral("key")).toString() != key) continue;
    const QByteArray json = QJsonDocument(o.value(QStringLiteral("reviews")).toObject()).toJson(QJsonDocument::Compact);
    std::string version;
    auto reviews = reviewsFromJson(json.toStdString(), &version);
    if (!reviews || version != reviewEngineVersion() || reviews.value().size() != 1) return std::nullopt;
    return reviews.value().front();
  }
  return std::nullopt;
}

std::optional<QString> ReviewStore::keep(const QString& gameId, const QString& key, const DealReview& review) const {
  QJsonArray entries;
  const QJsonObject reviews =
      QJsonDocument::fromJson(QByteArray::fromStdString(reviewsToJson({review}, reviewEngineVersion()))).object();
  entries.append(QJsonObject{{QStringLiteral("key"), key}, {QStringLiteral("reviews"), reviews}});
  for (const QJsonValue& old : readEntries(pathFor(gameId))) {
    if (entries.size() >= kKept) break;
    if (old.toObject().value(QStringLiteral("key")).toString() != key) entries.append(old);
  }
  QDir().mkpath(dir_);
  QSaveFile file(pathFor(gameId));
  const QJsonObject root{{QStringLiteral("format"), QLatin1String(kFormat)}, {QStringLiteral("entries"), entries}};
  if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson(QJsonDocument::Compact)) < 0 ||
      !file.commit())
    return file.errorString();
  return std::nullopt;
}

}  // namespace kr::app
