#pragma once
// The courses compiled into the engine from assets/lessons/<game>/*.json
// (issue #33), so that the app and the CLI find them without a path.
#include <string>
#include <string_view>
#include <vector>

#include "lessons/lesson.hpp"

namespace kr {

struct LessonSource {
  std::string_view game;
  std::string_view file;  // "01-trumps.json": its place in the course
  std::string_view text;
};

// Every lesson file, by game, in course order (generated at build time).
const std::vector<LessonSource>& lessonSources();

// A game's course, parsed; the first lesson that does not load is the error,
// its `where` starting with the file name.
Expected<std::vector<Lesson>> loadCourse(std::string_view game);

}  // namespace kr
