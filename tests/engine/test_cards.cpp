#include <bit>
#include <catch2/catch.hpp>
#include <cstdint>

#include "core/bit_count.hpp"
#include "core/card.hpp"
#include "core/card_set.hpp"
#include "core/rng.hpp"

using namespace kr;

TEST_CASE("every face of every deck survives the text notation", "[cards]") {
  for (DeckStyle style : {DeckStyle::French, DeckStyle::German, DeckStyle::Swiss}) {
    for (int f = 0; f < kFaceCount; ++f) {
      const Card c(f);
      const auto text = toString(c, style);
      REQUIRE(text.size() == 2);
      REQUIRE(parseCard(text, style) == c);
    }
  }
}

TEST_CASE("card notation follows each deck's tradition", "[cards]") {
  CHECK(toString(Card(kClubs, Rank::Queen), DeckStyle::French) == "CQ");
  CHECK(toString(Card(kHearts, Rank::Ten), DeckStyle::French) == "HT");
  CHECK(toString(Card(kHearts, Rank::Jack), DeckStyle::German) == "HU");
  CHECK(toString(Card(kClubs, Rank::Queen), DeckStyle::German) == "AO");
  CHECK(toString(Card(kClubs, Rank::Ten), DeckStyle::Swiss) == "RB");
  CHECK_FALSE(parseCard("XQ", DeckStyle::French));
  CHECK_FALSE(parseCard("CQ ", DeckStyle::French));
  CHECK_FALSE(parseCard("", DeckStyle::French));
  CHECK_FALSE(parseCard("HJ", DeckStyle::German));  // German decks have Unter, not Jack
}

TEST_CASE("card sets iterate in face order and count", "[cards]") {
  CardSet s;
  s.add(Card(kDiamonds, Rank::Ace));
  s.add(Card(kClubs, Rank::Nine));
  s.add(Card(kHearts, Rank::Ten));
  REQUIRE(s.size() == 3);
  const auto cards = s.cards();
  REQUIRE(cards == std::vector<Card>{Card(kClubs, Rank::Nine), Card(kHearts, Rank::Ten), Card(kDiamonds, Rank::Ace)});
  CHECK((s & suitMask(kHearts)).size() == 1);
  s.remove(Card(kHearts, Rank::Ten));
  CHECK_FALSE(s.contains(Card(kHearts, Rank::Ten)));
  CHECK(suitMask(kSpades).size() == 9);
}

TEST_CASE("multisets hold each face at most twice", "[cards]") {
  CardMultiset m;
  const Card q(kClubs, Rank::Queen);
  REQUIRE(m.add(q));
  REQUIRE(m.add(q));
  REQUIRE_FALSE(m.add(q));
  CHECK(m.count(q) == 2);
  CHECK(m.size() == 2);
  CHECK(m.cards() == std::vector<Card>{q, q});
  REQUIRE(m.remove(q));
  CHECK(m.count(q) == 1);
  REQUIRE(m.remove(q));
  REQUIRE_FALSE(m.remove(q));
  CHECK(m.empty());
}

TEST_CASE("bit counts agree with the standard library's on every kind of word", "[cards]") {
  // kr::bitCount replaces a libgcc call where the target has no POPCNT.
  CHECK(bitCount(0) == 0);
  CHECK(bitCount(~std::uint64_t{0}) == 64);
  for (int i = 0; i < 64; ++i) CHECK(bitCount(std::uint64_t{1} << i) == 1);
  Rng rng(5);
  for (int i = 0; i < 10000; ++i) {
    // Sparse, dense and even words alike: random words ANDed or ORed together.
    const std::uint64_t a = rng.next(), b = rng.next();
    for (std::uint64_t x : {a, a & b, a | b, a & b & rng.next()}) REQUIRE(bitCount(x) == std::popcount(x));
  }
}

TEST_CASE("multisets add and remove the second copy before the first", "[cards]") {
  CardMultiset m;
  const Card a(kHearts, Rank::Ace), k(kHearts, Rank::King);
  m.add(a);
  m.add(k);
  m.add(a);
  CHECK(m.once() == (CardSet::of(a) | CardSet::of(k)));
  CHECK(m.twice() == CardSet::of(a));
  REQUIRE(m.remove(a));
  CHECK(m.once() == (CardSet::of(a) | CardSet::of(k)));
  CHECK(m.twice().empty());
  REQUIRE(m.remove(k));
  CHECK(m.once() == CardSet::of(a));
  REQUIRE_FALSE(m.remove(k));
  CHECK(m.size() == 1);
}
