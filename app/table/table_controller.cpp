#include "table_controller.hpp"

#include <QDateTime>
#include <QFile>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "ai/player.hpp"
#include "core/catalog.hpp"
#include "core/option_presets.hpp"
#include "lessons/course.hpp"

namespace kr::app {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QString stageId(LessonRun::Stage stage) {
  switch (stage) {
    case LessonRun::Stage::Intro: return QStringLiteral("intro");
    case LessonRun::Stage::Task: return QStringLiteral("task");
    case LessonRun::Stage::Explained: return QStringLiteral("explained");
    case LessonRun::Stage::FreePlay: return QStringLiteral("free-play");
    case LessonRun::Stage::Passed: return QStringLiteral("passed");
  }
  return {};
}

QString eventKindId(EventKind k) {
  switch (k) {
    case EventKind::DealStarted: return QStringLiteral("deal-started");
    case EventKind::CardsDealt: return QStringLiteral("cards-dealt");
    case EventKind::Bid: return QStringLiteral("bid");
    case EventKind::ContractChosen: return QStringLiteral("contract-chosen");
    case EventKind::CardsPassed: return QStringLiteral("cards-passed");
    case EventKind::CardPlayed: return QStringLiteral("card-played");
    case EventKind::TrickTaken: return QStringLiteral("trick-taken");
    case EventKind::Announcement: return QStringLiteral("announcement");
    case EventKind::OfferMade: return QStringLiteral("offer-made");
    case EventKind::OfferAnswered: return QStringLiteral("offer-answered");
    case EventKind::PartyRevealed: return QStringLiteral("party-revealed");
    case EventKind::Redeal: return QStringLiteral("redeal");
    case EventKind::DealEnded: return QStringLiteral("deal-ended");
    case EventKind::Note: return QStringLiteral("note");
  }
  return QStringLiteral("note");
}

// Options from QML values; errors name the option.
std::optional<Error> applyOptions(Options& options, const QVariantMap& values) {
  for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
    const std::string id = it.key().toStdString();
    const QVariant& v = it.value();
    std::optional<Error> e;
    if (v.typeId() == QMetaType::Bool) e = options.set(id, v.toBool() ? 1 : 0);
    else if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::Double || v.typeId() == QMetaType::LongLong) e = options.set(id, v.toInt());
    else e = options.setText(id, v.toString().toStdString());
    if (e) return e;
  }
  return options.conflict();
}

// An option's value as QML sees it: bool, int, or the choice id.
QVariant optionValue(const Options& options, const OptionSpec& spec) {
  switch (spec.type) {
    case OptionType::Bool: return options.flag(spec.id);
    case OptionType::Int: return options.get(spec.id);
    case OptionType::Choice: return q(std::string(options.choice(spec.id)));
  }
  return {};
}

std::optional<quint64>& launchSeed() {
  static std::optional<quint64> seed;
  return seed;
}

}  // namespace

void TableController::setLaunchSeed(std::optional<quint64> seed) { launchSeed() = seed; }

TableController::TableController(SaveStore store, QObject* parent) : QObject(parent), store_(std::move(store)) {
  connect(&aiWorker_, &AiWorker::decided, this, &TableController::onDecided);
}

TableController::~TableController() { leave(); }

