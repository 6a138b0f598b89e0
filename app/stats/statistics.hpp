#pragma once
// Everything in the statistics file: a tally per game id, and where a file
// that could not be read was set aside (the page says so until dismissed).
#include <QString>
#include <map>

#include "game_tally.hpp"

namespace kr::app::stats {

struct Statistics {
  std::map<QString, GameTally> games;
  QString setAside;

  friend bool operator==(const Statistics&, const Statistics&) = default;
};

}  // namespace kr::app::stats
