#pragma once
// How the match books the deal that has just ended, before the player moves
// on: the table books a deal only then, but the statistics count it at once.
// A copy of the session is replayed from its record, which books every
// finished deal, and read: the score sheet row (Bock, the Coiffeur board,
// the Truc round) and whether the match ended with the deal.
#include <QString>
#include <optional>

#include "core/session.hpp"

namespace kr::app::stats {

struct BookedDeal {
  ScoreRow row;
  bool matchOver = false;
  int winner = -1;  // the match's winner (player) once it is over
};

// nullopt with `error` when the session's deal is not over or the copy
// cannot be replayed.
std::optional<BookedDeal> bookedDeal(const Session& session, const GameLookup& lookup, QString* error);

}  // namespace kr::app::stats