bool TableController::startMatch(const QString& gameId, const QVariantMap& optionValues, const QStringList& seatKinds,
                                 const QString& seedText, const QString& dealSeedText) {
  const Game* game = lookup_(gameId.toStdString());
  if (!game) {
    emit failed(QStringLiteral("unknown-game"), QStringLiteral("game"), gameId, {});
    return false;
  }
  Options options = game->defaultOptions();
  if (auto e = applyOptions(options, optionValues)) {
    emit failed(q(e->code), q(e->where), q(e->detail), {});
    return false;
  }
  bool ok = true;
  quint64 seed = 0;
  if (!seedText.isEmpty()) seed = seedText.toULongLong(&ok);
  else if (launchSeed()) seed = *std::exchange(launchSeed(), std::nullopt);
  else seed = static_cast<quint64>(QDateTime::currentMSecsSinceEpoch()) * 0x9E3779B97F4A7C15ULL;
  if (!ok) {
    emit failed(QStringLiteral("bad-seed"), QStringLiteral("seed"), seedText, {});
    return false;
  }
  std::optional<std::uint64_t> dealSeed;
  if (!dealSeedText.trimmed().isEmpty()) {
    dealSeed = dealSeedText.trimmed().toULongLong(&ok);
    if (!ok) {
      emit failed(QStringLiteral("bad-seed"), QStringLiteral("deal seed"), dealSeedText, {});
      return false;
    }
  }
  std::vector<std::string> seats;
  for (const QString& k : seatKinds) seats.push_back(k.toStdString());
  if (!seats.empty()) seats[0] = "human";
  auto session = Session::start(*game, options, seed, seats, dealSeed);
  if (!session) {
    emit failed(q(session.error().code), q(session.error().where), q(session.error().detail), {});
    return false;
  }
  adopt(std::move(session.value()));
  if (players_.size() != static_cast<std::size_t>(seats.size())) return false;  // unknown kind: reported in adopt()
  save();
  schedule();
  return true;
}

bool TableController::hasSave(const QString& gameId) const { return store_.exists(gameId); }

bool TableController::resume(const QString& gameId) {
  QString readError;
  const auto bytes = store_.read(gameId, &readError);
  if (!bytes) {
    emit failed(QStringLiteral("cannot-read"), store_.pathFor(gameId), readError, {});
    return false;
  }
  auto session = Session::load(std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())), lookup_);
  if (!session) {
    const QString movedTo = store_.moveAside(gameId);
    emit failed(q(session.error().code), q(session.error().where), q(session.error().detail), movedTo);
    return false;
  }
  adopt(std::move(session.value()));
  schedule();
  return true;
}

bool TableController::loadRecord(const QString& json) {
  const QByteArray bytes = json.toUtf8();
  auto session = Session::load(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), lookup_);
  if (!session) {
    emit failed(q(session.error().code), q(session.error().where), q(session.error().detail), {});
    return false;
  }
  adopt(std::move(session.value()));
  if (!session_) return false;  // unknown player kind: reported in adopt()
  save();
  schedule();
  return true;
}

bool TableController::startLesson(const QString& gameId, int index) {
  auto course = loadCourse(gameId.toStdString());
  if (!course) {
    emit failed(q(course.error().code), q(course.error().where), q(course.error().detail), {});
    return false;
  }
  const auto& lessons = course.value();
  if (index < 0 || index >= static_cast<int>(lessons.size())) {
    emit failed(QStringLiteral("unknown-lesson"), gameId, QString::number(index + 1), {});
    return false;
  }
  const Lesson& lesson = lessons[static_cast<std::size_t>(index)];
  auto session = Session::load(writeRecord(lesson.record), lookup_);
  if (!session) {
    emit failed(q(session.error().code), q(session.error().where), q(session.error().detail), {});
    return false;
  }
  lessonIndex_ = index;
  lessonCount_ = static_cast<int>(lessons.size());
  adopt(std::move(session.value()), LessonRun(lesson));
  if (!session_) return false;  // unknown player kind: reported in adopt()
  schedule();
  return true;
}

void TableController::lessonNext() {
  if (!lesson_) return;
  const LessonRun::Stage before = lesson_->stage();
  if (before == LessonRun::Stage::Intro) lesson_->begin();
  else lesson_->proceed();
  lessonStageChanged(before);
}

// Tells the page of a new stage; a lesson just passed is kept; free play
// lets the computer players move.
void TableController::lessonStageChanged(LessonRun::Stage before) {
  if (lesson_->stage() == before) return;
  if (lesson_->stage() == LessonRun::Stage::Passed) emit lessonPassed(gameId(), q(lesson_->lesson().id));
  emit changed();
  schedule();
}

