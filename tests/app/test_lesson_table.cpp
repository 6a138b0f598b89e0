// Every lesson of every course played at the real table controller (issue
// #33): the learner sits where the lesson says, nothing can be played before
// the task is shown, a card task offers only cards, a wrong move is explained
// and not played, the right one is played and the scripted moves follow, the
// last lesson is played out freely with hints, and passing is announced once.
// A lesson writes no save and counts in no statistics.
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <catch2/catch.hpp>

#include "lessons/course.hpp"
#include "support/core_application.hpp"
#include "table_controller.hpp"

using namespace kr;
using kr::app::SaveStore;
using kr::app::TableController;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString stage(const TableController& table) { return table.lesson().value(QStringLiteral("stage")).toString(); }

// A legal move the task does not accept, if the table offers one.
QString wrongMove(const TableController& table, const LessonTask& task) {
  for (const QString& a : table.legalActions())
    if (std::find(task.accept.begin(), task.accept.end(), a.toStdString()) == task.accept.end()) return a;
  return {};
}

bool waitForScripted(const TableController& table) {
  return QTest::qWaitFor([&] { return !table.lesson().value(QStringLiteral("scripted")).toBool(); }, 20000);
}

// Free play: the learner takes the first offered action until the deal ends.
void playOut(TableController& table) {
  while (!table.dealOver()) {
    REQUIRE(QTest::qWaitFor([&] { return table.dealOver() || !table.legalActions().isEmpty(); }, 60000));
    if (!table.dealOver()) REQUIRE(table.act(table.legalActions().front()));
  }
}

}  // namespace

TEST_CASE("lesson table: every lesson of every course is played through at the table", "[lessons]") {
  kr::test::ensureCoreApplication();
  for (const char* game : {"doppelkopf", "truc", "coiffeur", "dobbm"}) {
    auto course = loadCourse(game);
    REQUIRE(course.ok());
    for (int index = 0; index < static_cast<int>(course.value().size()); ++index) {
      const Lesson& lesson = course.value()[static_cast<std::size_t>(index)];
      INFO(lesson.id);
      QTemporaryDir saves;
      TableController table{SaveStore(saves.path())};
      table.setThinkingPauseMs(0);
      QSignalSpy passed(&table, &TableController::lessonPassed);
      QSignalSpy dealEnded(&table, &TableController::dealEnded);
      REQUIRE(table.startLesson(q(game), index));
      CHECK(table.inLesson());
      CHECK(stage(table) == "intro");
      CHECK(table.lesson().value(QStringLiteral("count")).toInt() == static_cast<int>(course.value().size()));
      CHECK(table.legalActions().isEmpty());
      CHECK_FALSE(table.act(q(lesson.tasks.front().accept.front())));  // not before the task is shown
      table.lessonNext();

      for (std::size_t t = 0; t < lesson.tasks.size(); ++t) {
        const LessonTask& task = lesson.tasks[t];
        REQUIRE(stage(table) == "task");
        CHECK(table.lesson().value(QStringLiteral("instruction")).toString() == q(task.instruction));
        CHECK(table.humanSeat() == task.seat);
        CHECK_FALSE(table.hintsAllowed());
        CHECK(table.legalActions().contains(q(task.accept.front())));
        if (const QString wrong = wrongMove(table, task); !wrong.isEmpty()) {
          const QStringList hand = table.hand();
          CHECK_FALSE(table.act(wrong));
          CHECK(table.lesson().value(QStringLiteral("verdict")).toString() == "wrong");
          CHECK(table.lesson().value(QStringLiteral("answer")).toString() == q(task.wrong));
          CHECK(table.hand() == hand);  // not played
          CHECK(stage(table) == "task");
        }
        REQUIRE(table.act(q(task.accept.front())));
        CHECK(table.lesson().value(QStringLiteral("verdict")).toString() == "right");
        CHECK(table.lesson().value(QStringLiteral("answer")).toString() == q(task.right));
        REQUIRE(waitForScripted(table));
        table.lessonNext();
      }
      if (lesson.freePlay) {
        REQUIRE(stage(table) == "free-play");
        CHECK(table.hintsAllowed());
        playOut(table);
      }
      CHECK(stage(table) == "passed");
      REQUIRE(passed.count() == 1);
      CHECK(passed.front().at(1).toString() == q(lesson.id));
      CHECK(dealEnded.count() == 0);
      CHECK(QDir(saves.path()).entryList(QDir::Files).isEmpty());  // nothing saved
    }
  }
}

TEST_CASE("lesson table: a lesson that does not exist is refused, and a match leaves lesson mode", "[lessons]") {
  kr::test::ensureCoreApplication();
  QTemporaryDir saves;
  TableController table{SaveStore(saves.path())};
  QSignalSpy failed(&table, &TableController::failed);
  CHECK_FALSE(table.startLesson(QStringLiteral("truc"), 10));
  CHECK_FALSE(table.startLesson(QStringLiteral("truc"), -1));
  CHECK_FALSE(table.startLesson(QStringLiteral("no-such-game"), 0));
  REQUIRE(failed.count() == 3);
  CHECK(failed.at(0).at(0).toString() == "unknown-lesson");
  CHECK_FALSE(table.inLesson());

  REQUIRE(table.startLesson(QStringLiteral("truc"), 0));
  CHECK(table.inLesson());
  REQUIRE(table.startMatch(QStringLiteral("truc"), {}, {QStringLiteral("human"), QStringLiteral("random")}, QStringLiteral("5")));
  CHECK_FALSE(table.inLesson());
  CHECK(table.lesson().isEmpty());
  CHECK(table.hintsAllowed());
  CHECK(table.hasSave(QStringLiteral("truc")));  // a match saves again
}
