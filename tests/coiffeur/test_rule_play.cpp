// The rule-based levels' card play and Joker choice (Style::Table, issue #32:
// Intermediate and, with its random action one time in four, Beginner), one
// test per rule with explicit hands; each also shows that the quick rules of
// the rollouts (Style::Rollout) choose otherwise, so that the test pins the
// rule and not a coincidence. docs/ai.md, "Coiffeur".
#include "ai/player.hpp"
#include "games/coiffeur/actions.hpp"
#include "games/coiffeur/ai/card_play.hpp"
#include "games/coiffeur/ai/hand_eval.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::coiffeur;
using namespace kr::coiffeur::test;

namespace {

Card ruled(Scenario& s, int seat, ai::Style style) {
  return ai::chooseCard(ai::SeatView{s.table(), s.state().data().hands[static_cast<std::size_t>(seat)], seat}, style);
}

bool isTrumpCard(const Scenario& s, Card c) { return s.table().variant.hasTrump() && c.suit() == s.table().variant.trump; }

}  // namespace

TEST_CASE("rules: the declarer without the master trump draws trumps with his lowest", "[coiffeur][ai][rules]") {
  // Acorns: the declarer holds the Ober, Banner, eight and six; the Buur,
  // Nell, ace, king and seven are out. Cashing the bell or shield ace would
  // let a defender ruff it.
  const Options o = optionsFor("three");
  Scenario s(o, {"A6 A8 AB AO B7 B8 BA BU RB RK S7 SA", "AA AK AU B6 BB BK R6 RA S6 S8 SB SU", "A7 A9 B9 BO R7 R8 R9 RO RU S9 SK SO"}, 2);
  s.act("0:acorns");
  CHECK(ruled(s, 0, ai::Style::Table) == card("A6"));
  CHECK_FALSE(isTrumpCard(s, ruled(s, 0, ai::Style::Rollout)));
  // With the master trump he still leads it first.
  Scenario t(o, {"AU A6 A8 B7 B8 BA BU RB RK S7 SA SK"}, 2);
  t.act("0:acorns");
  CHECK(ruled(t, 0, ai::Style::Table) == card("AU"));
}

TEST_CASE("rules: sure of the trick, the last hand takes it with the Banner", "[coiffeur][ai][rules]") {
  // Obenabe: A7 led, A6 followed; the last hand wins with the king, the
  // Banner or the eight alike and takes the 10 points of the Banner (the
  // rollouts' cheapest winner is the king, 4 points).
  const Options o = optionsFor("three");
  Scenario s(o, {"A7", "A6", "AK AB A8"}, 2);
  s.act("0:obenabe 0:A7 1:A6");
  CHECK(ruled(s, 2, ai::Style::Table) == card("AB"));
  CHECK(ruled(s, 2, ai::Style::Rollout) == card("AK"));
}

TEST_CASE("rules: a defender does not throw away a card that will win a trick", "[coiffeur][ai][rules]") {
  // Undenufe: the declarer leads S9, seat 1 has no shield. Its six, seven and
  // eight of acorns are masters (6-high); it throws the Under (2 points)
  // rather than the seven (0 points, but a trick of its own later).
  const Options o = optionsFor("three");
  Scenario s(o, {"S9", "A6 A7 A8 RA RB RK RO BA BB BK BO BU"}, 2);
  s.act("0:undenufe 0:S9");
  CHECK(ruled(s, 1, ai::Style::Table) == card("BU"));
  CHECK(ruled(s, 1, ai::Style::Rollout) == card("A7"));
}

TEST_CASE("rules: smear a Banner, not an ace that wins its own trick", "[coiffeur][ai][rules]") {
  // Obenabe: the partner's rose ace wins; the last hand, without roses,
  // gives it the shield Banner and keeps the bell ace, a master.
  const Options o = optionsFor("three");
  Scenario s(o, {"R7", "RA", "BA SB A6 A7 A8 A9 B6 B7 B8 S6 S7 S8"}, 2);
  s.act("0:obenabe 0:R7 1:RA");
  CHECK(ruled(s, 2, ai::Style::Table) == card("SB"));
  CHECK(ruled(s, 2, ai::Style::Rollout) == card("BA"));
}