QVariantMap TableController::lesson() const {
  if (!lesson_) return {};
  const Lesson& l = lesson_->lesson();
  QVariantMap out{{QStringLiteral("id"), q(l.id)},
                  {QStringLiteral("index"), lessonIndex_},
                  {QStringLiteral("count"), lessonCount_},
                  {QStringLiteral("title"), q(l.title)},
                  {QStringLiteral("intro"), q(l.intro)},
                  {QStringLiteral("stage"), stageId(lesson_->stage())},
                  {QStringLiteral("task"), lesson_->taskIndex()},
                  {QStringLiteral("tasks"), static_cast<int>(l.tasks.size())},
                  {QStringLiteral("freePlay"), l.freePlay},
                  {QStringLiteral("scripted"), lesson_->scriptedPending()},
                  {QStringLiteral("verdict"), QString()}};
  if (const LessonTask* task = lesson_->task()) {
    out.insert(QStringLiteral("instruction"), q(task->instruction));
    out.insert(QStringLiteral("section"), q(task->section));
  }
  if (const auto& a = lesson_->answer(); a && a->verdict != LessonVerdict::Illegal) {
    out.insert(QStringLiteral("verdict"), a->verdict == LessonVerdict::Right ? QStringLiteral("right") : QStringLiteral("wrong"));
    out.insert(QStringLiteral("answer"), q(a->textId));
  }
  return out;
}

bool TableController::hintsAllowed() const { return !lesson_ || lesson_->computersPlay(); }

QStringList TableController::computerKinds(const QString& gameId) const {
  QStringList out;
  if (const Game* game = lookup_(gameId.toStdString()))
    for (const std::string& kind : kr::opponentLevels(*game)) out << q(kind);
  return out;
}

QVariantList TableController::optionSpecs(const QString& gameId) const {
  QVariantList out;
  const Game* game = lookup_(gameId.toStdString());
  if (!game) return out;
  const Options defaults = game->defaultOptions();
  for (const OptionSpec& spec : game->optionSpecs()) {
    QStringList choices;
    for (const std::string& c : spec.choices) choices << q(c);
    out << QVariantMap{{QStringLiteral("id"), q(spec.id)},
                       {QStringLiteral("type"), q(std::string(optionTypeName(spec.type)))},
                       {QStringLiteral("defaultValue"), optionValue(defaults, spec)},
                       {QStringLiteral("min"), spec.minValue},
                       {QStringLiteral("max"), spec.maxValue},
                       {QStringLiteral("choices"), choices}};
  }
  return out;
}

QVariantMap TableController::optionBlocks(const QString& gameId, const QVariantMap& values) const {
  QVariantMap out;
  const Game* game = lookup_(gameId.toStdString());
  if (!game) return out;
  Options options = game->defaultOptions();
  // Values the dialog offered are valid; a conflict is what the blocks show.
  (void)applyOptions(options, values);
  for (const OptionBlock& b : options.blocked())
    out.insert(q(b.id), QVariantMap{{QStringLiteral("reason"), q(b.reason)}, {QStringLiteral("other"), q(b.other)}});
  return out;
}

QStringList TableController::optionPresets(const QString& gameId) const {
  QStringList out;
  if (const Game* game = lookup_(gameId.toStdString()))
    for (const OptionPreset& p : kr::optionPresets(*game)) out << q(p.id);
  return out;
}

QVariantMap TableController::optionsWithPreset(const QString& gameId, const QVariantMap& values,
                                               const QString& presetId) const {
  const Game* game = lookup_(gameId.toStdString());
  if (!game) return values;
  Options options = game->defaultOptions();
  (void)applyOptions(options, values);
  const Options preset = withPreset(*game, options, presetId.toStdString());
  QVariantMap out;
  for (const OptionSpec& spec : preset.specs()) out.insert(q(spec.id), optionValue(preset, spec));
  return out;
}

QString TableController::presetOf(const QString& gameId, const QVariantMap& values) const {
  const Game* game = lookup_(gameId.toStdString());
  if (!game) return {};
  Options options = game->defaultOptions();
  if (applyOptions(options, values)) return {};
  return q(kr::presetOf(*game, options).value_or(""));
}

QVariantMap TableController::savedSetup(const QString& gameId) const {
  const auto bytes = store_.read(gameId, nullptr);
  if (!bytes) return {};
  auto session = Session::load(std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())), lookup_);
  if (!session) return {};
  const Record& record = session.value().record();
  QStringList kinds;
  for (const std::string& seat : record.seats) kinds << q(seat);
  QVariantMap options;
  for (const OptionSpec& spec : record.options.specs()) options.insert(q(spec.id), optionValue(record.options, spec));
  return {{QStringLiteral("seatKinds"), kinds},
          {QStringLiteral("options"), options},
          {QStringLiteral("finished"), session.value().match().finished()}};
}

