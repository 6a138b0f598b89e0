#include "lessons/lesson_run.hpp"

#include <algorithm>
#include <utility>

namespace kr {

LessonRun::LessonRun(Lesson lesson) : lesson_(std::move(lesson)) {}

const LessonTask* LessonRun::task() const {
  if (task_ < 0 || task_ >= static_cast<int>(lesson_.tasks.size())) return nullptr;
  return &lesson_.tasks[static_cast<std::size_t>(task_)];
}

void LessonRun::begin() {
  if (stage_ != Stage::Intro) return;
  task_ = 0;
  stage_ = Stage::Task;
}

LessonAnswer LessonRun::judge(const GameState& state, Action action) {
  if (stage_ != Stage::Task || !task()) return {LessonVerdict::Illegal, "not-your-turn", {}};
  LessonAnswer a = judgeLessonMove(state, *task(), action);
  answer_ = a;
  if (a.verdict == LessonVerdict::Right) {
    stage_ = Stage::Explained;
    pending_ = task()->then;
    next_ = 0;
  }
  return a;
}

const RecordedAction* LessonRun::nextScripted() const {
  return stage_ == Stage::Explained && next_ < pending_.size() ? &pending_[next_] : nullptr;
}

void LessonRun::scriptedPlayed() {
  if (nextScripted()) ++next_;
}

void LessonRun::proceed() {
  if (stage_ != Stage::Explained || scriptedPending()) return;
  answer_.reset();
  if (task_ + 1 < static_cast<int>(lesson_.tasks.size())) {
    ++task_;
    stage_ = Stage::Task;
  } else {
    stage_ = lesson_.freePlay ? Stage::FreePlay : Stage::Passed;
  }
}

void LessonRun::dealEnded() {
  if (stage_ == Stage::FreePlay) stage_ = Stage::Passed;
}

std::vector<Action> LessonRun::offered(const GameState& state) const {
  std::vector<Action> out;
  const LessonTask* t = task();
  const int seat = t ? t->seat : state.toMove();
  ActionList legal;
  state.legalActions(seat, legal);
  const Game& game = state.game();
  const bool cardTask = t && stage_ == Stage::Task &&
                        std::all_of(t->accept.begin(), t->accept.end(),
                                    [&game](const std::string& a) { return game.parseCardText(a).has_value(); });
  for (Action a : legal)
    if (!cardTask || game.parseCardText(state.actionToString(a))) out.push_back(a);
  return out;
}

}  // namespace kr
