#include "deal_reviewer.hpp"

#include <QDateTime>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

#include "review/deal_start.hpp"
#include "review_values.hpp"
#include "worker_priority.hpp"

namespace kr::app {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// Counted by the workers themselves, so that a search replaced before its
// end is still counted out.
std::atomic<int> reviewsRunning{0};
std::atomic<qint64> lastReviewEndMs{0};
constexpr qint64 kDrawingMs = 1500;  // the replay's cards load after the review

}  // namespace

bool DealReviewer::anyRunning() {
  return reviewsRunning.load() > 0 || QDateTime::currentMSecsSinceEpoch() - lastReviewEndMs.load() < kDrawingMs;
}

DealReviewer::DealReviewer(QObject* parent) : QObject(parent) {
  pool_.setMaxThreadCount(1);
  pool_.setExpiryTimeout(-1);  // the one thread stays, with its priority
  connect(&watcher_, &QFutureWatcher<ReviewOutcome>::finished, this, &DealReviewer::finished);
}

DealReviewer::~DealReviewer() {
  cancel();
  watcher_.waitForFinished();
}

void DealReviewer::setTable(GameTable* table) {
  if (table == table_) return;
  table_ = table;
  if (table_ && table_->session()) adoptRecord(table_->session()->record(), true);
  emit sourceChanged();
}

QString DealReviewer::gameId() const { return record_ ? q(std::string(record_->game->id())) : QString(); }

QVariantList DealReviewer::finishedDeals() const { return finishedDeals_; }

QString DealReviewer::storeDirectory() const { return GameTable::saveDirectory(); }

bool DealReviewer::openSave(const QString& gameId) {
  const SaveStore saves(storeDirectory());
  QString readError;
  const auto bytes = saves.read(gameId, &readError);
  if (!bytes) {
    emit failed(QStringLiteral("cannot-read"), saves.pathFor(gameId), readError);
    return false;
  }
  return openRecord(QString::fromUtf8(*bytes));
}

bool DealReviewer::openRecord(const QString& json) {
  auto record = parseRecord(json.toStdString());
  if (!record) {
    emit failed(q(record.error().code), q(record.error().where), q(record.error().detail));
    return false;
  }
  table_ = nullptr;
  const bool ok = adoptRecord(std::move(record.value()), false);
  emit sourceChanged();
  return ok;
}

bool DealReviewer::adoptRecord(Record record, bool fromTable) {
  cancel();
  auto replayed = replayRecord(record);
  if (!replayed) {
    emit failed(q(replayed.error().code), q(replayed.error().where), q(replayed.error().detail));
    return false;
  }
  const int last = lastFinishedDeal(record, *replayed.value());
  player_ = defaultPlayer(record);
  record_ = std::move(record);
  fromTable_ = fromTable;
  finishedDeals_.clear();
  for (int d = 0; d <= last; ++d) finishedDeals_ << d;
  openDeal(last);
  return last >= 0;
}

void DealReviewer::setDeal(int deal) {
  if (deal == deal_ || !record_ || !finishedDeals_.contains(deal)) return;
  cancel();
  openDeal(deal);
}

void DealReviewer::openDeal(int deal) {
  clearReview();
  deal_ = deal;
  replay_.reset();
  seat_ = -1;
  seatCount_ = 0;
  longestHand_ = 0;
  seatPlayers_.clear();
  if (record_ && deal < 0) error_ = QStringLiteral("no-such-deal");  // nothing finished yet
  if (record_ && deal >= 0) {
    auto replay = DealReplay::open(*record_, deal);
    if (replay) {
      replay_.emplace(std::move(replay.value()));
      seatCount_ = replay_->seatCount();
      for (const QVariant& hand : replay_->positionAt(0).value(QStringLiteral("hands")).toList())
        longestHand_ = std::max(longestHand_, static_cast<int>(hand.toStringList().size()));
      for (std::size_t s = 0; s < replay_->seatPlayers().size(); ++s) {
        seatPlayers_ << replay_->seatPlayers()[s];
        if (replay_->seatPlayers()[s] == player_) seat_ = static_cast<int>(s);
      }
    } else {
      error_ = q(replay.error().code);
    }
  }
  emit dealChanged();
  emit reviewChanged();
  step_ = -1;
  setStep(0);
}

void DealReviewer::clearReview() {
  review_.reset();
  kept_ = false;
  error_.clear();
  decisions_.clear();
  summary_.clear();
  done_ = total_ = 0;
}

QString DealReviewer::unit() const { return review_ ? q(std::string(unitId(review_->unit))) : QString(); }

void DealReviewer::setStep(int step) {
  step = std::clamp(step, 0, stepCount());
  if (step == step_) return;
  step_ = step;
  position_ = replay_ ? replay_->positionAt(step_) : QVariantMap();
  emit stepChanged();
}

