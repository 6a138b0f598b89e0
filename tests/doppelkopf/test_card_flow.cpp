// The card flow that deals the unknown cards of every sampled Doppelkopf deal
// (card_flow.hpp), and the counts <-> multiset conversions of the sampler.
// Issue #35 made both faster; these say what they must still do.
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "games/doppelkopf/card_flow.hpp"
#include "games/doppelkopf/cards.hpp"
#include "games/doppelkopf/history_facts.hpp"

using namespace kr;
using namespace kr::dk;

namespace {

CardFlow fullPool() {
  CardFlow flow;
  for (Card c : kFullDeck) flow.pool[c.face] = 2;
  return flow;
}

int total(const CardMultiset& m) { return m.size(); }

}  // namespace

TEST_CASE("multisetOf and countsOf convert both ways, copies above two capped", "[doppelkopf][sampler]") {
  Rng rng(35);
  for (int round = 0; round < 200; ++round) {
    Counts counts{};
    for (Card c : kFullDeck) counts[c.face] = static_cast<int>(rng.below(3));
    const CardMultiset m = multisetOf(counts);
    CHECK(countsOf(m) == counts);
    CHECK(multisetOf(countsOf(m)) == m);
    for (Card c : kFullDeck) CHECK(m.count(c) == counts[c.face]);
  }
  Counts three{};
  three[kDulle.face] = 3;
  three[kClubQueen.face] = -1;
  const CardMultiset capped = multisetOf(three);
  CHECK(capped.count(kDulle) == 2);
  CHECK(capped.count(kClubQueen) == 0);
  CHECK(CardMultiset::of(CardSet(), CardSet::of(kDulle)).empty());  // twice only what is held once
}

TEST_CASE("the card flow fills every slot exactly with faces it may take", "[doppelkopf][sampler]") {
  const CardSet hearts = suitMask(kHearts) & kFullDeck;
  const CardSet trumps = normalTrumps(TopTrump::Dulle);
  Rng rng(7);
  SECTION("no slot restricted") {
    CardFlow flow = fullPool();
    for (Card c : CardSet::of(std::vector<Card>{kDulle, kClubQueen})) flow.pool[c.face] = 0;  // in a known hand
    flow.addSlot(1, 16, kFullDeck);
    flow.addSlot(2, 16, kFullDeck);
    flow.addSlot(3, 12, kFullDeck);
    for (int round = 0; round < 300; ++round) {
      std::array<CardMultiset, kSeats> hands{};
      REQUIRE(flow.deal(rng, hands));
      CHECK(total(hands[0]) == 0);
      CHECK(total(hands[1]) == 16);
      CHECK(total(hands[2]) == 16);
      CHECK(total(hands[3]) == 12);
    }
  }
  SECTION("voids and a trump slot, where Hall's condition decides") {
    // Seat 2 shows no plain hearts; seat 3 holds exactly twelve trumps
    // (a split slot), so the last cards must go where they fit.
    CardFlow flow = fullPool();
    flow.addSlot(1, 12, kFullDeck);
    flow.addSlot(2, 12, kFullDeck - (hearts - trumps));
    flow.addSlot(3, 12, trumps);
    flow.addSlot(0, 12, kFullDeck - trumps);
    REQUIRE(flow.feasible());
    for (int round = 0; round < 300; ++round) {
      std::array<CardMultiset, kSeats> hands{};
      REQUIRE(flow.deal(rng, hands));
      for (int s = 0; s < kSeats; ++s) CHECK(total(hands[static_cast<std::size_t>(s)]) == 12);
      CHECK((hands[2].once() & (hearts - trumps)).empty());
      CHECK((hands[3].once() - trumps).empty());
      CHECK((hands[0].once() & trumps).empty());
    }
  }
  SECTION("a system that cannot be filled deals nothing") {
    CardFlow flow = fullPool();
    flow.addSlot(1, 24, kFullDeck);
    flow.addSlot(2, 24, kFullDeck - trumps);  // 22 plain cards for 24 places
    CHECK_FALSE(flow.feasible());
    std::array<CardMultiset, kSeats> hands{};
    CHECK_FALSE(flow.deal(rng, hands));
  }
}
