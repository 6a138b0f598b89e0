// A lesson played step by step (issue #33, engine/lessons/lesson_run.hpp):
// the stages a table walks through, what a move earns, the scripted moves
// after a right answer, and the choices offered during a card task (the
// fixture: support/truc_lesson_fixture.hpp).
#include <catch2/catch.hpp>

#include "lessons/course.hpp"
#include "lessons/lesson_run.hpp"
#include "support/truc_lesson_fixture.hpp"

using namespace kr;

namespace {

constexpr const char* kFixture = kr::test::kTrucLessonFixture;

Action act(const GameState& s, const char* text) { return *s.actionFromString(text); }

std::vector<std::string> texts(const GameState& s, const std::vector<Action>& actions) {
  std::vector<std::string> out;
  for (Action a : actions) out.push_back(s.actionToString(a));
  return out;
}

}  // namespace

TEST_CASE("lesson run: intro, wrong and illegal answers, right, scripted moves, free play, passed", "[lessons]") {
  auto lesson = parseLesson(kFixture);
  REQUIRE(lesson.ok());
  LessonRun run(lesson.value());
  auto state = lessonStateAt(lesson.value(), 0);
  REQUIRE(state.ok());
  GameState& s = *state.value();

  CHECK(run.stage() == LessonRun::Stage::Intro);
  CHECK(run.task() == nullptr);
  CHECK(run.judge(s, act(s, "H7")).verdict == LessonVerdict::Illegal);  // not before the task is shown
  run.begin();
  REQUIRE(run.stage() == LessonRun::Stage::Task);
  CHECK(run.task()->instruction == "t-task");
  CHECK_FALSE(run.computersPlay());

  const LessonAnswer wrong = run.judge(s, act(s, "D9"));
  CHECK(wrong.verdict == LessonVerdict::Wrong);
  CHECK(wrong.textId == "t-wrong");
  CHECK(wrong.section == "cards");
  CHECK(run.stage() == LessonRun::Stage::Task);  // another try
  REQUIRE(run.answer());
  CHECK(run.answer()->verdict == LessonVerdict::Wrong);
  CHECK(run.judge(s, act(s, "CA")).verdict == LessonVerdict::Illegal);  // not the learner's card

  CHECK(run.judge(s, act(s, "H7")).verdict == LessonVerdict::Right);
  REQUIRE(run.stage() == LessonRun::Stage::Explained);
  CHECK(run.answer()->textId == "t-right");
  REQUIRE_FALSE(s.apply(0, act(s, "H7")));
  run.proceed();  // not while a scripted move waits
  CHECK(run.stage() == LessonRun::Stage::Explained);
  const RecordedAction* scripted = run.nextScripted();
  REQUIRE(scripted);
  CHECK(scripted->seat == 0);
  CHECK(scripted->action == "D9");
  run.scriptedPlayed();
  CHECK_FALSE(run.nextScripted());
  run.proceed();
  CHECK(run.stage() == LessonRun::Stage::FreePlay);
  CHECK(run.computersPlay());
  CHECK_FALSE(run.answer());
  run.dealEnded();
  CHECK(run.stage() == LessonRun::Stage::Passed);
}

TEST_CASE("lesson run: a card task offers the cards only; the offer stays out of it", "[lessons]") {
  auto lesson = parseLesson(kFixture);
  REQUIRE(lesson.ok());
  LessonRun run(lesson.value());
  auto state = lessonStateAt(lesson.value(), 0);
  REQUIRE(state.ok());
  const GameState& s = *state.value();
  ActionList legal;
  s.legalActions(0, legal);
  std::vector<Action> all(legal.begin(), legal.end());
  CHECK(texts(s, all) == std::vector<std::string>{"ST", "H7", "D9", "offer"});  // Truc: an offer on every turn
  run.begin();
  CHECK(texts(s, run.offered(s)) == std::vector<std::string>{"ST", "H7", "D9"});
}

TEST_CASE("lesson run: every course lesson walks from its intro to its end", "[lessons]") {
  for (const char* game : {"doppelkopf", "truc", "coiffeur", "dobbm"}) {
    auto course = loadCourse(game);
    REQUIRE(course.ok());
    for (const Lesson& lesson : course.value()) {
      INFO(lesson.id);
      LessonRun run(lesson);
      auto state = lessonStateAt(lesson, 0);
      REQUIRE(state.ok());
      GameState& s = *state.value();
      run.begin();
      while (run.stage() == LessonRun::Stage::Task) {
        const Action solution = act(s, run.task()->accept.front().c_str());
        const auto offered = run.offered(s);
        CHECK(std::find(offered.begin(), offered.end(), solution) != offered.end());
        REQUIRE(run.judge(s, solution).verdict == LessonVerdict::Right);
        REQUIRE_FALSE(s.apply(run.task()->seat, solution));
        for (const RecordedAction* move; (move = run.nextScripted()); run.scriptedPlayed())
          REQUIRE_FALSE(s.apply(move->seat, act(s, move->action.c_str())));
        run.proceed();
      }
      CHECK(run.stage() == (lesson.freePlay ? LessonRun::Stage::FreePlay : LessonRun::Stage::Passed));
    }
  }
}
