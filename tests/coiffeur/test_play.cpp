// Card points, card orders, trick winners and the follow rules of ruling
// CJ-2 (each allowed and refused case with its whyIllegal id).
#include "games/coiffeur/tricks.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::coiffeur;
using namespace kr::coiffeur::test;

namespace {

const Variant kAcornsTrump = variantOf(Contract::Acorns);
const Variant kObenabe = variantOf(Contract::Obenabe);
const Variant kUndenufe = variantOf(Contract::Undenufe);

Trick trickOf(const std::string& text) {
  Trick t;
  for (Card c : cards(text)) t.cards[static_cast<std::size_t>(t.count++)] = c;
  return t;
}

CardSet setOf(const std::string& text) { return CardSet::of(cards(text)); }

}  // namespace

TEST_CASE("card points in trump and no-trump contracts", "[coiffeur][points]") {
  CHECK(cardPoints(card("AU"), kAcornsTrump) == 20);  // trump Under
  CHECK(cardPoints(card("A9"), kAcornsTrump) == 14);  // trump nine (Nell)
  CHECK(cardPoints(card("RU"), kAcornsTrump) == 2);
  CHECK(cardPoints(card("R9"), kAcornsTrump) == 0);
  CHECK(cardPoints(card("R8"), kAcornsTrump) == 0);
  CHECK(cardPoints(card("A8"), kAcornsTrump) == 0);
  CHECK(cardPoints(card("SA"), kAcornsTrump) == 11);
  CHECK(cardPoints(card("SK"), kAcornsTrump) == 4);
  CHECK(cardPoints(card("SO"), kAcornsTrump) == 3);
  CHECK(cardPoints(card("SB"), kAcornsTrump) == 10);
  // Without trump every eight counts 8, in Undenufe as in Obenabe (the document).
  for (const Variant& v : {kObenabe, kUndenufe, variantOf(Contract::Slalom), variantOf(Contract::Gustav)}) {
    CHECK(cardPoints(card("R8"), v) == 8);
    CHECK(cardPoints(card("AU"), v) == 2);
    CHECK(cardPoints(card("A9"), v) == 0);
    CHECK(cardPoints(card("B6"), v) == 0);
    CHECK(cardPoints(card("BA"), v) == 11);
  }
  // 152 in the cards of every contract, 157 with the last trick.
  for (int c = 0; c < kContracts; ++c) {
    int sum = 0;
    for (Card k : fullDeck()) sum += cardPoints(k, variantOf(static_cast<Contract>(c)));
    CHECK(sum + kLastTrickBonus == kDealPoints);
  }
}

TEST_CASE("trick winners in trump, Obenabe and Undenufe", "[coiffeur][tricks]") {
  const TrickOrder trump = orderOf(kAcornsTrump, 0, 12);
  CHECK(winningIndex(trickOf("RK RA R9"), trump) == 1);
  CHECK(winningIndex(trickOf("RK RA A6"), trump) == 2);  // the smallest trump beats the ace
  CHECK(winningIndex(trickOf("AA A9 AU"), trump) == 2);  // Under above nine above ace
  CHECK(winningIndex(trickOf("AA A9 AK"), trump) == 1);
  CHECK(winningIndex(trickOf("RK BA SA"), trump) == 0);  // other suits never win
  CHECK(winningIndex(trickOf("R7 RA R6"), orderOf(kObenabe, 0, 12)) == 1);
  CHECK(winningIndex(trickOf("R7 RA R6"), orderOf(kUndenufe, 0, 12)) == 2);
  CHECK(winningIndex(trickOf("R7 RA B6"), orderOf(kUndenufe, 0, 12)) == 0);
}

