// Truc's hint: the analyst's recommendation, its reason and the chance it
// quotes (engine/games/truc/ai/analyst.hpp, hint_reasons.hpp).
#include "truc_scenario.hpp"

#include <algorithm>
#include <set>

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "ai/self_play.hpp"
#include "games/truc/ai/abstraction.hpp"
#include "games/truc/ai/analyst.hpp"
#include "games/truc/ai/players.hpp"
#include "games/truc/ai/strategy_table.hpp"
#include "games/truc/truc_actions.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace kr::truc;
using kr::truc::test::randomHands;
using kr::truc::test::Scenario;

namespace {

Hint hintFor(const GameState& state, std::uint64_t seed = 1) {
  ai::AnalystPlayer analyst(seed);
  const auto obs = state.observe(state.toMove());
  return analyst.hint(*obs, DecisionContext{&trucGame(), nullptr, nullptr, -1});
}

// The table's weight of an action at the seat's decision, read straight
// from the table; nullopt where the table holds none.
std::optional<int> tableWeight(const TrucObservation& o, Action a) {
  const ai::PowerHand hand = ai::powerHand(o.hand);
  const auto key = ai::infoKey(o.play, o.seat, hand);
  const auto q = key ? ai::StrategyTable::builtIn().value().probabilities(*key) : std::nullopt;
  if (!q) return std::nullopt;
  if (a == kAsk || a == kAgree || a == kAccept) return (*q)[0];
  if (a == kNoAsk || (a == kRefuse && key->kind != ai::Decision::Turn)) return (*q)[1];
  if (a == kOffer) return (*q)[ai::kOfferSlot];
  const ai::TurnOptions options = ai::turnOptions(o.play, hand);
  for (int s = 0; s < options.powers; ++s)
    if (options.power[static_cast<std::size_t>(s)] == powerOf(Card(a))) return (*q)[static_cast<std::size_t>(s)];
  return std::nullopt;
}

// Reasons that speak of good cards, and of poor ones.
const std::set<std::string> kGoodOdds = {"keep-hand",          "refuse-new-hands",  "refuse-too-risky",
                                          "accept-strong-hand", "offer-strong-hand", "strategy-choice"};
const std::set<std::string> kPoorOdds = {"ask-weak-hand",         "keep-hand-weak",   "agree-weak-hand",
                                          "refuse-new-hands-asker-weak", "accept-worth-the-risk",
                                          "refuse-weak-hand",      "offer-bluff"};

// Each reason fits the action it explains and the position.
void checkReason(const TrucObservation& o, const Hint& h) {
  INFO("action " << actionText(h.action) << ", reason " << h.reasonId << ", " << h.reasonPercent << " %");
  CHECK(h.reasonPercent >= 1);
  CHECK(h.reasonPercent <= 99);
  if (kGoodOdds.contains(h.reasonId)) CHECK(h.reasonPercent >= 50);
  if (kPoorOdds.contains(h.reasonId)) CHECK(h.reasonPercent <= 50);
  const std::string& r = h.reasonId;
  switch (h.action) {
    case kAsk: CHECK((r == "ask-weak-hand" || r == "strategy-choice")); return;
    case kNoAsk: CHECK((r == "keep-hand" || r == "keep-hand-weak")); return;
    case kAgree: CHECK((r == "agree-weak-hand" || r == "strategy-choice")); return;
    case kAccept: CHECK((r == "accept-strong-hand" || r == "accept-worth-the-risk")); return;
    case kOffer: CHECK((r == "offer-strong-hand" || r == "offer-bluff")); return;
    case kRefuse:
      if (o.play.phase == Phase::NewHands) CHECK((r == "refuse-new-hands" || r == "refuse-new-hands-asker-weak"));
      else CHECK((r == "refuse-weak-hand" || r == "refuse-too-risky"));
      return;
    default: break;
  }
  REQUIRE(isCardAction(h.action));
  const int power = powerOf(Card(h.action));
  const int led = o.play.ledPower;
  int highest = -1;
  for (Card c : o.hand) highest = std::max(highest, powerOf(c));
  if (o.hand.size() == 1) CHECK(r == "last-card");
  else if (led < 0) CHECK(r == (power == highest ? "lead-strongest" : "lead-low"));
  else if (power > led) CHECK(r == (highest > power ? "beat-keep-stronger" : "beat"));
  else if (power == led) CHECK(r == "spoil");
  else CHECK(r == (highest >= led ? "let-trick-go" : "cannot-beat"));
}

}  // namespace

