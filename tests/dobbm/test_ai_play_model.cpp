// What the search reads from the others' cards (opponent_model.hpp): a
// sampled deal counts fully when every other seat played as the rules would
// from its sampled hand, and half for each card they would not have played.
// The tests weigh the true deal, which the search never sees; the function
// reads only the deal it is given.
#include <optional>

#include "games/dobbm/ai/heuristic.hpp"
#include "games/dobbm/ai/opponent_model.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

void playByRules(DobbmState& state, Rng& rng) {
  const int seat = state.toMove();
  REQUIRE_FALSE(state.apply(seat, ai::heuristicPolicy(state, seat, rng)));
}

// A legal card of the seat to move that the rules would not play, if any.
std::optional<Action> otherThanRules(const DobbmState& state, Rng& rng) {
  const int seat = state.toMove();
  ActionList legal;
  state.legalActions(seat, legal);
  const Action rules = ai::heuristicPolicy(state, seat, rng);
  for (Action a : legal)
    if (a != rules) return a;
  return std::nullopt;
}

}  // namespace

TEST_CASE("a deal in play counts half for each card the rules would not have played", "[dobbm][ai]") {
  const Options o = optionsFor();
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    DealSetup setup;
    setup.seed = seed;
    auto made = dobbmGame().newDeal(o, setup);
    REQUIRE(made);
    auto& s = static_cast<DobbmState&>(*made.value());
    Rng rng(seed);
    while (s.table().phase != Phase::Play && !s.isTerminal()) playByRules(s, rng);
    if (s.isTerminal()) continue;
    for (int seat = 0; seat < kSeats; ++seat) CHECK(ai::playLikelihood(s, seat) == 1.0);
    // Two tricks and three cards by the rules: nothing to doubt.
    for (int i = 0; i < 11; ++i) playByRules(s, rng);
    for (int seat = 0; seat < kSeats; ++seat) CHECK(ai::playLikelihood(s, seat) == 1.0);
    // One seat leaves the rules once; its own card tells itself nothing.
    std::optional<Action> other;
    while (!(other = otherThanRules(s, rng)) && s.table().tricksDone < kTricks - 1) playByRules(s, rng);
    if (!other) continue;
    const int deviator = s.toMove();
    REQUIRE_FALSE(s.apply(deviator, *other));
    for (int seat = 0; seat < kSeats; ++seat) CHECK(ai::playLikelihood(s, seat) == (seat == deviator ? 1.0 : 0.5));
    // The rules' cards after it count fully again.
    playByRules(s, rng);
    for (int seat = 0; seat < kSeats; ++seat) CHECK(ai::playLikelihood(s, seat) == (seat == deviator ? 1.0 : 0.5));
  }
}
