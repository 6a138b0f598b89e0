// dealHidden (core/hidden_deal.hpp), the sampler of Coiffeur and Dobbm, and
// the placing it shares with Doppelkopf's (core/hall.hpp). Issue #35 made
// the check of Hall's condition cheaper and skips it where it must hold; the
// deals must stay exactly those of the plain algorithm, which this file
// keeps as the reference: every card checked against every set of hands.
#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "core/hall.hpp"
#include "core/hidden_deal.hpp"

using namespace kr;

namespace {

bool hallHolds(const std::vector<int>& cardsOfClass, const std::vector<int>& room) {
  const int n = static_cast<int>(room.size());
  for (int s = 1; s < (1 << n); ++s) {
    int need = 0, cap = 0;
    for (int c = 1; c < (1 << n); ++c)
      if ((c & ~s) == 0) need += cardsOfClass[static_cast<std::size_t>(c)];
    for (int i = 0; i < n; ++i)
      if (s & (1 << i)) cap += room[static_cast<std::size_t>(i)];
    if (need > cap) return false;
  }
  return true;
}

// The same steps as dealHidden (shuffle, then each card to a hand drawn by
// its room), with Hall's condition checked after every choice.
bool referenceDeal(CardSet pool, std::vector<HiddenHand>& hands, Rng& rng) {
  const int n = static_cast<int>(hands.size());
  std::vector<Card> order = pool.cards();
  std::vector<int> room, cardsOfClass(std::size_t{1} << n), classOf;
  int total = 0;
  bool free = true;
  for (auto& h : hands) {
    h.dealt = CardSet();
    room.push_back(h.size);
    total += h.size;
    free = free && (pool - h.allowed).empty();
  }
  if (total != static_cast<int>(order.size())) return false;
  rng.shuffle(std::span<Card>(order));
  if (free) {
    std::size_t next = 0;
    for (auto& h : hands)
      for (int k = 0; k < h.size; ++k) h.dealt.add(order[next++]);
    return true;
  }
  for (Card c : order) {
    int mask = 0;
    for (int i = 0; i < n; ++i)
      if (hands[static_cast<std::size_t>(i)].allowed.contains(c)) mask |= 1 << i;
    if (mask == 0) return false;
    classOf.push_back(mask);
    ++cardsOfClass[static_cast<std::size_t>(mask)];
  }
  if (!hallHolds(cardsOfClass, room)) return false;
  for (std::size_t k = 0; k < order.size(); ++k) {
    --cardsOfClass[static_cast<std::size_t>(classOf[k])];
    int candidates = classOf[k];
    for (;;) {
      int weight = 0;
      for (int i = 0; i < n; ++i)
        if (candidates & (1 << i)) weight += room[static_cast<std::size_t>(i)];
      if (weight == 0) return false;
      int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(weight)));
      int chosen = 0;
      for (int i = 0; i < n; ++i) {
        if (!(candidates & (1 << i))) continue;
        pick -= room[static_cast<std::size_t>(i)];
        if (pick < 0) {
          chosen = i;
          break;
        }
      }
      --room[static_cast<std::size_t>(chosen)];
      if (hallHolds(cardsOfClass, room)) {
        hands[static_cast<std::size_t>(chosen)].dealt.add(order[k]);
        break;
      }
      ++room[static_cast<std::size_t>(chosen)];
      candidates &= ~(1 << chosen);
    }
  }
  return true;
}

// A random system: 36 cards, 2 to 5 hands, each void in up to two of four
// suits of nine (as play shows voids), sizes splitting the pool.
std::vector<HiddenHand> randomSystem(Rng& rng, CardSet& pool) {
  pool = CardSet((std::uint64_t{1} << 36) - 1);
  const int n = 2 + static_cast<int>(rng.below(4));
  std::vector<HiddenHand> hands(static_cast<std::size_t>(n));
  int left = 36;
  for (int i = 0; i < n; ++i) {
    auto& h = hands[static_cast<std::size_t>(i)];
    h.size = i + 1 == n ? left : static_cast<int>(rng.below(static_cast<std::uint32_t>(left / (n - i) + 1))) + 1;
    if (h.size > left) h.size = left;
    left -= h.size;
    h.allowed = pool;
    for (int v = 0; v < 2; ++v)
      if (rng.below(3) == 0) h.allowed = h.allowed - CardSet(std::uint64_t{0x1FF} << (9 * rng.below(4)));
  }
  return hands;
}

}  // namespace

TEST_CASE("dealHidden deals exactly as the plain algorithm, seed by seed", "[engine][sampler]") {
  Rng systems(35);
  int dealt = 0, impossible = 0;
  for (int round = 0; round < 400; ++round) {
    CardSet pool;
    std::vector<HiddenHand> expected = randomSystem(systems, pool);
    std::vector<HiddenHand> actual = expected;
    const std::uint64_t seed = systems.next();
    Rng a(seed), b(seed);
    const bool ok = referenceDeal(pool, expected, a);
    REQUIRE(dealHidden(pool, std::span<HiddenHand>(actual), b) == ok);
    CHECK(a == b);  // the same random numbers drawn
    if (!ok) {
      ++impossible;
      continue;
    }
    ++dealt;
    CardSet all;
    for (std::size_t i = 0; i < actual.size(); ++i) {
      CHECK(actual[i].dealt == expected[i].dealt);
      CHECK(actual[i].dealt.size() == actual[i].size);
      CHECK((actual[i].dealt - actual[i].allowed).empty());
      all |= actual[i].dealt;
    }
    CHECK(all == pool);
  }
  CHECK(dealt > 200);  // most systems can be dealt, and some cannot
  CHECK(impossible > 0);
}

TEST_CASE("hall::fits agrees with the plain check over every set of hands", "[engine][sampler]") {
  Rng rng(36);
  int fitting = 0, notFitting = 0;
  for (int round = 0; round < 2000; ++round) {
    const int n = 1 + static_cast<int>(rng.below(hall::kMaxHands));
    std::vector<int> cardsOfClass(std::size_t{1} << n), room(static_cast<std::size_t>(n));
    hall::ClassCounts counts{};
    hall::Rooms rooms{};
    int cards = 0, places = 0;
    for (int c = 1; c < (1 << n); ++c)
      if (rng.below(3) == 0) cards += counts[static_cast<std::size_t>(c)] = cardsOfClass[static_cast<std::size_t>(c)] =
                                 static_cast<int>(rng.below(4));
    for (int i = 0; i < n; ++i) places += rooms[static_cast<std::size_t>(i)] = room[static_cast<std::size_t>(i)] =
                                    static_cast<int>(rng.below(static_cast<std::uint32_t>(2 * cards / n + 2)));
    const bool expected = places == cards && hallHolds(cardsOfClass, room);
    CHECK(hall::fits(n, counts, rooms) == expected);
    ++(expected ? fitting : notFitting);
  }
  CHECK(fitting > 50);
  CHECK(notFitting > 50);
  hall::ClassCounts unplaceable{};
  unplaceable[0] = 1;  // a card no hand may take
  CHECK_FALSE(hall::fits(2, unplaceable, hall::Rooms{1, 0}));
}
