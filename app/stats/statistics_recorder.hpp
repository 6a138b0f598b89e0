#pragma once
// Counts finished deals and matches into the statistics file: read, add,
// write, each time, so that every table (and every run) adds to the same
// file. A deal or match counts once, by its key (deal_keys.hpp).
#include <QString>
#include <optional>

#include "core/session.hpp"
#include "statistics_store.hpp"

namespace kr::app::stats {

class StatisticsRecorder {
 public:
  explicit StatisticsRecorder(StatisticsStore store, GameLookup lookup);

  // The session's deal has just ended: counts it (with the match, when it
  // ends with this deal). The human is match player 0.
  std::optional<QString> dealEnded(const Session& session) const;
  // The session's match has just ended (its last deal booked, or an
  // open-ended session ended): counts the match if not yet counted.
  std::optional<QString> matchEnded(const Session& session) const;

 private:
  StatisticsStore store_;
  GameLookup lookup_;
};

}  // namespace kr::app::stats
