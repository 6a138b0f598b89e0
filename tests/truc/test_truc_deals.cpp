// Deals: determined by the seed (ALL-1), explicit deals validated, the
// observation hiding the other hand (ALL-2) and the sampler agreeing with it.
#include "truc_scenario.hpp"

#include "core/rng.hpp"

using namespace kr;
using namespace kr::truc;

namespace {

Expected<std::unique_ptr<GameState>> deal(const DealSetup& setup) {
  return trucGame().newDeal(trucGame().defaultOptions(), setup);
}

DealSetup explicitSetup(const std::string& elder, const std::string& dealer, const std::string& rest = "") {
  DealSetup s;
  s.seed = 3;
  s.dealer = 1;
  s.hands = {test::cards(elder), test::cards(dealer)};
  s.rest = test::cards(rest);
  return s;
}

std::string errorCode(const DealSetup& setup) {
  auto made = deal(setup);
  return made ? std::string("ok") : made.error().code + " at " + made.error().where;
}

}  // namespace

TEST_CASE("ALL-1: a deal is determined by its seed", "[truc][ALL-1]") {
  DealSetup setup;
  setup.seed = 123;
  auto a = deal(setup);
  auto b = deal(setup);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(a.value()->serialize() == b.value()->serialize());
  setup.seed = 124;
  CHECK(deal(setup).value()->serialize() != a.value()->serialize());
  // Three cards each, 26 in the stock, all 32 Truc cards.
  CHECK(a.value()->hand(0).size() == 3);
  CHECK(a.value()->hand(1).size() == 3);
  CHECK(dynamic_cast<const TrucState&>(*a.value()).data().stock.size() == 26);
  CHECK_FALSE(a.value()->checkInvariants());
}

TEST_CASE("explicit deals are validated and named errors come back", "[truc]") {
  const std::string stock = "D7 D8 D9 DT DJ DQ DK DA S7 S8 S9 ST SJ SQ SK SA H8 H9 HT HQ HK C7 CJ CQ CK CA";
  CHECK(errorCode(explicitSetup("C8 C9 CT", "HA H7 HJ", stock)) == "ok");
  CHECK(errorCode(explicitSetup("C8 C9 CT", "HA H7 HJ")) == "ok");  // the stock shuffled from the seed
  CHECK(errorCode(explicitSetup("C8 C9", "HA H7 HJ")) == "bad-deal at hands[0]");
  CHECK(errorCode(explicitSetup("C8 C9 CT", "HA H7 C8")) == "bad-deal at hands[1]");
  CHECK(errorCode(explicitSetup("C8 C9 C6", "HA H7 HJ")) == "bad-deal at hands[0]");
  CHECK(errorCode(explicitSetup("C8 C9 CT", "HA H7 HJ", "D7 D8")) == "bad-deal at rest");
  CHECK(errorCode(explicitSetup("C8 C9 CT", "HA H7 HJ", "C8 D8 D9 DT DJ DQ DK DA S7 S8 S9 ST SJ SQ SK SA H8 H9 HT HQ HK C7 CJ CQ CK CA")) ==
        "bad-deal at rest");
  DealSetup three = explicitSetup("C8 C9 CT", "HA H7 HJ");
  three.hands.push_back(test::cards("D7 D8 D9"));
  CHECK(errorCode(three) == "bad-deal at hands");
  DealSetup stockOnly;
  stockOnly.rest = test::cards("D7");
  CHECK(errorCode(stockOnly) == "bad-deal at rest");
  DealSetup badDealer;
  badDealer.dealer = 2;
  CHECK(errorCode(badDealer) == "bad-deal at dealer");
  DealSetup badContext;
  badContext.context = {{"score-0", 12}};
  CHECK(errorCode(badContext) == "bad-context at score-0");
  badContext.context = {{"points", 1}};
  CHECK(errorCode(badContext) == "bad-context at points");
  badContext.context = {{"rounds-1", 2}};
  CHECK(errorCode(badContext) == "bad-context at rounds-1");
}

TEST_CASE("ALL-2: the observation holds only the seat's own cards; samples agree with it", "[truc][ALL-2]") {
  Rng rng(99);
  int differed = 0;
  for (int d = 0; d < 300; ++d) {
    DealSetup setup;
    setup.seed = rng.next();
    setup.dealer = static_cast<int>(rng.below(2));
    setup.context = {{"score-0", static_cast<int>(rng.below(12))}, {"score-1", static_cast<int>(rng.below(12))}};
    auto made = deal(setup);
    REQUIRE(made.ok());
    GameState& state = *made.value();
    while (!state.isTerminal()) {
      for (int seat = 0; seat < 2; ++seat) {
        const auto obs = state.observe(seat);
        const auto& o = dynamic_cast<const TrucObservation&>(*obs);
        CHECK(o.hand == CardSet::of(state.hand(seat)));
        CHECK((o.hand & CardSet::of(state.hand(1 - seat))).empty());
        auto sampled = trucGame().sample(*obs, trucGame().defaultOptions(), rng);
        REQUIRE(sampled);
        CHECK(sampled->observe(seat)->serialize() == obs->serialize());
        CHECK_FALSE(sampled->checkInvariants());
        if (sampled->hand(1 - seat) != state.hand(1 - seat)) ++differed;
      }
      ActionList legal;
      state.legalActions(state.toMove(), legal);
      REQUIRE_FALSE(state.apply(state.toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
    }
  }
  CHECK(differed > 500);
}

TEST_CASE("the sampler refuses observations of other games or impossible ones", "[truc]") {
  DealSetup setup;
  auto made = deal(setup);
  auto obs = made.value()->observe(0);
  auto& o = dynamic_cast<TrucObservation&>(*obs);
  o.stockSize = 30;  // more cards than there are
  Rng rng(1);
  CHECK(trucGame().sample(o, trucGame().defaultOptions(), rng) == nullptr);
  auto outside = made.value()->observe(7);
  CHECK(trucGame().sample(*outside, trucGame().defaultOptions(), rng) == nullptr);
}
