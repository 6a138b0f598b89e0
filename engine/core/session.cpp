#include "session.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "catalog.hpp"

namespace kr {

Expected<Session> Session::start(const Game& game, const Options& options, std::uint64_t seed,
                                 std::vector<std::string> seats, std::optional<std::uint64_t> firstDealSeed) {
  if (auto c = options.conflict()) return *c;
  const int players = game.playerCount(options);
  if (static_cast<int>(seats.size()) != players)
    return Error{"bad-seats", "seats", "expected " + std::to_string(players) + " players"};
  Record record{&game, options, seed, std::move(seats), {}};
  auto match = game.newMatch(options, seed);
  if (auto e = match->startDeal(nullptr, nullptr, firstDealSeed)) return *e;
  record.deals.emplace_back();
  record.deals.back().seed = firstDealSeed;
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

std::optional<Error> Session::playAgain(int seat, int other) {
  GameState* state = deal();
  if (!state || !state->isTerminal()) return Error{"deal-not-over", "session", "only a finished deal is dealt again"};
  const int seats = state->seatCount();
  if (seat < -1 || seat >= seats || other < -1 || other >= seats || (seat < 0) != (other < 0))
    return Error{"bad-seat", "session", "expected two seats of the deal (0 to " + std::to_string(seats - 1) + ")"};
  RecordedDeal& entry = record_.deals.back();
  RecordedTry next{entry.seed, entry.hands, entry.rest, {}};
  const bool explicitDeal = !next.hands.empty();
  if (auto e = match_->restartDeal(explicitDeal ? &next.hands : nullptr, explicitDeal ? &next.rest : nullptr,
                                   next.seed))
    return e;
  std::optional<Error> failed;
  if (seat != other) {
    // The cards as dealt, with the two hands exchanged.
    const GameState& fresh = *match_->current();
    RecordedTry exchanged{next.seed, {}, fresh.undealt(), {}};
    for (int s = 0; s < seats; ++s) exchanged.hands.push_back(fresh.hand(s));
    std::swap(exchanged.hands[static_cast<std::size_t>(seat)], exchanged.hands[static_cast<std::size_t>(other)]);
    failed = match_->restartDeal(&exchanged.hands, &exchanged.rest, exchanged.seed);
    if (!failed) next = std::move(exchanged);  // else the cards stay dealt as before
  }
  entry.earlier.push_back(static_cast<const RecordedTry&>(entry));
  static_cast<RecordedTry&>(entry) = std::move(next);
  return failed;
}

std::optional<Error> Session::tryAgainFrom(int actionIndex) {
  GameState* state = deal();
  if (!state || !state->isTerminal()) return Error{"deal-not-over", "session", "only a finished deal is tried again"};
  RecordedDeal& entry = record_.deals.back();
  if (actionIndex < 0 || actionIndex >= static_cast<int>(entry.actions.size()))
    return Error{"bad-index", "action " + std::to_string(actionIndex),
                 "expected an action of the deal (0 to " + std::to_string(entry.actions.size() - 1) + ")"};
  RecordedTry next{entry.seed, entry.hands, entry.rest,
                   std::vector<RecordedAction>(entry.actions.begin(), entry.actions.begin() + actionIndex)};
  const bool explicitDeal = !next.hands.empty();
  if (auto e = match_->restartDeal(explicitDeal ? &next.hands : nullptr, explicitDeal ? &next.rest : nullptr, next.seed))
    return e;
  GameState& fresh = *match_->current();
  for (const RecordedAction& a : next.actions)
    if (auto e = fresh.applyText(a.seat, a.action)) return e;  // replays what was legal before
  entry.earlier.push_back(static_cast<const RecordedTry&>(entry));
  static_cast<RecordedTry&>(entry) = std::move(next);
  return std::nullopt;
}

std::optional<Error> Session::takeBack(int seat) {
  GameState* state = deal();
  if (!state) return Error{"no-deal", "session", "the match is over"};
  RecordedDeal& entry = record_.deals.back();
  const auto& actions = entry.actions;
  auto last = std::find_if(actions.rbegin(), actions.rend(), [seat](const RecordedAction& a) { return a.seat == seat; });
  if (last == actions.rend())
    return Error{"nothing-to-take-back", "seat " + std::to_string(seat), "no decision of this seat in the deal"};
  const std::vector<RecordedAction> kept(actions.begin(), std::prev(last.base()));
  // The same cards dealt again, and the actions before the decision replayed.
  const bool explicitDeal = !entry.hands.empty();
  if (auto e = match_->restartDeal(explicitDeal ? &entry.hands : nullptr, explicitDeal ? &entry.rest : nullptr, entry.seed))
    return e;
  GameState& fresh = *match_->current();
  for (const RecordedAction& a : kept)
    if (auto e = fresh.applyText(a.seat, a.action)) return e;  // replays what was legal before
  entry.actions = kept;
  ++entry.takeBacks;
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
