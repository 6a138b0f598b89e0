// Scenario tests of Truc's rules (seed 001, rulings TR-1..TR-5). In every
// scenario seat 1 deals and seat 0, the non-dealer, leads.
#include "truc_scenario.hpp"

#include "games/truc/truc_actions.hpp"

using namespace kr;
using namespace kr::truc;
using kr::truc::test::Scenario;

TEST_CASE("TR-1: ranks run 7 8 A K Q J T 9 and suits do not matter", "[truc][TR-1]") {
  const std::vector<Rank> order = {Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace, Rank::Eight, Rank::Seven};
  for (std::size_t i = 0; i < order.size(); ++i) CHECK(powerOf(order[i]) == static_cast<int>(i));
  CHECK(powerOf(Rank::Six) == -1);
  CHECK(deckMask().size() == 32);
  // An eight of clubs beats an ace of hearts; two sevens of different suits spoil.
  Scenario s("C8 C9 CT", "HA H7 HJ");
  s.act("0:play 0:C8 1:HA");
  REQUIRE(s.play().tricksDone == 1);
  CHECK(s.play().tricks[0].winner == 0);
  Scenario t("C7 C9 CT", "H7 HJ HQ");
  t.act("0:play 0:C7 1:H7");
  CHECK(t.play().tricks[0].winner == -1);
}

TEST_CASE("TR-1: the non-dealer acts first and leads the first trick", "[truc][TR-1]") {
  Scenario s("C8 C9 CT", "HA H7 HJ");
  CHECK(s.state().phase() == "new-hands");
  CHECK(s.state().toMove() == 0);
  CHECK(s.legal(0, "ask"));
  CHECK(s.legal(0, "play"));
  CHECK_FALSE(s.legal(1, "agree"));  // the dealer answers only an ask
  CHECK_FALSE(s.legal(0, "C8"));     // no card before the new-hands question
  s.act("0:play");
  CHECK(s.state().phase() == "play");
  CHECK(s.state().toMove() == 0);
  CHECK(s.legal(0, "C8"));
  CHECK_FALSE(s.legal(1, "HA"));
}

TEST_CASE("TR-2: new hands when both agree come from the stock, unseen, and may repeat", "[truc][TR-2]") {
  const std::string stock = "D7 D8 D9 DT DJ DQ DK DA S7 S8 S9 ST SJ SQ SK SA H8 H9 HT HQ HK C7 CJ CQ CK CA";
  Scenario s("C8 C9 CT", "HA H7 HJ", 0, 0, stock);
  s.act("0:ask");
  CHECK(s.state().toMove() == 1);
  CHECK(s.legal(1, "agree"));
  CHECK(s.legal(1, "refuse"));
  s.act("1:agree");
  // Dealt one at a time from the top of the stock, the non-dealer first.
  CHECK(CardSet::of(s.state().hand(0)) == CardSet::of(test::cards("D7 D9 DJ")));
  CHECK(CardSet::of(s.state().hand(1)) == CardSet::of(test::cards("D8 DT DQ")));
  CHECK(s.data().stock.size() == 20);
  CHECK(s.state().phase() == "new-hands");
  CHECK(s.play().redeals == 1);
  // The old hands are gone unseen: each seat knows only its own.
  const auto obs = s.state().observe(1);
  const auto& o = dynamic_cast<const TrucObservation&>(*obs);
  CHECK(o.ownDiscards == CardSet::of(test::cards("HA H7 HJ")));
  CHECK(o.stockSize == 20);
  CHECK((o.ownDiscards & CardSet::of(test::cards("C8 C9 CT"))).empty());
  CHECK((o.hand & CardSet::of(test::cards("C8 C9 CT"))).empty());
  // And again.
  s.act("0:ask 1:agree");
  CHECK(CardSet::of(s.state().hand(0)) == CardSet::of(test::cards("DK S7 S9")));
  CHECK(s.play().redeals == 2);
}

TEST_CASE("TR-2: a refused ask for new hands starts play with the old hands", "[truc][TR-2]") {
  Scenario s("C8 C9 CT", "HA H7 HJ");
  s.act("0:ask 1:refuse");
  CHECK(s.state().phase() == "play");
  CHECK(s.state().toMove() == 0);
  CHECK(s.play().askRefused);
  CHECK(CardSet::of(s.state().hand(0)) == CardSet::of(test::cards("C8 C9 CT")));
}