void TableController::adopt(Session session, std::optional<LessonRun> lesson) {
  leave();
  session_.emplace(std::move(session));
  lesson_ = std::move(lesson);
  adapter_ = makeTableAdapter(q(std::string(session_->game().id())));
  players_.clear();
  kinds_.clear();
  const auto& seats = session_->record().seats;
  const auto human = std::find(seats.begin(), seats.end(), "human");
  humanPlayer_ = human == seats.end() ? 0 : static_cast<int>(human - seats.begin());
  for (std::size_t p = 0; p < seats.size(); ++p) {
    kinds_ << q(seats[p]);
    if (static_cast<int>(p) == humanPlayer_) {
      players_.push_back(nullptr);
      continue;
    }
    auto player = makePlayer(seats[p], session_->game(), deriveSeed(session_->record().seed, 99 + p));
    if (!player) {
      emit failed(QStringLiteral("unknown-player-kind"), QStringLiteral("seats[%1]").arg(p), q(seats[p]), {});
      session_.reset();
      lesson_.reset();
      players_.clear();
      break;
    }
    players_.push_back(std::move(player));
  }
  emit sessionChanged();
  emit changed();
}

bool TableController::act(const QString& text) {
  if (!session_ || !session_->deal()) return false;
  GameState& deal = *session_->deal();
  const auto action = deal.actionFromString(text.toStdString());
  const int seat = humanSeat();
  if (!action || seat < 0) {
    emit actionRefused(text, QStringLiteral("unknown-action"), {});
    return false;
  }
  if (lesson_ && !lesson_->computersPlay()) {
    // A lesson's task: only a right answer is played; a wrong one is
    // explained (lesson()), an illegal one refused as at any table.
    const LessonAnswer answer = lesson_->judge(deal, *action);
    if (answer.verdict != LessonVerdict::Right) emit changed();
    if (answer.verdict == LessonVerdict::Wrong) return false;
    if (answer.verdict == LessonVerdict::Illegal) {
      emit actionRefused(text, q(answer.textId), whyIllegal(text).value(QStringLiteral("cards")).toStringList());
      return false;
    }
  }
  EventList events;
  if (auto e = session_->act(seat, *action, &events)) {
    const QVariantMap why = whyIllegal(text);
    emit actionRefused(text, why.value(QStringLiteral("id")).toString(), why.value(QStringLiteral("cards")).toStringList());
    return false;
  }
  afterAction(events);
  return true;
}

QVariantMap TableController::whyIllegal(const QString& text) const {
  if (!session_ || !session_->deal() || humanSeat() < 0) return {{QStringLiteral("id"), QStringLiteral("not-your-turn")}};
  const GameState& deal = *session_->deal();
  const auto action = deal.actionFromString(text.toStdString());
  if (!action) return {{QStringLiteral("id"), QStringLiteral("unknown-action")}};
  if (deal.isLegal(humanSeat(), *action)) return {};
  const Explanation why = deal.whyIllegal(humanSeat(), *action);
  QStringList cards;
  for (Card c : why.cards) cards << cardText(c);
  return {{QStringLiteral("id"), q(why.id)}, {QStringLiteral("cards"), cards}};
}

bool TableController::isLegal(const QString& text) const {
  if (!session_ || !session_->deal() || humanSeat() < 0) return false;
  const auto action = session_->deal()->actionFromString(text.toStdString());
  return action && session_->deal()->isLegal(humanSeat(), *action);
}

void TableController::nextDeal() {
  if (!session_ || !dealOver() || matchOver() || lesson_) return;
  moveOn(session_->nextDeal());
}

void TableController::playAgain(int seat) {
  if (!dealOver() || lesson_) return;
  const int mine = humanSeat();
  if (mine < 0 && seat >= 0) {
    emit failed(QStringLiteral("bad-seat"), QStringLiteral("play again"), QStringLiteral("you sat out this deal"), {});
    return;
  }
  stopComputers();
  moveOn(seat < 0 || seat == mine ? session_->playAgain() : session_->playAgain(mine, seat));
}

