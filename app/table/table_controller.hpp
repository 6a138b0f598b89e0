#pragma once
// The generic table: one match played by the human (match player 0) and
// computer players. It applies the human's actions, runs the computer
// players on the AI worker with a human-like pause, autosaves after every
// action, resumes saved matches, and tells QML what to show and animate.
// Games add their specifics through a TableAdapter.
#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <memory>
#include <optional>
#include <vector>

#include "ai_worker.hpp"
#include "core/catalog.hpp"
#include "core/session.hpp"
#include "lessons/lesson_run.hpp"
#include "save_store.hpp"
#include "table_adapter.hpp"

namespace kr::app {

class TableController : public QObject {
  Q_OBJECT
  Q_PROPERTY(bool hasSession READ hasSession NOTIFY sessionChanged)
  Q_PROPERTY(QString gameId READ gameId NOTIFY sessionChanged)
  Q_PROPERTY(QStringList playerKinds READ playerKinds NOTIFY sessionChanged)
  Q_PROPERTY(QString phase READ phase NOTIFY changed)
  Q_PROPERTY(int humanSeat READ humanSeat NOTIFY changed)
  // The human's match player: 0, except in a lesson that seats the learner
  // elsewhere (e.g. at the dealer's left in a first deal).
  Q_PROPERTY(int humanPlayer READ humanPlayer NOTIFY sessionChanged)
  Q_PROPERTY(int toMove READ toMove NOTIFY changed)
  Q_PROPERTY(int thinkingSeat READ thinkingSeat NOTIFY changed)
  Q_PROPERTY(QVariantList seatPlayers READ seatPlayers NOTIFY changed)
  Q_PROPERTY(QStringList hand READ hand NOTIFY changed)
  Q_PROPERTY(QStringList legalActions READ legalActions NOTIFY changed)
  Q_PROPERTY(QVariantMap extras READ extras NOTIFY changed)
  Q_PROPERTY(bool dealOver READ dealOver NOTIFY changed)
  Q_PROPERTY(bool matchOver READ matchOver NOTIFY changed)
  // The deal is over and the session is open-ended: the player may end it.
  Q_PROPERTY(bool canEndSession READ canEndSession NOTIFY changed)
  Q_PROPERTY(int dealNumber READ dealNumber NOTIFY changed)
  // How often the current deal was dealt again, and the seed it was
  // shuffled with (decimal text, for a deal started from a seed).
  Q_PROPERTY(int dealPlayedAgain READ dealPlayedAgain NOTIFY changed)
  // The human may take back a decision of the deal in progress (issue #32).
  Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY changed)
  // Decisions taken back in this deal so far.
  Q_PROPERTY(int dealTakeBacks READ dealTakeBacks NOTIFY changed)
  Q_PROPERTY(QString dealSeed READ dealSeed NOTIFY changed)
  Q_PROPERTY(QVariantMap lastResult READ lastResult NOTIFY changed)
  Q_PROPERTY(QVariantList scoreSheet READ scoreSheet NOTIFY changed)
  Q_PROPERTY(QVariantList totals READ totals NOTIFY changed)
  Q_PROPERTY(int thinkingPauseMs READ thinkingPauseMs WRITE setThinkingPauseMs NOTIFY thinkingPauseMsChanged)
  // While paused (another page covers the table) computer players wait.
  Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY pausedChanged)
  Q_PROPERTY(QString saveError READ saveError NOTIFY saveErrorChanged)
  // A lesson of the game's course is played here (issue #33): nothing is
  // saved or counted, and computer players move only in free play.
  Q_PROPERTY(bool inLesson READ inLesson NOTIFY sessionChanged)
  // {} outside a lesson; else {id, index, count, title, intro, stage
  // ("intro" | "task" | "explained" | "free-play" | "passed"), task, tasks,
  // instruction, verdict ("right" | "wrong" | ""), answer, section,
  // scripted (moves still to play before the learner goes on), freePlay}.
  // The ids are the game's lesson text ids.
  Q_PROPERTY(QVariantMap lesson READ lesson NOTIFY changed)
  // The hint may be asked for: always, except during a lesson's tasks.
  Q_PROPERTY(bool hintsAllowed READ hintsAllowed NOTIFY changed)

 public:
  explicit TableController(SaveStore store, QObject* parent = nullptr);
  ~TableController() override;

  // A new match; seatKinds[0] is "human", the others computer player kinds.
  // Options are option ids to values (bool, int or choice id). Seed: decimal
  // text; empty picks one. dealSeed: decimal text of the first deal's seed
  // (as a deal summary shows it); empty: derived from the match seed.
  // Returns false and emits failed() on bad input.
  Q_INVOKABLE bool startMatch(const QString& gameId, const QVariantMap& options, const QStringList& seatKinds,
                              const QString& seed = {}, const QString& dealSeed = {});
  Q_INVOKABLE bool hasSave(const QString& gameId) const;
  // Resumes the saved match of a game. An unreadable save is moved aside
  // (reported in failed()), never lost.
  Q_INVOKABLE bool resume(const QString& gameId);
  // A match from a record's JSON text (exact hands for tests and
  // screenshots): validated, replayed, then saved as the game's save.
  Q_INVOKABLE bool loadRecord(const QString& json);
  // Lesson `index` (0-based) of the game's course, from its intro. Does not
  // touch the game's save.
  Q_INVOKABLE bool startLesson(const QString& gameId, int index);
  // The learner goes on: from the intro to the first task, and after a
  // right answer (once its scripted moves are played) to the next task.
  Q_INVOKABLE void lessonNext();
  // What a start dialog offers: the game's opponent levels, weakest to
  // strongest (kr::opponentLevels), and its
  // rule options [{id, type: "bool"|"int"|"choice", defaultValue, min, max,
  // choices}], defaultValue a bool, a number or a choice id.
  Q_INVOKABLE QStringList computerKinds(const QString& gameId) const;
  Q_INVOKABLE QVariantList optionSpecs(const QString& gameId) const;
  // The options the start dialog greys out for these values: id ->
  // {reason: "needs" | "excludes", other: the option's id}.
  Q_INVOKABLE QVariantMap optionBlocks(const QString& gameId, const QVariantMap& values) const;
  // The game's named option sets (engine/core/option_presets.hpp), the
  // values with one of them chosen, and which one the values are ("": none).
  Q_INVOKABLE QStringList optionPresets(const QString& gameId) const;
  Q_INVOKABLE QVariantMap optionsWithPreset(const QString& gameId, const QVariantMap& values,
                                            const QString& presetId) const;
  Q_INVOKABLE QString presetOf(const QString& gameId, const QVariantMap& values) const;
  // The saved match of a game as {seatKinds, options, finished}; empty when
  // there is none or it cannot be read.
  Q_INVOKABLE QVariantMap savedSetup(const QString& gameId) const;
  // The human's action by its text ("CQ", "announce:re" ...).
  Q_INVOKABLE bool act(const QString& action);
  // Why the human may not take an action now: {id, cards}.
  Q_INVOKABLE QVariantMap whyIllegal(const QString& action) const;
  Q_INVOKABLE bool isLegal(const QString& action) const;
  Q_INVOKABLE void nextDeal();
  // Deals the finished deal again, not booked; the human takes the cards of
  // deal seat `seat` (-1 or its own seat: its own cards again).
  Q_INVOKABLE void playAgain(int seat = -1);
  // "Try again from here" (the deal review): the finished deal, not yet
  // booked, is dealt again and its first `actionIndex` actions replayed; the
  // players go on from there and the finished try stays in the record.
  Q_INVOKABLE bool tryAgainFrom(int actionIndex);
  // Takes back the human's last decision in the deal in progress and what
  // the computer players did after it (Ctrl+Z); the record marks the deal,
  // and the statistics count it apart.
  Q_INVOKABLE void takeBack();
  // Ends an open-ended session after the finished deal (a closing round,
  // if the game has one, is dealt next).
  Q_INVOKABLE void endSession();
  // Stops computer players at once; the match stays saved.
  Q_INVOKABLE void leave();
  Q_INVOKABLE QString recordJson() const;
  Q_INVOKABLE bool exportRecord(const QString& path);

  bool hasSession() const { return session_.has_value(); }
  QString gameId() const;
  QStringList playerKinds() const { return kinds_; }
  QString phase() const;
  int humanSeat() const;
  int humanPlayer() const { return humanPlayer_; }
  int toMove() const;
  int thinkingSeat() const { return thinkingSeat_; }
  QVariantList seatPlayers() const;
  QStringList hand() const;
  QStringList legalActions() const;
  QVariantMap extras() const;
  bool dealOver() const;
  bool matchOver() const;
  bool canEndSession() const { return dealOver() && session_->match().endable(); }
  int dealNumber() const;
  int dealPlayedAgain() const;
  bool canTakeBack() const;
  int dealTakeBacks() const;
  QString dealSeed() const;
  QVariantMap lastResult() const;
  QVariantList scoreSheet() const;
  QVariantList totals() const;
  int thinkingPauseMs() const { return pauseMs_; }
  void setThinkingPauseMs(int ms);
  bool paused() const { return paused_; }
  void setPaused(bool paused);
  QString saveError() const { return saveError_; }
  bool inLesson() const { return lesson_.has_value(); }
  QVariantMap lesson() const;
  bool hintsAllowed() const;

  // For tests and the screenshot mode: true once no computer player is
  // thinking or waiting out its pause.
  bool idle() const { return thinkingSeat_ < 0 && !aiWorker_.busy(); }
  // Where game ids are looked up (tests add the test-only game).
  void setGameLookup(GameLookup lookup) { lookup_ = std::move(lookup); }
  // The command line's --seed: used once, by the next match started
  // without a seed of its own.
  static void setLaunchSeed(std::optional<quint64> seed);
  Session* session() { return session_ ? &*session_ : nullptr; }

 signals:
  void sessionChanged();
  void changed();
  void thinkingPauseMsChanged();
  void pausedChanged();
  void saveErrorChanged();
  // What happened, in order, for the table to animate (hidden cards removed).
  void eventsHappened(const QVariantList& events);
  // The deal in play has just ended (after an action, once per deal; the
  // save holds it) and the match has just ended (its last deal booked, or
  // the session ended): the statistics count them. Not in a lesson.
  void dealEnded();
  void matchEnded();
  void actionRefused(const QString& action, const QString& reason, const QStringList& cards);
  // The lesson is done: its game's progress keeps it.
  void lessonPassed(const QString& gameId, const QString& lessonId);
  // Bad input: code and place, as the engine names them; movedTo: where an
  // unreadable save was put.
  void failed(const QString& code, const QString& where, const QString& detail, const QString& movedTo);

 private:
  void adopt(Session session, std::optional<LessonRun> lesson = std::nullopt);
  void afterAction(const EventList& events);
  void schedule();
  // After the deal is booked: save and go on, or report what went wrong.
  void moveOn(std::optional<Error> error);
  void stopComputers();
  void onDecided(int generation, int seat, int action);
  void applyComputer(int generation, int seat, Action action);
  // In a lesson: the next scripted move after the pause, or nothing.
  void scheduleScripted();
  void applyScripted(int generation);
  void lessonStageChanged(LessonRun::Stage before);
  void save();
  QString cardText(Card c) const;
  QVariantMap eventToMap(const Event& e) const;

  SaveStore store_;
  GameLookup lookup_ = findGame;
  std::optional<Session> session_;
  std::unique_ptr<TableAdapter> adapter_;
  std::vector<std::shared_ptr<Player>> players_;  // per match player; null for the human
  QStringList kinds_;
  AiWorker aiWorker_;
  int generation_ = 0;
  int thinkingSeat_ = -1;
  int pauseMs_ = 700;
  bool paused_ = false;
  QElapsedTimer sinceJob_;
  QString saveError_;
  int humanPlayer_ = 0;  // the match player marked "human" in the record
  std::optional<LessonRun> lesson_;
  int lessonIndex_ = -1;
  int lessonCount_ = 0;
};

}  // namespace kr::app