TEST_CASE("TR-2: a redeal with a short stock swaps the roles and reshuffles all 32 cards", "[truc][TR-2]") {
  Scenario s("C8 C9 CT", "HA H7 HJ");
  // 26 cards: four redeals leave 2, fewer than six.
  for (int i = 0; i < 4; ++i) s.act("0:ask 1:agree");
  CHECK(s.data().stock.size() == 2);
  CHECK(s.play().dealer == 1);
  s.act("0:ask 1:agree");
  CHECK(s.play().dealer == 0);  // seat 0 deals now, seat 1 may ask
  CHECK(s.data().reshuffles == 1);
  CHECK(s.data().stock.size() == 26);
  CHECK(s.data().discards[0].empty());
  CHECK(s.data().discards[1].empty());
  CHECK(s.state().toMove() == 1);
  CHECK(s.legal(1, "ask"));
  s.act("1:play");
  CHECK(s.state().toMove() == 1);  // the new non-dealer leads
  // The reshuffle draws from the deal's own generator: the same every time.
  Scenario again("C8 C9 CT", "HA H7 HJ");
  for (int i = 0; i < 5; ++i) again.act("0:ask 1:agree");
  again.act("1:play");
  CHECK(again.state().serialize() == s.state().serialize());
  const auto result = [&] {
    s.act("1:offer 0:refuse");
    return s.result();
  }();
  CHECK(result.figure("dealer") == 0);
  CHECK(result.figure("reshuffles") == 1);
}

TEST_CASE("TR-3: a spoilt first trick goes to the first trick winner; the same seat leads again", "[truc][TR-3]") {
  Scenario s("C7 C9 CA", "H7 HJ HQ");
  s.act("0:play 0:C7 1:H7");
  CHECK(s.play().tricks[0].winner == -1);
  CHECK(s.state().toMove() == 0);  // the leader of the spoilt trick leads again
  s.act("0:C9 1:HJ");               // the dealer wins trick 2 and owns the spoilt trick 1
  CHECK(s.state().isTerminal());
  const DealResult r = s.result();
  CHECK(r.outcome == "won-tricks");
  CHECK(r.seatScores == std::vector<int>{0, 1});
  CHECK(r.figure("tricks-1") == 2);
  CHECK(r.figure("spoilt") == 1);
  // Unplayed cards are gathered unseen: seat 0 never learns the dealer's queen.
  const auto obs = s.state().observe(0);
  const auto& o = dynamic_cast<const TrucObservation&>(*obs);
  CHECK(o.hand == CardSet::of(test::cards("CA")));
  CHECK_FALSE(CardSet::of(o.cards).contains(test::cards("HQ").front()));
}

TEST_CASE("TR-3: a trick of equal ranks after a won trick belongs to that trick's winner", "[truc][TR-3]") {
  Scenario s("C7 C9 CA", "HK S9 HQ");
  s.act("0:play 0:C7 1:HK 0:C9 1:S9");
  CHECK(s.state().isTerminal());
  CHECK(s.result().seatScores == std::vector<int>{1, 0});
  CHECK(s.result().figure("tricks-0") == 2);
  CHECK(s.state().hand(0).size() == 1);  // the hand ends with cards unplayed
}

TEST_CASE("TR-3: a spoilt third trick belongs to the first trick winner", "[truc][TR-3]") {
  Scenario s("CA C9 CQ", "HK H7 SQ");
  s.act("0:play 0:CA 1:HK");  // seat 0 wins trick 1
  s.act("0:C9 1:H7");         // seat 1 wins trick 2
  CHECK_FALSE(s.state().isTerminal());
  CHECK(s.state().toMove() == 1);
  s.act("1:SQ 0:CQ");         // spoilt: it goes to seat 0, the first winner
  CHECK(s.state().isTerminal());
  CHECK(s.result().outcome == "won-tricks");
  CHECK(s.result().seatScores == std::vector<int>{1, 0});
}