TEST_CASE("Slalom alternates every trick, Gustav after half the tricks", "[coiffeur][tricks]") {
  Variant slalom = variantOf(Contract::Slalom);
  for (int t = 0; t < 12; ++t) CHECK(orderOf(slalom, t, 12).down == (t % 2 == 1));
  slalom.startDown = true;
  for (int t = 0; t < 12; ++t) CHECK(orderOf(slalom, t, 12).down == (t % 2 == 0));
  Variant gustav = variantOf(Contract::Gustav);
  for (int t = 0; t < 12; ++t) CHECK(orderOf(gustav, t, 12).down == (t >= 6));
  gustav.startDown = true;
  for (int t = 0; t < 12; ++t) CHECK(orderOf(gustav, t, 12).down == (t < 6));
}

TEST_CASE("a Slalom deal switches the order of the cards every trick", "[coiffeur][tricks]") {
  Scenario s(optionsFor("three"), {"R6 SA", "RA S7", "R7 S6"}, 2);
  s.act("0:slalom 0:start:obenabe 0:R6 1:RA 2:R7");
  CHECK(s.table().lastWinner == 1);  // ace-high in the first trick
  s.act("1:S7 2:S6 0:SA");
  CHECK(s.table().lastWinner == 2);  // 6-high in the second
  CHECK(s.table().order().down == false);
}

TEST_CASE("a Gustav deal switches after six tricks", "[coiffeur][tricks]") {
  Scenario s(optionsFor("three"), {}, 2);
  s.act("0:gustav 0:start:undenufe");
  for (int t = 0; t < 12; ++t) {
    CHECK(s.table().order().down == (t < 6));
    for (int k = 0; k < 3; ++k) {
      ActionList legal;
      s.state().legalActions(s.state().toMove(), legal);
      REQUIRE_FALSE(s.state().apply(s.state().toMove(), legal[0]));
    }
  }
  CHECK(s.state().isTerminal());
}

TEST_CASE("CJ-2 without trump: follow suit, else anything", "[coiffeur][follow]") {
  const TrickOrder o = orderOf(kObenabe, 0, 12);
  CHECK(legalCards(setOf("R6 RK B7 A9"), trickOf("RA"), o, false) == setOf("R6 RK"));
  CHECK(legalCards(setOf("B7 A9"), trickOf("RA"), o, false) == setOf("B7 A9"));
  CHECK(refusalOf(setOf("R6 RK B7"), trickOf("RA"), o, false, card("B7")).id == "must-follow-suit");
}

TEST_CASE("CJ-2 trump lead: follow with a trump; the Buur option frees a lone Under", "[coiffeur][follow]") {
  const TrickOrder o = orderOf(kAcornsTrump, 0, 12);
  CHECK(legalCards(setOf("A6 AK R7 B8"), trickOf("AA"), o, false) == setOf("A6 AK"));
  CHECK(refusalOf(setOf("A6 AK R7"), trickOf("AA"), o, false, card("R7")).id == "must-follow-trump");
  CHECK(legalCards(setOf("R7 B8"), trickOf("AA"), o, false) == setOf("R7 B8"));
  // The Under alone: without the option it must be played ...
  CHECK(legalCards(setOf("AU R7 B8"), trickOf("AA"), o, false) == setOf("AU"));
  // ... with it, the hand may keep it.
  CHECK(legalCards(setOf("AU R7 B8"), trickOf("AA"), o, true) == setOf("AU R7 B8"));
  // With other trumps the option changes nothing: follow with a trump, the Under included.
  CHECK(legalCards(setOf("AU A6 R7"), trickOf("AA"), o, true) == setOf("AU A6"));
}

TEST_CASE("CJ-2 plain lead: follow or trump, nothing else while the suit is held", "[coiffeur][follow]") {
  const TrickOrder o = orderOf(kAcornsTrump, 0, 12);
  CHECK(legalCards(setOf("R6 A6 AU B7"), trickOf("RK"), o, false) == setOf("R6 A6 AU"));
  CHECK(refusalOf(setOf("R6 A6 B7"), trickOf("RK"), o, false, card("B7")).id == "must-follow-or-trump");
  CHECK(legalCards(setOf("A6 B7 S9"), trickOf("RK"), o, false) == setOf("A6 B7 S9"));
}

