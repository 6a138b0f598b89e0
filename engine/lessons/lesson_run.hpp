#pragma once
// One lesson being played at a table (issue #33): where the learner is in
// it, what a move earns, which scripted moves follow a right answer, and
// what the table offers during a task. The table applies the moves; this
// class only decides, so the app and the tests read the same steps.
#include <optional>
#include <vector>

#include "lessons/lesson.hpp"

namespace kr {

class LessonRun {
 public:
  // Intro: the lesson's intro is shown, nobody moves. Task: the learner
  // answers the current task. Explained: a right answer; its `then` moves
  // play out, then the learner goes on. FreePlay: the deal is played to its
  // end with hints (the course's last lesson). Passed: the lesson is done.
  enum class Stage { Intro, Task, Explained, FreePlay, Passed };

  explicit LessonRun(Lesson lesson);

  const Lesson& lesson() const { return lesson_; }
  Stage stage() const { return stage_; }
  // The task shown or last answered; -1 before the first.
  int taskIndex() const { return task_; }
  const LessonTask* task() const;
  // The learner's last answer to the current task; none after a new task.
  const std::optional<LessonAnswer>& answer() const { return answer_; }

  // Intro → the first task.
  void begin();
  // The learner's move at a task. Right: the move is to be applied, and the
  // stage becomes Explained with the task's `then` moves pending. Wrong and
  // illegal: nothing is applied; the answer says why.
  LessonAnswer judge(const GameState& state, Action action);
  // The next scripted move to apply (in Explained), if any; the table
  // applies it after a pause and then calls scriptedPlayed().
  const RecordedAction* nextScripted() const;
  void scriptedPlayed();
  bool scriptedPending() const { return nextScripted() != nullptr; }
  // Explained, once the scripted moves are played → the next task, free
  // play, or Passed.
  void proceed();
  // The deal ended while the learner played freely → Passed.
  void dealEnded();
  // Computer players choose their own moves only in free play.
  bool computersPlay() const { return stage_ == Stage::FreePlay; }

  // The learner's choices the table offers at the current task: the legal
  // actions, but in a task answered with a card only the cards, so that an
  // announcement or an offer legal on every turn stays out of a card task.
  std::vector<Action> offered(const GameState& state) const;

 private:
  Lesson lesson_;
  Stage stage_ = Stage::Intro;
  int task_ = -1;
  std::optional<LessonAnswer> answer_;
  std::vector<RecordedAction> pending_;
  std::size_t next_ = 0;
};

}  // namespace kr
