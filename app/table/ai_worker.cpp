#include "ai_worker.hpp"

#include <QtConcurrent/QtConcurrentRun>

#include "worker_priority.hpp"

namespace kr::app {

namespace {

AiDecision decide(const AiJob& job) {
  for (const auto& [player, obs] : job.interjections)
    if (auto a = player->interject(*obs, job.context)) return {job.generation, obs->seat, *a};
  if (job.mover && !(job.context.stop && job.context.stop->load()))
    return {job.generation, job.moverObservation->seat, job.mover->choose(*job.moverObservation, job.context)};
  return {job.generation, -1, 0};
}

}  // namespace

AiWorker::AiWorker(QObject* parent) : QObject(parent) {
  pool_.setMaxThreadCount(1);
  pool_.setExpiryTimeout(-1);  // the one thread stays, with its priority
  connect(&watcher_, &QFutureWatcher<AiDecision>::finished, this, &AiWorker::finished);
}

AiWorker::~AiWorker() {
  cancel();
  waitIdle();
}

void AiWorker::run(AiJob job) {
  pending_ = std::move(job);
  if (watcher_.isRunning()) {
    if (stop_) stop_->store(true);
    return;  // finished() starts the pending job
  }
  startNext();
}

void AiWorker::cancel() {
  pending_.reset();
  if (stop_) stop_->store(true);
}

void AiWorker::waitIdle() { watcher_.waitForFinished(); }

void AiWorker::startNext() {
  if (!pending_) return;
  AiJob job = std::move(*pending_);
  pending_.reset();
  stop_ = std::make_shared<std::atomic<bool>>(false);
  job.context.stop = stop_.get();
  // The job keeps the flag alive while it runs.
  watcher_.setFuture(QtConcurrent::run(&pool_, [job = std::move(job), flag = stop_]() {
    yieldToTheGui();
    return decide(job);
  }));
}

void AiWorker::finished() {
  const AiDecision d = watcher_.result();
  const bool stopped = stop_ && stop_->load();
  if (!stopped) emit decided(d.generation, d.seat, static_cast<int>(d.action));
  startNext();
}

}  // namespace kr::app
