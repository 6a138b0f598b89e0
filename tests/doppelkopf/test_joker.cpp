// The Joker as top trump and Genscher (ruling DK-17).
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/record.hpp"
#include "core/rng.hpp"
#include "games/doppelkopf/cards.hpp"
#include "support.hpp"

using namespace dktest;
using kr::dk::Contract;
using kr::dk::TopTrump;

namespace {

constexpr std::string_view kHealthy = "healthy healthy healthy healthy";
using Strings = std::vector<std::string>;

// The trumps of a game type with the Joker, high to low, as card text.
Strings trumpOrder(Contract c) {
  const auto& t = kr::dk::trumpTable(c, TopTrump::Joker);
  std::vector<kr::Card> trumps = t.trumps.cards();
  std::sort(trumps.begin(), trumps.end(), [&](kr::Card a, kr::Card b) { return t.strength[a.face] > t.strength[b.face]; });
  Strings out;
  for (kr::Card x : trumps) out.push_back(kr::dk::cardText(x));
  return out;
}

kr::Options jokerOptions() { return options({{"top-trump", "joker"}}); }

kr::Options genscherOptions(bool genscher = true) {
  return options({{"schweinchen", "true"}, {"hyperschweinchen", "true"}, {"genscher", genscher ? "true" : "false"}});
}

}  // namespace

