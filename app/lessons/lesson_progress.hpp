#pragma once
// The lessons the player has passed (issue #33), lessons.json beside the
// saves: {"format":"kartenrunde-lessons","version":1,"passed":{"truc":[ids]}}.
// Written atomically, as the statistics (app/stats/statistics_store.hpp): a
// file that cannot be understood is renamed to lessons.json.corrupt-<time>,
// never deleted, and progress starts empty; a file that cannot be read is
// left alone and never saved over.
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace kr::app {

class LessonProgress {
 public:
  // What load() found wrong; all empty when the file was fine or absent.
  struct LoadReport {
    QString corrupt;    // why the file could not be understood ...
    QString keptAs;     // ... and where it was set aside
    QString readError;  // the file is there but could not be read (or set aside)
    bool ok() const { return corrupt.isEmpty() && readError.isEmpty(); }
  };

  explicit LessonProgress(QString directory);

  QString path() const;

  // Reads the file; none yet is no lesson passed.
  LoadReport load();

  bool isPassed(const QString& game, const QString& lessonId) const;
  // In the order they were passed.
  QStringList passedIds(const QString& game) const;

  // Remembers the lesson and saves at once; the error text when it could not
  // be saved (the lesson stays passed for this session). Passing a lesson
  // again changes nothing and writes nothing.
  std::optional<QString> markPassed(const QString& game, const QString& lessonId);

  // The file could not be read: nothing is saved over it.
  bool blocked() const { return !blockedBy_.isEmpty(); }

 private:
  std::optional<QString> save() const;
  QString setAside() const;

  QString dir_;
  QMap<QString, QStringList> passed_;
  QString blockedBy_;  // the read error that keeps us from writing
};

}  // namespace kr::app
