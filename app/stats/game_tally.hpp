#pragma once
// What the statistics keep of one game: deals and matches played and won,
// the human's score, the game's own facts as named counters, the latest
// deal scores for the chart, and which deals were counted already.
#include <QList>
#include <QString>
#include <QStringList>
#include <map>

namespace kr::app::stats {

struct GameTally {
  int deals = 0;
  int dealsWon = 0;
  int matches = 0;
  int matchesWon = 0;
  qint64 score = 0;                 // the human's booked score, all deals added
  std::map<QString, int> counters;  // facts of the game: "game:queen-solo", "offer:accepted" ...
  QList<int> recentScores;          // the human's score in the latest deals, oldest first
  QStringList counted;              // keys of the deals and matches counted, oldest first

  // How many of each are kept: the chart's deals, and keys enough for any
  // match that can still be resumed.
  static constexpr int kRecentDeals = 100;
  static constexpr int kRememberedKeys = 500;

  bool hasCounted(const QString& key) const { return counted.contains(key); }
  // Counts a deal once: false (and nothing changes) when its key was counted.
  bool addDeal(const QString& key, int humanScore, bool won, const QStringList& facts);
  bool addMatch(const QString& key, bool won);
  // A deal in which the human took a decision back (issue #32) counts apart:
  // under "taken-back" (and "taken-back:won"), not in deals, wins or score.
  bool addTakenBack(const QString& key, bool won);
  // Clears the counts; the keys stay, so nothing already seen counts again.
  void reset();

  friend bool operator==(const GameTally&, const GameTally&) = default;

 private:
  void remember(const QString& key);
};

}  // namespace kr::app::stats
