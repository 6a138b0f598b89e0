// The lessons passed (issue #33): lessons.json beside the saves, kept across
// runs, set aside when it cannot be understood, never overwritten when it
// cannot be read; and the courses as QML sees them through App.lessons.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <unistd.h>

#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "support/core_application.hpp"

#include "language_controller.hpp"
#include "lessons/lesson_book.hpp"
#include "lessons/lesson_progress.hpp"

using namespace kr::app;

namespace {

void ensureApplication() { kr::test::ensureCoreApplication(); }

const QStringList kGames = {QStringLiteral("doppelkopf"), QStringLiteral("truc"), QStringLiteral("coiffeur"),
                            QStringLiteral("dobbm")};

QByteArray readAll(const QString& path) {
  QFile file(path);
  REQUIRE(file.open(QIODevice::ReadOnly));
  return file.readAll();
}

void write(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  REQUIRE(file.open(QIODevice::WriteOnly));
  REQUIRE(file.write(bytes) == bytes.size());
}

// The files in `dir` set aside as corrupt.
QStringList setAsideIn(const QTemporaryDir& dir) {
  return QDir(dir.path()).entryList({QStringLiteral("lessons.json.corrupt-*")}, QDir::Files);
}

// The first id of a game's course.
QString firstLessonId(LessonBook& book, const QString& game) {
  const QVariantList course = book.course(game);
  REQUIRE_FALSE(course.isEmpty());
  return course.first().toMap().value(QStringLiteral("id")).toString();
}

}  // namespace