bool TableController::tryAgainFrom(int actionIndex) {
  if (!session_) return false;
  if (lesson_) {
    // The lesson's steps follow its own script, not a replay.
    emit failed(QStringLiteral("lesson"), QStringLiteral("try again"), QString::number(actionIndex), {});
    return false;
  }
  stopComputers();
  if (auto e = session_->tryAgainFrom(actionIndex)) {
    emit failed(q(e->code), q(e->where), q(e->detail), {});
    return false;
  }
  moveOn(std::nullopt);
  return true;
}

void TableController::takeBack() {
  if (!canTakeBack()) return;
  stopComputers();
  moveOn(session_->takeBack(humanSeat()));
}

void TableController::endSession() {
  if (!canEndSession()) return;
  moveOn(session_->endSession());
}

void TableController::moveOn(std::optional<Error> error) {
  if (error) {
    emit failed(q(error->code), q(error->where), q(error->detail), {});
    return;
  }
  save();
  if (matchOver()) emit matchEnded();
  emit changed();
  schedule();
}

void TableController::leave() { stopComputers(); }

// Cancels the search and drops any decision still on its way.
void TableController::stopComputers() {
  ++generation_;
  aiWorker_.cancel();
  aiWorker_.waitIdle();
  if (thinkingSeat_ >= 0) {
    thinkingSeat_ = -1;
    emit changed();
  }
}

void TableController::setPaused(bool paused) {
  if (paused == paused_) return;
  paused_ = paused;
  emit pausedChanged();
  if (paused_)
    stopComputers();
  else
    schedule();
}

QString TableController::recordJson() const { return session_ ? q(session_->save()) : QString(); }

bool TableController::exportRecord(const QString& path) {
  QFile file(path);
  if (!session_ || !file.open(QIODevice::WriteOnly) || file.write(recordJson().toUtf8()) < 0) {
    emit failed(QStringLiteral("cannot-write"), path, file.errorString(), {});
    return false;
  }
  return true;
}

void TableController::afterAction(const EventList& events) {
  QVariantList list;
  for (const Event& e : events) list << eventToMap(e);
  save();
  if (dealOver() && !lesson_) emit dealEnded();
  emit changed();
  if (!list.isEmpty()) emit eventsHappened(list);
  if (lesson_ && dealOver()) {
    const LessonRun::Stage before = lesson_->stage();
    lesson_->dealEnded();
    if (lesson_->stage() != before) return lessonStageChanged(before);
  }
  schedule();
}

void TableController::schedule() {
  ++generation_;
  thinkingSeat_ = -1;
  if (paused_ || !session_ || !session_->deal() || session_->deal()->isTerminal()) {
    emit changed();
    return;
  }
  if (lesson_ && !lesson_->computersPlay()) return scheduleScripted();
  const GameState& deal = *session_->deal();
  const auto& seatPlayers = session_->match().seatsToPlayers();
  AiJob job;
  job.generation = generation_;
  job.context = DecisionContext{&session_->game(), &session_->match().options(), nullptr, -1};
  for (int seat = 0; seat < deal.seatCount(); ++seat) {
    const auto& player = players_[static_cast<std::size_t>(seatPlayers[static_cast<std::size_t>(seat)])];
    if (!player) continue;
    std::shared_ptr<const Observation> obs = deal.observe(seat);
    if (obs->legal.empty()) continue;
    if (seat == deal.toMove()) {
      job.mover = player;
      job.moverObservation = obs;
      thinkingSeat_ = seat;
    } else {
      job.interjections.emplace_back(player, obs);
    }
  }
  emit changed();
  // The table may have paused (or left) while it heard of the change.
  if (job.generation != generation_ || (!job.mover && job.interjections.empty())) return;
  sinceJob_.start();
  aiWorker_.run(std::move(job));
}

void TableController::onDecided(int generation, int seat, int action) {
  if (generation != generation_ || seat < 0) return;
  const qint64 wait = pauseMs_ - sinceJob_.elapsed();
  if (wait <= 0) {
    applyComputer(generation, seat, action);
    return;
  }
  QTimer::singleShot(static_cast<int>(wait), this, [this, generation, seat, action] { applyComputer(generation, seat, action); });
}