TEST_CASE("the Truc hint is legal, the table's most likely action, and explained", "[truc][ai][hint]") {
  const auto& table = ai::StrategyTable::builtIn();
  REQUIRE(table.ok());
  long long decisions = 0;
  long long fromTable = 0;
  randomHands(kr::test::scaled(1500), 31, [&](GameState& state, Rng&) {
    const auto obs = state.observe(state.toMove());
    const auto& o = dynamic_cast<const TrucObservation&>(*obs);
    const Hint h = hintFor(state);
    ++decisions;
    REQUIRE(obs->legal.contains(h.action));
    checkReason(o, h);
    // Where the table holds the decision, no legal option weighs more.
    const auto weight = tableWeight(o, h.action);
    int heaviest = -1;
    for (Action a : obs->legal) heaviest = std::max(heaviest, tableWeight(o, a).value_or(-1));
    if (weight && heaviest > 0) {
      ++fromTable;
      CHECK(*weight == heaviest);
    } else {
      // Otherwise the heuristic decides.
      ai::HonestPlayer heuristic("heuristic", ai::HonestStyle{}, 1);
      CHECK(h.action == heuristic.choose(*obs, DecisionContext{}));
    }
  });
  INFO(fromTable << " of " << decisions << " hints from the table");
  CHECK(fromTable * 4 > decisions * 3);
}

TEST_CASE("a very strong hand keeps, offers and accepts; a hopeless one asks, agrees and refuses", "[truc][ai][hint]") {
  auto expect = [](Scenario& s, const std::string& action, const std::string& reason) {
    const Hint h = hintFor(s.state());
    CHECK(s.state().actionToString(h.action) == action);
    CHECK(h.reasonId == reason);
    return h.reasonPercent;
  };
  // Three sevens (the strongest cards) against three nines (the weakest).
  Scenario strong("C7 S7 H7", "C9 S9 H9");
  CHECK(expect(strong, "play", "keep-hand") >= 90);
  strong.act("0:play");
  CHECK(expect(strong, "offer", "offer-strong-hand") >= 90);

  Scenario hopeless("C9 S9 H9", "C7 S7 H7");
  CHECK(expect(hopeless, "ask", "ask-weak-hand") <= 10);
  Scenario answered("C9 S9 H9", "C7 S7 H7");
  answered.act("0:ask");
  CHECK(expect(answered, "refuse", "refuse-new-hands") >= 90);
  Scenario agreed("C7 S7 H7", "C9 S9 H9");
  agreed.act("0:ask");
  CHECK(expect(agreed, "agree", "agree-weak-hand") <= 10);

  Scenario offered("C9 S9 H9", "C7 S7 H7");
  offered.act("0:play 0:offer");
  CHECK(expect(offered, "accept", "accept-strong-hand") >= 90);
  Scenario offeredBack("C9 S9 H9", "C7 S7 H7");
  offeredBack.act("0:play 0:C9 1:offer");
  CHECK(expect(offeredBack, "refuse", "refuse-weak-hand") <= 10);

  // The ace beats the led ten and keeps the seven.
  Scenario trick("CT D9 SJ", "C7 HA HK");
  trick.act("0:play 0:CT");
  CHECK(expect(trick, "HA", "beat-keep-stronger") >= 90);
}

TEST_CASE("ALL-2: the Truc hint depends only on the observation, not on the seed", "[truc][ai][hint][ALL-2]") {
  int compared = 0;
  const int hands = kr::test::scaled(300);
  randomHands(hands, 32, [&](GameState& state, Rng& rng) {
    const int seat = state.toMove();
    const auto obs = state.observe(seat);
    const Hint first = hintFor(state, rng.next());
    for (int i = 0; i < 2; ++i) {
      // The opponent's hidden cards and the stock redealt consistently.
      const auto other = trucGame().sample(*obs, trucGame().defaultOptions(), rng);
      REQUIRE(other);
      REQUIRE(other->observe(seat)->serialize() == obs->serialize());
      const Hint again = hintFor(*other, rng.next());
      CHECK(again.action == first.action);
      CHECK(again.reasonId == first.reasonId);
      CHECK(again.reasonPercent == first.reasonPercent);
      ++compared;
    }
  });
  CHECK(compared > hands * 3);
}

TEST_CASE("the Truc analyst gives hints and plays whole games, but is not offered as a level", "[truc][ai][hint]") {
  auto player = makePlayer("analyst", trucGame(), 1);
  REQUIRE(player);
  CHECK(dynamic_cast<HintSource*>(player.get()) != nullptr);
  const auto levels = opponentLevels(trucGame());
  CHECK(std::find(levels.begin(), levels.end(), "analyst") == levels.end());

  SelfPlayConfig config;
  config.game = &trucGame();
  config.options = trucGame().defaultOptions();
  config.deals = 200;
  config.seed = 33;
  config.seats = {"analyst", "random"};
  const SelfPlayResult result = selfPlay(config);
  INFO((result.failure ? result.failure->message() : std::string("ok")));
  REQUIRE_FALSE(result.failure);
  REQUIRE(result.seats[0].matches >= 3);
  CHECK(result.seats[0].matchesWon * 10 > result.seats[0].matches * 7);
}
