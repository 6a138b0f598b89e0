// The rule-based Doppelkopf player: legal actions in every phase and
// option set, and decisions that depend on the observation only.
#include <catch2/catch.hpp>

#include "ai/player.hpp"
#include "dk_support.hpp"
#include "games/doppelkopf/ai/hand_eval.hpp"
#include "games/doppelkopf/ai/heuristic.hpp"
#include "games/doppelkopf/ai/seat_view.hpp"
#include "games/doppelkopf/state.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace aitest;

namespace {

const std::vector<Options>& optionSets() {
  static const std::vector<Options> sets = {
      dkOptions(),
      dkOptions({{"schweinchen", "true"}, {"hyperschweinchen", "true"}}),
      dkOptions({{"schweinchen", "true"}, {"pigs-before-play", "true"}}),
      dkOptions({{"without-nines", "true"}, {"second-dulle", "true"}}),
      dkOptions({{"queen-jack-solo", "true"}, {"king-solo", "true"}, {"announce-on-own-turn", "true"}}),
      dkOptions({{"announcement-deadlines", "alternative"}, {"poverty", "false"}, {"re-kontra-double", "true"}}),
      dkOptions({{"top-trump", "heart-king"}, {"throw-in", "true"}, {"zwingen", "true"}, {"solo-auto-re", "true"}}),
      dkOptions({{"top-trump", "none"}, {"suit-solos", "trump-solo"}, {"throw-in", "true"}}),
      dkOptions({{"solo-precedence", "bidding-up"}, {"kings-decide", "true"}}),
      dkOptions({{"solo-precedence", "by-type"}, {"poverty-below-marriage", "true"}, {"compulsory-solo", "true"}}),
      dkOptions({{"solo-precedence", "last"}, {"kings-decide", "true"}, {"poverty-below-marriage", "true"}}),
      dkOptions({{"misere", "true"}, {"misere-ouvert", "true"}, {"compulsory-solo", "true"}}),
      dkOptions({{"top-trump", "joker"}, {"schweinchen", "true"}, {"hyperschweinchen", "true"}, {"genscher", "true"},
                 {"queen-jack-solo", "true"}, {"throw-in", "true"}}),
  };
  return sets;
}

}  // namespace

TEST_CASE("the rule-based player never takes an illegal action", "[ai][doppelkopf]") {
  const int deals = kr::test::scaled(3000);
  Rng rng(5);
  ActionList legal;
  long long checked = 0;
  for (int i = 0; i < deals; ++i) {
    const Options& options = optionSets()[static_cast<std::size_t>(i) % optionSets().size()];
    DealSetup setup;
    setup.seed = rng.next();
    setup.dealer = i % 4;
    auto state = std::move(game().newDeal(options, setup).value());
    while (!state->isTerminal()) {
      // Every seat with something to do: the rules' choice must be legal.
      for (int seat = 0; seat < 4; ++seat) {
        state->legalActions(seat, legal);
        if (legal.empty() || seat != state->toMove()) continue;
        const Action a = dk::ai::heuristicPolicy(*state, seat, rng);
        INFO(state->serialize());
        REQUIRE(legal.contains(a));
        ++checked;
      }
      // Half the moves random, so the positions go beyond what the rules reach.
      const int mover = state->toMove();
      state->legalActions(mover, legal);
      const Action a = rng.below(2) == 0 ? dk::ai::heuristicPolicy(*state, mover, rng)
                                         : legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
      state->applyUnchecked(mover, a, nullptr);
    }
  }
  CHECK(checked > deals * 40);
}

TEST_CASE("the heuristic and beginner players answer from observations with legal actions", "[ai][doppelkopf]") {
  const int deals = kr::test::scaled(120);
  for (const char* kind : {"heuristic", "beginner"}) {
    for (int i = 0; i < deals; ++i) {
      const Options& options = optionSets()[static_cast<std::size_t>(i) % optionSets().size()];
      auto player = makePlayer(kind, game(), 9);
      REQUIRE(player);
      DealSetup setup;
      setup.seed = static_cast<std::uint64_t>(1000 + i);
      auto state = std::move(game().newDeal(options, setup).value());
      playOut(*state, options, [&](int) -> Player& { return *player; });
    }
  }
}