TEST_CASE("progress: nothing passed without a file, and a round trip", "[lessons]") {
  QTemporaryDir dir;
  LessonProgress progress(dir.path());
  CHECK(progress.load().ok());
  CHECK_FALSE(QFile::exists(progress.path()));  // reading writes nothing
  CHECK(progress.passedIds(QStringLiteral("truc")).isEmpty());

  CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order")));
  CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-two-tricks")));
  CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order")));  // again: no change
  CHECK_FALSE(progress.markPassed(QStringLiteral("dobbm"), QStringLiteral("dobbm-card-order")));
  CHECK(progress.isPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order")));
  CHECK_FALSE(progress.isPassed(QStringLiteral("coiffeur"), QStringLiteral("truc-card-order")));
  CHECK(progress.passedIds(QStringLiteral("truc")) ==
        QStringList{QStringLiteral("truc-card-order"), QStringLiteral("truc-two-tricks")});

  const QByteArray json = readAll(progress.path());
  CHECK(json.contains("\"kartenrunde-lessons\""));
  CHECK(json.contains("\"version\": 1"));

  LessonProgress again(dir.path());
  CHECK(again.load().ok());
  CHECK(again.passedIds(QStringLiteral("truc")) == progress.passedIds(QStringLiteral("truc")));
  CHECK(again.passedIds(QStringLiteral("dobbm")) == QStringList{QStringLiteral("dobbm-card-order")});
  CHECK(setAsideIn(dir).isEmpty());
}

TEST_CASE("progress: a missing folder is made when saving", "[lessons]") {
  QTemporaryDir dir;
  LessonProgress progress(dir.filePath(QStringLiteral("new/folder")));
  CHECK(progress.load().ok());
  CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order")));
  CHECK(QFile::exists(progress.path()));
}

TEST_CASE("progress: a file that cannot be understood is set aside, never deleted", "[lessons]") {
  const std::vector<std::pair<const char*, QByteArray>> cases = {
      {"garbage bytes", QByteArray(1, '\0') + "\xff{not json at all"},
      {"another format", R"({"format":"kartenrunde-statistics","version":1,"passed":{}})"},
      {"another version", R"({"format":"kartenrunde-lessons","version":2,"passed":{}})"},
      {"passed is a list", R"({"format":"kartenrunde-lessons","version":1,"passed":[]})"},
      {"a game is not a list", R"({"format":"kartenrunde-lessons","version":1,"passed":{"truc":"truc-card-order"}})"},
      {"an id is a number", R"({"format":"kartenrunde-lessons","version":1,"passed":{"truc":[3]}})"},
      {"not an object", R"(["kartenrunde-lessons"])"},
  };
  for (const auto& [name, bytes] : cases) {
    INFO(name);
    QTemporaryDir dir;
    LessonProgress progress(dir.path());
    write(progress.path(), bytes);
    const LessonProgress::LoadReport report = progress.load();
    CHECK_FALSE(report.ok());
    CHECK_FALSE(report.corrupt.isEmpty());
    CHECK(report.readError.isEmpty());
    CHECK_FALSE(progress.blocked());
    CHECK(progress.passedIds(QStringLiteral("truc")).isEmpty());

    const QStringList aside = setAsideIn(dir);
    REQUIRE(aside.size() == 1);
    static const QRegularExpression pattern(QStringLiteral("^lessons\\.json\\.corrupt-\\d{8}-\\d{6}$"));
    CHECK(pattern.match(aside.first()).hasMatch());
    CHECK(report.keptAs == dir.filePath(aside.first()));
    CHECK(readAll(report.keptAs) == bytes);  // the original bytes, untouched
    CHECK_FALSE(QFile::exists(progress.path()));

    // Progress starts anew and is saved again.
    CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order")));
    LessonProgress again(dir.path());
    CHECK(again.load().ok());
    CHECK(again.isPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order")));
  }
}

TEST_CASE("progress: two corrupt files within a second both stay", "[lessons]") {
  QTemporaryDir dir;
  LessonProgress progress(dir.path());
  write(progress.path(), "first");
  CHECK_FALSE(progress.load().corrupt.isEmpty());
  write(progress.path(), "second");
  CHECK_FALSE(progress.load().corrupt.isEmpty());
  CHECK(setAsideIn(dir).size() == 2);
}

TEST_CASE("progress: a file that cannot be read is left alone", "[lessons]") {
  SECTION("a folder in its place (unreadable even for root)") {
    QTemporaryDir dir;
    LessonProgress progress(dir.path());
    REQUIRE(QDir().mkpath(progress.path()));
    const LessonProgress::LoadReport report = progress.load();
    CHECK_FALSE(report.readError.isEmpty());
    CHECK(report.corrupt.isEmpty());
    CHECK(progress.blocked());
    const auto error = progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-card-order"));
    REQUIRE(error);
    CHECK(error->contains(QStringLiteral("not saved over")));
    CHECK(QFileInfo(progress.path()).isDir());
    CHECK(setAsideIn(dir).isEmpty());
  }
  SECTION("a file without read permission") {
    if (geteuid() == 0) {
      WARN("running as root, which reads any file: the permission check is skipped");
      return;
    }
    QTemporaryDir dir;
    LessonProgress progress(dir.path());
    const QByteArray original = R"({"format":"kartenrunde-lessons","version":1,"passed":{"truc":["truc-card-order"]}})";
    write(progress.path(), original);
    REQUIRE(QFile::setPermissions(progress.path(), QFileDevice::Permissions()));
    const LessonProgress::LoadReport report = progress.load();
    CHECK_FALSE(report.readError.isEmpty());
    CHECK(progress.blocked());
    CHECK(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-two-tricks")));
    REQUIRE(QFile::setPermissions(progress.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    CHECK(readAll(progress.path()) == original);  // not overwritten
    CHECK(setAsideIn(dir).isEmpty());
  }
}

TEST_CASE("book: every game's course has ten lessons with titles", "[lessons]") {
  ensureApplication();
  QTemporaryDir dir;
  LessonBook book(dir.path());
  CHECK(book.problem().isEmpty());
  for (const QString& game : kGames) {
    INFO(game.toStdString());
    const QVariantList course = book.course(game);
    REQUIRE(course.size() == 10);
    CHECK(book.courseSize(game) == 10);
    QStringList ids;
    for (qsizetype i = 0; i < course.size(); ++i) {
      const QVariantMap lesson = course.at(i).toMap();
      CHECK(lesson.value(QStringLiteral("index")).toInt() == i);
      CHECK_FALSE(lesson.value(QStringLiteral("id")).toString().isEmpty());
      CHECK_FALSE(lesson.value(QStringLiteral("title")).toString().isEmpty());
      CHECK_FALSE(lesson.value(QStringLiteral("intro")).toString().isEmpty());
      CHECK(lesson.value(QStringLiteral("tasks")).toInt() >= 1);
      CHECK_FALSE(lesson.value(QStringLiteral("passed")).toBool());
      ids.append(lesson.value(QStringLiteral("id")).toString());
    }
    ids.removeDuplicates();
    CHECK(ids.size() == 10);
    // The last lesson is the whole deal, played on freely.
    CHECK(course.last().toMap().value(QStringLiteral("freePlay")).toBool());
    CHECK(book.nextLesson(game) == 0);
    CHECK(book.passedCount(game) == 0);
  }
  CHECK(book.course(QStringLiteral("skat")).isEmpty());
  CHECK(book.courseSize(QStringLiteral("skat")) == 0);
  CHECK(book.nextLesson(QStringLiteral("skat")) == -1);
}

TEST_CASE("book: passing lessons moves the next one on and is kept", "[lessons]") {
  ensureApplication();
  QTemporaryDir dir;
  const QString truc = QStringLiteral("truc");
  {
    LessonBook book(dir.path());
    int changed = 0;
    QObject::connect(&book, &LessonBook::changed, [&] { ++changed; });
    const QVariantList course = book.course(truc);
    const QString first = course.at(0).toMap().value(QStringLiteral("id")).toString();
    const QString second = course.at(1).toMap().value(QStringLiteral("id")).toString();
    const QString third = course.at(2).toMap().value(QStringLiteral("id")).toString();

    book.markPassed(truc, first);
    CHECK(book.isPassed(truc, first));
    CHECK(book.nextLesson(truc) == 1);
    CHECK(book.revision() == 1);
    CHECK(changed == 1);
    book.markPassed(truc, third);  // out of order: the second is still next
    CHECK(book.nextLesson(truc) == 1);
    book.markPassed(truc, first);  // again: nothing changes
    CHECK(book.revision() == 2);
    CHECK(changed == 2);
    CHECK(book.passedCount(truc) == 2);
    CHECK(book.course(truc).at(2).toMap().value(QStringLiteral("passed")).toBool());
    book.markPassed(truc, second);
    CHECK(book.nextLesson(truc) == 3);
    CHECK(book.problem().isEmpty());
  }
  LessonBook again(dir.path());
  CHECK(again.passedCount(truc) == 3);
  CHECK(again.nextLesson(truc) == 3);
  CHECK(again.nextLesson(QStringLiteral("dobbm")) == 0);

  for (const QVariant& lesson : again.course(truc))
    again.markPassed(truc, lesson.toMap().value(QStringLiteral("id")).toString());
  CHECK(again.passedCount(truc) == 10);
  CHECK(again.nextLesson(truc) == -1);
}

TEST_CASE("book: an id outside the course is refused and not counted", "[lessons]") {
  ensureApplication();
  QTemporaryDir dir;
  {
    // An id of an older course, and another game's id filed under truc.
    LessonProgress progress(dir.path());
    CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), QStringLiteral("truc-retired-lesson")));
  }
  LessonBook book(dir.path());
  const QString dobbmFirst = firstLessonId(book, QStringLiteral("dobbm"));
  {
    LessonProgress progress(dir.path());
    CHECK(progress.load().ok());
    CHECK_FALSE(progress.markPassed(QStringLiteral("truc"), dobbmFirst));
  }
  LessonBook reread(dir.path());
  CHECK(reread.isPassed(QStringLiteral("truc"), QStringLiteral("truc-retired-lesson")));
  CHECK(reread.passedCount(QStringLiteral("truc")) == 0);
  CHECK(reread.nextLesson(QStringLiteral("truc")) == 0);

  int problems = 0;
  QObject::connect(&reread, &LessonBook::problemChanged, [&] { ++problems; });
  reread.markPassed(QStringLiteral("truc"), QStringLiteral("no-such-lesson"));
  CHECK_FALSE(reread.problem().isEmpty());
  CHECK(problems == 1);
  CHECK_FALSE(reread.isPassed(QStringLiteral("truc"), QStringLiteral("no-such-lesson")));
  reread.markPassed(QStringLiteral("skat"), QStringLiteral("skat-first"));
  CHECK_FALSE(reread.isPassed(QStringLiteral("skat"), QStringLiteral("skat-first")));
  CHECK(reread.revision() == 0);

  LessonProgress onDisk(dir.path());
  CHECK(onDisk.load().ok());
  CHECK_FALSE(onDisk.isPassed(QStringLiteral("truc"), QStringLiteral("no-such-lesson")));
}

TEST_CASE("book: a corrupt file is named in the problem and progress starts anew", "[lessons]") {
  ensureApplication();
  QTemporaryDir dir;
  write(dir.filePath(QStringLiteral("lessons.json")), "{\"format\": \"kartenrunde-lessons\", ");
  LessonBook book(dir.path());
  const QStringList aside = setAsideIn(dir);
  REQUIRE(aside.size() == 1);
  CHECK(book.problem().contains(aside.first()));
  CHECK(book.problem().contains(QStringLiteral("lessons.json could not be read")));
  CHECK(book.nextLesson(QStringLiteral("coiffeur")) == 0);
  book.markPassed(QStringLiteral("coiffeur"), firstLessonId(book, QStringLiteral("coiffeur")));
  CHECK(book.passedCount(QStringLiteral("coiffeur")) == 1);
  CHECK(book.problem().contains(aside.first()));  // still there for the page to show

  // Worded in the language of the moment.
  int problemChanges = 0;
  QObject::connect(&book, &LessonBook::problemChanged, [&] { ++problemChanges; });
  LanguageController language;
  REQUIRE(language.setLanguage(QStringLiteral("de")));
  QCoreApplication::processEvents();
  CHECK(problemChanges >= 1);
  CHECK(book.problem().startsWith(QStringLiteral("lessons.json war nicht lesbar")));
  CHECK(book.problem().contains(aside.first()));
  REQUIRE(language.setLanguage(QStringLiteral("en")));
}

TEST_CASE("book: a file that cannot be read keeps progress unsaved and says so", "[lessons]") {
  ensureApplication();
  QTemporaryDir dir;
  REQUIRE(QDir().mkpath(dir.filePath(QStringLiteral("lessons.json"))));
  LessonBook book(dir.path());
  const QString problem = book.problem();
  CHECK_FALSE(problem.isEmpty());
  const QString first = firstLessonId(book, QStringLiteral("truc"));
  book.markPassed(QStringLiteral("truc"), first);
  CHECK(book.isPassed(QStringLiteral("truc"), first));  // for this session
  CHECK(book.problem() == problem);
  CHECK(QFileInfo(dir.filePath(QStringLiteral("lessons.json"))).isDir());
}
