// The statistics file: the same statistics back after a write, written by
// replacing the file whole, and a file that cannot be understood set aside
// (kept, with its bytes) while counting starts afresh.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include "statistics_json.hpp"
#include "statistics_store.hpp"

using namespace kr::app::stats;

namespace {

Statistics sample() {
  Statistics s;
  GameTally& dk = s.games[QStringLiteral("doppelkopf")];
  REQUIRE(dk.addDeal(QStringLiteral("deal:7:1:aa"), 3, true, {QStringLiteral("game:normal"), QStringLiteral("game:normal:won")}));
  REQUIRE(dk.addDeal(QStringLiteral("deal:7:2:bb"), -6, false, {QStringLiteral("game:queen-solo")}));
  REQUIRE(dk.addMatch(QStringLiteral("match:7:1:aa"), false));
  GameTally& truc = s.games[QStringLiteral("truc")];
  REQUIRE(truc.addDeal(QStringLiteral("deal:9:1:cc"), 2, true, {QStringLiteral("offer"), QStringLiteral("offer:accepted")}));
  return s;
}

QByteArray readAll(const QString& path) {
  QFile file(path);
  REQUIRE(file.open(QIODevice::ReadOnly));
  return file.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  REQUIRE(file.open(QIODevice::WriteOnly));
  REQUIRE(file.write(bytes) == bytes.size());
}

QStringList setAsideFiles(const QTemporaryDir& dir) {
  return QDir(dir.path()).entryList({QStringLiteral("statistics.json.corrupt-*")}, QDir::Files);
}

}  // namespace

TEST_CASE("statistics: a tally counts a deal and a match once", "[stats][tally]") {
  GameTally t;
  CHECK(t.addDeal(QStringLiteral("deal:1"), 4, true, {QStringLiteral("x")}));
  CHECK_FALSE(t.addDeal(QStringLiteral("deal:1"), 4, true, {QStringLiteral("x")}));
  CHECK(t.addDeal(QStringLiteral("deal:2"), -1, false, {QStringLiteral("x"), QStringLiteral("y")}));
  CHECK(t.addMatch(QStringLiteral("match:1"), true));
  CHECK_FALSE(t.addMatch(QStringLiteral("match:1"), true));
  CHECK(t.deals == 2);
  CHECK(t.dealsWon == 1);
  CHECK(t.score == 3);
  CHECK(t.matches == 1);
  CHECK(t.matchesWon == 1);
  CHECK(t.counters == std::map<QString, int>{{QStringLiteral("x"), 2}, {QStringLiteral("y"), 1}});
  CHECK(t.recentScores == QList<int>{4, -1});

  SECTION("the chart keeps the latest deals only") {
    for (int i = 0; i < GameTally::kRecentDeals + 5; ++i) t.addDeal(QStringLiteral("more:%1").arg(i), i, false, {});
    CHECK(t.recentScores.size() == GameTally::kRecentDeals);
    CHECK(t.recentScores.back() == GameTally::kRecentDeals + 4);
  }
  SECTION("a reset clears the counts but remembers what was counted") {
    t.reset();
    CHECK(t.deals == 0);
    CHECK(t.score == 0);
    CHECK(t.counters.empty());
    CHECK(t.recentScores.isEmpty());
    CHECK_FALSE(t.addDeal(QStringLiteral("deal:1"), 4, true, {}));
    CHECK(t.deals == 0);
  }
}

TEST_CASE("statistics: the file reads back what was written", "[stats][store]") {
  QTemporaryDir dir;
  const StatisticsStore store(dir.filePath(QStringLiteral("new/folder")));
  QString error;
  const auto none = store.load(&error);
  REQUIRE(none);
  CHECK(none->games.empty());

  Statistics written = sample();
  written.setAside = QStringLiteral("/somewhere/statistics.json.corrupt-20250101-000000");
  REQUIRE_FALSE(store.save(written));
  const auto read = store.load(&error);
  REQUIRE(read);
  CHECK(*read == written);
  CHECK(readAll(store.path()).contains("\"format\": \"kartenrunde-statistics\""));
  CHECK(setAsideFiles(dir).isEmpty());
}

TEST_CASE("statistics: a write replaces the file whole", "[stats][store]") {
  QTemporaryDir dir;
  const StatisticsStore store(dir.path());
  REQUIRE_FALSE(store.save(sample()));
  const QByteArray before = readAll(store.path());

  // A reader that opened the file before the write still reads all of the
  // old file: the new one was written aside and renamed over it, not
  // written into it (where a crash would leave half a file).
  QFile reader(store.path());
  REQUIRE(reader.open(QIODevice::ReadOnly));
  Statistics more = sample();
  REQUIRE(more.games[QStringLiteral("dobbm")].addDeal(QStringLiteral("deal:3:1:dd"), 10, true, {}));
  REQUIRE_FALSE(store.save(more));
  CHECK(reader.readAll() == before);
  CHECK(readAll(store.path()) == toJson(more));
  // Nothing left behind beside the file.
  CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden) == QStringList{QStringLiteral("statistics.json")});
}

TEST_CASE("statistics: a write that cannot happen says why", "[stats][store]") {
  QTemporaryDir dir;
  writeAll(dir.filePath(QStringLiteral("file")), "x");
  const StatisticsStore store(dir.filePath(QStringLiteral("file/below")));
  const auto error = store.save(sample());
  REQUIRE(error);
  CHECK_FALSE(error->isEmpty());
}

TEST_CASE("statistics: a corrupt file is set aside and counting starts afresh", "[stats][store]") {
  const QList<QByteArray> corrupt = {
      "{ this is not json",
      "[1, 2, 3]",
      R"({"format": "something-else", "version": 1, "games": {}})",
      R"({"format": "kartenrunde-statistics", "version": 99, "games": {}})",
      R"({"format": "kartenrunde-statistics", "version": 1, "games": {"truc": {"deals": -1}}})",
      R"({"format": "kartenrunde-statistics", "version": 1, "games": {"truc": {"deals": 1, "dealsWon": 2,
          "matches": 0, "matchesWon": 0, "score": 0, "counters": {}, "recentScores": [], "counted": []}}})",
      R"({"format": "kartenrunde-statistics", "version": 1, "games": {"truc": {"deals": 1.5, "dealsWon": 0,
          "matches": 0, "matchesWon": 0, "score": 0, "counters": {}, "recentScores": [], "counted": []}}})",
  };
  for (const QByteArray& bytes : corrupt) {
    INFO(bytes.toStdString());
    QTemporaryDir dir;
    const StatisticsStore store(dir.path());
    writeAll(store.path(), bytes);
    QString error;
    const auto fresh = store.load(&error);
    REQUIRE(fresh);
    CHECK(fresh->games.empty());
    REQUIRE(setAsideFiles(dir).size() == 1);
    const QString setAside = dir.filePath(setAsideFiles(dir).front());
    CHECK(fresh->setAside == setAside);
    // The bytes are kept as they were.
    CHECK(readAll(setAside) == bytes);
    // The fresh file names the set-aside one until the player dismisses it.
    const auto again = store.load(&error);
    REQUIRE(again);
    CHECK(again->setAside == setAside);
    CHECK(setAsideFiles(dir).size() == 1);
  }
}
