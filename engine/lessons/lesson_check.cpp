#include "lessons/lesson_check.hpp"

#include <algorithm>

namespace kr {

namespace {

// A move the task must refuse: a legal action it does not accept, else a
// card of the learner's hand the rules forbid now. None: the task cannot be
// failed, so it teaches nothing.
std::optional<Action> wrongMove(const GameState& state, const LessonTask& task) {
  const auto seen = state.observe(task.seat);  // kept alive while its legal actions are read
  for (Action a : seen->legal)
    if (std::find(task.accept.begin(), task.accept.end(), state.actionToString(a)) == task.accept.end()) return a;
  for (Card c : state.hand(task.seat)) {
    const auto a = state.actionFromString(state.game().cardText(c));
    if (a && !state.isLegal(task.seat, *a)) return a;
  }
  return std::nullopt;
}

}  // namespace

std::vector<LessonProblem> checkLesson(const Lesson& lesson) {
  std::vector<LessonProblem> problems;
  for (int t = 0; t < static_cast<int>(lesson.tasks.size()); ++t) {
    const LessonTask& task = lesson.tasks[static_cast<std::size_t>(t)];
    auto state = lessonStateAt(lesson, t);
    if (!state) {
      problems.push_back({t, state.error().message()});
      continue;
    }
    const GameState& at = *state.value();
    const auto solution = at.actionFromString(task.accept.front());
    if (!solution || judgeLessonMove(at, task, *solution).verdict != LessonVerdict::Right)
      problems.push_back({t, "the intended solution " + task.accept.front() + " is not judged right"});
    const auto wrong = wrongMove(at, task);
    if (!wrong) {
      problems.push_back({t, "no move fails the task: it cannot be gotten wrong"});
      continue;
    }
    const LessonAnswer answer = judgeLessonMove(at, task, *wrong);
    if (answer.verdict == LessonVerdict::Right || answer.textId.empty())
      problems.push_back({t, "the wrong move " + at.actionToString(*wrong) + " is not refused with a reason"});
  }
  auto end = lessonStateAt(lesson, static_cast<int>(lesson.tasks.size()));
  if (!end) problems.push_back({-1, end.error().message()});
  else if (lesson.freePlay && end.value()->isTerminal())
    problems.push_back({-1, "free play: the deal is over after the tasks"});
  return problems;
}

}  // namespace kr
