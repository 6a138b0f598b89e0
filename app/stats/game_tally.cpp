#include "game_tally.hpp"

namespace kr::app::stats {

bool GameTally::addDeal(const QString& key, int humanScore, bool won, const QStringList& facts) {
  if (hasCounted(key)) return false;
  remember(key);
  ++deals;
  if (won) ++dealsWon;
  score += humanScore;
  for (const QString& fact : facts) ++counters[fact];
  recentScores.append(humanScore);
  if (recentScores.size() > kRecentDeals) recentScores.remove(0, recentScores.size() - kRecentDeals);
  return true;
}

bool GameTally::addTakenBack(const QString& key, bool won) {
  if (hasCounted(key)) return false;
  remember(key);
  ++counters[QStringLiteral("taken-back")];
  if (won) ++counters[QStringLiteral("taken-back:won")];
  return true;
}

bool GameTally::addMatch(const QString& key, bool won) {
  if (hasCounted(key)) return false;
  remember(key);
  ++matches;
  if (won) ++matchesWon;
  return true;
}

void GameTally::reset() {
  const QStringList keys = counted;
  *this = GameTally{};
  counted = keys;
}

void GameTally::remember(const QString& key) {
  counted.append(key);
  if (counted.size() > kRememberedKeys) counted.remove(0, counted.size() - kRememberedKeys);
}

}  // namespace kr::app::stats
