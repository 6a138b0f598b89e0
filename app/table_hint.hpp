#pragma once
// A hint for the human at any table: what the game's analyst player would
// do now and a short reason id the game's words turn into a sentence
// ("win-trick", "smear-points" ...). The search runs on a pool thread from
// the human's observation only (ruling ALL-2), is cancelled by a new
// request, by any action at the table and by cancel(), and its result is
// dropped once the position has changed.
//
// --hint (setLaunchHint): the first hint is asked for as soon as the human
// is to act, and a screenshot waits for it (launchHintPending).
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>

#include "game_table.hpp"

namespace kr::app {

struct HintAnswer {
  int generation = 0;
  QString action;  // action text; empty: no hint
  QString reasonId;
  int reasonPercent = -1;  // a percentage the reason quotes; -1: none
};

class TableHint : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(kr::app::GameTable* table READ table WRITE setTable NOTIFY tableChanged)
  Q_PROPERTY(bool busy READ busy NOTIFY changed)
  Q_PROPERTY(QString action READ action NOTIFY changed)
  Q_PROPERTY(QString reasonId READ reasonId NOTIFY changed)
  Q_PROPERTY(int reasonPercent READ reasonPercent NOTIFY changed)
  // Budget of one hint's search in ms; -1: the analyst's own.
  Q_PROPERTY(int budgetMs MEMBER budgetMs_ NOTIFY tableChanged)

 public:
  explicit TableHint(QObject* parent = nullptr);
  ~TableHint() override;

  GameTable* table() const { return table_; }
  void setTable(GameTable* table);
  bool busy() const { return watcher_.isRunning() && !stale_; }
  QString action() const { return answer_.action; }
  QString reasonId() const { return answer_.reasonId; }
  int reasonPercent() const { return answer_.reasonPercent; }

  // Starts a hint for the human's decision now (false: nothing to decide).
  Q_INVOKABLE bool request();
  Q_INVOKABLE void cancel();

  // The command line's --hint, for the tables opened after it.
  static void setLaunchHint(bool on);
  // True from setLaunchHint(true) until that hint has been answered.
  static bool launchHintPending();

 signals:
  void tableChanged();
  void changed();
  void ready();

 private:
  void finished();
  void requestLaunchHint();

  QPointer<GameTable> table_;
  QFutureWatcher<HintAnswer> watcher_;
  std::shared_ptr<std::atomic<bool>> stop_;
  HintAnswer answer_;
  int generation_ = 0;
  bool stale_ = false;
  bool launchRequest_ = false;  // the running search is the --hint one
  int budgetMs_ = -1;
};

}  // namespace kr::app
