#pragma once
// A lesson of a game's course (issue #33, docs/lessons.md): a prepared
// situation at the real table (a record with one explicitly dealt deal and
// the moves before the first task), the tasks the learner does there, and
// the ids of the texts that teach. Lessons are data; the app and
// `kartenrunde-cli lessons` read them through this module.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/record.hpp"

namespace kr {

struct LessonTask {
  int seat = 0;                     // the learner's seat of the deal
  std::string instruction;          // text ids
  std::vector<std::string> accept;  // action texts that solve it; the first is the intended one
  std::string right;
  std::string wrong;
  std::string section;                // rules page section that explains the rule
  std::vector<RecordedAction> then;  // scripted moves after the solution
};

struct Lesson {
  std::string id;
  std::string title;  // text ids
  std::string intro;
  Record record;  // one deal with explicit hands; its actions come before the first task
  std::vector<LessonTask> tasks;
  bool freePlay = false;  // the deal is played to its end after the tasks, with hints
};

// Reads and checks a lesson: the JSON and its fields, the record (the record
// loader's own errors), that every scripted move is legal where it stands,
// that each task's seat has a choice and every accepted action is legal.
// Errors name the lesson and the field ("bad-lesson at tasks[1].accept[0]").
Expected<Lesson> parseLesson(std::string_view json, const GameLookup& lookup);
Expected<Lesson> parseLesson(std::string_view json);  // the implemented games

// The deal as the learner finds it at task `task` (0-based): the record's
// moves, then each earlier task's intended solution and its `then` moves.
// `tasks.size()` gives the position after the last task (free play).
Expected<std::unique_ptr<GameState>> lessonStateAt(const Lesson& lesson, int task);

// What a move at a task earns: right (accepted), wrong (legal, but not what
// the task asks: the task's `wrong` text and section), or illegal (the rules
// forbid it: the engine's reason).
enum class LessonVerdict { Right, Wrong, Illegal };
struct LessonAnswer {
  LessonVerdict verdict = LessonVerdict::Wrong;
  std::string textId;   // right or wrong text of the task; the engine's reason id when illegal
  std::string section;  // where the rules explain it (right and wrong)
};
LessonAnswer judgeLessonMove(const GameState& state, const LessonTask& task, Action action);

}  // namespace kr