void TableController::applyComputer(int generation, int seat, Action action) {
  if (generation != generation_ || !session_) return;
  EventList events;
  if (auto e = session_->act(seat, action, &events)) {
    // A computer player proposed an illegal action: a defect, reported, never applied.
    emit failed(q(e->code), q(e->where), q(e->detail), {});
    return;
  }
  afterAction(events);
}

// The lesson's moves after a right answer, one per pause, as computer
// players would make them; the learner's own forced moves among them.
void TableController::scheduleScripted() {
  const RecordedAction* move = lesson_->nextScripted();
  if (move && move->seat != humanSeat()) thinkingSeat_ = move->seat;
  emit changed();
  if (!move) return;
  const int generation = generation_;
  QTimer::singleShot(pauseMs_, this, [this, generation] { applyScripted(generation); });
}

void TableController::applyScripted(int generation) {
  if (generation != generation_ || !lesson_ || !session_ || !session_->deal()) return;
  const RecordedAction* move = lesson_->nextScripted();
  if (!move) return;
  const auto action = session_->deal()->actionFromString(move->action);
  EventList events;
  std::optional<Error> error = action ? session_->act(move->seat, *action, &events)
                                      : Error{"bad-lesson", "then", move->action};
  if (error) {
    // parseLesson checked every scripted move: a defect, reported.
    emit failed(q(error->code), q(error->where), q(error->detail), {});
    return;
  }
  lesson_->scriptedPlayed();
  afterAction(events);
}

void TableController::save() {
  if (!session_ || lesson_) return;  // a lesson never replaces the game's save
  const std::string json = session_->save();
  const auto error = store_.write(gameId(), QByteArray(json.data(), static_cast<qsizetype>(json.size())));
  const QString text = error.value_or(QString());
  if (text != saveError_) {
    saveError_ = text;
    emit saveErrorChanged();
  }
}

void TableController::setThinkingPauseMs(int ms) {
  if (ms == pauseMs_) return;
  pauseMs_ = std::max(0, ms);
  emit thinkingPauseMsChanged();
}

QString TableController::gameId() const { return session_ ? q(std::string(session_->game().id())) : QString(); }

QString TableController::phase() const {
  if (!session_) return {};
  if (!session_->deal()) return QStringLiteral("match-over");
  return q(std::string(session_->deal()->phase()));
}

int TableController::humanSeat() const {
  if (!session_ || !session_->deal()) return -1;
  const auto& seatPlayers = session_->match().seatsToPlayers();
  for (std::size_t s = 0; s < seatPlayers.size(); ++s)
    if (seatPlayers[s] == humanPlayer_) return static_cast<int>(s);
  return -1;
}

int TableController::toMove() const { return session_ && session_->deal() ? session_->deal()->toMove() : -1; }

QVariantList TableController::seatPlayers() const {
  QVariantList out;
  if (session_ && session_->deal())
    for (int p : session_->match().seatsToPlayers()) out << p;
  return out;
}

QStringList TableController::hand() const {
  QStringList out;
  const int seat = humanSeat();
  if (seat < 0) return out;
  for (Card c : adapter_->sortedHand(*session_->deal(), seat)) out << cardText(c);
  return out;
}

QStringList TableController::legalActions() const {
  QStringList out;
  const int seat = humanSeat();
  if (seat < 0) return out;
  const GameState& deal = *session_->deal();
  if (lesson_ && !lesson_->computersPlay()) {
    // In a lesson: the task's choices, and none between tasks.
    if (lesson_->stage() == LessonRun::Stage::Task)
      for (Action a : lesson_->offered(deal)) out << q(deal.actionToString(a));
    return out;
  }
  ActionList legal;
  deal.legalActions(seat, legal);
  for (Action a : legal) out << q(deal.actionToString(a));
  return out;
}

QVariantMap TableController::extras() const {
  if (!session_ || !session_->deal()) return {};
  return adapter_->extras(*session_->deal(), humanSeat(), session_->match());
}

bool TableController::dealOver() const { return session_ && session_->deal() && session_->deal()->isTerminal(); }

