#pragma once
// One game's statistics for the statistics page, read from the statistics
// file (app/stats): `Statistics { gameId: "truc" }`. Numbers and fact ids
// only; the page words them. Reset clears the game's counts.
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "game_tally.hpp"
#include "statistics_store.hpp"

namespace kr::app {

class StatisticsModel : public QObject {
  Q_OBJECT
  QML_NAMED_ELEMENT(Statistics)
  Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
  Q_PROPERTY(int deals READ deals NOTIFY changed)
  Q_PROPERTY(int dealsWon READ dealsWon NOTIFY changed)
  Q_PROPERTY(int matches READ matches NOTIFY changed)
  Q_PROPERTY(int matchesWon READ matchesWon NOTIFY changed)
  Q_PROPERTY(double totalScore READ totalScore NOTIFY changed)
  Q_PROPERTY(double averageScore READ averageScore NOTIFY changed)
  // The game's facts by id ("game:queen-solo": 3), docs/statistics.md.
  Q_PROPERTY(QVariantMap counters READ counters NOTIFY changed)
  // The human's score over the latest deals, added up from 0 (the chart).
  Q_PROPERTY(QVariantList scoreCurve READ scoreCurve NOTIFY changed)
  // Where a file that could not be read was put; empty when none was.
  Q_PROPERTY(QString setAside READ setAside NOTIFY changed)
  // Why the file could not be read or written; empty when all is well.
  Q_PROPERTY(QString error READ error NOTIFY changed)

 public:
  explicit StatisticsModel(QObject* parent = nullptr);

  QString gameId() const { return gameId_; }
  void setGameId(const QString& id);
  int deals() const { return tally_.deals; }
  int dealsWon() const { return tally_.dealsWon; }
  int matches() const { return tally_.matches; }
  int matchesWon() const { return tally_.matchesWon; }
  double totalScore() const { return static_cast<double>(tally_.score); }
  double averageScore() const;
  QVariantMap counters() const;
  QVariantList scoreCurve() const;
  QString setAside() const { return setAside_; }
  QString error() const { return error_; }

  // Reads the file again (a table may have counted deals meanwhile).
  Q_INVOKABLE void reload();
  // Clears this game's statistics; the other games keep theirs.
  Q_INVOKABLE bool reset();
  // The player has read that a corrupt file was set aside.
  Q_INVOKABLE void dismissSetAside();

 signals:
  void gameIdChanged();
  void changed();

 private:
  // Loads, lets `change` edit and saves; false (error_ set) on failure.
  template <class Change>
  bool update(Change change);

  stats::StatisticsStore store_;
  QString gameId_;
  stats::GameTally tally_;
  QString setAside_;
  QString error_;
};

}  // namespace kr::app
