// A table counts what it finishes, also across a restart; the page's model
// shows one game's statistics and resets them.
#include <QTemporaryDir>
#include <QtTest>

#include <catch2/catch.hpp>

#include <memory>

#include "game_table.hpp"
#include "statistics_model.hpp"
#include "stats_support.hpp"
#include "support/minitrick.hpp"
#include "table_controller.hpp"
#include "table_statistics.hpp"

using namespace kr;
using namespace kr::app;
using namespace kr::app::stats;

namespace {

// A table of the test-only game that counts into `dir`, as a GameTable does.
std::unique_ptr<TableController> makeTable(const QString& dir) {
  auto table = std::make_unique<TableController>(SaveStore(dir));
  table->setGameLookup(test::lookupWithMinitrick);
  table->setThinkingPauseMs(0);
  new TableStatistics(*table, StatisticsRecorder(StatisticsStore(dir), test::lookupWithMinitrick));
  return table;
}

// Plays the human's choices (no knocking) until the deal is over.
void playDeal(TableController& table) {
  while (!table.dealOver()) {
    REQUIRE(QTest::qWaitFor([&] { return table.dealOver() || (!table.legalActions().isEmpty() && table.toMove() == table.humanSeat()); }, 5000));
    if (table.dealOver()) break;
    QString choice;
    for (const QString& a : table.legalActions())
      if (a != QStringLiteral("knock")) choice = a;
    REQUIRE(table.act(choice));
  }
}

GameTally tallyIn(const QString& dir, const QString& gameId) {
  QString error;
  const auto statistics = StatisticsStore(dir).load(&error);
  REQUIRE(statistics);
  const auto it = statistics->games.find(gameId);
  return it == statistics->games.end() ? GameTally{} : it->second;
}

}  // namespace

TEST_CASE("statistics: a table counts each deal and the match once, across a restart", "[stats][table]") {
  test::ensureApplication();
  QTemporaryDir dir;
  const QString game = QStringLiteral("minitrick");
  const QStringList seats{QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")};
  {
    auto table = makeTable(dir.path());
    REQUIRE(table->startMatch(game, {}, seats, QStringLiteral("42")));
    for (int deal = 1; deal <= 3; ++deal) {
      playDeal(*table);
      CHECK(tallyIn(dir.path(), game).deals == deal);
      if (deal < 3) table->nextDeal();
    }
    // Closed with the third deal's summary on the table.
  }
  auto table = makeTable(dir.path());
  REQUIRE(table->resume(game));
  CHECK(tallyIn(dir.path(), game).deals == 3);
  while (!table->matchOver()) {
    playDeal(*table);
    table->nextDeal();
  }
  const GameTally t = tallyIn(dir.path(), game);
  const QVariantList sheet = table->scoreSheet();
  REQUIRE(sheet.size() == 6);
  CHECK(t.deals == 6);
  CHECK(t.matches == 1);
  qint64 score = 0;
  int won = 0;
  for (const QVariant& row : sheet) {
    const int delta = row.toMap().value(QStringLiteral("deltas")).toList().at(0).toInt();
    score += delta;
    won += delta > 0 ? 1 : 0;
  }
  CHECK(t.score == score);
  CHECK(t.dealsWon == won);
  const QVariantList totals = table->totals();
  bool alone = true;
  for (int p = 1; p < totals.size(); ++p) alone = alone && totals[0].toInt() > totals[p].toInt();
  CHECK(t.matchesWon == (alone ? 1 : 0));
}

TEST_CASE("statistics: the app's table counts into the statistics beside the saves", "[stats][table]") {
  test::ensureApplication();
  QTemporaryDir dir;
  qputenv("KARTENRUNDE_SAVE_DIR", dir.path().toUtf8());
  {
    GameTable table;
    table.setThinkingPauseMs(0);
    REQUIRE(table.startMatch(QStringLiteral("truc"), {}, {QStringLiteral("human"), QStringLiteral("random")}, QStringLiteral("7")));
    playDeal(table);
    CHECK(tallyIn(dir.path(), QStringLiteral("truc")).deals == 1);
  }
  qunsetenv("KARTENRUNDE_SAVE_DIR");
}

TEST_CASE("statistics: the page's model shows a game and resets it alone", "[stats][model]") {
  test::ensureApplication();
  QTemporaryDir dir;
  qputenv("KARTENRUNDE_SAVE_DIR", dir.path().toUtf8());
  const StatisticsStore store(dir.path());
  Statistics prepared;
  GameTally& truc = prepared.games[QStringLiteral("truc")];
  truc.addDeal(QStringLiteral("a"), 3, true, {QStringLiteral("offer"), QStringLiteral("offer:accepted")});
  truc.addDeal(QStringLiteral("b"), -1, false, {QStringLiteral("offer")});
  truc.addMatch(QStringLiteral("m"), true);
  prepared.games[QStringLiteral("dobbm")].addDeal(QStringLiteral("c"), 40, true, {});
  REQUIRE_FALSE(store.save(prepared));

  StatisticsModel model;
  QSignalSpy changed(&model, &StatisticsModel::changed);
  model.setGameId(QStringLiteral("truc"));
  CHECK(changed.count() == 1);
  CHECK(model.deals() == 2);
  CHECK(model.dealsWon() == 1);
  CHECK(model.matches() == 1);
  CHECK(model.matchesWon() == 1);
  CHECK(model.totalScore() == 2.0);
  CHECK(model.averageScore() == 1.0);
  CHECK(model.counters().value(QStringLiteral("offer")).toInt() == 2);
  CHECK(model.scoreCurve() == QVariantList{0, 3, 2});
  CHECK(model.setAside().isEmpty());
  CHECK(model.error().isEmpty());

  REQUIRE(model.reset());
  CHECK(model.deals() == 0);
  CHECK(model.scoreCurve().isEmpty());
  QString error;
  const auto after = store.load(&error);
  REQUIRE(after);
  CHECK(after->games.at(QStringLiteral("truc")).deals == 0);
  CHECK(after->games.at(QStringLiteral("truc")).hasCounted(QStringLiteral("a")));
  CHECK(after->games.at(QStringLiteral("dobbm")) == prepared.games.at(QStringLiteral("dobbm")));

  SECTION("a corrupt file is reported until dismissed") {
    QFile file(store.path());
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("garbage");
    file.close();
    model.reload();
    CHECK(model.deals() == 0);
    CHECK(model.setAside().contains(QStringLiteral("statistics.json.corrupt-")));
    CHECK(QFile::exists(model.setAside()));
    model.dismissSetAside();
    CHECK(model.setAside().isEmpty());
    model.reload();
    CHECK(model.setAside().isEmpty());
  }
  qunsetenv("KARTENRUNDE_SAVE_DIR");
}