bool TableController::matchOver() const {
  if (!session_) return false;
  // The last deal is booked when the player moves on from its summary.
  return session_->match().finished();
}

int TableController::dealNumber() const { return session_ ? session_->match().dealsStarted() : 0; }

int TableController::dealPlayedAgain() const {
  return session_ && !session_->record().deals.empty()
             ? static_cast<int>(session_->record().deals.back().earlier.size())
             : 0;
}

bool TableController::canTakeBack() const {
  // Only while the deal runs: a finished deal is counted already.
  const int seat = humanSeat();
  if (seat < 0 || dealOver() || lesson_) return false;  // a lesson follows its script
  const auto& actions = session_->record().deals.back().actions;
  return std::any_of(actions.begin(), actions.end(), [seat](const RecordedAction& a) { return a.seat == seat; });
}

int TableController::dealTakeBacks() const {
  return session_ && !session_->record().deals.empty() ? session_->record().deals.back().takeBacks : 0;
}

QString TableController::dealSeed() const {
  return session_ && session_->match().dealsStarted() > 0 ? QString::number(session_->match().currentDealSeed())
                                                          : QString();
}

QVariantMap TableController::lastResult() const {
  if (!dealOver()) return {};
  const DealResult r = session_->deal()->result();
  QVariantList items;
  for (const auto& item : r.items)
    items << QVariantMap{{QStringLiteral("id"), q(item.id)}, {QStringLiteral("party"), item.party}, {QStringLiteral("points"), item.points}};
  QVariantMap figures;
  for (const auto& [name, value] : r.figures) figures.insert(q(name), value);
  QVariantList scores;
  for (int s : r.seatScores) scores << s;
  return {{QStringLiteral("outcome"), q(r.outcome)}, {QStringLiteral("items"), items},
          {QStringLiteral("figures"), figures}, {QStringLiteral("seatScores"), scores}};
}

QVariantList TableController::scoreSheet() const {
  QVariantList rows;
  if (!session_) return rows;
  for (const ScoreRow& row : session_->match().sheet()) {
    QVariantList deltas, totals, players, items;
    QVariantMap figures;
    for (const auto& [name, value] : row.result.figures) figures.insert(q(name), value);
    for (const auto& item : row.result.items)
      items << QVariantMap{{QStringLiteral("id"), q(item.id)}, {QStringLiteral("party"), item.party}, {QStringLiteral("points"), item.points}};
    for (int d : row.deltas) deltas << d;
    for (int t : row.totals) totals << t;
    for (int p : row.players) players << p;
    rows << QVariantMap{{QStringLiteral("deal"), row.deal},       {QStringLiteral("dealer"), row.dealer},
                        {QStringLiteral("outcome"), q(row.result.outcome)}, {QStringLiteral("deltas"), deltas},
                        {QStringLiteral("totals"), totals},       {QStringLiteral("players"), players},
                        {QStringLiteral("multiplier"), row.multiplier}, {QStringLiteral("figures"), figures},
                        {QStringLiteral("items"), items}};
  }
  return rows;
}

QVariantList TableController::totals() const {
  QVariantList out;
  if (session_)
    for (int t : session_->match().totals()) out << t;
  return out;
}

QString TableController::cardText(Card c) const { return q(session_->game().cardText(c)); }

QVariantMap TableController::eventToMap(const Event& e) const {
  // Cards dealt or passed between others stay hidden from the human.
  const int human = humanSeat();
  const bool privateKind = e.kind == EventKind::CardsDealt || e.kind == EventKind::CardsPassed;
  const bool visible = !privateKind || (human >= 0 && (e.seat == human || e.target == human));
  QStringList cards;
  if (visible)
    for (Card c : e.cards) cards << cardText(c);
  return {{QStringLiteral("kind"), eventKindId(e.kind)}, {QStringLiteral("seat"), e.seat},
          {QStringLiteral("target"), e.target},           {QStringLiteral("value"), e.value},
          {QStringLiteral("id"), q(e.id)},                {QStringLiteral("cards"), cards},
          {QStringLiteral("count"), static_cast<int>(e.cards.size())}};
}

}  // namespace kr::app
