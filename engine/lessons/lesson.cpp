#include "lessons/lesson.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/catalog.hpp"
#include "review/deal_start.hpp"

namespace kr {

namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "kartenrunde-lesson";

Error bad(const std::string& where, const std::string& detail) { return Error{"bad-lesson", where, detail}; }

// A string field that must be there and not empty.
std::optional<Error> readText(const json& j, const char* key, const std::string& where, std::string& out) {
  if (!j.contains(key) || !j.at(key).is_string() || j.at(key).get<std::string>().empty())
    return bad(where + key, "expected a text id");
  out = j.at(key).get<std::string>();
  return std::nullopt;
}

std::optional<Error> readMoves(const json& j, const std::string& where, std::vector<RecordedAction>& out) {
  if (!j.is_array()) return bad(where, "expected a list of moves");
  for (std::size_t i = 0; i < j.size(); ++i) {
    const json& m = j[i];
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!m.is_object() || !m.contains("seat") || !m.at("seat").is_number_integer() || !m.contains("action") ||
        !m.at("action").is_string())
      return bad(at, "expected {\"seat\": n, \"action\": \"text\"}");
    out.push_back({m.at("seat").get<int>(), m.at("action").get<std::string>()});
  }
  return std::nullopt;
}

std::optional<Error> readTask(const json& j, const std::string& where, LessonTask& task) {
  if (!j.is_object()) return bad(where, "expected an object");
  if (!j.contains("seat") || !j.at("seat").is_number_integer()) return bad(where + ".seat", "expected a seat number");
  task.seat = j.at("seat").get<int>();
  for (auto [key, out] : {std::pair{"instruction", &task.instruction}, std::pair{"right", &task.right},
                          std::pair{"wrong", &task.wrong}, std::pair{"section", &task.section}})
    if (auto e = readText(j, key, where + ".", *out)) return e;
  if (!j.contains("accept") || !j.at("accept").is_array() || j.at("accept").empty())
    return bad(where + ".accept", "expected the actions that solve the task");
  for (const json& a : j.at("accept")) {
    if (!a.is_string()) return bad(where + ".accept", "expected action texts");
    task.accept.push_back(a.get<std::string>());
  }
  if (j.contains("then"))
    if (auto e = readMoves(j.at("then"), where + ".then", task.then)) return e;
  return std::nullopt;
}

std::optional<Error> apply(GameState& state, const RecordedAction& move, const std::string& where) {
  if (move.seat < 0 || move.seat >= state.seatCount()) return bad(where, "no seat " + std::to_string(move.seat));
  if (auto e = state.applyText(move.seat, move.action))
    return Error{"illegal-action", where, "seat " + std::to_string(move.seat) + ": " + move.action + " (" + e->detail + ")"};
  return std::nullopt;
}

// Walks the lesson from its deal's start: the record's moves, then per task
// the check that the learner may choose there and every accepted action is
// legal, its intended solution and its `then` moves. Stops at task `stopAt`.
Expected<std::unique_ptr<GameState>> walk(const Lesson& lesson, int stopAt, bool check) {
  auto started = matchAtDealStart(lesson.record, 0);
  if (!started) return Error{started.error().code, "record." + started.error().where, started.error().detail};
  std::unique_ptr<GameState> state = started.value()->current()->clone();
  const auto& moves = lesson.record.deals.front().actions;
  for (std::size_t i = 0; i < moves.size(); ++i)
    if (auto e = apply(*state, moves[i], "record.deals[0].actions[" + std::to_string(i) + "]")) return *e;
  for (int t = 0; t < static_cast<int>(lesson.tasks.size()); ++t) {
    if (t == stopAt) return state;
    const LessonTask& task = lesson.tasks[static_cast<std::size_t>(t)];
    const std::string where = "tasks[" + std::to_string(t) + "]";
    if (check) {
      if (task.seat < 0 || task.seat >= state->seatCount()) return bad(where + ".seat", "no seat " + std::to_string(task.seat));
      if (state->isTerminal() || state->observe(task.seat)->legal.empty())
        return bad(where + ".seat", "seat " + std::to_string(task.seat) + " has no choice here");
      for (std::size_t a = 0; a < task.accept.size(); ++a) {
        const auto action = state->actionFromString(task.accept[a]);
        if (!action || !state->isLegal(task.seat, *action))
          return bad(where + ".accept[" + std::to_string(a) + "]", task.accept[a] + " is not legal here");
      }
    }
    if (auto e = apply(*state, {task.seat, task.accept.front()}, where + ".accept[0]")) return *e;
    for (std::size_t i = 0; i < task.then.size(); ++i)
      if (auto e = apply(*state, task.then[i], where + ".then[" + std::to_string(i) + "]")) return *e;
  }
  if (check && lesson.freePlay && state->isTerminal()) return bad("free-play", "the deal is over after the tasks");
  return state;
}

}  // namespace

Expected<Lesson> parseLesson(std::string_view text, const GameLookup& lookup) {
  const json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return bad("lesson", "not JSON");
  if (!j.is_object()) return bad("lesson", "expected an object");
  if (!j.contains("format") || !j.at("format").is_string() || j.at("format").get<std::string>() != kFormat)
    return bad("format", "expected \"kartenrunde-lesson\"");
  if (!j.contains("version") || !j.at("version").is_number_integer() || j.at("version").get<int>() != 1)
    return bad("version", "expected 1");
  Lesson lesson;
  for (auto [key, out] : {std::pair{"id", &lesson.id}, std::pair{"title", &lesson.title}, std::pair{"intro", &lesson.intro}})
    if (auto e = readText(j, key, "", *out)) return *e;
  if (!j.contains("record") || !j.at("record").is_object()) return bad("record", "expected a record");
  auto record = parseRecord(j.at("record").dump(), lookup);
  if (!record) return Error{record.error().code, "record." + record.error().where, record.error().detail};
  lesson.record = std::move(record.value());
  if (lesson.record.deals.size() != 1 || lesson.record.deals.front().hands.empty())
    return bad("record.deals", "expected one deal with explicit hands");
  if (!j.contains("tasks") || !j.at("tasks").is_array() || j.at("tasks").empty())
    return bad("tasks", "expected at least one task");
  for (std::size_t t = 0; t < j.at("tasks").size(); ++t) {
    LessonTask task;
    if (auto e = readTask(j.at("tasks")[t], "tasks[" + std::to_string(t) + "]", task)) return *e;
    lesson.tasks.push_back(std::move(task));
  }
  if (j.contains("free-play")) {
    if (!j.at("free-play").is_boolean()) return bad("free-play", "expected true or false");
    lesson.freePlay = j.at("free-play").get<bool>();
  }
  auto walked = walk(lesson, -1, true);
  if (!walked) return walked.error();
  return lesson;
}

Expected<Lesson> parseLesson(std::string_view text) { return parseLesson(text, findGame); }

Expected<std::unique_ptr<GameState>> lessonStateAt(const Lesson& lesson, int task) {
  if (task < 0 || task > static_cast<int>(lesson.tasks.size())) return bad("task", std::to_string(task));
  return walk(lesson, task, false);
}

LessonAnswer judgeLessonMove(const GameState& state, const LessonTask& task, Action action) {
  if (!state.isLegal(task.seat, action)) return {LessonVerdict::Illegal, state.whyIllegal(task.seat, action).id, {}};
  const std::string text = state.actionToString(action);
  if (std::find(task.accept.begin(), task.accept.end(), text) != task.accept.end())
    return {LessonVerdict::Right, task.right, task.section};
  return {LessonVerdict::Wrong, task.wrong, task.section};
}

}  // namespace kr
