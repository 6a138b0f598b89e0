// The generic table, driven headless with the test-only game minitrick.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "support/minitrick.hpp"
#include "table_controller.hpp"

using kr::app::SaveStore;
using kr::app::TableController;

namespace {

std::unique_ptr<TableController> makeTable(const QString& dir) {
  auto table = std::make_unique<TableController>(SaveStore(dir));
  table->setGameLookup(kr::test::lookupWithMinitrick);
  table->setThinkingPauseMs(0);
  return table;
}

// Waits until the human may act or the deal is over.
bool waitForHuman(TableController& table) {
  return QTest::qWaitFor([&] { return table.dealOver() || (!table.legalActions().isEmpty() && table.toMove() == table.humanSeat()); }, 5000);
}

// Plays the human's first legal card or bid until the deal ends.
void playDeal(TableController& table) {
  while (!table.dealOver()) {
    QVERIFY(waitForHuman(table));
    if (table.dealOver()) break;
    QString choice;
    for (const QString& a : table.legalActions())
      if (a != QStringLiteral("knock")) choice = a;
    QVERIFY(table.act(choice));
  }
}

}  // namespace

class TestTableController : public QObject {
  Q_OBJECT

 private slots:
  void playsAWholeMatchWithComputerPlayers() {
    QTemporaryDir dir;
    auto table = makeTable(dir.path());
    QSignalSpy events(table.get(), &TableController::eventsHappened);
    QVERIFY(table->startMatch(QStringLiteral("minitrick"), {}, {QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")}, QStringLiteral("42")));
    for (int deal = 1; deal <= 6; ++deal) {
      QCOMPARE(table->dealNumber(), deal);
      playDeal(*table);
      QVERIFY(table->dealOver());
      QCOMPARE(table->lastResult().value(QStringLiteral("seatScores")).toList().size(), 3);
      table->nextDeal();
    }
    QVERIFY(table->matchOver());
    QCOMPARE(table->scoreSheet().size(), 6);
    int sum = 0;
    for (const QVariant& t : table->totals()) sum += t.toInt();
    QCOMPARE(sum, 0);
    QVERIFY(events.count() > 6 * 12);
  }

  // A page over the table (settings, rules) pauses the computer players.
  void pausedTableWaitsUntilUncovered() {
    QTemporaryDir dir;
    auto table = makeTable(dir.path());
    table->setPaused(true);
    QVERIFY(table->startMatch(QStringLiteral("minitrick"), {{QStringLiteral("knock-allowed"), false}},
                              {QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")}, QStringLiteral("9")));
    if (table->toMove() == table->humanSeat()) QVERIFY(table->act(table->legalActions().first()));
    QVERIFY(table->toMove() != table->humanSeat());
    const QString before = table->recordJson();
    QTest::qWait(300);
    QCOMPARE(table->recordJson(), before);
    QCOMPARE(table->thinkingSeat(), -1);
    table->setPaused(false);
    QVERIFY(QTest::qWaitFor([&] { return table->recordJson() != before; }, 5000));
  }

  void savesAfterEveryActionAndResumes() {
    QTemporaryDir dir;
    auto table = makeTable(dir.path());
    QVERIFY(table->startMatch(QStringLiteral("minitrick"), {{QStringLiteral("knock-allowed"), false}},
                              {QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")}, QStringLiteral("7")));
    QVERIFY(waitForHuman(*table));
    QVERIFY(table->act(table->legalActions().first()));
    QVERIFY(waitForHuman(*table));
    const QString saved = table->recordJson();
    QFile file(dir.path() + QStringLiteral("/minitrick.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), saved);
    const QStringList hand = table->hand();
    table.reset();  // the window closes

    auto again = makeTable(dir.path());
    QVERIFY(again->hasSave(QStringLiteral("minitrick")));
    QVERIFY(again->resume(QStringLiteral("minitrick")));
    QVERIFY(waitForHuman(*again));
    QCOMPARE(again->hand(), hand);
    QCOMPARE(again->recordJson(), saved);
  }

  void refusesIllegalActionsWithTheReason() {
    QTemporaryDir dir;
    auto table = makeTable(dir.path());
    QSignalSpy refused(table.get(), &TableController::actionRefused);
    QVERIFY(table->startMatch(QStringLiteral("minitrick"), {{QStringLiteral("knock-allowed"), false}},
                              {QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")}, QStringLiteral("3")));
    QVERIFY(!table->act(QStringLiteral("nonsense")));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(1).toString(), QStringLiteral("unknown-action"));
    // A card the human does not hold is refused and changes nothing.
    const QString before = table->recordJson();
    QString missing;
    for (const char* c : {"HA", "HK", "HQ", "HJ", "HT", "H9", "SA", "SK", "SQ", "SJ", "ST", "S9"})
      if (!table->hand().contains(QLatin1String(c))) missing = QLatin1String(c);
    QVERIFY(!table->act(missing));
    QCOMPARE(table->recordJson(), before);
    QVERIFY(!table->whyIllegal(missing).value(QStringLiteral("id")).toString().isEmpty());
  }

  void corruptSaveIsMovedAsideAndReported() {
    QTemporaryDir dir;
    QFile broken(dir.path() + QStringLiteral("/minitrick.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"kartenrunde-record\", \"version\": 1, \"gam");
    broken.close();
    auto table = makeTable(dir.path());
    QSignalSpy failed(table.get(), &TableController::failed);
    QVERIFY(!table->resume(QStringLiteral("minitrick")));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("bad-json"));
    const QString movedTo = failed.at(0).at(3).toString();
    QVERIFY(QFile::exists(movedTo));  // nothing is lost
    QVERIFY(!table->hasSave(QStringLiteral("minitrick")));
    QVERIFY(!table->hasSession());
  }

  void refusesUnknownGamesOptionsAndSeeds() {
    QTemporaryDir dir;
    auto table = makeTable(dir.path());
    QSignalSpy failed(table.get(), &TableController::failed);
    const QStringList seats{QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")};
    QVERIFY(!table->startMatch(QStringLiteral("skat"), {}, seats));
    QVERIFY(!table->startMatch(QStringLiteral("minitrick"), {{QStringLiteral("no-such-option"), true}}, seats));
    QVERIFY(!table->startMatch(QStringLiteral("minitrick"), {}, seats, QStringLiteral("12x")));
    QVERIFY(!table->startMatch(QStringLiteral("minitrick"), {}, {QStringLiteral("human"), QStringLiteral("genius"), QStringLiteral("random")}));
    QCOMPARE(failed.count(), 4);
    QCOMPARE(failed.at(1).at(0).toString(), QStringLiteral("unknown-option"));
    QCOMPARE(failed.at(3).at(0).toString(), QStringLiteral("unknown-player-kind"));
  }

  void computerPlayersWaitTheirPauseAndLeaveStopsThem() {
    QTemporaryDir dir;
    auto table = makeTable(dir.path());
    table->setThinkingPauseMs(400);
    // Seat 0 deals in the first deal, so seat 1 (a computer) bids first.
    QVERIFY(table->startMatch(QStringLiteral("minitrick"), {}, {QStringLiteral("human"), QStringLiteral("random"), QStringLiteral("random")}, QStringLiteral("5")));
    QCOMPARE(table->thinkingSeat(), 1);
    QTest::qWait(100);
    QCOMPARE(table->thinkingSeat(), 1);  // still pausing like a person
    const QString before = table->recordJson();
    table->leave();
    QTest::qWait(600);
    QCOMPARE(table->recordJson(), before);  // nothing was played after leaving
    QCOMPARE(table->thinkingSeat(), -1);
  }
};

QTEST_GUILESS_MAIN(TestTableController)
#include "test_table_controller.moc"