TEST_CASE("TR-3: three spoilt tricks score nothing", "[truc][TR-3]") {
  Scenario s("C7 C9 CQ", "H7 H9 HQ");
  s.act("0:play 0:C7 1:H7 0:C9 1:H9 0:CQ 1:HQ");
  CHECK(s.state().isTerminal());
  const DealResult r = s.result();
  CHECK(r.outcome == "all-spoilt");
  CHECK(r.seatScores == std::vector<int>{0, 0});
  CHECK(r.figure("spoilt") == 3);
  CHECK(r.figure("winner") == -1);
}

TEST_CASE("TR-4: a refused double scores the current stake for the offering seat", "[truc][TR-4]") {
  Scenario s("C7 C9 CQ", "H8 H9 HQ");
  s.act("0:play 0:offer");
  CHECK(s.state().phase() == "answer");
  CHECK(s.state().toMove() == 1);
  CHECK_FALSE(s.legal(0, "C7"));
  s.act("1:refuse");
  CHECK(s.state().isTerminal());
  const DealResult r = s.result();
  CHECK(r.outcome == "refused-offer");
  CHECK(r.seatScores == std::vector<int>{1, 0});
  CHECK(r.figure("stake") == 1);
}

TEST_CASE("TR-4: offers double the stake, once per own turn and before the card", "[truc][TR-4]") {
  Scenario s("C7 C9 CQ", "H8 H9 HQ");
  s.act("0:play 0:offer 1:accept");
  CHECK(s.play().stake == 2);
  CHECK_FALSE(s.legal(0, "offer"));  // once per turn
  CHECK(s.state().whyIllegal(0, kOffer).id == "offered-this-turn");
  s.act("0:C7");
  CHECK(s.legal(1, "offer"));  // the other seat's own turn
  s.act("1:offer 0:accept");
  CHECK(s.play().stake == 4);
  s.act("1:H9");
  CHECK(s.legal(0, "offer"));  // a new turn of seat 0
  s.act("0:CQ 1:HQ");  // spoilt: seat 0 won trick 1 and owns it
  CHECK(s.state().isTerminal());
  CHECK(s.result().seatScores == std::vector<int>{4, 0});
}

TEST_CASE("TR-4: a refusal after accepted doubles scores the stake before the refused offer", "[truc][TR-4]") {
  Scenario s("C7 C9 CQ", "H8 H9 HQ");
  s.act("0:play 0:offer 1:accept 0:C7 1:offer 0:refuse");
  CHECK(s.result().outcome == "refused-offer");
  CHECK(s.result().seatScores == std::vector<int>{0, 2});
  CHECK(s.result().figure("stake") == 2);
}

TEST_CASE("TR-4: a refused remainder scores the current stake", "[truc][TR-4]") {
  // Seat 0 has 11 points: any double would pass 12, so the offer is the remainder.
  Scenario s("C7 C9 CQ", "H8 H9 HQ", 11, 3);
  EventList events;
  s.act("0:play");
  REQUIRE_FALSE(s.state().apply(0, kOffer, &events));
  CHECK(events.back().id == "remainder");
  CHECK(s.play().pendingRemainder);
  s.act("1:refuse");
  const DealResult r = s.result();
  CHECK(r.outcome == "refused-remainder");
  CHECK(r.seatScores == std::vector<int>{1, 0});
}

TEST_CASE("TR-4: an accepted remainder decides the round when won", "[truc][TR-4]") {
  // Seat 1 has 10: at stake 1 a double reaches exactly 12 and is allowed; at stake 2 it would pass 12.
  Scenario s("C7 C9 CQ", "H8 H9 HQ", 3, 10);
  s.act("0:play 0:C9 1:offer");
  CHECK_FALSE(s.play().pendingRemainder);
  s.act("0:accept");
  CHECK(s.play().stake == 2);
  s.act("1:HQ 1:offer");  // seat 1 won trick 1 and leads: now the offer is the remainder
  CHECK(s.play().pendingRemainder);
  s.act("0:accept");
  CHECK(s.play().remainder);
  CHECK_FALSE(s.legal(1, "offer"));
  CHECK_FALSE(s.legal(0, "offer"));
  s.act("1:H8 0:C7");  // seat 0 wins trick 2
  CHECK_FALSE(s.legal(0, "offer"));  // no offers after an accepted remainder
  s.act("0:CQ 1:H9");  // and trick 3
  const DealResult r = s.result();
  CHECK(r.outcome == "won-remainder");
  CHECK(r.seatScores == std::vector<int>{9, 0});  // 3 + 9 = 12: the round
  CHECK(r.figure("round-decided") == 1);
}

