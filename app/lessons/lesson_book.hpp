#pragma once
// The courses of lessons and the player's progress through them, for QML as
// App.lessons (issue #33). The courses come from the engine (compiled in,
// read once); the progress is lessons.json beside the saves
// (lesson_progress.hpp). Titles and intros are text ids: each game's
// LessonWords.qml words them.
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <vector>

#include "lesson_progress.hpp"

namespace kr::app {

class LessonBook : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("LessonBook is owned by App")

  // The last thing that went wrong (a corrupt file set aside, progress that
  // could not be saved, a lesson that does not exist); empty when none.
  Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
  // Grows with every change of progress: `void App.lessons.revision` makes a
  // binding on course() or isPassed() follow the progress.
  Q_PROPERTY(int revision READ revision NOTIFY changed)

 public:
  // `directory`: where lessons.json lives (the app: GameTable::saveDirectory()).
  explicit LessonBook(const QString& directory, QObject* parent = nullptr);

  QString problem() const;
  int revision() const { return revision_; }

  // The course in order: {index, id, title, intro, tasks, passed, freePlay};
  // empty for a game without one.
  Q_INVOKABLE QVariantList course(const QString& gameId);
  Q_INVOKABLE int courseSize(const QString& gameId);
  // Passed lessons that are in the course (an id from an older course is not).
  Q_INVOKABLE int passedCount(const QString& gameId);
  // The first lesson not passed yet; -1 when all are (or there is no course).
  Q_INVOKABLE int nextLesson(const QString& gameId);
  Q_INVOKABLE bool isPassed(const QString& gameId, const QString& lessonId) const;
  // Remembers and saves a passed lesson of the course; other ids are refused
  // (see problem).
  Q_INVOKABLE void markPassed(const QString& gameId, const QString& lessonId);

 signals:
  void changed();
  void problemChanged();

 private:
  struct Entry {
    QString id;
    QString title;
    QString intro;
    int tasks = 0;
    bool freePlay = false;
  };
  // What went wrong, worded by problem() in the language of the moment.
  struct Problem {
    enum Kind { None, SetAside, Unreadable, NotSaved, NoCourse, NoLesson };
    Kind kind = None;
    QString first;   // the %1 ...
    QString second;  // ... and %2 of its words
    bool operator==(const Problem&) const = default;
  };
  const std::vector<Entry>& entries(const QString& gameId);
  void setProblem(const Problem& problem);

  LessonProgress progress_;
  std::map<QString, std::vector<Entry>> courses_;
  Problem problem_;
  QString readError_;  // why lessons.json cannot be read: nothing is saved
  int revision_ = 0;
};

}  // namespace kr::app
