#include "statistics_json.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <limits>

namespace kr::app::stats {

namespace {

const QString kFormat = QStringLiteral("kartenrunde-statistics");

QJsonObject tallyToJson(const GameTally& t) {
  QJsonObject counters;
  for (const auto& [name, count] : t.counters) counters.insert(name, count);
  QJsonArray recent;
  for (int score : t.recentScores) recent.append(score);
  return {{QStringLiteral("deals"), t.deals},
          {QStringLiteral("dealsWon"), t.dealsWon},
          {QStringLiteral("matches"), t.matches},
          {QStringLiteral("matchesWon"), t.matchesWon},
          {QStringLiteral("score"), t.score},
          {QStringLiteral("counters"), counters},
          {QStringLiteral("recentScores"), recent},
          {QStringLiteral("counted"), QJsonArray::fromStringList(t.counted)}};
}

// Whole numbers only: JSON numbers are doubles, a count of 2.5 is damage.
bool readInt(const QJsonValue& v, qint64 min, qint64* out) {
  if (!v.isDouble()) return false;
  const double d = v.toDouble();
  // Beyond 2^53 a double is no exact count anyway; the bound keeps the cast defined.
  constexpr double kLimit = 9007199254740992.0;
  if (!(d >= -kLimit && d <= kLimit) || d != static_cast<double>(static_cast<qint64>(d))) return false;
  if (static_cast<qint64>(d) < min) return false;
  *out = static_cast<qint64>(d);
  return true;
}

bool readCount(const QJsonObject& o, const char* name, int* out) {
  qint64 v = 0;
  if (!readInt(o.value(QLatin1String(name)), 0, &v) || v > std::numeric_limits<int>::max()) return false;
  *out = static_cast<int>(v);
  return true;
}

std::optional<GameTally> tallyFromJson(const QJsonObject& o, QString* why) {
  GameTally t;
  qint64 score = 0;
  if (!readCount(o, "deals", &t.deals) || !readCount(o, "dealsWon", &t.dealsWon) ||
      !readCount(o, "matches", &t.matches) || !readCount(o, "matchesWon", &t.matchesWon) ||
      !readInt(o.value(QLatin1String("score")), std::numeric_limits<qint64>::min(), &score)) {
    *why = QStringLiteral("a count is missing or not a whole number");
    return std::nullopt;
  }
  t.score = score;
  if (t.dealsWon > t.deals || t.matchesWon > t.matches) {
    *why = QStringLiteral("more won than played");
    return std::nullopt;
  }
  const QJsonValue counters = o.value(QLatin1String("counters"));
  const QJsonValue recent = o.value(QLatin1String("recentScores"));
  const QJsonValue counted = o.value(QLatin1String("counted"));
  if (!counters.isObject() || !recent.isArray() || !counted.isArray()) {
    *why = QStringLiteral("counters, recentScores or counted missing");
    return std::nullopt;
  }
  const QJsonObject counterObject = counters.toObject();
  for (auto it = counterObject.begin(); it != counterObject.end(); ++it) {
    qint64 v = 0;
    if (!readInt(it.value(), 0, &v) || v > std::numeric_limits<int>::max()) {
      *why = QStringLiteral("counter %1 is not a count").arg(it.key());
      return std::nullopt;
    }
    t.counters[it.key()] = static_cast<int>(v);
  }
  for (const QJsonValue& v : recent.toArray()) {
    qint64 s = 0;
    if (!readInt(v, std::numeric_limits<int>::min(), &s) || s > std::numeric_limits<int>::max()) {
      *why = QStringLiteral("a recent score is not a whole number");
      return std::nullopt;
    }
    t.recentScores.append(static_cast<int>(s));
  }
  for (const QJsonValue& v : counted.toArray()) {
    if (!v.isString()) {
      *why = QStringLiteral("a counted key is not text");
      return std::nullopt;
    }
    t.counted.append(v.toString());
  }
  return t;
}

}  // namespace

QByteArray toJson(const Statistics& statistics) {
  QJsonObject games;
  for (const auto& [id, tally] : statistics.games) games.insert(id, tallyToJson(tally));
  QJsonObject root{{QStringLiteral("format"), kFormat},
                   {QStringLiteral("version"), kStatisticsVersion},
                   {QStringLiteral("games"), games}};
  if (!statistics.setAside.isEmpty()) root.insert(QStringLiteral("setAside"), statistics.setAside);
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Statistics> fromJson(const QByteArray& json, QString* why) {
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
  if (error.error != QJsonParseError::NoError) {
    *why = error.errorString();
    return std::nullopt;
  }
  const QJsonObject root = doc.object();
  if (!doc.isObject() || root.value(QLatin1String("format")).toString() != kFormat) {
    *why = QStringLiteral("not a statistics file");
    return std::nullopt;
  }
  if (root.value(QLatin1String("version")).toInt(-1) != kStatisticsVersion) {
    *why = QStringLiteral("unknown version");
    return std::nullopt;
  }
  const QJsonValue games = root.value(QLatin1String("games"));
  const QJsonValue setAside = root.value(QLatin1String("setAside"));
  if (!games.isObject() || !(setAside.isUndefined() || setAside.isString())) {
    *why = QStringLiteral("games or setAside malformed");
    return std::nullopt;
  }
  Statistics out;
  out.setAside = setAside.toString();
  const QJsonObject gameObject = games.toObject();
  for (auto it = gameObject.begin(); it != gameObject.end(); ++it) {
    if (!it.value().isObject()) {
      *why = QStringLiteral("game %1 is not an object").arg(it.key());
      return std::nullopt;
    }
    auto tally = tallyFromJson(it.value().toObject(), why);
    if (!tally) {
      *why = it.key() + QStringLiteral(": ") + *why;
      return std::nullopt;
    }
    out.games[it.key()] = std::move(*tally);
  }
  return out;
}

}  // namespace kr::app::stats