int DealReviewer::decisionHere() const {
  for (int i = 0; i < decisions_.size(); ++i)
    if (decisions_[i].toMap().value(QStringLiteral("index")).toInt() == step_) return i;
  return -1;
}

int DealReviewer::decisionAfter(int step) const {
  for (const QVariant& d : decisions_) {
    const int index = d.toMap().value(QStringLiteral("index")).toInt();
    if (index > step) return index;
  }
  return -1;
}

int DealReviewer::decisionBefore(int step) const {
  int found = -1;
  for (const QVariant& d : decisions_) {
    const int index = d.toMap().value(QStringLiteral("index")).toInt();
    if (index < step) found = index;
  }
  return found;
}

bool DealReviewer::canTryAgain() const {
  if (!fromTable_ || !table_ || !table_->session() || !record_ || table_->matchOver() || !table_->dealOver()) return false;
  // Only the table's finished deal, as reviewed: not a deal booked already.
  const Record& now = table_->session()->record();
  return deal_ == static_cast<int>(now.deals.size()) - 1 && deal_ < static_cast<int>(record_->deals.size()) &&
         now.deals.back().actions == record_->deals[static_cast<std::size_t>(deal_)].actions;
}

bool DealReviewer::tryAgain(int step) {
  if (!canTryAgain() || step < 0 || step >= stepCount()) return false;
  cancel();
  return table_->tryAgainFrom(step);
}

void DealReviewer::start() {
  if (!record_ || deal_ < 0 || running()) return;
  clearReview();
  key_ = ReviewStore::keyFor(*record_, deal_, player_, budgetMs_);
  if (auto kept = ReviewStore(storeDirectory()).find(gameId(), key_)) {
    review_ = std::move(kept);
    kept_ = true;
    decisions_ = decisionValues(*review_);
    summary_ = summaryValues(*review_);
    emit progressChanged();
    emit reviewChanged();
    showFirstDecision();
    return;
  }
  ReviewConfig config;
  config.deal = deal_;
  config.player = player_;
  config.budgetMs = budgetMs_;
  config.seed = record_->seed ^ static_cast<std::uint64_t>(deal_);
  stop_ = std::make_shared<std::atomic<bool>>(false);
  const int generation = ++generation_;
  auto record = std::make_shared<const Record>(*record_);
  // Progress comes from the worker; it is posted to this object's thread and
  // dropped with the object.
  config.progress = [this, generation](int done, int total) {
    QMetaObject::invokeMethod(this, [this, generation, done, total] { onProgress(generation, done, total); }, Qt::QueuedConnection);
  };
  ++reviewsRunning;
  running_ = true;
  watcher_.setFuture(QtConcurrent::run(&pool_, [record, config, flag = stop_, generation]() mutable {
    yieldToTheGui();
    config.stop = flag.get();
    ReviewOutcome out;
    out.generation = generation;
    auto review = reviewDeal(*record, config);
    if (review) out.review = std::move(review.value());
    else out.error = review.error();
    lastReviewEndMs.store(QDateTime::currentMSecsSinceEpoch());
    --reviewsRunning;
    return out;
  }));
  emit progressChanged();
  emit reviewChanged();
}

void DealReviewer::cancel() {
  ++generation_;
  if (stop_) stop_->store(true);
  if (running_) {
    running_ = false;
    emit progressChanged();
  }
}

void DealReviewer::onProgress(int generation, int done, int total) {
  if (generation != generation_) return;
  done_ = done;
  total_ = total;
  emit progressChanged();
}

void DealReviewer::finished() {
  const ReviewOutcome out = watcher_.result();
  if (out.generation != generation_) return;  // cancelled meanwhile
  running_ = false;
  if (out.review) {
    review_ = out.review;
    decisions_ = decisionValues(*review_);
    summary_ = summaryValues(*review_);
    if (auto e = ReviewStore(storeDirectory()).keep(gameId(), key_, *review_))
      emit failed(QStringLiteral("cannot-write"), gameId(), *e);
  } else {
    error_ = q(out.error.code);
  }
  emit progressChanged();
  emit reviewChanged();
  showFirstDecision();
}

void DealReviewer::showFirstDecision() {
  // Where the player looks first: the costliest marked decision, else the
  // first one; unless the replay has been moved meanwhile.
  if (step_ != 0 || decisions_.isEmpty()) {
    emit stepChanged();
    return;
  }
  int target = decisions_.front().toMap().value(QStringLiteral("index")).toInt();
  double worst = 0;
  for (const QVariant& d : decisions_) {
    const QVariantMap m = d.toMap();
    if (m.value(QStringLiteral("mark")).toString() != QLatin1String("good") && m.value(QStringLiteral("loss")).toDouble() > worst) {
      worst = m.value(QStringLiteral("loss")).toDouble();
      target = m.value(QStringLiteral("index")).toInt();
    }
  }
  setStep(target);
  emit stepChanged();
}

}  // namespace kr::app
