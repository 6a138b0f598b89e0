#include "statistics_model.hpp"

namespace kr::app {

StatisticsModel::StatisticsModel(QObject* parent)
    : QObject(parent), store_(stats::StatisticsStore::defaultDirectory()) {}

void StatisticsModel::setGameId(const QString& id) {
  if (id == gameId_) return;
  gameId_ = id;
  emit gameIdChanged();
  reload();
}

double StatisticsModel::averageScore() const {
  return tally_.deals == 0 ? 0.0 : static_cast<double>(tally_.score) / tally_.deals;
}

QVariantMap StatisticsModel::counters() const {
  QVariantMap out;
  for (const auto& [id, count] : tally_.counters) out.insert(id, count);
  return out;
}

QVariantList StatisticsModel::scoreCurve() const {
  QVariantList out;
  if (tally_.recentScores.isEmpty()) return out;
  int total = 0;
  out << total;
  for (int score : tally_.recentScores) out << (total += score);
  return out;
}

void StatisticsModel::reload() {
  QString error;
  const auto statistics = store_.load(&error);
  tally_ = {};
  setAside_.clear();
  if (statistics) {
    if (const auto it = statistics->games.find(gameId_); it != statistics->games.end()) tally_ = it->second;
    setAside_ = statistics->setAside;
  }
  error_ = error;
  emit changed();
}

template <class Change>
bool StatisticsModel::update(Change change) {
  QString error;
  if (auto statistics = store_.load(&error)) {
    change(*statistics);
    if (auto e = store_.save(*statistics)) error = *e;
  }
  reload();  // shows what the file holds now
  if (!error.isEmpty()) {
    error_ = error;
    emit changed();
  }
  return error.isEmpty();
}

bool StatisticsModel::reset() {
  return update([this](stats::Statistics& s) { s.games[gameId_].reset(); });
}

void StatisticsModel::dismissSetAside() {
  update([](stats::Statistics& s) { s.setAside.clear(); });
}

}  // namespace kr::app
