#pragma once
// Runs computer players off the GUI thread. A job gets observations only
// (ruling ALL-2), never the state. A newer job or cancel() raises a stop flag
// the search polls, and results of outdated jobs are dropped by generation.
// Jobs run on a thread of their own at a lower priority than the GUI, so the
// table keeps drawing while a search uses every core.
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "ai/player.hpp"

namespace kr::app {

struct AiJob {
  int generation = 0;
  // Computer seats that may act out of turn now, asked first (announcements).
  std::vector<std::pair<std::shared_ptr<Player>, std::shared_ptr<const Observation>>> interjections;
  // The computer seat to move, if the game waits for one.
  std::shared_ptr<Player> mover;
  std::shared_ptr<const Observation> moverObservation;
  DecisionContext context;  // game and options must outlive the job
};

struct AiDecision {
  int generation = 0;
  int seat = -1;  // deal seat that acts; -1 when nobody wants to
  Action action = 0;
};

class AiWorker : public QObject {
  Q_OBJECT
 public:
  explicit AiWorker(QObject* parent = nullptr);
  ~AiWorker() override;

  // Starts the job once the previous one has stopped (players are not shared
  // between two searches at once).
  void run(AiJob job);
  // Stops the running search; its result will be dropped.
  void cancel();
  bool busy() const { return watcher_.isRunning(); }
  // Blocks until no job runs (used when the table closes).
  void waitIdle();

 signals:
  void decided(int generation, int seat, int action);

 private:
  void startNext();
  void finished();

  QThreadPool pool_;  // one thread, lowered in priority (declared first: destroyed last)
  QFutureWatcher<AiDecision> watcher_;
  std::optional<AiJob> pending_;
  std::shared_ptr<std::atomic<bool>> stop_;
};

}  // namespace kr::app