TEST_CASE("DK-17 Joker: the highest trump, above the Dulle, in the normal game and the suit solos",
          "[doppelkopf][DK-17]") {
  CHECK(trumpOrder(Contract::Normal) ==
        Strings{"JK", "HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "DA", "DT", "DK", "D9"});
  CHECK(trumpOrder(Contract::ClubSolo) ==
        Strings{"JK", "HT", "CQ", "SQ", "HQ", "DQ", "CJ", "SJ", "HJ", "DJ", "CA", "CT", "CK", "C9"});
  CHECK(trumpOrder(Contract::QueenSolo) == Strings{"CQ", "SQ", "HQ", "DQ"});
  CHECK(trumpOrder(Contract::FleshlessSolo).empty());
  CHECK(kr::dk::cardPoints(kr::dk::kJoker) == 0);
}

TEST_CASE("DK-17 Joker beats the Dulle", "[doppelkopf][DK-17]") {
  auto state = deal(jokerOptions(), completeWithJoker({"HT", "JK", "HT", "CQ"}));
  act(*state, kHealthy);
  act(*state, "0:HT 1:JK 2:HT 3:CQ");
  CHECK(state->toMove() == 1);
  // The Dulle is still the second trump: the second Dulle option keeps its meaning.
  auto second = deal(options({{"top-trump", "joker"}, {"second-dulle", "true"}}), completeWithJoker({"HT", "CQ", "HT", "JK"}));
  act(*second, kHealthy);
  act(*second, "0:HT 1:CQ 2:HT 3:JK");
  CHECK(second->toMove() == 3);
}

TEST_CASE("DK-17 Joker counts as the missing diamond nine in a queen solo", "[doppelkopf][DK-17]") {
  // Seat 0 plays a queen solo and leads the ♦T; seat 1's only diamond is the Joker.
  const Hands hands = completeWithJoker({"CQ CQ SQ SQ DT DA", "JK HQ", "DK DK", "D9 DA"});
  auto state = deal(jokerOptions(), hands);
  act(*state, "reservation healthy healthy healthy 0:solo:queen");
  act(*state, "0:DT");
  // Diamonds led: the Joker must follow as a diamond, the queen may not be played.
  CHECK(legal(*state, 1, "JK"));
  CHECK_FALSE(legal(*state, 1, "HQ"));
  act(*state, "1:JK 2:DK 3:D9");
  CHECK(state->toMove() == 0);  // the ten beats the Joker, a plain diamond nine
  // A trump (queen) led: the Joker is no trump, so a hand without queens may discard it.
  auto led = deal(jokerOptions(), completeWithJoker({"CQ CQ", "JK DA SJ SJ SK SK SA SA ST ST S9 S9", "", ""}));
  act(*led, "reservation healthy healthy healthy 0:solo:queen");
  act(*led, "0:CQ");
  CHECK(legal(*led, 1, "JK"));
  CHECK(legal(*led, 1, "DA"));
  // Of the Joker and the ♦9, the first played wins, like two equal nines.
  auto nines = deal(jokerOptions(), completeWithJoker({"JK CQ DT DT DJ DJ DQ DQ DK DK DA DA", "D9", "", ""}));
  act(*nines, "reservation healthy healthy healthy 0:solo:queen");
  const auto h2 = nines->hand(2), h3 = nines->hand(3);
  INFO(kr::dk::cardText(h2.front()));
  act(*nines, "0:JK 1:D9");
  // Seats 2 and 3 hold no diamonds here; they discard.
  REQUIRE(std::none_of(h2.begin(), h2.end(), [](kr::Card c) { return c.suit() == kr::kDiamonds; }));
  REQUIRE(std::none_of(h3.begin(), h3.end(), [](kr::Card c) { return c.suit() == kr::kDiamonds; }));
  act(*nines, "2:" + kr::dk::cardText(h2.front()) + " 3:" + kr::dk::cardText(h3.back()));
  CHECK(nines->toMove() == 0);
}

TEST_CASE("DK-17 Joker is a diamond nine in the fleshless solo", "[doppelkopf][DK-17]") {
  auto state = deal(jokerOptions(), completeWithJoker({"DK", "JK DA", "D9", "DT"}));
  act(*state, "reservation healthy healthy healthy 0:solo:fleshless");
  act(*state, "0:DK");
  CHECK(legal(*state, 1, "JK"));
  CHECK_FALSE(legal(*state, 1, "CA"));  // must follow diamonds
  act(*state, "1:JK 2:D9 3:DT");
  CHECK(state->toMove() == 3);  // the ten wins; the Joker took nothing
  auto joker = deal(jokerOptions(), completeWithJoker({"DK", "JK", "D9", "DQ"}));
  act(*joker, "reservation healthy healthy healthy 0:solo:fleshless");
  act(*joker, "0:DK 1:JK 2:D9 3:DQ");
  CHECK(joker->toMove() == 0);  // the king above queen, nine and Joker
}

TEST_CASE("DK-17 Joker deck: cards conserved in full random deals", "[doppelkopf][DK-17]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    kr::DealSetup setup;
    setup.seed = seed;
    setup.dealer = static_cast<int>(seed % 4);
    auto made = game().newDeal(options({{"top-trump", "joker"}, {"poverty", "true"}, {"schweinchen", "true"}}), setup);
    REQUIRE(made);
    auto& state = *made.value();
    int jokers = 0, nines = 0, cardsDealt = 0, points = 0;
    for (int s = 0; s < 4; ++s)
      for (kr::Card c : state.hand(s)) {
        ++cardsDealt;
        points += kr::dk::cardPoints(c);
        jokers += c == kr::dk::kJoker ? 1 : 0;
        nines += c == kr::dk::kDiamondNine ? 1 : 0;
      }
    CHECK(cardsDealt == 48);
    CHECK(points == 240);
    CHECK(jokers == 1);
    CHECK(nines == 1);
    CHECK_FALSE(state.checkInvariants());
    act(state, kHealthy);
    playOut(state);
    CHECK(state.isTerminal());
    CHECK_FALSE(state.checkInvariants());
  }
}

TEST_CASE("DK-17 Joker: a hand dealt two Jokers is refused", "[doppelkopf][DK-17]") {
  kr::DealSetup setup;
  for (const auto& h : completeWithJoker({"JK", "", "", ""})) setup.hands.push_back(cards(h));
  CHECK(game().newDeal(jokerOptions(), setup));
  // Without the option the Joker is no card of the deck.
  CHECK_FALSE(game().newDeal(options(), setup));
  setup.hands[1].front() = kr::dk::kJoker;  // a second Joker in place of another card
  CHECK_FALSE(game().newDeal(jokerOptions(), setup));
}

TEST_CASE("DK-17 Joker: a record with the Joker round-trips as \"JK\"", "[doppelkopf][DK-17]") {
  kr::Record record;
  record.game = &game();
  record.options = jokerOptions();
  record.seed = 7;
  record.seats = {"human", "standard", "standard", "standard"};
  kr::RecordedDeal d;
  for (const auto& h : completeWithJoker({"", "JK", "", ""})) d.hands.push_back(cards(h));
  // The first dealer is seat 0: seat 1 bids first and leads the Joker.
  d.actions = {{1, "healthy"}, {2, "healthy"}, {3, "healthy"}, {0, "healthy"}, {1, "JK"}};
  record.deals.push_back(d);
  const std::string text = kr::writeRecord(record);
  CHECK(text.find("\"JK\"") != std::string::npos);
  CHECK(text.find("\"D6\"") == std::string::npos);
  const auto parsed = kr::parseRecord(text);
  REQUIRE(parsed);
  CHECK(parsed.value().deals == record.deals);
  CHECK(parsed.value().options == record.options);
  const auto replayed = kr::replayRecord(parsed.value());
  INFO((replayed ? std::string() : replayed.error().message()));
  CHECK(replayed);
  // The six's face is not a Doppelkopf card, nor another name for the Joker.
  CHECK_FALSE(game().parseCardText("D6"));
}

TEST_CASE("DK-17 Joker and without nines exclude each other", "[doppelkopf][DK-17]") {
  kr::Options o = jokerOptions();
  REQUIRE_FALSE(o.set("without-nines", 1));
  REQUIRE(o.conflict());
  CHECK(o.conflict()->code == "option-conflict");
  const std::string record =
      R"({"format":"kartenrunde-record","version":1,"game":"doppelkopf","seed":"1","seats":["a","b","c","d"],)"
      R"("options":{"without-nines":true,"top-trump":"joker"},"deals":[]})";
  const auto parsed = kr::parseRecord(record);
  REQUIRE_FALSE(parsed);
  CHECK(parsed.error().where == "options.without-nines");
  // The other top trumps still go without nines.
  kr::Options kings = options({{"top-trump", "heart-king"}, {"without-nines", "true"}});
  CHECK_FALSE(kings.conflict());
  // The settings: with the Joker chosen, without nines is offered no more.
  bool blocked = false;
  for (const auto& b : jokerOptions().blocked()) blocked |= b.id == "without-nines" && b.reason == "excludes";
  CHECK(blocked);
}

TEST_CASE("DK-17 Joker: a high trump for throw-in and a trump for poverty", "[doppelkopf][DK-17]") {
  // No queen, jack or Dulle: only the Joker stands above the ♦A.
  const Hands weak = completeWithJoker({"JK DA DT CA CA CT CT CK SA SA ST ST", "", "", ""});
  auto withJoker = deal(options({{"top-trump", "joker"}, {"throw-in", "true"}}), weak);
  CHECK_FALSE(legal(*withJoker, 0, "throw-in"));
  const Hands plain = complete({"D9 DA DT CA CA CT CT CK SA SA ST ST", "", "", ""});
  auto without = deal(options({{"throw-in", "true"}}), plain);
  CHECK(legal(*without, 0, "throw-in"));
  // Three trumps with the Joker: poverty.
  auto poor = deal(jokerOptions(), weak);
  act(*poor, "reservation healthy healthy healthy");
  CHECK(legal(*poor, 0, "poverty"));
}

TEST_CASE("DK-17 Genscher: both diamond kings above the Hyperschweine", "[doppelkopf][DK-17]") {
  const Hands hands = complete({"CQ CJ SJ", "HQ HJ DK DK", "DJ D9 D9", "DA DA DT"});
  auto state = deal(genscherOptions(), hands);
  act(*state, kHealthy);
  act(*state, "0:CQ 1:HQ 2:DJ 3:schweinchen");
  CHECK(state->toMove() == 3);
  act(*state, "3:DA 0:CJ");
  // Not offered before Hyperschweinchen was declared.
  const Strings before = legalTexts(*state, 1);
  CHECK(std::find(before.begin(), before.end(), "genscher") == before.end());
  CHECK(why(*state, 1, "genscher") == "needs-hyperschweinchen-first");
  act(*state, "1:HJ 2:hyperschweinchen");
  CHECK(state->toMove() == 2);
  act(*state, "2:D9 3:DT 0:SJ");
  // Declared as the first ♦K is played: the king takes the Hyperschwein's trick.
  CHECK(legal(*state, 1, "genscher"));
  act(*state, "1:genscher");
  CHECK(state->toMove() == 1);
  CHECK(state->hand(1).size() == 9);
  // The others know the declarer still holds the second ♦K: every sampled world agrees.
  kr::Rng rng(3);
  const auto obs = state->observe(0);
  for (int i = 0; i < 50; ++i) {
    auto world = game().sample(*obs, genscherOptions(), rng);
    REQUIRE(world);
    const auto h = world->hand(1);
    CHECK(std::count(h.begin(), h.end(), kr::dk::kDiamondKing) == 1);
  }
  // Without the option, the same king loses to the Hyperschwein.
  auto off = deal(genscherOptions(false), hands);
  act(*off, kHealthy);
  act(*off, "0:CQ 1:HQ 2:DJ 3:schweinchen 3:DA 0:CJ 1:HJ 2:hyperschweinchen 2:D9 3:DT 0:SJ");
  CHECK(why(*off, 1, "genscher") == "option-off");
  act(*off, "1:DK");
  CHECK(off->toMove() == 2);
}

TEST_CASE("DK-17 Genscher needs Hyperschweinchen", "[doppelkopf][DK-17]") {
  kr::Options o = options({{"genscher", "true"}});
  bool blocked = false;
  for (const auto& b : o.blocked()) blocked |= b.id == "genscher" && b.reason == "needs";
  CHECK(blocked);
  // Without Hyperschweinchen on, the option means nothing: never offered.
  auto state = deal(options({{"schweinchen", "true"}, {"genscher", "true"}}), complete({"CQ", "DK DK", "", "DA DA"}));
  act(*state, kHealthy);
  act(*state, "0:CQ");
  CHECK_FALSE(legal(*state, 1, "genscher"));
  CHECK(why(*state, 1, "genscher") == "option-off");
}
