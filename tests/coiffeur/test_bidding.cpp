// The contract choice of ruling CJ-5 and the declarer's choices (CJ-1).
#include <algorithm>

#include "games/coiffeur/actions.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::coiffeur;
using namespace kr::coiffeur::test;

namespace {

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("the dealer's right names first; a pass moves the choice to the right", "[coiffeur][bidding]") {
  Scenario s(optionsFor("three"), {}, 1);  // seat 1 deals: seats 2, 0, 1 bid in that order
  CHECK(s.state().toMove() == 2);
  CHECK(s.legalTexts(2).size() == 11);  // ten contracts and pass
  s.act("2:pass");
  CHECK(s.state().toMove() == 0);
  s.act("0:pass");
  CHECK(s.state().toMove() == 1);
  CHECK(s.legal(1, "pass"));
  s.act("1:roses");
  CHECK(s.table().declarer == 1);
  CHECK(s.state().phase() == "play");
  CHECK(s.state().toMove() == 1);  // the declarer leads
}

TEST_CASE("all pass: the first bidder must name a contract", "[coiffeur][bidding]") {
  Scenario s(optionsFor("three"), {}, 2);
  s.act("0:pass 1:pass 2:pass");
  CHECK(s.state().toMove() == 0);
  CHECK(s.why(0, "pass") == "all-passed-must-name");
  s.act("0:undenufe");
  CHECK(s.table().declarer == 0);
}

TEST_CASE("only unplayed contracts may be named", "[coiffeur][bidding]") {
  Scenario s(optionsFor("three"), {}, 2, {{"left-0", 0b0000110000}, {"board-0-0", 88}});
  const auto legal = s.legalTexts(0);
  CHECK(legal == std::vector<std::string>{"obenabe", "undenufe", "pass"});
  CHECK(s.why(0, "acorns") == "contract-played");
}

TEST_CASE("a first bidder without contracts: the last bidder may not pass", "[coiffeur][bidding]") {
  Scenario s(optionsFor("three"), {}, 2, {{"left-0", 0}, {"left-1", 3}, {"left-2", 5}});
  CHECK(s.state().toMove() == 1);  // seat 0 has nothing left and is skipped
  s.act("1:pass");
  CHECK(s.state().toMove() == 2);
  CHECK(s.why(2, "pass") == "last-must-name");
  CHECK(s.legalTexts(2) == std::vector<std::string>{"acorns", "shields"});
}

TEST_CASE("a single player with contracts left must name one at once", "[coiffeur][bidding]") {
  Scenario s(optionsFor("three"), {}, 2, {{"left-0", 0}, {"left-1", 1 << 9}, {"left-2", 0}});
  CHECK(s.state().toMove() == 1);
  CHECK(s.legalTexts(1) == std::vector<std::string>{"joker-2"});
  Scenario t(optionsFor("three"), {}, 2, {{"left-0", 1 << 4}, {"left-1", 0}, {"left-2", 0}});
  CHECK(t.legalTexts(0) == std::vector<std::string>{"obenabe"});
}

TEST_CASE("four players: no Slalom, no Gustav; all pass sends it back to the first", "[coiffeur][bidding]") {
  Scenario s(optionsFor("four-partners"), {}, 3);
  const auto legal = s.legalTexts(0);
  CHECK(legal.size() == 9);
  CHECK_FALSE(has(legal, "slalom"));
  CHECK_FALSE(has(legal, "gustav"));
  CHECK(s.why(0, "slalom") == "contract-not-offered");
  s.act("0:pass 1:pass 2:pass 3:pass");
  CHECK(s.state().toMove() == 0);
  CHECK_FALSE(s.legal(0, "pass"));
}

TEST_CASE("partner game with one team finished: its partner must name if the first passes", "[coiffeur][bidding]") {
  // Team 0 (seats 0 and 2) has played everything; seat 3 deals, so 0, 1, 2, 3 bid.
  Scenario s(optionsFor("four-partners"), {}, 3, {{"left-0", 0}, {"left-1", 0b1100000011}});
  CHECK(s.state().toMove() == 1);
  s.act("1:pass");
  CHECK(s.state().toMove() == 3);
  CHECK(s.why(3, "pass") == "last-must-name");
  // The team's first bidder is seat 1 here; when it is the dealer's right, the same.
  Scenario t(optionsFor("four-partners"), {}, 3, {{"left-0", 0b11}, {"left-1", 0}});
  CHECK(t.state().toMove() == 0);
  t.act("0:pass");
  CHECK(t.state().toMove() == 2);
  CHECK_FALSE(t.legal(2, "pass"));
}

TEST_CASE("partners share their contracts", "[coiffeur][bidding]") {
  Scenario s(optionsFor("four-partners"), {}, 3, {{"left-0", 0b10}, {"left-1", 0b1}});
  CHECK(s.legalTexts(0) == std::vector<std::string>{"bells", "pass"});
  CHECK(s.legalTexts(0) == std::vector<std::string>{"bells", "pass"});
  s.act("0:pass");
  CHECK(s.legalTexts(1) == std::vector<std::string>{"acorns", "pass"});
}

TEST_CASE("a bad board context is refused", "[coiffeur][bidding]") {
  const Options o = optionsFor("three");
  DealSetup setup;
  setup.context = {{"left-0", 0}, {"left-1", 0}, {"left-2", 0}};
  CHECK(coiffeurGame().newDeal(o, setup).error().code == "bad-context");
  setup.context = {{"left-5", 1}};
  CHECK(coiffeurGame().newDeal(o, setup).error().code == "bad-context");
  setup.context = {{"left-0", 1 << 12}};
  CHECK(coiffeurGame().newDeal(o, setup).error().code == "bad-context");
  setup.context = {{"board-0-3", 90}};  // roses still left for seat 0
  CHECK(coiffeurGame().newDeal(o, setup).error().code == "bad-context");
  const Options four = optionsFor("four-individual");
  setup.context = {{"left-0", 1 << 6}};  // Slalom is not offered with four
  CHECK(coiffeurGame().newDeal(four, setup).error().code == "bad-context");
}

TEST_CASE("a Joker chooses its play type, then Slalom its start", "[coiffeur][bidding]") {
  Scenario s(optionsFor("three"), {}, 2);
  s.act("0:joker-1");
  CHECK(s.state().phase() == "joker-type");
  CHECK(s.legalTexts(0).size() == 8);
  s.act("0:joker:slalom");
  CHECK(s.state().phase() == "direction");
  CHECK(s.legalTexts(0) == std::vector<std::string>{"start:obenabe", "start:undenufe"});
  s.act("0:start:undenufe");
  CHECK(s.state().phase() == "play");
  CHECK(s.table().contract == Contract::Joker1);
  CHECK(s.table().variant.type == PlayType::Slalom);
  CHECK(s.table().order().down);
  s.playOut();
  CHECK(s.state().result().figure("contract") == static_cast<int>(Contract::Joker1));
}

TEST_CASE("four players: a Joker chooses among the suits, Obenabe and Undenufe", "[coiffeur][bidding]") {
  Scenario s(optionsFor("four-individual"), {}, 3);
  s.act("0:joker-2");
  const auto legal = s.legalTexts(0);
  CHECK(legal == std::vector<std::string>{"joker:acorns", "joker:bells", "joker:shields", "joker:roses",
                                          "joker:obenabe", "joker:undenufe"});
  s.act("0:joker:bells");
  CHECK(s.table().variant.hasTrump());
  CHECK(s.table().variant.trump == Suit::S2);
}

TEST_CASE("action texts round-trip", "[coiffeur][actions]") {
  for (Action a = 0; a < 140; ++a) {
    const std::string text = actionText(a);
    if (text.starts_with("?")) continue;
    CHECK(parseAction(text) == a);
  }
  CHECK_FALSE(parseAction("joker:joker-1"));
  CHECK_FALSE(parseAction("spades"));
}
