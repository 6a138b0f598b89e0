// The review page's controller without QML (issue #32): bad records, the
// replay with every hand open, the review on its worker with progress, kept
// beside the saves and opened again at once, and "try again from here".
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include "support/core_application.hpp"

#include "core/catalog.hpp"
#include "core/session.hpp"
#include "game_table.hpp"
#include "review/deal_reviewer.hpp"

using namespace kr;
using namespace kr::app;

namespace {

void ensureApplication() { kr::test::ensureCoreApplication(); }

// A Truc match whose first deal was played to its end by the first legal
// action of every seat but the human's, which takes its last; and the save
// just before the last action, with that action.
struct TrucDeal {
  std::string finished;
  std::string beforeLast;
  RecordedAction last;
};
TrucDeal playTrucDeal(std::uint64_t seed) {
  const Game& game = *findGame("truc");
  auto session = Session::start(game, game.defaultOptions(), seed, {"human", "random"});
  REQUIRE(session.ok());
  Session& s = session.value();
  TrucDeal out;
  while (!s.deal()->isTerminal()) {
    const int seat = s.deal()->toMove();
    const auto legal = s.deal()->observe(seat)->legal;
    const Action a = seat == 0 ? legal[legal.size() - 1] : legal[0];
    out.beforeLast = s.save();
    out.last = {seat, s.deal()->actionToString(a)};
    REQUIRE_FALSE(s.act(seat, a));
  }
  out.finished = s.save();
  return out;
}
std::string finishedTrucRecord(std::uint64_t seed) { return playTrucDeal(seed).finished; }

bool waitUntil(const std::function<bool()>& done, int ms = 120000) {
  QElapsedTimer clock;
  clock.start();
  while (!done() && clock.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  return done();
}

struct SaveDir {
  QTemporaryDir dir;
  SaveDir() { qputenv("KARTENRUNDE_SAVE_DIR", dir.path().toUtf8()); }
  ~SaveDir() { qunsetenv("KARTENRUNDE_SAVE_DIR"); }
};

}  // namespace

TEST_CASE("review: a record that cannot be read is refused with its reason", "[review]") {
  ensureApplication();
  SaveDir saves;
  DealReviewer reviewer;
  QString code;
  QObject::connect(&reviewer, &DealReviewer::failed, [&](const QString& c, const QString&, const QString&) { code = c; });
  CHECK_FALSE(reviewer.openRecord(QStringLiteral("{ not json")));
  CHECK_FALSE(code.isEmpty());
  CHECK_FALSE(reviewer.openSave(QStringLiteral("truc")));  // there is no save
  CHECK(code == QStringLiteral("cannot-read"));
  reviewer.start();  // nothing to review: no crash, nothing runs
  CHECK_FALSE(reviewer.running());
}

TEST_CASE("review: the deal replays step by step with every hand open", "[review]") {
  ensureApplication();
  SaveDir saves;
  DealReviewer reviewer;
  REQUIRE(reviewer.openRecord(QString::fromStdString(finishedTrucRecord(5))));
  CHECK(reviewer.finishedDeals() == QVariantList{0});
  CHECK(reviewer.seat() >= 0);
  REQUIRE(reviewer.stepCount() > 0);
  const QVariantList dealt = reviewer.position().value(QStringLiteral("hands")).toList();
  REQUIRE(dealt.size() == 2);
  CHECK(dealt[0].toStringList().size() == 3);  // Truc deals three cards each
  CHECK(dealt[1].toStringList().size() == 3);
  reviewer.setStep(reviewer.stepCount() + 5);  // clamped to the end
  CHECK(reviewer.step() == reviewer.stepCount());
  CHECK(reviewer.position().value(QStringLiteral("terminal")).toBool());
  CHECK(reviewer.position().value(QStringLiteral("next")).toMap().isEmpty());
  reviewer.setStep(1);
  CHECK(reviewer.position().value(QStringLiteral("last")).toMap().value(QStringLiteral("action")).toString().size() > 0);
}

TEST_CASE("review: weighed on the worker, kept beside the saves, opened again at once", "[review]") {
  ensureApplication();
  SaveDir saves;
  const QString record = QString::fromStdString(finishedTrucRecord(8));
  DealReviewer first;
  first.setProperty("budgetMs", 30);
  REQUIRE(first.openRecord(record));
  int progressSeen = 0;
  QObject::connect(&first, &DealReviewer::progressChanged, [&] { progressSeen = std::max(progressSeen, first.done()); });
  first.start();
  CHECK(first.running());
  REQUIRE(waitUntil([&] { return !first.running(); }));
  REQUIRE(first.error().isEmpty());
  REQUIRE(first.ready());
  CHECK_FALSE(first.kept());
  const QVariantList decisions = first.decisions();
  REQUIRE_FALSE(decisions.isEmpty());
  CHECK(progressSeen == decisions.size());
  CHECK(first.summary().value(QStringLiteral("decisions")).toInt() == decisions.size());
  CHECK(first.unit() == QStringLiteral("round-chance"));
  // Every decision is the reviewed seat's, and the replay finds it.
  for (const QVariant& d : decisions) {
    const QVariantMap m = d.toMap();
    CHECK(m.value(QStringLiteral("seat")).toInt() == first.seat());
    first.setStep(m.value(QStringLiteral("index")).toInt());
    CHECK(first.decisionHere() >= 0);
    CHECK(first.position().value(QStringLiteral("toMove")).toInt() == first.seat());
  }
  CHECK(first.decisionAfter(-1) == decisions.front().toMap().value(QStringLiteral("index")).toInt());
  CHECK(first.decisionBefore(0) == -1);
  CHECK(QFile::exists(QDir(saves.dir.path()).filePath(QStringLiteral("truc.reviews.json"))));

  DealReviewer again;
  again.setProperty("budgetMs", 30);
  REQUIRE(again.openRecord(record));
  again.start();
  CHECK_FALSE(again.running());
  CHECK(again.kept());
  CHECK(again.decisions() == decisions);
}

TEST_CASE("review: a cancelled review leaves no result and can start again", "[review]") {
  ensureApplication();
  SaveDir saves;
  DealReviewer reviewer;
  reviewer.setProperty("budgetMs", 400);
  REQUIRE(reviewer.openRecord(QString::fromStdString(finishedTrucRecord(13))));
  reviewer.start();
  reviewer.cancel();
  CHECK_FALSE(reviewer.running());
  // The stopped search ends soon; its result is dropped.
  REQUIRE(waitUntil([] { return !DealReviewer::anyRunning(); }));
  QCoreApplication::processEvents();
  CHECK_FALSE(reviewer.running());
  CHECK_FALSE(reviewer.ready());
  CHECK(reviewer.error().isEmpty());
}

TEST_CASE("review: try again from here deals the table's finished deal again at that step", "[review]") {
  ensureApplication();
  SaveDir saves;
  // A record's finished deal is booked when it loads: the last action is
  // applied at the table, so that the deal waits at its summary, unbooked.
  const TrucDeal played = playTrucDeal(21);
  GameTable table;
  REQUIRE(table.loadRecord(QString::fromStdString(played.beforeLast)));
  REQUIRE(table.session()->act(played.last.seat, *table.session()->deal()->actionFromString(played.last.action)) == std::nullopt);
  REQUIRE(table.dealOver());
  DealReviewer reviewer;
  reviewer.setTable(&table);
  REQUIRE(reviewer.canTryAgain());
  CHECK_FALSE(reviewer.tryAgain(reviewer.stepCount()));  // not a decision of the deal
  const int step = reviewer.stepCount() / 2;
  REQUIRE(reviewer.tryAgain(step));
  CHECK_FALSE(table.dealOver());
  const Record& record = table.session()->record();
  CHECK(static_cast<int>(record.deals.back().actions.size()) == step);
  CHECK(record.deals.back().earlier.size() == 1);
  // The reviewed try is no longer the table's deal: not again from it.
  CHECK_FALSE(reviewer.canTryAgain());
  table.leave();
}
