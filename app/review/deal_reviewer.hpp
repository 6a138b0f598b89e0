#pragma once
// The review page's controller (issue #32): reviews one finished deal of a
// table's match (or of a game's save) with the engine's deal review, on a
// worker thread below the GUI's priority, decision by decision with its
// progress, cancellable; keeps the result beside the saves so that it opens
// at once next time; replays the deal step by step with every hand open;
// and starts "try again from here" at the table.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <optional>

#include "core/record.hpp"
#include "game_table.hpp"
#include "review/deal_replay.hpp"
#include "review/review_store.hpp"

namespace kr::app {

struct ReviewOutcome {
  int generation = 0;
  std::optional<DealReview> review;
  Error error;
};

class DealReviewer : public QObject {
  Q_OBJECT
  QML_ELEMENT
  // Where the deal comes from: a table (try again is possible) ...
  Q_PROPERTY(kr::app::GameTable* table READ table WRITE setTable NOTIFY sourceChanged)
  Q_PROPERTY(QString gameId READ gameId NOTIFY sourceChanged)
  // The deals that can be reviewed (finished ones), 0-based, and the one shown.
  Q_PROPERTY(QVariantList finishedDeals READ finishedDeals NOTIFY sourceChanged)
  Q_PROPERTY(int deal READ deal WRITE setDeal NOTIFY dealChanged)
  // The reviewed player's seat in the deal, and how many seats it has.
  Q_PROPERTY(int seat READ seat NOTIFY dealChanged)
  Q_PROPERTY(int seatCount READ seatCount NOTIFY dealChanged)
  Q_PROPERTY(QVariantList seatPlayers READ seatPlayers NOTIFY dealChanged)
  // Budget per decision in ms; -1: the analyst's own (the default depth).
  Q_PROPERTY(int budgetMs MEMBER budgetMs_ NOTIFY dealChanged)
  Q_PROPERTY(bool running READ running NOTIFY progressChanged)
  Q_PROPERTY(int done READ done NOTIFY progressChanged)
  Q_PROPERTY(int total READ total NOTIFY progressChanged)
  // Why there is no review: an engine error code ("no-decision", ...), or
  // "cancelled"; empty otherwise.
  Q_PROPERTY(QString error READ error NOTIFY reviewChanged)
  Q_PROPERTY(bool ready READ ready NOTIFY reviewChanged)
  // The review was kept from an earlier opening (not computed now).
  Q_PROPERTY(bool kept READ kept NOTIFY reviewChanged)
  Q_PROPERTY(QVariantList decisions READ decisions NOTIFY reviewChanged)
  Q_PROPERTY(QVariantMap summary READ summary NOTIFY reviewChanged)
  Q_PROPERTY(QString unit READ unit NOTIFY reviewChanged)
  // The replay: the number of actions, the step shown, its position.
  Q_PROPERTY(int stepCount READ stepCount NOTIFY dealChanged)
  // The most cards any seat holds in the deal (as dealt): the page sizes
  // the cards once for the whole replay.
  Q_PROPERTY(int longestHand READ longestHand NOTIFY dealChanged)
  Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
  Q_PROPERTY(QVariantMap position READ position NOTIFY stepChanged)
  // The decision reviewed at this step (before its action), -1: none.
  Q_PROPERTY(int decisionHere READ decisionHere NOTIFY stepChanged)
  // Try again from here is possible: the deal is the table's, finished and
  // not yet booked.
  Q_PROPERTY(bool canTryAgain READ canTryAgain NOTIFY dealChanged)

 public:
  explicit DealReviewer(QObject* parent = nullptr);
  ~DealReviewer() override;

  GameTable* table() const { return table_; }
  void setTable(GameTable* table);
  QString gameId() const;
  QVariantList finishedDeals() const;
  int deal() const { return deal_; }
  void setDeal(int deal);
  int seat() const { return seat_; }
  int seatCount() const { return seatCount_; }
  QVariantList seatPlayers() const { return seatPlayers_; }
  bool running() const { return running_; }
  int done() const { return done_; }
  int total() const { return total_; }
  QString error() const { return error_; }
  bool ready() const { return review_.has_value(); }
  bool kept() const { return kept_; }
  QVariantList decisions() const { return decisions_; }
  QVariantMap summary() const { return summary_; }
  QString unit() const;
  int stepCount() const { return replay_ ? replay_->steps() : 0; }
  int longestHand() const { return longestHand_; }
  int step() const { return step_; }
  void setStep(int step);
  QVariantMap position() const { return position_; }
  int decisionHere() const;
  bool canTryAgain() const;

  // Reviews the last finished deal of a game's save, read only (the
  // statistics page): false when there is none.
  Q_INVOKABLE bool openSave(const QString& gameId);
  // A record's JSON text (tests, a record opened from a file).
  Q_INVOKABLE bool openRecord(const QString& json);
  // Opens the kept review, or weighs the deal now; once weighed, the replay
  // shows the costliest marked decision (else the first).
  Q_INVOKABLE void start();
  Q_INVOKABLE void cancel();
  // The step of the next / previous reviewed decision from `step`; -1: none.
  Q_INVOKABLE int decisionAfter(int step) const;
  Q_INVOKABLE int decisionBefore(int step) const;
  // Try again from the decision at this step: the table deals the deal again
  // and replays the actions before it.
  Q_INVOKABLE bool tryAgain(int step);

  // True while any review is being weighed, or was until a moment ago (a
  // screenshot waits for it and for the cards it brings to be drawn).
  static bool anyRunning();

 signals:
  void sourceChanged();
  void dealChanged();
  void progressChanged();
  void reviewChanged();
  void stepChanged();
  void failed(const QString& code, const QString& where, const QString& detail);

 private:
  bool adoptRecord(Record record, bool fromTable);
  void openDeal(int deal);
  void clearReview();
  void finished();
  void showFirstDecision();
  void onProgress(int generation, int done, int total);
  QString storeDirectory() const;

  QPointer<GameTable> table_;
  std::optional<Record> record_;
  bool fromTable_ = false;
  QVariantList finishedDeals_;
  int deal_ = -1;
  int player_ = 0;
  int seat_ = -1;
  int seatCount_ = 0;
  QVariantList seatPlayers_;
  int budgetMs_ = -1;
  std::optional<DealReplay> replay_;
  int step_ = 0;
  int longestHand_ = 0;
  QVariantMap position_;

  QThreadPool pool_;  // one thread, lowered in priority (declared first: destroyed last)
  QFutureWatcher<ReviewOutcome> watcher_;
  std::shared_ptr<std::atomic<bool>> stop_;
  int generation_ = 0;
  bool running_ = false;  // a review of this generation is being weighed
  int done_ = 0;
  int total_ = 0;
  QString key_;
  std::optional<DealReview> review_;
  bool kept_ = false;
  QString error_;
  QVariantList decisions_;
  QVariantMap summary_;
};

}  // namespace kr::app
