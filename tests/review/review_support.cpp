#include "review_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "ai/player.hpp"
#include "core/game_registry.hpp"
#include "core/game.hpp"
#include "core/match.hpp"
#include "core/session.hpp"

namespace reviewtest {

using namespace kr;

namespace {

const Game& gameNamed(std::string_view id) {
  for (const Game* g : implementedGames())
    if (g->id() == id) return *g;
  FAIL("no game " << id);
  throw;
}

std::vector<Card> cardsOf(const Game& game, const std::string& text) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    const auto c = game.parseCardText(word);
    INFO("card " << word);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

// Every card of a deal, as a seeded deal lays them out.
std::vector<Card> deckOf(const Game& game, const Options& options) {
  auto deal = game.newDeal(options, DealSetup{1, 0, {}, {}, {}});
  REQUIRE(deal.ok());
  std::vector<Card> all;
  for (int s = 0; s < deal.value()->seatCount(); ++s)
    for (Card c : deal.value()->hand(s)) all.push_back(c);
  for (Card c : deal.value()->undealt()) all.push_back(c);
  std::sort(all.begin(), all.end());
  return all;
}

Record emptyRecord(const Game& game, const Options& options) {
  Record r;
  r.game = &game;
  r.options = options;
  r.seed = 11;
  r.seats.assign(static_cast<std::size_t>(game.playerCount(options)), "heuristic");
  r.seats[0] = "human";
  r.deals.emplace_back();
  return r;
}

std::unique_ptr<Match> replayed(const Record& r) {
  auto m = replayRecord(r);
  INFO((m ? std::string("ok") : m.error().message()));
  REQUIRE(m.ok());
  return std::move(m.value());
}

// Plays the record's last deal to its end with `finisher` at every seat.
void playOut(Record& r, std::string_view finisher) {
  auto match = replayed(r);
  if (!match->current()) return;  // the deal ended and was booked
  GameState& state = *match->current();
  const Game& game = *r.game;
  auto player = makePlayer(finisher, game, 5);
  REQUIRE(player);
  while (!state.isTerminal()) {
    const int seat = state.toMove();
    const DecisionContext ctx{&game, &r.options, nullptr, -1};
    const Action a = player->choose(*state.observe(seat), ctx);
    recordAction(r, seat, state, a);
    REQUIRE_FALSE(state.apply(seat, a));
  }
}

}  // namespace

ScriptedRecord scriptedRecord(std::string_view gameId, const Options& options, const std::vector<std::string>& hands,
                              const std::string& script, std::string_view finisher) {
  const Game& game = gameNamed(gameId);
  ScriptedRecord out;
  out.record = emptyRecord(game, options);
  auto probe = replayed(out.record);
  out.seats = probe->current()->seatCount();
  out.first = probe->current()->toMove();
  RecordedDeal& deal = out.record.deals.back();
  if (!hands.empty()) {
    REQUIRE(static_cast<int>(hands.size()) == out.seats);
    std::vector<Card> rest = deckOf(game, options);
    deal.hands.resize(hands.size());
    for (int rel = 0; rel < out.seats; ++rel) {
      auto cards = cardsOf(game, hands[static_cast<std::size_t>(rel)]);
      for (Card c : cards) {
        auto at = std::find(rest.begin(), rest.end(), c);
        INFO("card " << game.cardText(c) << " dealt twice");
        REQUIRE(at != rest.end());
        rest.erase(at);
      }
      deal.hands[static_cast<std::size_t>(out.seatOf(rel))] = std::move(cards);
    }
    deal.rest = rest;
  }
  auto match = replayed(out.record);
  GameState& state = *match->current();
  std::istringstream in(script);
  std::string step;
  while (in >> step) {
    const auto colon = step.find(':');
    REQUIRE(colon != std::string::npos);
    const int seat = out.seatOf(std::stoi(step.substr(0, colon)));
    const std::string action = step.substr(colon + 1);
    const auto a = state.actionFromString(action);
    INFO("step " << step);
    REQUIRE(a);
    const auto error = state.apply(seat, *a);
    INFO((error ? error->message() : std::string("ok")));
    REQUIRE_FALSE(error);
    deal.actions.push_back({seat, action});
  }
  out.lastScripted = static_cast<int>(deal.actions.size()) - 1;
  playOut(out.record, finisher);
  return out;
}

ScriptedRecord withLastAction(std::string_view game, const Options& options, const std::vector<std::string>& hands,
                              const std::string& script, const std::string& action, std::string_view finisher) {
  std::string changed = script;
  const auto cut = changed.find_last_of(' ');
  const auto colon = changed.find(':', cut == std::string::npos ? 0 : cut);
  changed = changed.substr(0, colon + 1) + action;
  return scriptedRecord(game, options, hands, changed, finisher);
}

Record randomRecord(std::string_view gameId, const Options& options, std::uint64_t seed, int deals) {
  const Game& game = gameNamed(gameId);
  std::vector<std::string> seats(static_cast<std::size_t>(game.playerCount(options)), "random");
  auto session = Session::start(game, options, seed, seats);
  REQUIRE(session.ok());
  Session& s = session.value();
  Rng rng(seed);
  for (int d = 0; d < deals; ++d) {
    if (d > 0) REQUIRE_FALSE(s.nextDeal());
    while (!s.deal()->isTerminal()) {
      const int seat = s.deal()->toMove();
      const auto obs = s.deal()->observe(seat);
      const Action a = obs->legal[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(obs->legal.size())))];
      REQUIRE_FALSE(s.act(seat, a));
    }
  }
  return s.record();
}

}  // namespace reviewtest