TEST_CASE("rule-based decisions do not change when the hidden cards are dealt differently", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  const int positions = kr::test::scaled(400);
  Rng rng(17);
  int compared = 0;
  for (int i = 0; i < positions; ++i) {
    // Positions in every phase: bidding steps and every stage of the play.
    const int cards = static_cast<int>(rng.below(50)) - 2;
    auto truth = ruledPosition(static_cast<std::uint64_t>(i + 1), cards, options, static_cast<int>(rng.below(12)));
    if (truth->isTerminal()) continue;
    const int seat = truth->toMove();
    const auto obs = truth->observe(seat);
    // Another true state this seat cannot tell apart: the others' cards redealt.
    auto other = game().sample(*obs, options, rng);
    REQUIRE(other);
    REQUIRE(other->observe(seat)->serialize() == obs->serialize());
    for (const char* kind : {"heuristic", "beginner"}) {
      auto a = makePlayer(kind, game(), 31);
      auto b = makePlayer(kind, game(), 31);
      CHECK(decide(*a, *truth, options) == decide(*b, *other, options));
    }
    // The rollout policy reads the same facts from the full deal.
    CHECK(dk::ai::heuristicPolicy(*truth, seat, rng) == dk::ai::heuristicPolicy(*other, seat, rng));
    ++compared;
  }
  CHECK(compared > positions / 2);
}

TEST_CASE("DK-17 the rule-based player declares Genscher to take a trick with points", "[ai][doppelkopf][DK-17]") {
  const Options options = dkOptions({{"schweinchen", "true"}, {"hyperschweinchen", "true"}, {"genscher", "true"}});
  auto state = dealOf({"CQ CJ SJ C9 C9 CT CT CJ CQ CK CK CA", "HQ HJ DK DK CA S9 S9 ST ST SJ SQ SQ",
                       "DJ D9 D9 SK SK SA SA H9 H9 HT HT HJ", "DA DA DT HQ HK HK HA HA DT DJ DQ DQ"},
                      options);
  act(*state, "healthy healthy healthy healthy 0:CQ 1:HQ 2:DJ 3:schweinchen 3:DA 0:CJ 1:HJ 2:hyperschweinchen");
  act(*state, "2:D9 3:DT 0:SJ");
  // 12 points in the trick, a Hyperschwein on top: Genscher (with a ♦K) takes it.
  auto player = makePlayer("heuristic", game(), 1);
  CHECK(decide(*player, *state, options) == "genscher");
}

TEST_CASE("DK-17 a Joker counts as a top trump in the hand evaluation", "[ai][doppelkopf][DK-17]") {
  const auto rules = dk::Rules::from(dkOptions({{"top-trump", "joker"}}));
  CardMultiset joker, nine;
  for (Card c : {Card(kClubs, Rank::Ace), Card(kSpades, Rank::Ace), Card(kDiamonds, Rank::King)}) {
    joker.add(c);
    nine.add(c);
  }
  joker.add(dk::kJoker);
  nine.add(dk::kDiamondNine);
  CHECK(dk::ai::partnerGameStrength(joker, rules) >= dk::ai::partnerGameStrength(nine, rules) + 1.0);
  CHECK(dk::ai::normalTrumpCount(joker, rules) == 2);
}

TEST_CASE("a seat counts as outstanding exactly the cards it cannot see", "[ai][doppelkopf]") {
  // Sixes to eights are never dealt, nines not without nines (DK-11), and the
  // Joker and the ♦9 are single (DK-17): none of them may count as out.
  const int deals = kr::test::scaled(40);
  Rng rng(23);
  for (int i = 0; i < deals; ++i) {
    const Options& options = optionSets()[static_cast<std::size_t>(i) % optionSets().size()];
    DealSetup setup;
    setup.seed = static_cast<std::uint64_t>(500 + i);
    auto state = std::move(game().newDeal(options, setup).value());
    while (!state->isTerminal()) {
      const int mover = state->toMove();
      const dk::Deal& deal = static_cast<const dk::DoppelkopfState&>(*state).deal();
      const dk::ai::SeatView view(deal, mover);
      for (int cls = 0; cls <= dk::kTrumpClass; ++cls) {
        // The other hands, and the poverty cards on their way between hands.
        int elsewhere = 0;
        for (Card c : view.classFaces(cls)) {
          elsewhere += deal.transit.count(c);
          for (int s = 0; s < dk::kSeats; ++s)
            if (s != mover) elsewhere += deal.hands[static_cast<std::size_t>(s)].count(c);
        }
        INFO(state->serialize() << " class " << cls);
        REQUIRE(view.outstandingIn(cls) == elsewhere);
      }
      state->applyUnchecked(mover, dk::ai::heuristicPolicy(*state, mover, rng), nullptr);
    }
  }
}
