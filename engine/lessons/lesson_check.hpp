#pragma once
// The course checker (`kartenrunde-cli lessons --check`, issue #33): plays a
// lesson's intended solutions through the engine and, per task, one wrong
// move, which must be refused with a reason.
#include <string>
#include <vector>

#include "lessons/lesson.hpp"

namespace kr {

struct LessonProblem {
  int task = -1;  // -1: the lesson as a whole
  std::string what;
};

// Empty when the lesson passes.
std::vector<LessonProblem> checkLesson(const Lesson& lesson);

}  // namespace kr
