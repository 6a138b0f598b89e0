#include "lessons/course.hpp"

namespace kr {

Expected<std::vector<Lesson>> loadCourse(std::string_view game) {
  std::vector<Lesson> course;
  for (const LessonSource& source : lessonSources()) {
    if (source.game != game) continue;
    auto lesson = parseLesson(source.text);
    if (!lesson) {
      const Error& e = lesson.error();
      return Error{e.code, std::string(source.file) + ": " + e.where, e.detail};
    }
    course.push_back(std::move(lesson.value()));
  }
  return course;
}

}  // namespace kr
