// Truc's re-solving Expert (issue #35; engine/games/truc/ai/resolving_player.hpp
// and public_course.hpp): a real hand read as a public path, legal play from
// the trunk and the re-solved subgames, and decisions from the observation only.
#include "truc_scenario.hpp"

#include <atomic>

#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/ai/resolving_player.hpp"
#include "games/truc/truc_actions.hpp"
#include "support/scale.hpp"
#include "trunk_fixtures.hpp"

using namespace kr;
using namespace kr::truc;
using namespace kr::truc::ai;

using kr::truc::test::evenTrunk;
using kr::truc::test::randomHands;

namespace {

const TrucObservation& asTruc(const Observation& o) { return dynamic_cast<const TrucObservation&>(o); }

}  // namespace

TEST_CASE("a real hand is a path through the public tree, whoever deals", "[truc][ai][resolve]") {
  int decisions = 0;
  randomHands(kr::test::scaled(400), 41, [&](const GameState& state, Rng&) {
    const int seat = state.toMove();
    const auto observation = state.observe(seat);
    const TrucObservation& o = asTruc(*observation);
    const auto course = publicCourse(o);
    REQUIRE(course);
    const TrucPlay& tree = course->node.play;
    CHECK(course->roleOf(seat) == tree.toMove());
    CHECK(course->elderSeat == o.play.elder());
    CHECK(tree.phase == o.play.phase);
    CHECK(tree.stake == o.play.stake);
    CHECK(tree.tricksDone == o.play.tricksDone);
    CHECK(tree.ledPower == o.play.ledPower);
    CHECK(tree.asked == o.play.asked);
    CHECK(tree.remainder == o.play.remainder);
    // Every public action the seat's hand may take is a legal action, and every legal action is one.
    const PowerHand remaining = powerHand(o.hand);
    int open = 0;
    for (int a = 0; a < publicActions(tree); ++a) {
      if (!mayTake(tree, remaining, a)) continue;
      CHECK(o.legal.contains(engineAction(course->node, a, o.hand)));
      ++open;
    }
    int distinct = 0;  // cards of one power are one public action
    for (int k = 0; k < o.legal.size(); ++k) {
      const Action a = o.legal[k];
      distinct += !isCardAction(a) || cardOfPower(o.hand, powerOf(Card(a))) == a ? 1 : 0;
    }
    CHECK(open == distinct);
    ++decisions;
  });
  CHECK(decisions > kr::test::scaled(400) * 3);
}

TEST_CASE("the re-solving Expert plays legal actions from the trunk and its subgames", "[truc][ai][resolve]") {
  const auto& values = builtInRoundValues();
  ResolvingPlayer expert(evenTrunk(), values, 5);
  Rng rng(6);
  DecisionContext ctx;
  ctx.game = &trucGame();
  int trunk = 0, subgame = 0;
  for (int hand = 0; hand < kr::test::scaled(40, 10); ++hand) {
    auto state = kr::truc::test::randomHand(rng);
    while (!state->isTerminal()) {
      const int seat = state->toMove();
      const auto obs = state->observe(seat);
      Action a;
      if (seat == 0) {
        const auto course = publicCourse(asTruc(*obs));
        REQUIRE(course);
        const auto row = expert.strategy(asTruc(*obs), *course, ctx);
        REQUIRE(row);
        (inTrunk(course->node) ? trunk : subgame) += 1;
        a = expert.choose(*obs, ctx);
      } else {
        a = obs->legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(obs->legal.size())))];
      }
      REQUIRE(obs->legal.contains(a));
      state->applyUnchecked(seat, a, nullptr);
    }
  }
  CHECK(trunk > 0);
  CHECK(subgame > 0);
}

TEST_CASE("a stopped re-solve still answers with a legal action", "[truc][ai][resolve]") {
  // Keep the hand, the elder leads, the dealer answers: trick 2 starts.
  kr::truc::test::Scenario s("C7 C8 C9", "D7 D8 D9", 3, 4);
  s.act("0:play 0:C7 1:D9");
  const auto obs = s.state().observe(s.state().toMove());
  std::atomic<bool> stop{true};
  DecisionContext ctx;
  ctx.stop = &stop;
  ResolvingPlayer expert(evenTrunk(), builtInRoundValues(), 5);
  const auto course = publicCourse(asTruc(*obs));
  REQUIRE(course);
  CHECK_FALSE(inTrunk(course->node));
  CHECK_FALSE(expert.strategy(asTruc(*obs), *course, ctx));  // stopped: no solve
  CHECK(obs->legal.contains(expert.choose(*obs, ctx)));       // the heuristic answers
}

TEST_CASE("ALL-2: the re-solving Expert's strategy depends only on the observation", "[truc][ai][resolve][ALL-2]") {
  const auto& values = builtInRoundValues();
  int compared = 0;
  randomHands(kr::test::scaled(20, 20), 43, [&](GameState& state, Rng& rng) {
    const int seat = state.toMove();
    const auto obs = state.observe(seat);
    // The trunk is a table lookup; the first decision of a subgame solves it.
    if (asTruc(*obs).play.tricksDone == 0 || compared >= 12) return;
    const auto course = publicCourse(asTruc(*obs));
    REQUIRE(course);
    DecisionContext ctx;
    ResolvingPlayer first(evenTrunk(), values, 1);
    const auto row = first.strategy(asTruc(*obs), *course, ctx);
    REQUIRE(row);
    // The opponent's hidden cards and the stock redealt consistently.
    const auto other = trucGame().sample(*obs, trucGame().defaultOptions(), rng);
    REQUIRE(other);
    const auto again = other->observe(seat);
    REQUIRE(again->serialize() == obs->serialize());
    ResolvingPlayer second(evenTrunk(), values, 2);
    const auto otherCourse = publicCourse(asTruc(*again));
    REQUIRE(otherCourse);
    CHECK(second.strategy(asTruc(*again), *otherCourse, ctx) == row);
    ++compared;
  });
  CHECK(compared == 12);
}

TEST_CASE("at a score its trunk does not cover the Expert plays the strategy table", "[truc][ai][resolve]") {
  // A trunk covering no score: every decision is the table player's, seeded as the Expert seeds it.
  const auto uncovered = TrunkTable::decode(trunkBytes({}));
  REQUIRE(uncovered);
  ResolvingPlayer expert(uncovered.value(), builtInRoundValues(), 7);
  TablePlayer table(deriveSeed(7, 2));
  int decisions = 0;
  randomHands(kr::test::scaled(200, 20), 44, [&](const GameState& state, Rng&) {
    const auto obs = state.observe(state.toMove());
    const auto course = publicCourse(asTruc(*obs));
    REQUIRE(course);
    CHECK_FALSE(expert.strategy(asTruc(*obs), *course, DecisionContext{}));
    CHECK(expert.choose(*obs, DecisionContext{}) == table.choose(*obs, DecisionContext{}));
    ++decisions;
  });
  CHECK(decisions >= kr::test::scaled(200, 20));  // at least the new-hands question in every hand
}
