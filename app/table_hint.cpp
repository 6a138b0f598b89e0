#include "table_hint.hpp"

#include <QtConcurrent/QtConcurrentRun>
#include <utility>

#include "ai/hint.hpp"
#include "ai/player.hpp"

namespace kr::app {

namespace {

enum class LaunchHint { None, Wanted, Running };
LaunchHint launchHint = LaunchHint::None;  // only touched on the GUI thread

}  // namespace

TableHint::TableHint(QObject* parent) : QObject(parent) {
  connect(&watcher_, &QFutureWatcher<HintAnswer>::finished, this, &TableHint::finished);
}

TableHint::~TableHint() {
  cancel();
  watcher_.waitForFinished();
}

void TableHint::setTable(GameTable* table) {
  if (table == table_) return;
  if (table_) disconnect(table_, nullptr, this, nullptr);
  cancel();
  table_ = table;
  if (table_) {
    connect(table_, &TableController::eventsHappened, this, &TableHint::cancel);
    connect(table_, &TableController::sessionChanged, this, &TableHint::cancel);
    // Queued: after the table's own handlers, which cancel hints.
    if (launchHint == LaunchHint::Wanted)
      connect(table_, &TableController::changed, this, &TableHint::requestLaunchHint, Qt::QueuedConnection);
  }
  emit tableChanged();
}

bool TableHint::request() {
  cancel();
  Session* session = table_ ? table_->session() : nullptr;
  const int seat = table_ ? table_->humanSeat() : -1;
  if (!session || !session->deal() || seat < 0 || session->deal()->isTerminal()) return false;
  if (!table_->hintsAllowed()) return false;  // a lesson's task is the learner's own
  std::shared_ptr<const Observation> obs = session->deal()->observe(seat);
  if (obs->legal.empty()) return false;
  const Game& game = session->game();
  std::shared_ptr<Player> player = makePlayer(analystKind(game), game, deriveSeed(session->record().seed, 7000 + generation_));
  if (!player) return false;
  auto options = std::make_shared<const Options>(session->match().options());
  stop_ = std::make_shared<std::atomic<bool>>(false);
  stale_ = false;
  const int generation = ++generation_;
  const int budget = budgetMs_;
  // The search sees only the observation; its action is turned into text
  // on this thread afterwards.
  watcher_.setFuture(QtConcurrent::run([player, obs, options, flag = stop_, &game, generation, budget]() {
    DecisionContext ctx{&game, options.get(), flag.get(), budget};
    HintAnswer answer{generation, {}, {}};
    if (auto* source = dynamic_cast<HintSource*>(player.get())) {
      const Hint h = source->hint(*obs, ctx);
      answer.action = QString::number(h.action);
      answer.reasonId = QString::fromStdString(h.reasonId);
      answer.reasonPercent = h.reasonPercent;
    } else {
      answer.action = QString::number(player->choose(*obs, ctx));
    }
    return answer;
  }));
  emit changed();
  return true;
}

void TableHint::cancel() {
  ++generation_;
  if (stop_) stop_->store(true);
  stale_ = true;
  if (!answer_.action.isEmpty() || !answer_.reasonId.isEmpty()) answer_ = {};
  emit changed();
}

void TableHint::setLaunchHint(bool on) { launchHint = on ? LaunchHint::Wanted : LaunchHint::None; }

bool TableHint::launchHintPending() { return launchHint != LaunchHint::None; }

void TableHint::requestLaunchHint() {
  if (launchHint != LaunchHint::Wanted || !table_ || table_->toMove() != table_->humanSeat() || table_->dealOver())
    return;
  if (!request()) return;
  launchHint = LaunchHint::Running;
  launchRequest_ = true;
}

void TableHint::finished() {
  // The --hint answer, shown or dropped: the screenshot need not wait longer.
  if (std::exchange(launchRequest_, false)) launchHint = LaunchHint::None;
  HintAnswer answer = watcher_.result();
  if (answer.generation != generation_ || stale_ || !table_ || !table_->session() || !table_->session()->deal()) {
    emit changed();
    return;
  }
  const Action code = static_cast<Action>(answer.action.toInt());
  answer.action = QString::fromStdString(table_->session()->deal()->actionToString(code));
  answer_ = answer;
  emit changed();
  emit ready();
}

}  // namespace kr::app
