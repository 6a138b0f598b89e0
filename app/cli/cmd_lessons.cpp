// `lessons --game G [--check] [--json]`: a game's course in course order
// (docs/lessons.md); with --check every lesson's intended solution and one
// wrong move per task are played through the engine, and the lessons that do
// not pass are named (exit 1).
#include <iostream>
#include <nlohmann/json.hpp>

#include "args.hpp"
#include "commands.hpp"
#include "core/game.hpp"
#include "lessons/course.hpp"
#include "lessons/lesson_check.hpp"

namespace kr::cli {

int runLessons(int argc, char** argv) {
  auto args = Args::parse(argc, argv, 2, {"json", "check"}, {"game"});
  if (!args) return fail(args.error());
  auto game = gameArg(args.value());
  if (!game) return fail(game.error());
  auto course = loadCourse(game.value()->id());
  if (!course) return fail(course.error());  // a lesson that does not load: bad input

  nlohmann::json lessons = nlohmann::json::array();
  // A game without a course fails the check: there is nothing it could pass.
  int failing = args.value().has("check") && course.value().empty() ? 1 : 0;
  for (const Lesson& lesson : course.value()) {
    nlohmann::json entry = {{"id", lesson.id}, {"tasks", lesson.tasks.size()}, {"free_play", lesson.freePlay}};
    if (args.value().has("check")) {
      nlohmann::json problems = nlohmann::json::array();
      for (const LessonProblem& p : checkLesson(lesson)) {
        problems.push_back({{"task", p.task}, {"problem", p.what}});
        if (!args.value().has("json"))
          std::cerr << lesson.id << (p.task >= 0 ? " task " + std::to_string(p.task) : std::string()) << ": " << p.what << "\n";
      }
      failing += problems.empty() ? 0 : 1;
      entry["problems"] = problems;
    }
    lessons.push_back(entry);
  }
  if (args.value().has("json")) {
    std::cout << nlohmann::json{{"game", std::string(game.value()->id())}, {"lessons", lessons}}.dump(2) << "\n";
  } else {
    for (const auto& l : lessons)
      std::cout << l["id"].get<std::string>() << "  " << l["tasks"].get<int>() << " task(s)"
                << (l["free_play"].get<bool>() ? ", then the deal to its end" : "") << "\n";
    if (args.value().has("check"))
      std::cout << (lessons.empty() ? std::string("no lessons")
                    : failing == 0 ? "all " + std::to_string(lessons.size()) + " lessons pass"
                                   : std::to_string(failing) + " of " + std::to_string(lessons.size()) + " lessons fail")
                << "\n";
  }
  return failing == 0 ? kExitOk : kExitFailed;
}

}  // namespace kr::cli