TEST_CASE("TR-4: an accepted remainder with three spoilt tricks scores nothing", "[truc][TR-4]") {
  Scenario s("C7 C9 CQ", "H7 H9 HQ", 11, 11);
  s.act("0:play 0:offer 1:accept");
  CHECK(s.play().remainder);
  s.act("0:C7 1:H7 0:C9 1:H9 0:CQ 1:HQ");
  const DealResult r = s.result();
  CHECK(r.outcome == "all-spoilt");
  CHECK(r.seatScores == std::vector<int>{0, 0});
  CHECK(r.figure("round-decided") == 0);
}

TEST_CASE("TR-4: the remainder replaces a double at stake 8", "[truc][TR-4]") {
  Scenario s("C7 C9 CQ", "H8 H9 HQ");
  s.act("0:play 0:offer 1:accept 0:C9 1:offer 0:accept 1:HQ 1:offer 0:accept");
  CHECK(s.play().stake == 8);
  s.act("1:H9 0:offer");
  CHECK(s.play().pendingRemainder);
}

// The document's example: the non-dealer (seat 0, the child) leads ♦10; the
// dealer (the parent) doubles, plays ♠J and wins; doubles before leading ♠8;
// the child doubles and beats it with ♣7; 1:1 and 8 at stake, so the
// child's offer before the third trick is the remainder; the dealer
// refuses and the child scores the 8.
TEST_CASE("the document's example: an 8-point hand decided by a refused remainder", "[truc][TR-4][example]") {
  Scenario s("DT C7 S9", "SJ S8 HQ");
  s.act("0:play 0:DT 1:offer 0:accept 1:SJ");
  CHECK(s.play().stake == 2);
  CHECK(s.play().tricks[0].winner == 1);
  CHECK(s.state().toMove() == 1);
  s.act("1:offer 0:accept 1:S8");
  CHECK(s.play().stake == 4);
  s.act("0:offer 1:accept 0:C7");
  CHECK(s.play().stake == 8);
  CHECK(s.play().tricks[1].winner == 0);
  CHECK(s.play().owned(0) == 1);
  CHECK(s.play().owned(1) == 1);
  EventList events;
  REQUIRE_FALSE(s.state().apply(0, kOffer, &events));
  CHECK(events.back().id == "remainder");
  s.act("1:refuse");
  const DealResult r = s.result();
  CHECK(r.outcome == "refused-remainder");
  CHECK(r.seatScores == std::vector<int>{8, 0});
  // Neither seat sees the other's unplayed card.
  for (int seat = 0; seat < 2; ++seat) {
    const auto obs = s.state().observe(seat);
    const auto& o = dynamic_cast<const TrucObservation&>(*obs);
    const Card hidden = s.state().hand(1 - seat).front();
    CHECK_FALSE(o.hand.contains(hidden));
    CHECK_FALSE(CardSet::of(o.cards).contains(hidden));
    CHECK_FALSE(o.ownDiscards.contains(hidden));
  }
}

TEST_CASE("illegal actions are refused with a reason and change nothing", "[truc]") {
  Scenario s("C7 C9 CQ", "H8 H9 HQ");
  const std::string before = s.state().serialize();
  CHECK(s.state().apply(1, kAsk));
  CHECK(s.state().apply(0, kAccept));
  CHECK(s.state().apply(5, kAsk));
  CHECK(s.state().applyText(0, "nonsense"));
  CHECK(s.state().serialize() == before);
  s.act("0:play");
  CHECK(s.state().whyIllegal(0, Card(kHearts, Rank::Eight).index()).id == "card-not-in-hand");
  CHECK(s.state().whyIllegal(1, kOffer).id == "not-your-turn");
  s.act("0:C7 1:H8 0:C9 1:H9");
  CHECK(s.state().isTerminal());
  CHECK(s.state().apply(0, Card(kClubs, Rank::Queen).index()));
}
