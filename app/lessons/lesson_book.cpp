#include "lesson_book.hpp"

#include <QVariantMap>

#include <algorithm>

#include "game_texts.hpp"
#include "language_change.hpp"
#include "lessons/course.hpp"

namespace kr::app {

LessonBook::LessonBook(const QString& directory, QObject* parent) : QObject(parent), progress_(directory) {
  const LessonProgress::LoadReport report = progress_.load();
  if (!report.corrupt.isEmpty()) {
    setProblem({Problem::SetAside, report.corrupt, report.keptAs});
  } else if (!report.readError.isEmpty()) {
    readError_ = report.readError;
    setProblem({Problem::Unreadable, readError_, {}});
  }
  // The problem is worded when read: a new language words it anew.
  onLanguageChange(this, [this] {
    if (problem_.kind != Problem::None) emit problemChanged();
  });
}

QString LessonBook::problem() const {
  switch (problem_.kind) {
    case Problem::None:
      return {};
    case Problem::SetAside:
      return tr("lessons.json could not be read (%1); it was kept as %2. Your lesson progress starts anew.")
          .arg(problem_.first, problem_.second);
    case Problem::Unreadable:
      return tr("lessons.json cannot be read (%1). It is left as it is, so the lessons you pass now are not saved.")
          .arg(problem_.first);
    case Problem::NotSaved:
      return tr("Your lesson progress could not be saved (%1).").arg(problem_.first);
    case Problem::NoCourse:
      return tr("There are no lessons for %1.").arg(problem_.first);
    case Problem::NoLesson:
      return tr("The %1 course has no lesson “%2”.")
          .arg(GameTexts::name(problem_.first.toStdString()), problem_.second);
  }
  return {};
}

const std::vector<LessonBook::Entry>& LessonBook::entries(const QString& gameId) {
  auto found = courses_.find(gameId);
  if (found != courses_.end()) return found->second;
  std::vector<Entry>& out = courses_[gameId];
  const auto course = kr::loadCourse(gameId.toStdString());
  if (!course) {
    // Compiled in and checked by the tests: only a broken build gets here.
    qWarning("Lessons: the course of %s does not load: %s", qUtf8Printable(gameId),
             course.error().message().c_str());
    return out;
  }
  for (const kr::Lesson& lesson : course.value())
    out.push_back({toQString(lesson.id), toQString(lesson.title), toQString(lesson.intro),
                   static_cast<int>(lesson.tasks.size()), lesson.freePlay});
  return out;
}

QVariantList LessonBook::course(const QString& gameId) {
  QVariantList out;
  int index = 0;
  for (const Entry& entry : entries(gameId))
    out.append(QVariantMap{{QStringLiteral("index"), index++},
                           {QStringLiteral("id"), entry.id},
                           {QStringLiteral("title"), entry.title},
                           {QStringLiteral("intro"), entry.intro},
                           {QStringLiteral("tasks"), entry.tasks},
                           {QStringLiteral("passed"), progress_.isPassed(gameId, entry.id)},
                           {QStringLiteral("freePlay"), entry.freePlay}});
  return out;
}

int LessonBook::courseSize(const QString& gameId) { return static_cast<int>(entries(gameId).size()); }

int LessonBook::passedCount(const QString& gameId) {
  int count = 0;
  for (const Entry& entry : entries(gameId))
    if (progress_.isPassed(gameId, entry.id)) ++count;
  return count;
}

int LessonBook::nextLesson(const QString& gameId) {
  const std::vector<Entry>& course = entries(gameId);
  for (std::size_t i = 0; i < course.size(); ++i)
    if (!progress_.isPassed(gameId, course[i].id)) return static_cast<int>(i);
  return -1;
}

bool LessonBook::isPassed(const QString& gameId, const QString& lessonId) const {
  return progress_.isPassed(gameId, lessonId);
}

void LessonBook::markPassed(const QString& gameId, const QString& lessonId) {
  const std::vector<Entry>& course = entries(gameId);
  if (course.empty()) {
    setProblem({Problem::NoCourse, gameId, {}});
    return;
  }
  const bool known = std::any_of(course.begin(), course.end(), [&](const Entry& e) { return e.id == lessonId; });
  if (!known) {
    setProblem({Problem::NoLesson, gameId, lessonId});
    return;
  }
  if (progress_.isPassed(gameId, lessonId)) return;
  const std::optional<QString> error = progress_.markPassed(gameId, lessonId);
  ++revision_;
  emit changed();
  if (progress_.blocked())
    setProblem({Problem::Unreadable, readError_, {}});
  else if (error)
    setProblem({Problem::NotSaved, *error, {}});
  else if (problem_.kind == Problem::NotSaved)
    setProblem({});  // saved after all
}

void LessonBook::setProblem(const Problem& problem) {
  if (problem_ == problem) return;
  problem_ = problem;
  emit problemChanged();
}

}  // namespace kr::app