TEST_CASE("CJ-2 after a trump on a plain lead: no undertrump", "[coiffeur][follow]") {
  const TrickOrder o = orderOf(kAcornsTrump, 0, 12);
  // 1) Holding the led suit: follow it or trump higher.
  CHECK(legalCards(setOf("R6 AU A6 B7"), trickOf("RK A9"), o, false) == setOf("R6 AU"));
  const Refusal under = refusalOf(setOf("R6 AU A6 B7"), trickOf("RK A9"), o, false, card("A6"));
  CHECK(under.id == "no-undertrump");
  CHECK(under.cards == setOf("A9"));
  CHECK(refusalOf(setOf("R6 AU A6 B7"), trickOf("RK A9"), o, false, card("B7")).id == "must-follow-or-trump");
  // 2) Without the led suit: anything but a lower trump.
  CHECK(legalCards(setOf("A6 AA B7 S9"), trickOf("RK A8"), o, false) == setOf("AA B7 S9"));
  CHECK(refusalOf(setOf("A6 AA B7 S9"), trickOf("RK A8"), o, false, card("A6")).id == "no-undertrump");
  // 3) Nothing but trumps: any trump.
  CHECK(legalCards(setOf("A6 A7"), trickOf("RK A9"), o, false) == setOf("A6 A7"));
  // A trump lead is not a plain lead: the restriction does not apply.
  CHECK(legalCards(setOf("A6 R7"), trickOf("AK A9"), o, false) == setOf("A6"));
}

TEST_CASE("CJ-2 fourth player: the highest trump in the trick counts", "[coiffeur][follow]") {
  const TrickOrder o = orderOf(kAcornsTrump, 0, 9);
  // The second trumped low, the third over-trumped: the fourth may not play under the king.
  CHECK(legalCards(setOf("A8 AO B7"), trickOf("RK A7 AK"), o, false) == setOf("B7"));
  CHECK(refusalOf(setOf("A8 AO B7"), trickOf("RK A7 AK"), o, false, card("A8")).cards == setOf("AK"));
  // Only the third trumped: the same restriction.
  CHECK(legalCards(setOf("R9 A8 AA"), trickOf("RK R6 A9"), o, false) == setOf("R9"));
  CHECK(legalCards(setOf("R9 A8 AU"), trickOf("RK R6 A9"), o, false) == setOf("R9 AU"));
}

TEST_CASE("an undertrump at the table is refused with its reason", "[coiffeur][follow]") {
  Scenario s(optionsFor("three"), {"RK", "A9", "R6 A6 AU"}, 2);
  s.act("0:acorns 0:RK 1:A9");
  CHECK(s.legal(2, "R6"));
  CHECK(s.legal(2, "AU"));
  CHECK(s.why(2, "A6") == "no-undertrump");
  const auto e = s.state().whyIllegal(2, card("A6").index());
  REQUIRE(e.cards.size() == 1);
  CHECK(e.cards[0] == card("A9"));
  CHECK(s.why(2, "RA") == "card-not-in-hand");
  CHECK(s.why(0, "RA") == "not-your-turn");
  CHECK(s.state().apply(2, card("A6").index()));  // refused, nothing changes
  CHECK(s.table().trick.count == 2);
}

TEST_CASE("what play shows about a hand", "[coiffeur][follow]") {
  const TrickOrder o = orderOf(kAcornsTrump, 0, 12);
  CHECK(excludedBy(trickOf("RK"), o, false, card("B7")) == CardSet(suitMask(Suit::S0)));
  CHECK(excludedBy(trickOf("RK"), o, false, card("A7")).empty());
  CHECK(excludedBy(trickOf("RK A9"), o, false, card("A6")) == fullDeck() - suitMask(Suit::S1));
  CHECK(excludedBy(trickOf("AK"), o, false, card("R7")) == CardSet(suitMask(Suit::S1)));
  CHECK(excludedBy(trickOf("AK"), o, true, card("R7")) == CardSet(suitMask(Suit::S1)) - setOf("AU"));
  CHECK(excludedBy(trickOf("RK"), orderOf(kObenabe, 0, 12), false, card("A7")) == CardSet(suitMask(Suit::S0)));
}
