// The trick facts the engine gives every seat (Observation::tricks(), issue
// #32): who won each trick, why and its card points, as the tables and the
// deal review show them. Rulings DK-1 (identical cards, second Dulle) and
// DK-11 (Schweinchen) decide the special cases.
#include <catch2/catch.hpp>

#include "support.hpp"
#include "support/trick_facts_check.hpp"

using namespace dktest;

namespace {

constexpr std::string_view kHealthy = "healthy healthy healthy healthy";

// The first trick of a normal game after the given cards (seat 0 leads).
std::unique_ptr<kr::GameState> afterCards(const kr::Options& o, const Hands& partial, std::string_view cards) {
  auto state = deal(o, complete(partial));
  act(*state, kHealthy);
  act(*state, cards);
  return state;
}

kr::TrickFact firstTrick(const kr::GameState& state, int seat = 0) {
  const auto tricks = state.observe(seat)->tricks();
  REQUIRE_FALSE(tricks.empty());
  return tricks.front();
}

std::vector<kr::TrickCard> played(std::string_view text) {
  std::vector<kr::TrickCard> out;
  int seat = 0;
  for (kr::Card c : cards(text)) out.push_back({seat++, c});
  return out;
}

}  // namespace

TEST_CASE("trick facts: a plain trick goes to the highest of the suit, with its card points",
          "[doppelkopf][tricks][DK-1]") {
  auto state = afterCards(options(), {"CA", "C9", "CK", "CT"}, "0:CA 1:C9");
  // Unfinished: cards so far, nobody has won it yet.
  const kr::TrickFact running = firstTrick(*state);
  CHECK(running.cards == played("CA C9"));
  CHECK(running.winner == -1);
  CHECK(running.winningCard == -1);
  CHECK(running.points == 0);
  CHECK(running.why.empty());

  act(*state, "2:CK 3:CT");
  const kr::TrickFact t = firstTrick(*state);
  CHECK(t.cards == played("CA C9 CK CT"));
  CHECK(t.winner == 0);
  CHECK(t.winningCard == 0);
  CHECK(t.points == 25);  // 11 + 0 + 4 + 10
  CHECK(t.why == "highest-of-suit");
  // Every card played is public: each seat sees the same trick.
  for (int s = 1; s < 4; ++s) CHECK(firstTrick(*state, s) == t);
}

TEST_CASE("trick facts: a lone trump on a plain lead has trumped; of several trumps the highest wins",
          "[doppelkopf][tricks][DK-1]") {
  // Seat 1 has no spades and trumps with a jack.
  auto trumped = afterCards(options(), {"SA", "DJ CA CA CT CT CK CK C9 C9 HA HA HK", "S9", "SK"},
                            "0:SA 1:DJ 2:S9 3:SK");
  const kr::TrickFact t = firstTrick(*trumped);
  CHECK(t.winner == 1);
  CHECK(t.winningCard == 1);
  CHECK(t.points == 17);  // 11 + 2 + 0 + 4
  CHECK(t.why == "trumped");

  auto trumps = afterCards(options(), {"DQ", "CQ", "DJ", "D9"}, "0:DQ 1:CQ 2:DJ 3:D9");
  const kr::TrickFact high = firstTrick(*trumps);
  CHECK(high.winner == 1);
  CHECK(high.points == 8);  // 3 + 3 + 2 + 0
  CHECK(high.why == "highest-trump");
}

TEST_CASE("DK-1 trick facts: of two identical cards the first wins, the option lets the second Dulle win",
          "[doppelkopf][tricks][DK-1][DK-11]") {
  const Hands partial = {"HT", "CQ", "HT", "DA"};
  const std::string_view trick = "0:HT 1:CQ 2:HT 3:DA";
  const kr::TrickFact first = firstTrick(*afterCards(options(), partial, trick));
  CHECK(first.winner == 0);
  CHECK(first.winningCard == 0);
  CHECK(first.points == 34);  // 10 + 3 + 10 + 11
  CHECK(first.why == "first-of-equal");

  const kr::TrickFact second = firstTrick(*afterCards(options({{"second-dulle", "true"}}), partial, trick));
  CHECK(second.winner == 2);
  CHECK(second.winningCard == 2);
  CHECK(second.points == 34);
  CHECK(second.why == "second-dulle");
}

TEST_CASE("DK-11 trick facts: a fox declared as Schweinchen is played with the declaration and beats the Dulle",
          "[doppelkopf][tricks][DK-11]") {
  auto state = deal(options({{"schweinchen", "true"}}), complete({"DA DA", "HT", "D9", "DK"}));
  act(*state, std::string(kHealthy) + " 0:schweinchen 1:HT 2:D9 3:DK");
  const kr::TrickFact t = firstTrick(*state);
  CHECK(t.cards == played("DA HT D9 DK"));
  CHECK(t.winner == 0);
  CHECK(t.points == 25);  // 11 + 10 + 0 + 4
  CHECK(t.why == "highest-trump");
}

TEST_CASE("trick facts agree with the tricks taken in random deals", "[doppelkopf][tricks]") {
  kr::Rng rng(32);
  for (const auto& o : {options(), options({{"second-dulle", "true"}, {"schweinchen", "true"}, {"hyperschweinchen", "true"}})}) {
    for (int d = 0; d < 20; ++d) {
      kr::DealSetup setup;
      setup.seed = rng.next();
      auto made = game().newDeal(o, setup);
      REQUIRE(made);
      kr::test::requireTrickFactsMatchPlay(*made.value(), rng);
    }
  }
}
