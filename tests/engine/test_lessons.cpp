// Lessons (issue #33, docs/lessons.md): a broken lesson is refused naming the
// field, through the record loader where the record is broken; moves are
// judged right, wrong or illegal; the checker finds a task that cannot be
// failed. The fixture is a Truc hand: Marius keeps his cards and leads the
// ace; the learner must beat it with the seven (Truc's order: 7 and 8 above
// the ace; the nine and ten below it).
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "lessons/course.hpp"
#include "lessons/lesson_check.hpp"
#include "support/truc_lesson_fixture.hpp"

using namespace kr;
using nlohmann::json;

namespace {

json fixture() { return json::parse(kr::test::kTrucLessonFixture); }

Expected<Lesson> parse(const json& j) { return parseLesson(j.dump()); }

}  // namespace

TEST_CASE("lessons: a good lesson loads and walks to each task", "[lessons]") {
  auto lesson = parse(fixture());
  REQUIRE(lesson.ok());
  CHECK(lesson.value().id == "test-beat-the-ace");
  CHECK(lesson.value().freePlay);
  auto at = lessonStateAt(lesson.value(), 0);
  REQUIRE(at.ok());
  CHECK(at.value()->toMove() == 0);
  CHECK(at.value()->cardsPlayed() == 1);
  auto after = lessonStateAt(lesson.value(), 1);
  REQUIRE(after.ok());
  CHECK(after.value()->cardsPlayed() == 3);  // the seven, then the learner's lead of the nine
  CHECK(checkLesson(lesson.value()).empty());
}

TEST_CASE("lessons: moves are judged right, wrong or illegal with their texts", "[lessons]") {
  auto lesson = parse(fixture());
  REQUIRE(lesson.ok());
  auto at = lessonStateAt(lesson.value(), 0);
  REQUIRE(at.ok());
  const GameState& s = *at.value();
  const LessonTask& task = lesson.value().tasks.front();
  const LessonAnswer right = judgeLessonMove(s, task, *s.actionFromString("H7"));
  CHECK(right.verdict == LessonVerdict::Right);
  CHECK(right.textId == "t-right");
  const LessonAnswer wrong = judgeLessonMove(s, task, *s.actionFromString("D9"));
  CHECK(wrong.verdict == LessonVerdict::Wrong);
  CHECK(wrong.textId == "t-wrong");
  CHECK(wrong.section == "cards");
  // An offer is legal but not what the task asks; a card not in the hand is illegal.
  CHECK(judgeLessonMove(s, task, *s.actionFromString("offer")).verdict == LessonVerdict::Wrong);
  const LessonAnswer illegal = judgeLessonMove(s, task, *s.actionFromString("HK"));
  CHECK(illegal.verdict == LessonVerdict::Illegal);
  CHECK_FALSE(illegal.textId.empty());
}

TEST_CASE("lessons: a broken lesson is refused, naming what is wrong", "[lessons]") {
  CHECK(parseLesson("{ not json").error().code == "bad-lesson");
  json j = fixture();
  j["format"] = "kartenrunde-record";
  CHECK(parse(j).error().where == "format");
  j = fixture();
  j.erase("intro");
  CHECK(parse(j).error().where == "intro");
  j = fixture();
  j["record"]["deals"][0]["hands"][0][0] = "XX";  // the record loader's own error
  CHECK(parse(j).error().where.rfind("record.deals[0].hands", 0) == 0);
  j = fixture();
  j["record"]["deals"][0].erase("hands");
  CHECK(parse(j).error().where == "record.deals");
  j = fixture();
  j["record"]["deals"][0]["actions"][1]["action"] = "D9";  // not Marius's card
  CHECK(parse(j).error().code == "illegal-action");
  j = fixture();
  j["tasks"][0]["accept"] = json::array({"HK"});
  CHECK(parse(j).error().where == "tasks[0].accept[0]");
  j = fixture();
  j["tasks"][0]["seat"] = 1;  // Marius has no choice while the learner is to play
  CHECK(parse(j).error().where == "tasks[0].seat");
  j = fixture();
  j["tasks"][0]["wrong"] = "";
  CHECK(parse(j).error().where == "tasks[0].wrong");
  j = fixture();
  j["tasks"][0]["then"] = json::array({{{"seat", 0}, {"action", "HK"}}});
  CHECK(parse(j).error().where == "tasks[0].then[0]");
}

TEST_CASE("lessons: the checker finds a task that cannot be gotten wrong", "[lessons]") {
  // Every legal move accepted, and no card the rules forbid (Truc has no
  // duty to follow): nothing can fail the task.
  json j = fixture();
  auto first = parse(j);
  REQUIRE(first.ok());
  auto at = lessonStateAt(first.value(), 0);
  REQUIRE(at.ok());
  json all = json::array({"H7"});  // the intended solution first, as before
  const auto seen = at.value()->observe(0);
  for (Action a : seen->legal)
    if (at.value()->actionToString(a) != "H7") all.push_back(at.value()->actionToString(a));
  j["tasks"][0]["accept"] = all;
  auto lesson = parse(j);
  REQUIRE(lesson.ok());
  const auto problems = checkLesson(lesson.value());
  REQUIRE(problems.size() == 1);
  CHECK(problems.front().task == 0);
}

TEST_CASE("lessons: every course compiled in loads and passes its check", "[lessons]") {
  for (const char* game : {"doppelkopf", "truc", "coiffeur", "dobbm"}) {
    INFO(game);
    auto course = loadCourse(game);
    REQUIRE(course.ok());
    for (const Lesson& lesson : course.value()) {
      INFO(lesson.id);
      CHECK(checkLesson(lesson).empty());
    }
  }
}