TEST_CASE("rules: the declarer ruffs a plain lead he cannot follow", "[coiffeur][ai][rules]") {
  // Acorns: seat 2 won the first trick and leads the bell seven; the
  // declarer has no bell and ruffs with his lowest trump (the rollouts
  // throw a plain card: the trick holds no points).
  const Options o = optionsFor("three");
  Scenario s(o, {"A6 A7 AO R6 R8 S6 S7 S8 S9 SB SO SK", "R7 R9 RB RU A8 A9 AB B6 B8 B9 BB SU", "RA RO RK AU AK AA B7 BU BO BK BA SA"}, 2);
  s.act("0:acorns 0:R6 1:R7 2:RA 2:B7");
  CHECK(ruled(s, 0, ai::Style::Table) == card("A6"));
  CHECK_FALSE(isTrumpCard(s, ruled(s, 0, ai::Style::Rollout)));
}

TEST_CASE("rules: a defender before the last hand follows rather than ruff", "[coiffeur][ai][rules]") {
  // Acorns: the declarer leads the bell ace; seat 1 can follow with a low
  // bell and does (its partner plays after it), where the rollouts ruff.
  const Options o = optionsFor("three");
  Scenario s(o, {"BA AU A9", "B6 B7 A6 A7 R6 R7 R8 S6 S7 S8 S9 SB"}, 2);
  s.act("0:acorns 0:BA");
  CHECK(ruled(s, 1, ai::Style::Table) == card("B6"));
  CHECK(ruled(s, 1, ai::Style::Rollout) == card("A6"));
}

TEST_CASE("rules: in Slalom the declarer cashes first the master the next trick spoils", "[coiffeur][ai][rules]") {
  // Slalom, ace-high first: all nine shields are his, masters both ways;
  // the rose ace is a master only now (the next trick runs 6-high).
  const Options o = optionsFor("three");
  Scenario s(o, {"S6 S7 S8 S9 SB SU SO SK SA RA B6 A6"}, 2);
  s.act("0:slalom 0:start:obenabe");
  CHECK(ruled(s, 0, ai::Style::Table) == card("RA"));
}

TEST_CASE("rules: a Joker is played as Slalom or Gustav unless a trump game is far stronger", "[coiffeur][ai][rules]") {
  const Rules three{Way::Three, false};
  // Middling acorns and two side aces: the old choice (above an average
  // hand of each play type) names acorns; what the hand makes counts.
  const CardSet middling = CardSet::of(cards("A6 A8 AB AO B7 B8 BA BU RB RK S7 SA"));
  CHECK(ai::bestJokerVariant(middling, three).hasTrump());
  CHECK(ai::tableJokerVariant(middling, three).needsDirection());
  // Seven acorns from the Buur down stay a trump game.
  const CardSet trumps = CardSet::of(cards("AU A9 AA AK AO AB A8 A7 RA BA SA R6"));
  const Variant v = ai::tableJokerVariant(trumps, three);
  CHECK(v.hasTrump());
  CHECK(v.trump == card("A6").suit());
  // The level answers the Joker's question with it.
  const Options o = optionsFor("three");
  Scenario s(o, {"A6 A8 AB AO B7 B8 BA BU RB RK S7 SA"}, 2);
  s.act("0:joker-1");
  auto player = makePlayer("heuristic", coiffeurGame(), 1);
  REQUIRE(player);
  DecisionContext ctx{&coiffeurGame(), &o, nullptr, -1};
  const Action a = player->choose(*s.state().observe(0), ctx);
  REQUIRE(isJokerAction(a));
  CHECK((jokerTarget(a) == Contract::Slalom || jokerTarget(a) == Contract::Gustav));
}
