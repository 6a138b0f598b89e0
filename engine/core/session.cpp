#include "session.hpp"

#include "catalog.hpp"

namespace kr {

Expected<Session> Session::start(const Game& game, const Options& options, std::uint64_t seed,
                                 std::vector<std::string> seats) {
  const int players = game.playerCount(options);
  if (static_cast<int>(seats.size()) != players)
    return Error{"bad-seats", "seats", "expected " + std::to_string(players) + " players"};
  Record record{&game, options, seed, std::move(seats), {}};
  auto match = game.newMatch(options, seed);
  if (auto e = match->startDeal()) return *e;
  record.deals.emplace_back();
  return Session(std::move(record), std::move(match));
}

Expected<Session> Session::load(std::string_view json, const GameLookup& lookup) {
  auto record = parseRecord(json, lookup);
  if (!record) return record.error();
  auto match = replayRecord(record.value());
  if (!match) return match.error();
  Session session(std::move(record.value()), std::move(match.value()));
  // A save taken between deals (or an empty one) continues with the next deal.
  if (!session.deal() && !session.match().finished()) {
    if (auto e = session.match_->startDeal()) return *e;
    session.record_.deals.emplace_back();
  }
  return session;
}

Expected<Session> Session::load(std::string_view json) { return load(json, findGame); }

std::optional<Error> Session::act(int seat, Action action, EventList* events) {
  GameState* state = deal();
  if (!state) return Error{"no-deal", "session", "the match is over"};
  const std::string text = state->actionToString(action);
  if (auto e = state->apply(seat, action, events)) return e;
  record_.deals.back().actions.push_back({seat, text});
  return std::nullopt;
}

std::optional<Error> Session::nextDeal() { return conclude(false); }

std::optional<Error> Session::endSession() { return conclude(true); }

std::optional<Error> Session::conclude(bool end) {
  GameState* state = deal();
  if (!state || !state->isTerminal()) return Error{"deal-not-over", "session", {}};
  if (end && !match_->endable()) return Error{"cannot-end", "session", "the session has a fixed length"};
  if (auto e = match_->concludeDeal()) return e;
  if (end) {
    if (auto e = match_->endSession()) return e;
    record_.endedAfter = match_->endedAfter();
  }
  if (match_->finished()) return std::nullopt;
  if (auto e = match_->startDeal()) return e;
  record_.deals.emplace_back();
  return std::nullopt;
}

}  // namespace kr
