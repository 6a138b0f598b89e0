#pragma once
// A match being played, together with its record: every action applied is
// recorded, so the session can be saved after every action and resumed by
// replaying the record. The app's tables and saved games sit on this.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record.hpp"

namespace kr {

class Session {
 public:
  // A new match; `seats` names the player at each match seat. Its first
  // deal is shuffled from `firstDealSeed` when given (a seed a player saw in
  // a deal summary), else from the match seed.
  static Expected<Session> start(const Game& game, const Options& options, std::uint64_t seed,
                                 std::vector<std::string> seats,
                                 std::optional<std::uint64_t> firstDealSeed = std::nullopt);
  // A saved session: the record is validated and replayed.
  static Expected<Session> load(std::string_view json, const GameLookup& lookup);
  static Expected<Session> load(std::string_view json);

  std::string save() const { return writeRecord(record_); }

  const Game& game() const { return *record_.game; }
  const Record& record() const { return record_; }
  Match& match() { return *match_; }
  const Match& match() const { return *match_; }
  // The deal in progress, or nullptr between deals and after the match.
  GameState* deal() { return match_->current(); }
  const GameState* deal() const { return match_->current(); }

  // Applies and records the action of a seat of the current deal.
  std::optional<Error> act(int seat, Action action, EventList* events = nullptr);
  // Books the finished deal and starts the next one (unless the match is over).
  std::optional<Error> nextDeal();
  // Deals the finished deal's cards again before it is booked, so that a
  // player may try another line; the finished try stays in the record. The
  // hands of deal seats `seat` and `other` are exchanged when they differ
  // (the player takes another seat's cards), else dealt as before.
  std::optional<Error> playAgain(int seat = -1, int other = -1);
  // Deals the finished deal's cards again before it is booked and replays
  // its first `actionIndex` actions, so that the players go on from that
  // position ("try again from here" in the deal review, issue #32); the
  // finished try stays in the record as an earlier one. Errors
  // `deal-not-over`, `bad-index`.
  std::optional<Error> tryAgainFrom(int actionIndex);
  // Takes back the last decision of deal seat `seat` in the current deal and
  // every action after it (the computer players'), so that the seat decides
  // again; the try counts the take-back (RecordedTry::takeBacks). Error
  // `nothing-to-take-back` when the seat has not acted in this try.
  std::optional<Error> takeBack(int seat);
  // Books the finished deal and ends an open-ended session (Match::endable);
  // a closing round, if the game has one, starts at once.
  std::optional<Error> endSession();

 private:
  std::optional<Error> conclude(bool end);
  Session(Record record, std::unique_ptr<Match> match) : record_(std::move(record)), match_(std::move(match)) {}

  Record record_;
  std::unique_ptr<Match> match_;
};

}  // namespace kr
